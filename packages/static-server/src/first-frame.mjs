/**
 * The first frame of a page, in the shell's HTML (issue 9: LCP on a phone).
 *
 * The shell and each remote write `first-frame.json` at build time (packages/mf-config): what the
 * page renders before any data arrives, as HTML and the CSS it needs.
 * - the shell's file: `{ version: 1, css, routes: [{ id, path, remote, html }] }` for every public
 *   route; `html` is the content of `#root` (header, footer, the remote's area), the remote's part
 *   between `<!--ironscore:remote-->` and `<!--/ironscore:remote-->`;
 * - a remote's file, next to its mf-manifest.json: `{ version: 1, routes: { <routeId>: { html, css } } }`.
 *
 * For a page request the shell's server puts the route's frames into index.html: the shell's frame
 * in `#root`, the remote's frame in its slot (wrapped in `<div data-first-frame="<routeId>"
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
 * Remotes deploy on their own: a remote's file is fetched from its origin (the URL of remotes.json),
 * kept in memory and revalidated (ETag) at most every REVALIDATE_MS in the background. The first
 * fetch waits at most FETCH_TIMEOUT_MS; a remote that does not answer, answers badly or has no file
 * leaves its slot with the shell's own loading placeholder, and a shell without a file, an unknown
 * path or a protected route gets index.html as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const FETCH_TIMEOUT_MS = 300;
export const REVALIDATE_MS = 5_000;
export const REQUEST_TTL_MS = 5_000;
export const REQUEST_STALE_MS = 60_000;
/** A page of one item waits longer for its frame than for a file: its data is its largest element. */
export const REQUEST_FETCH_TIMEOUT_MS = 600;
export const STATE_ELEMENT_ID = 'ironscore-state';
const MAX_REQUEST_FRAME_BYTES = 2_000_000;
const MAX_REQUEST_PATHS = 256;
const FRAME_FILE = 'first-frame.json';
const ROOT_DIV = '<div id="root"></div>';
const REMOTE_SLOT = /<!--ironscore:remote-->[\s\S]*?<!--\/ironscore:remote-->/;
const MAX_COMPOSED = 64;
/** What a request-time frame may put into the head: React's preload links, nothing else. */
const RESOURCE_HINTS = /^(?:<link rel="preload"[^<>]*>)*$/;

const isString = (v) => typeof v === 'string';

/** The shell's frame file, checked: null when it is not a version-1 frame file. */
function validShellFrame(value) {
  if (!value || value.version !== 1 || !isString(value.css) || !Array.isArray(value.routes)) return null;
  const routes = value.routes.filter((r) => r && isString(r.id) && isString(r.path) && isString(r.remote) && isString(r.html) && REMOTE_SLOT.test(r.html));
  return { css: value.css, routes };
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

/** A remote's request-time frame of `routeId`, checked: null when it is not one. */
function validRequestFrame(value, routeId) {
  if (!value || value.version !== 1 || value.route !== routeId || !isString(value.html) || !isString(value.css)) return null;
  const { state } = value;
  if (!state || !Array.isArray(state.queries) || !Array.isArray(state.mutations)) return null;
  const head = value.head ?? '';
  if (!isString(head) || !RESOURCE_HINTS.test(head)) return null;
  return { head, html: value.html, css: value.css, state };
}

/** JSON made safe inside a <script> element (no `<`, so no `</script>` or `<!--`; no line separators). */
export const scriptJson = (value) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The route of `routes` (react-router paths of static and `:param` segments) that `pathname`
 * opens: same number of segments, static segments equal, a param any non-empty segment; the most
 * static segments win, as in react-router's ranking.
 */
export function matchRoute(routes, pathname) {
  const parts = pathname.split('/').filter(Boolean);
  let best = null;
  let bestScore = -1;
  for (const route of routes) {
    const segments = route.path.split('/').filter(Boolean);
    if (segments.length !== parts.length) continue;
    let score = 0;
    let ok = true;
    for (let i = 0; i < segments.length && ok; i++) {
      if (segments[i].startsWith(':')) ok = parts[i].length > 0;
      else if (segments[i] === parts[i]) score++;
      else ok = false;
    }
    if (ok && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

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

/** CSS text made safe inside a <style> element. */
const styleText = (css) => css.replace(/<\/style/gi, '<\\/style');

/** The URL of a remote's frame file: next to the manifest remotes.json names. */
function remoteFrameUrl(config, remote) {
  const entry = config?.remotes?.[remote];
  if (!isString(entry)) return null;
  try {
    return new URL(FRAME_FILE, entry).href;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, fetch?: typeof fetch, now?: () => number }} options
 */
export function createFirstFrames({ dir, fetch: fetchImpl = fetch, now = Date.now }) {
  const shellFile = path.join(dir, FRAME_FILE);
  let shell = { mtimeMs: -1, frame: null };
  /** url → { frame, etag, checkedAt, version, pending } */
  const remotes = new Map();
  /** key → { html, br, gz } */
  const composed = new Map();
  /** path → { at, frame: Promise<{ html, css, state } | null>, page?: { html, br, gz } } */
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

  /** Fetches (or revalidates) a remote's frame file; never rejects. */
  function refresh(url) {
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
        const frame = res.ok ? validRemoteFrame(await res.json()) : null;
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

  /** The remote's frame file as known now; waits for a first fetch at most FETCH_TIMEOUT_MS. */
  async function remoteFrame(url) {
    const entry = remotes.get(url);
    if (entry && entry.checkedAt > 0) {
      if (now() - entry.checkedAt > REVALIDATE_MS) void refresh(url);
      return entry;
    }
    let timer;
    await Promise.race([refresh(url), new Promise((resolve) => (timer = setTimeout(resolve, FETCH_TIMEOUT_MS)))]);
    clearTimeout(timer);
    return remotes.get(url);
  }

  /** Asks the remote for its request-time frame of `pathname`; the entry's `frame` never rejects. */
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

  /** The page `index` with the shell's frame `route`, the remote's part and the answers it rendered with. */
  function compose(index, frame, route, part, state) {
    const body = inertControls(
      part ? route.html.replace(REMOTE_SLOT, () => remotePart(route.id, part, state !== null)) : route.html,
    );
    const data = state ? `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptJson(state)}</script>` : '';
    const html = index
      .replace('</head>', () => `${part?.head ?? ''}<style data-first-frame>${styleText(frame.css + (part?.css ?? ''))}</style></head>`)
      .replace(ROOT_DIV, () => `<div id="root">${body}</div>${data}`);
    return {
      html: Buffer.from(html),
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: state ? 5 : 9 } }),
      gz: zlib.gzipSync(html, { level: state ? 6 : 9 }),
    };
  }

  /**
   * The page of `pathname` with its first frame: `{ html, br, gz }` (encoded copies made once per
   * frame version), or null when there is none (send index.html as it is).
   * @param {string} pathname
   * @param {any} config the runtime file (remotes.json)
   */
  async function page(pathname, config) {
    const frame = shellFrame();
    const route = frame && matchRoute(frame.routes, pathname);
    if (!route) return null;
    let index;
    let indexStat;
    try {
      indexStat = fs.statSync(path.join(dir, 'index.html'));
      index = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    if (!index.includes(ROOT_DIV) || !index.includes('</head>')) return null;
    const url = remoteFrameUrl(config, route.remote);
    const remote = url ? await remoteFrame(url) : null;
    const part = remote?.frame?.routes[route.id] ?? null;
    if (part?.request === true) {
      const entry = requestFrame(url, route.id, pathname);
      const live = entry.value !== undefined ? entry.value : await within(entry.frame, REQUEST_FETCH_TIMEOUT_MS);
      if (live) {
        // Composed once per answer (the answer is kept REQUEST_TTL_MS).
        entry.page ??= compose(index, frame, route, live, live.state);
        return entry.page;
      }
    }
    const key = [route.id, shell.mtimeMs, indexStat.mtimeMs, url, remote?.version ?? 0].join('\0');
    const cached = composed.get(key);
    if (cached) return cached;

    const result = compose(index, frame, route, part, null);
    if (composed.size >= MAX_COMPOSED) composed.delete(composed.keys().next().value);
    composed.set(key, result);
    return result;
  }

  return { page };
}
