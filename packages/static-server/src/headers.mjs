/**
 * Response headers of the static servers, as a production CDN would send them.
 *
 * - Cache-Control: content-hashed chunks and assets are immutable for a year; the files that name
 *   other files (HTML, remoteEntry.js, mf-manifest.json, remotes.json) are revalidated on every use
 *   (`no-cache` + ETag → 304); anything else is revalidated too.
 * - Every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`.
 * - The shell's HTML: a `Link` header that starts what the page needs next before its scripts run
 *   (preload of /remotes.json, preconnect to the API and to the remote of the public pages).
 * - HTML: a Content-Security-Policy with `frame-ancestors 'none'` (+ `X-Frame-Options: DENY` for
 *   old browsers). The shell's policy is built from its runtime file (/remotes.json): the API
 *   origin, the remotes' origins, the Firebase origins of Google sign-in and chat, the analytics
 *   endpoint — so a new environment needs no new policy, only its remotes.json.
 *   No script of the API origin is allowed: the verified-badge previews of the business area render
 *   the badge's markup (packages/contract badgeMarkup) in a sandboxed frame that runs no script,
 *   instead of loading the API's /badge/… script (a srcdoc frame would inherit this policy).
 */

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|first-frame\.json|routes\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|avif|woff2?|ico)$/;

/** Cache-Control for a served path. */
export function cacheControlFor(pathname) {
  if (pathname === '/' || NO_CACHE.test(pathname) || pathname.endsWith('.html')) return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** Headers on every response. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** CORS headers of remote assets (fetched by the shell's origin and by other remotes). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** `https://host:port` of a URL, or null when it is not an absolute http(s)/ws(s) URL. */
function originOf(url) {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const u = new URL(url.trim());
    return ['http:', 'https:', 'ws:', 'wss:'].includes(u.protocol) ? u.origin : null;
  } catch {
    return null;
  }
}

/** The WebSocket origin of an http(s) origin. */
const wsOf = (origin) => origin.replace(/^http/, 'ws');

/** Google sign-in through Firebase Auth (Firebase's documented CSP for the Auth web SDK). */
const FIREBASE_AUTH_CONNECT = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];
const GOOGLE_APIS = 'https://apis.google.com';

/**
 * The origins the shell's page talks to, from its runtime file (remotes.json) as
 * packages/contract runtimeConfig.mjs reads it (the blocks the page's clients use).
 * @param {any} config
 */
export function runtimeOrigins(config) {
  const c = config && typeof config === 'object' ? config : {};
  const api = originOf(c.apiBase);
  const remotes = Object.values(c.remotes && typeof c.remotes === 'object' ? c.remotes : {}).map(originOf).filter(Boolean);
  const connect = [];
  const frames = [];
  const scripts = [];
  const fb = c.firebase && typeof c.firebase === 'object' ? c.firebase : null;
  if (fb) {
    // signInWithPopup loads gapi (apis.google.com/js/api.js) into the page, also with the emulator.
    scripts.push(GOOGLE_APIS);
    const emulator = originOf(fb.authEmulatorUrl);
    if (emulator) {
      connect.push(emulator);
      frames.push(emulator);
    } else {
      connect.push(...FIREBASE_AUTH_CONNECT);
      frames.push(GOOGLE_APIS);
    }
    if (typeof fb.authDomain === 'string' && /^[a-z0-9.-]+$/i.test(fb.authDomain.trim())) frames.push(`https://${fb.authDomain.trim()}`);
  }
  const rt = c.realtime && typeof c.realtime === 'object' ? c.realtime : null;
  if (rt) {
    if (typeof rt.emulatorHost === 'string' && /^[^:/\s]+:\d+$/.test(rt.emulatorHost.trim())) {
      connect.push(`http://${rt.emulatorHost.trim()}`, `ws://${rt.emulatorHost.trim()}`);
    }
    const db = originOf(rt.databaseURL);
    if (db) {
      connect.push(db, wsOf(db));
      // The database hands clients over to other hosts of its service (…firebaseio.com / …firebasedatabase.app).
      const service = /\.(firebaseio\.com|firebasedatabase\.app)$/.exec(new URL(db).hostname)?.[1];
      if (service) connect.push(`https://*.${service}`, `wss://*.${service}`);
      if (service) scripts.push(`https://*.${service}`); // the SDK's long-polling fallback loads scripts
    }
  }
  const analytics = c.analytics && typeof c.analytics === 'object' ? c.analytics : null;
  if (analytics?.provider === 'plausible') connect.push(originOf(analytics.endpoint) ?? 'https://plausible.io');
  return { api, remotes, connect, frames, scripts };
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The shell's Content-Security-Policy for a runtime file (null: the file could not be read →
 * same-origin only, plus the frame and object rules).
 * @param {any} config
 */
export function shellContentSecurityPolicy(config) {
  const o = runtimeOrigins(config);
  const self = "'self'";
  const directives = {
    'default-src': [self],
    'script-src': [self, ...o.remotes, ...o.scripts],
    // Remotes' CSS files; inline styles of the dialogs' scroll lock (react-remove-scroll).
    'style-src': [self, "'unsafe-inline'", ...o.remotes],
    // Uploads come from the API; pictures of other sites (Google profile photos) over https.
    'img-src': [self, 'data:', 'blob:', 'https:', o.api, ...o.remotes],
    'font-src': [self, 'data:', ...o.remotes],
    'connect-src': [self, o.api, ...o.remotes, ...o.connect],
    'frame-src': o.frames.length ? o.frames : ["'none'"],
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/** The policy of an HTML page that is not the shell (a remote opened standalone). */
export const STANDALONE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** The routes.json next to a remote's manifest (http(s) only, no characters that would break the header), or null. */
function routeFileOf(entry) {
  if (typeof entry !== 'string') return null;
  try {
    const url = new URL('routes.json', entry);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !/[<>,;\s]/.test(url.href) ? url.href : null;
  } catch {
    return null;
  }
}

/** The remote that renders the public pages (home, sources, brands): worth a connection up front. */
const FIRST_REMOTE = 'catalog';

/**
 * The shell's `Link` header for its HTML: the runtime file and the remotes' routes.json are fetched
 * at once (the boot code needs them before anything else), and connections to the API (CORS fetches: `crossorigin`;
 * its images: without) and to the catalog remote (scripts) are opened while the shell's own scripts download.
 * @param {any} config
 */
export function shellLinkHeader(config) {
  const c = config && typeof config === 'object' ? config : {};
  const links = ['</remotes.json>; rel=preload; as=fetch; crossorigin'];
  // Every remote's routes.json (the boot composes the router from them right after remotes.json).
  const remotes = c.remotes && typeof c.remotes === 'object' ? Object.values(c.remotes) : [];
  for (const entry of remotes) {
    const url = routeFileOf(entry);
    if (url) links.push(`<${url}>; rel=preload; as=fetch; crossorigin`);
  }
  const api = originOf(c.apiBase);
  // Two connections to the API: its calls are CORS fetches, its uploaded images (/uploads, the
  // lists' first card is often the page's largest paint) are not, and a browser does not share one
  // connection between the two.
  if (api) links.push(`<${api}>; rel=preconnect; crossorigin`, `<${api}>; rel=preconnect`);
  const remote = originOf(c.remotes?.[FIRST_REMOTE]);
  if (remote && remote !== api) links.push(`<${remote}>; rel=preconnect`);
  return links.join(', ');
}
