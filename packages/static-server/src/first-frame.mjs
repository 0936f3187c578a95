/**
 * The first frame of a page, in the shell's HTML (issue 9: LCP on a phone).
 *
 * The shell and each remote write `first-frame.json` at build time (packages/mf-config): what the
 * page renders before any data arrives, as HTML and the CSS it needs.
 * - the shell's file: `{ version: 2, css, standIn: { remote, route }, frames: [{ nav, html }] }`,
 *   one frame per state of the top bar (`nav`: the path of the link shown active, null: none);
 *   `html` is the content of `#root` (header, footer, the remote's area, which names the stand-in
 *   remote and route), the remote's part between `<!--ironscore:remote-->` and `<!--/ironscore:remote-->`;
 * - a remote's file, next to its mf-manifest.json: `{ version: 1, routes: { <routeId>: { html, css } } }`.
 *
 * Which route a path opens is the route table composed from the remotes' published routes.json
 * (packages/contract routeTable.mjs, as the shell composes it in the browser): each remote's file
 * next to its manifest, else the copy remotes.json carries (`routes`). A path of a public route
 * gets a frame: the shell's frame of the top bar's state the path shows, with the route's remote
 * and id in place of the stand-in. For a page request the shell's server puts the route's frames
 * into index.html: the shell's frame in `#root`, the remote's frame in its slot (wrapped in `<div data-first-frame="<routeId>"
 * style="display:contents">`, which the shell's client renders again until the remote has rendered:
 * shell/src/remote/firstFrame.ts), both CSS texts in one `<style>`. The browser paints the page's
 * static parts (the LCP text of /, /sources, …) from the HTML instead of after the whole script chain.
 * Its controls are inert until then (`inertControls`).
 *
 * A remote's route marked `request: true` (a page of one item, whose largest element is the item's
 * data) is asked from the remote's server per path first (`GET first-frame?path=…` next to its
 * file, request-frame.mjs): the page rendered with the item's data, and the answers it rendered
 * with, which go into the page as `<script type="application/json" id="ironscore-state">` for the
 * shell's query cache (shell/src/runtime/routeData.ts), so the remote's first render shows the same
 * page. The first ask of a path waits at most REQUEST_FETCH_TIMEOUT_MS (a remote that does not
 * answer in time gives the build's frame); an answer is kept REQUEST_TTL_MS, then served for up to
 * REQUEST_STALE_MS more while a new one is asked in the background (the remote's first render
 * decides what the visitor finally sees: its calls answered older than their stale time ask again).
 *
 * The page's head carries what a search engine or a link preview reads without running the page
 * (`pageHead`): the page's title and description as the remote's render sent them (`usePageMeta`,
 * the general settings' templates: a request-time frame's `meta`; a route marked `request: "meta"`
 * is asked per path for its `meta` only, its markup staying the build's frame), else as the route's
 * published title rule gives them (`pageTitle`: the general settings, read from the API of
 * remotes.json and kept SETTINGS_TTL_MS, with the route's parameters), the canonical URL
 * (`siteUrl` of remotes.json + the path), Open Graph and Twitter card tags, and the page's
 * schema.org JSON-LD (source, brand and product pages), escaped for a <script> element.
 *
 * Remotes deploy on their own: a remote's files (routes.json, first-frame.json) are fetched from its
 * origin (the URL of remotes.json), kept in memory and revalidated (ETag) at most every
 * REVALIDATE_MS in the background. The first
 * fetch waits at most FETCH_TIMEOUT_MS; a remote that does not answer, answers badly or has no file
 * leaves its slot with the shell's own loading placeholder, and a shell without a file, an unknown
 * path or a protected route gets index.html as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROUTE_FILE, composeRoutes, matchRoute, pageTitle, readRouteFile } from '@ironscore/contract/src/routeTable.mjs';
import { siteUrlOf } from '@ironscore/contract/src/runtimeConfig.mjs';

// The site's public address of the runtime file (`siteUrl`), as the shell's pages link it.
export { siteUrlOf };

/** The API's key header (packages/contract envelope.ts API_KEY_HEADER). */
const API_KEY_HEADER = 'x-api-key';

export { matchRoute };

export const FETCH_TIMEOUT_MS = 300;
export const REVALIDATE_MS = 5_000;
export const REQUEST_TTL_MS = 5_000;
export const REQUEST_STALE_MS = 60_000;
/** A page of one item waits longer for its frame than for a file: its data is its largest element. */
export const REQUEST_FETCH_TIMEOUT_MS = 600;
export const STATE_ELEMENT_ID = 'ironscore-state';
/** How long the general settings (the title rules' templates) are used before they are asked again. */
export const SETTINGS_TTL_MS = 60_000;
const MAX_REQUEST_FRAME_BYTES = 2_000_000;
const MAX_REQUEST_PATHS = 256;
const FRAME_FILE = 'first-frame.json';
const ROOT_DIV = '<div id="root"></div>';
const REMOTE_SLOT = /<!--ironscore:remote-->[\s\S]*?<!--\/ironscore:remote-->/;
const MAX_COMPOSED = 64;
/** What a request-time frame may put into the head: React's preload links, nothing else. */
const RESOURCE_HINTS = /^(?:<link rel="preload"[^<>]*>)*$/;

const isString = (v) => typeof v === 'string';

/** The shell's frame file, checked: null when it is not a version-2 frame file. */
function validShellFrame(value) {
  if (!value || value.version !== 2 || !isString(value.css) || !Array.isArray(value.frames)) return null;
  const standIn = value.standIn;
  if (!standIn || !isString(standIn.remote) || !isString(standIn.route)) return null;
  const frames = value.frames.filter((f) => f && (f.nav === null || isString(f.nav)) && isString(f.html) && REMOTE_SLOT.test(f.html));
  return { css: value.css, standIn, frames };
}

/** Whether the top bar's link to `nav` shows active at `pathname` (react-router's NavLink; '/' only on itself). */
const navActive = (nav, pathname) => {
  const at = pathname.toLowerCase();
  const to = nav.toLowerCase();
  return to === '/' ? at === '/' : at === to || at.startsWith(`${to}/`);
};

/** The shell's frame for `pathname`: the one of the link it shows active (the longest), else the one of none. */
function navFrame(frames, pathname) {
  let best = null;
  for (const frame of frames) {
    if (frame.nav !== null && navActive(frame.nav, pathname) && (!best || frame.nav.length > best.nav.length)) best = frame;
  }
  return best ?? frames.find((f) => f.nav === null) ?? null;
}

/** A remote's frame file, checked: null when it is not a version-1 frame file. */
function validRemoteFrame(value) {
  if (!value || value.version !== 1 || !value.routes || typeof value.routes !== 'object') return null;
  const routes = {};
  for (const [id, frame] of Object.entries(value.routes)) {
    if (frame && isString(frame.html) && isString(frame.css)) routes[id] = frame;
  }
  return { routes };
}

/** The page metadata of a request-time answer: title, description and structured data, each checked. */
function validMeta(value) {
  if (!value || typeof value !== 'object') return null;
  const meta = {};
  if (isString(value.title) && value.title.trim()) meta.title = value.title.trim();
  if (isString(value.description) && value.description.trim()) meta.description = value.description.trim();
  const data = value.structuredData;
  if (data && typeof data === 'object' && !Array.isArray(data)) meta.structuredData = data;
  return Object.keys(meta).length ? meta : null;
}

/** A remote's request-time frame of `routeId`, checked: null when it is not one. */
function validRequestFrame(value, routeId) {
  if (!value || value.version !== 1 || value.route !== routeId) return null;
  const meta = validMeta(value.meta);
  // The metadata of a page whose markup is the build's frame (`request: "meta"`).
  if (value.html === null) return { meta, html: null };
  if (!isString(value.html) || !isString(value.css)) return null;
  const { state } = value;
  if (!state || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return null;
  const head = value.head ?? '';
  if (!isString(head) || !RESOURCE_HINTS.test(head)) return null;
  return { head, html: value.html, css: value.css, state, meta };
}

/** JSON made safe inside a <script> element (no `<`, so no `</script>` or `<!--`; no line separators). */
export const scriptJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The frame's controls are inert (and text fields read-only) until the page is live: what a visitor
 * typed, ticked or pressed there would be lost when React replaces the markup (a request-time frame
 * has the page's real buttons: GET FREE ACCOUNT, OFFICAL RESELLERS…), so nothing takes it; a press
 * goes through once the live control is in place. `data-frame-inert` marks what the client makes
 * live again where React hydrates the markup instead of replacing it (shell/src/remote/firstFrame.ts).
 */
export const inertControls = (html) =>
  html.replace(/<(input|textarea|select|button)\b/g, (tag, name) =>
    name === 'input' || name === 'textarea' ? `${tag} inert readonly data-frame-inert="readonly"` : `${tag} inert data-frame-inert`,
  );

/**
 * The remote's part in the shell's slot. A request-time frame is the page exactly as the remote's
 * first render with the served answers makes it, so it goes in as a completed Suspense boundary of
 * React's server markup (`<!--$-->…<!--/$-->`): the shell hydrates it once the remote's code is
 * there instead of building the page again. A build-time frame (no data) is only what the page
 * shows before its data, so the client renders the page and the frame stays until then.
 */
const remotePart = (routeId, part, hydratable) =>
  hydratable ? `<!--$-->${part.html}<!--/$-->` : `<div data-first-frame="${routeId}" style="display:contents">${part.html}</div>`;

/** Text made safe in an attribute value or an element's text. */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;
const decodeHtml = (text) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]);

/**
 * `index` with the page's head: its title and description (`meta`, else index.html's: the site's),
 * the canonical URL and `og:url` (`siteUrl` + `pathname`; none without a siteUrl or a pathname),
 * Open Graph and Twitter card tags, and `meta.structuredData` as JSON-LD. Every value is escaped
 * for its place.
 * @param {string} index @param {{ title?: string, description?: string, structuredData?: object } | null} meta
 * @param {string | null} siteUrl @param {string | null} pathname
 */
export function pageHead(index, meta, siteUrl, pathname) {
  const title = meta?.title ?? decodeHtml(TITLE.exec(index)?.[1] ?? '');
  const description = meta?.description ?? decodeHtml(DESCRIPTION.exec(index)?.[1] ?? '');
  const url = siteUrl && pathname ? siteUrl + encodeURI(pathname) : null;
  const tags = [];
  if (url) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`, `<meta property="og:url" content="${escapeHtml(url)}">`);
  tags.push('<meta property="og:type" content="website">', `<meta property="og:title" content="${escapeHtml(title)}">`);
  if (description) tags.push(`<meta property="og:description" content="${escapeHtml(description)}">`);
  tags.push('<meta name="twitter:card" content="summary">', `<meta name="twitter:title" content="${escapeHtml(title)}">`);
  if (description) tags.push(`<meta name="twitter:description" content="${escapeHtml(description)}">`);
  if (meta?.structuredData) tags.push(`<script type="application/ld+json" data-page-meta>${scriptJson(meta.structuredData)}</script>`);
  let html = index.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    const tag = `<meta name="description" content="${escapeHtml(description)}">`;
    html = DESCRIPTION.test(html) ? html.replace(DESCRIPTION, () => tag) : html.replace('</head>', () => `${tag}</head>`);
  }
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/** CSS text made safe inside a <style> element. */
const styleText = (css) => css.replace(/<\/style/gi, '<\\/style');

/** The URL of a remote's file `name` (first-frame.json, routes.json): next to the manifest remotes.json names. */
function remoteFileUrl(config, remote, name) {
  const entry = config?.remotes?.[remote];
  if (!isString(entry)) return null;
  try {
    return new URL(name, entry).href;
  } catch {
    return null;
  }
}

/** The remotes of the runtime file, in its order. */
const remoteNames = (config) => (config?.remotes && typeof config.remotes === 'object' ? Object.keys(config.remotes) : []);

/**
 * @param {{ dir: string, fetch?: typeof fetch, now?: () => number }} options
 */
export function createFirstFrames({ dir, fetch: fetchImpl = fetch, now = Date.now }) {
  const shellFile = path.join(dir, FRAME_FILE);
  let shell = { mtimeMs: -1, frame: null };
  /** url → { frame, etag, checkedAt, version, pending }: a remote's file (frame file or route file), as `validate` made it */
  const remotes = new Map();
  /** The general settings of the API of the runtime file: { key, value, at, pending } */
  let settings = { key: '', value: null, at: 0, pending: null };
  /** key → { html, br, gz } */
  const composed = new Map();
  /** path (with its query, if any) → { at, frame: Promise<{ html, css, state } | null>, page?: { html, br, gz } } */
  const requested = new Map();

  function shellFrame() {
    let stat;
    try {
      stat = fs.statSync(shellFile);
    } catch {
      shell = { mtimeMs: -1, frame: null };
      return null;
    }
    if (stat.mtimeMs !== shell.mtimeMs) {
      let frame = null;
      try {
        frame = validShellFrame(JSON.parse(fs.readFileSync(shellFile, 'utf8')));
      } catch {
        frame = null;
      }
      shell = { mtimeMs: stat.mtimeMs, frame };
    }
    return shell.frame;
  }

  /** Fetches (or revalidates) a remote's file, `validate` making its value (null: not valid); never rejects. */
  function refresh(url, validate) {
    const entry = remotes.get(url) ?? { frame: null, etag: null, checkedAt: 0, version: 0, pending: null };
    remotes.set(url, entry);
    if (entry.pending) return entry.pending;
    entry.pending = (async () => {
      try {
        const res = await fetchImpl(url, {
          headers: entry.etag ? { 'if-none-match': entry.etag } : {},
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS * 10),
        });
        if (res.status === 304 && entry.frame) return;
        const frame = res.ok ? validate(await res.json()) : null;
        entry.frame = frame;
        entry.etag = frame ? res.headers.get('etag') : null;
        entry.version++;
      } catch {
        entry.frame = null;
        entry.etag = null;
        entry.version++;
      } finally {
        entry.checkedAt = now();
        entry.pending = null;
      }
    })();
    return entry.pending;
  }

  /** A remote's file as known now; waits for a first fetch at most FETCH_TIMEOUT_MS. */
  async function remoteFile(url, validate) {
    const entry = remotes.get(url);
    if (entry && entry.checkedAt > 0) {
      if (now() - entry.checkedAt > REVALIDATE_MS) void refresh(url, validate);
      return entry;
    }
    let timer;
    await Promise.race([refresh(url, validate), new Promise((resolve) => (timer = setTimeout(resolve, FETCH_TIMEOUT_MS)))]);
    clearTimeout(timer);
    return remotes.get(url);
  }

  /**
   * The route table of the runtime file: every remote's routes.json, else its copy in the file
   * (`routes`), composed as the shell composes it; with the versions of the files it came from.
   */
  async function routeTable(config) {
    const names = remoteNames(config);
    const entries = await Promise.all(
      names.map((name) => {
        const url = remoteFileUrl(config, name, ROUTE_FILE);
        return url ? remoteFile(url, (json) => readRouteFile(json, name)) : null;
      }),
    );
    const table = composeRoutes(
      names.map((remote, i) =>
        entries[i]?.frame ? { remote, file: entries[i].frame, from: 'live' } : { remote, file: readRouteFile(config?.routes?.[remote], remote), from: 'snapshot' },
      ),
    );
    return { table, version: entries.map((e) => e?.version ?? 0).join('.') };
  }

  /** Asks the API of the runtime file for the general settings; never rejects. */
  function refreshSettings(config, key) {
    if (settings.pending && settings.key === key) return settings.pending;
    const current = settings.key === key ? settings : { key, value: null, at: 0, pending: null };
    settings = current;
    current.pending = (async () => {
      try {
        const headers = { [API_KEY_HEADER]: isString(config.apiKey) ? config.apiKey : '', accept: 'application/json' };
        const basic = config.basicAuth;
        if (basic && isString(basic.user) && isString(basic.password)) headers.authorization = `Basic ${Buffer.from(`${basic.user}:${basic.password}`).toString('base64')}`;
        const res = await fetchImpl(`${config.apiBase.replace(/\/+$/, '')}/api/Get_GeneralSettings`, {
          method: 'POST',
          headers,
          body: new FormData(),
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS * 10),
        });
        const reply = res.ok ? await res.json() : null;
        if (reply?.status === true && reply.data && typeof reply.data === 'object') current.value = reply.data;
      } catch {
        /* keep what was known */
      } finally {
        current.at = now();
        current.pending = null;
      }
    })();
    return current.pending;
  }

  /** The general settings as known now (null: none yet); the first ask waits at most FETCH_TIMEOUT_MS. */
  async function generalSettings(config) {
    if (!isString(config?.apiBase) || !config.apiBase) return null;
    const key = `${config.apiBase}\0${config.apiKey ?? ''}`;
    if (settings.key === key && settings.at > 0) {
      // Asked again after SETTINGS_TTL_MS, or after REVALIDATE_MS while the API has not answered yet.
      if (now() - settings.at > (settings.value ? SETTINGS_TTL_MS : REVALIDATE_MS)) void refreshSettings(config, key);
      return settings.value;
    }
    await within(refreshSettings(config, key), FETCH_TIMEOUT_MS);
    return settings.key === key ? settings.value : null;
  }

  /** Asks the remote for its request-time frame of `pathname` (with its query, if any); the entry's `frame` never rejects. */
  function askRemote(frameUrl, routeId, pathname) {
    const entry = { at: now(), value: undefined, page: null, refreshing: false, frame: null };
    entry.frame = (async () => {
      try {
        const res = await fetchImpl(new URL(`first-frame?path=${encodeURIComponent(pathname)}`, frameUrl), { signal: AbortSignal.timeout(REQUEST_FETCH_TIMEOUT_MS * 10) });
        if (!res.ok || Number(res.headers.get('content-length') ?? 0) > MAX_REQUEST_FRAME_BYTES) return null;
        const text = await res.text();
        return text.length > MAX_REQUEST_FRAME_BYTES ? null : validRequestFrame(JSON.parse(text), routeId);
      } catch {
        return null;
      }
    })().then((value) => (entry.value = value));
    return entry;
  }

  function remember(pathname, entry) {
    requested.delete(pathname);
    if (requested.size >= MAX_REQUEST_PATHS) requested.delete(requested.keys().next().value);
    requested.set(pathname, entry);
  }

  /**
   * The remote's request-time frame of `pathname`: asked again after REQUEST_TTL_MS; until
   * REQUEST_STALE_MS the last one keeps being served while the new one is asked in the background.
   */
  function requestFrame(frameUrl, routeId, pathname) {
    const hit = requested.get(pathname);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < REQUEST_TTL_MS) return hit;
    if (hit?.value && age < REQUEST_STALE_MS) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = askRemote(frameUrl, routeId, pathname);
        void next.frame.then((value) => {
          hit.refreshing = false;
          if (value) remember(pathname, next);
        });
      }
      return hit;
    }
    const entry = askRemote(frameUrl, routeId, pathname);
    remember(pathname, entry);
    return entry;
  }

  /** `promise`'s value, or null when it takes longer than `ms`. */
  async function within(promise, ms) {
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)));
    try {
      return await Promise.race([promise, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The page `index` with the shell's frame `route`, the remote's part and the answers it rendered
   * with, and the page's head (`head`: `pageHead`'s arguments after index.html).
   */
  function compose(index, frame, shellFrame, route, part, state, head) {
    const { standIn } = frame;
    const html = shellFrame.html
      .replace(`data-remote="${standIn.remote}"`, () => `data-remote="${escapeHtml(route.remote)}"`)
      .replace(`data-route="${standIn.route}"`, () => `data-route="${escapeHtml(route.id)}"`);
    const body = inertControls(part ? html.replace(REMOTE_SLOT, () => remotePart(escapeHtml(route.id), part, state !== null)) : html);
    const data = state ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(state)}</script>` : '';
    const page = pageHead(index, ...head)
      .replace('</head>', () => `${part?.head ?? ''}<style data-first-frame>${styleText(frame.css + (part?.css ?? ''))}</style></head>`)
      .replace(ROOT_DIV, () => `<div id="root">${body}</div>${data}`);
    return {
      html: Buffer.from(page),
      br: zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: state ? 5 : 9 } }),
      gz: zlib.gzipSync(page, { level: state ? 6 : 9 }),
    };
  }

  /**
   * The page of `pathname` with its first frame: `{ html, br, gz }` (encoded copies made once per
   * frame version), or null when there is none (send index.html as it is).
   * @param {string} pathname
   * @param {any} config the runtime file (remotes.json)
   * @param {string} [search] the page's query (`?page=2`, '' for none): a request-time frame is
   *   rendered for the path with its query (a list's page and filters), the build's frame for any
   */
  async function page(pathname, config, search = '') {
    const frame = shellFrame();
    if (!frame) return null;
    // Every remote's frame file is asked beside the route table (the first fetches wait at most
    // FETCH_TIMEOUT_MS together, not one after the other); the route's remote's is used.
    const frameFiles = new Map(
      remoteNames(config).map((name) => {
        const url = remoteFileUrl(config, name, FRAME_FILE);
        return [name, { url, entry: url ? remoteFile(url, validRemoteFrame) : null }];
      }),
    );
    const [{ table, version: tableVersion }, settingsValue] = await Promise.all([routeTable(config), generalSettings(config)]);
    const found = matchRoute(table.routes, pathname);
    if (!found || found.route.access !== 'public') return null;
    const { route, params } = found;
    const shellPart = navFrame(frame.frames, pathname);
    if (!shellPart) return null;
    let index;
    let indexStat;
    try {
      indexStat = fs.statSync(path.join(dir, 'index.html'));
      index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    if (!index.includes(ROOT_DIV) || !index.includes('</head>')) return null;
    const url = frameFiles.get(route.remote)?.url ?? null;
    const remote = (await frameFiles.get(route.remote)?.entry) ?? null;
    const part = remote?.frame?.routes[route.id] ?? null;
    const siteUrl = siteUrlOf(config);
    // The route's title rule (nothing to say without the settings nor a name: index.html's title);
    // what the page itself sent (a request-time render) comes first.
    const rule = settingsValue || route.title.name ? pageTitle(route.title, settingsValue, params) : null;
    const ruleMeta = rule ? { title: rule.title, ...(rule.description ? { description: rule.description } : {}) } : null;
    const metaOf = (live) => (live ? { ...ruleMeta, ...live } : ruleMeta);
    if (part?.request === true || part?.request === 'meta') {
      // A page with its data is rendered for its query too; the metadata of the others depends on the path only.
      const query = part.request === true && /^\?[^#]+$/.test(search) ? search : '';
      const entry = requestFrame(url, route.id, pathname + query);
      const live = entry.value !== undefined ? entry.value : await within(entry.frame, REQUEST_FETCH_TIMEOUT_MS);
      if (live) {
        // Composed once per answer (the answer is kept REQUEST_TTL_MS).
        entry.page ??=
          live.html === null
            ? compose(index, frame, shellPart, route, part, null, [metaOf(live.meta), siteUrl, pathname])
            : compose(index, frame, shellPart, route, live, live.state, [metaOf(live.meta), siteUrl, pathname]);
        return entry.page;
      }
    }
    // A page of one item without its render (unknown item, or the remote did not answer in time)
    // names no canonical URL: nothing says the path is a page. Otherwise the head names the path,
    // so a route with parameters is composed per path.
    const canonicalPath = part?.request === true ? null : pathname;
    const keyPath = route.path.includes(':') ? pathname : '';
    const key = [route.key, keyPath, canonicalPath === null, siteUrl, ruleMeta?.title, ruleMeta?.description, shell.mtimeMs, indexStat.mtimeMs, url, remote?.version ?? 0, tableVersion].join('\0');
    const cached = composed.get(key);
    if (cached) return cached;

    const result = compose(index, frame, shellPart, route, part, null, [ruleMeta, siteUrl, canonicalPath]);
    if (composed.size >= MAX_COMPOSED) composed.delete(composed.keys().next().value);
    composed.set(key, result);
    return result;
  }

  return { page };
}
