// @ts-check
/**
 * The runtime file of a deployment, `/remotes.json` (the shell's, replaced per environment at
 * deploy time), read and validated here once for every reader: the shell's boot, the chat, the
 * Google sign-in, a remote opened standalone (in the browser, `loadRuntimeConfig`), and the shell's
 * static server and the request-time renderer (plain Node, `parseRuntimeConfig` of the file read
 * from disk). Plain JavaScript, because the static server runs it too; its types are in
 * runtimeConfig.d.mts.
 *
 *   { "apiBase": "https://api.example.com", "apiKey": "…",
 *     "basicAuth": { "user": "…", "password": "…" },                  (when the API requires them)
 *     "siteUrl": "https://ironscore.example",                          (canonical URLs, links)
 *     "remotes": { "catalog": "https://catalog.example.com/mf-manifest.json", … },
 *     "routes": { "catalog": { <the catalog's routes.json when remotes.json was written> }, … },
 *     "analytics": { "provider": "first-party" | "plausible" | "off", "domain"?, "endpoint"? },
 *     "firebase": { "apiKey", "authDomain", "projectId", "appId"?, "authEmulatorUrl"? (local) },
 *     "realtime": { "databaseURL", "emulatorHost"? (local: host:port) } }
 *
 * No remote URL or route is built into the shell: the remotes are the entries of `remotes`, in
 * their order (which also decides route conflicts, routeTable.mjs); `routes` is the copy of each
 * remote's published routes the shell falls back on while a remote is down. A missing or unusable
 * block reads as absent: no Google sign-in (the button says why), no chat (messages unavailable),
 * page views to the API's collector.
 */

export const RUNTIME_FILE = '/remotes.json';

/** Plausible's events API, the hosted collector's default endpoint. */
export const PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event';

/** A remote's name: what a Module Federation container may be called. */
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

/** @param {unknown} value @returns {Record<string, unknown>} */
const objectOf = (value) => /** @type {Record<string, unknown>} */ (typeof value === 'object' && value !== null ? value : {});

/** @param {unknown} x */
const str = (x) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);

/** @param {unknown} value @returns {import('./runtimeConfig.d.mts').BasicAuth | null} */
function basicAuthOf(value) {
  const v = objectOf(value);
  return typeof v.user === 'string' && v.user && typeof v.password === 'string' && v.password ? { user: v.user, password: v.password } : null;
}

/**
 * The `analytics` block: where page views go.
 * @param {unknown} value @returns {import('./runtimeConfig.d.mts').AnalyticsConfig}
 */
export function parseAnalyticsConfig(value) {
  const v = objectOf(value);
  if (v.provider === 'off') return { provider: 'off' };
  if (v.provider === 'plausible' && typeof v.domain === 'string' && v.domain.trim()) {
    const endpoint = typeof v.endpoint === 'string' && /^https?:\/\//.test(v.endpoint) ? v.endpoint : PLAUSIBLE_ENDPOINT;
    return { provider: 'plausible', domain: v.domain.trim(), endpoint };
  }
  return { provider: 'first-party' };
}

/**
 * The site's public address of a runtime file (`siteUrl`), without a trailing slash; null when
 * absent or not http(s).
 * @param {unknown} json
 */
export function siteUrlOf(json) {
  const value = objectOf(json).siteUrl;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The Firebase web configuration (`firebase`), or null when it is missing or incomplete.
 * @param {unknown} value @returns {import('./runtimeConfig.d.mts').FirebaseWebConfig | null}
 */
function firebaseOf(value) {
  if (!value || typeof value !== 'object') return null;
  const block = objectOf(value);
  const apiKey = str(block.apiKey);
  const projectId = str(block.projectId);
  const authEmulatorUrl = str(block.authEmulatorUrl);
  const authDomain = str(block.authDomain) ?? (projectId ? `${projectId}.firebaseapp.com` : undefined);
  if (!apiKey || !projectId || !authDomain) return null;
  const appId = str(block.appId);
  return { apiKey, authDomain, projectId, ...(appId ? { appId } : {}), ...(authEmulatorUrl ? { authEmulatorUrl } : {}) };
}

/**
 * Where the chat's Realtime Database is (`realtime`, with the `firebase` block for production
 * sign-in), or null when the chat has no usable database (messages unavailable).
 * @param {unknown} value @param {import('./runtimeConfig.d.mts').FirebaseWebConfig | null} firebase
 * @returns {import('./runtimeConfig.d.mts').RealtimeWebConfig | null}
 */
function realtimeOf(value, firebase) {
  const block = objectOf(value);
  const databaseURL = str(block.databaseURL);
  if (!databaseURL) return null;
  const emulatorHost = str(block.emulatorHost);
  if (emulatorHost && !/^[^:/\s]+:\d+$/.test(emulatorHost)) return null;
  if (!emulatorHost && !firebase) return null;
  const signIn = firebase && { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId, ...(firebase.appId ? { appId: firebase.appId } : {}) };
  return { databaseURL, ...(emulatorHost ? { emulatorHost } : {}), ...(signIn ? { firebase: signIn } : {}) };
}

/**
 * Validates the file; remote names that are not names, non-string values and unusable blocks are
 * ignored (anything that is not an object reads as an empty file).
 * @param {unknown} json @returns {import('./runtimeConfig.d.mts').RuntimeConfig}
 */
export function parseRuntimeConfig(json) {
  const source = objectOf(json);
  const remotes = /** @type {Record<string, string>} */ ({});
  for (const [name, entry] of Object.entries(objectOf(source.remotes))) {
    if (REMOTE_NAME.test(name) && typeof entry === 'string' && entry.trim()) remotes[name] = entry.trim();
  }
  const routesIn = source.routes;
  const firebase = firebaseOf(source.firebase);
  return {
    apiBase: typeof source.apiBase === 'string' ? source.apiBase.replace(/\/+$/, '') : '',
    apiKey: typeof source.apiKey === 'string' ? source.apiKey : '',
    remotes,
    routes: typeof routesIn === 'object' && routesIn !== null && !Array.isArray(routesIn) ? { ...routesIn } : {},
    basicAuth: basicAuthOf(source.basicAuth),
    analytics: parseAnalyticsConfig(source.analytics),
    siteUrl: siteUrlOf(source),
    firebase,
    realtime: realtimeOf(source.realtime, firebase),
  };
}

/** Pause between the two attempts to fetch the file. */
const RETRY_MS = 300;

/** @type {Promise<import('./runtimeConfig.d.mts').RuntimeConfig | null> | null} */
let pending = null;

/**
 * Fetches the page's runtime file (once per page; two attempts), null when it cannot be read. The
 * static server answers it `Cache-Control: no-cache` (revalidated on every load) and the shell's
 * page preloads it (Link header): a request with its own cache mode would not reuse the preload.
 * @param {typeof fetch} [fetchImpl]
 */
export function loadRuntimeConfig(fetchImpl) {
  if (!pending) {
    const get = fetchImpl ?? (typeof fetch === 'function' ? fetch : undefined);
    pending = get ? fetchRuntimeFile(get) : Promise.resolve(null);
  }
  return pending;
}

/** @param {typeof fetch} get */
async function fetchRuntimeFile(get) {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    try {
      const response = await get(RUNTIME_FILE, { headers: { accept: 'application/json' } });
      if (response.ok) return parseRuntimeConfig(await response.json());
    } catch {
      /* retry once, then give up */
    }
  }
  return null;
}

/** Tests: the next `loadRuntimeConfig` fetches the file again. */
export function resetRuntimeConfig() {
  pending = null;
}
