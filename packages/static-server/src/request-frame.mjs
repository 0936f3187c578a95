/**
 * A remote's request-time frames (issue 9: LCP of the pages of one item). The remote's build writes
 * `dist-server/request.js` (packages/mf-config "First frame"): its `perRequest` routes rendered with
 * the item's data as a signed-out visitor sees them. Its server (`--render <request.js>
 * --render-config <runtime file>`, the file that names the API: apiBase, apiKey, basicAuth) answers
 *
 *   GET /first-frame?path=/source/<slug>  →  200 { version: 1, route, html, css, state }
 *   GET /first-frame?path=%2Fpromos%3Fpage%3D2  (the page's query in the path: rendered for it)
 *
 * (404 when the path is not such a page or its item is missing, 400 for a bad path, 503 when too
 * many renders are running). The shell's server puts the answer into its HTML (first-frame.mjs) and
 * the state (the answers the page rendered with) into the page for the shell's query cache.
 *
 * A render waits at most RENDER_BUDGET_MS for the API (what has not answered keeps its
 * placeholder); a path's answer is kept FRAME_TTL_MS. The renderer runs in its own thread
 * (request-frame-worker.mjs), so its warm-up and renders never hold up the files this server sends;
 * it is started with the server (it renders each such route once, so lazy pages are in) and again,
 * in a new thread, when the build replaces it.
 */
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

export const ENDPOINT = '/first-frame';
export const RENDER_BUDGET_MS = 450;
export const FRAME_TTL_MS = 5_000;
const MAX_PATH_LENGTH = 512;
const MAX_CACHED = 256;
const MAX_RENDERING = 4;

const WORKER = new URL('./request-frame-worker.mjs', import.meta.url);

/**
 * The renderer of one build in its own thread: `render(path, budget)` resolves to the frame or null.
 * @param {string} file @param {string} configFile @param {() => void} onFailed
 */
function startRenderer(file, configFile, onFailed) {
  const worker = new Worker(WORKER, { workerData: { file, configFile } });
  /** @type {Map<number, { resolve: (frame: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  let nextId = 0;
  const fail = (error) => {
    onFailed();
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (message) => {
    if (message.failed) {
      console.error(`ironscore-serve: the request-time renderer ${file} failed to start`, message.failed);
      fail(new Error('the renderer failed to start'));
      void worker.terminate();
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(new Error(message.error));
    else call.resolve(message.frame);
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('the renderer stopped')));
  worker.unref(); // the server's sockets keep the process alive, not this thread
  return {
    render: (path, budget) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, path, budget });
      }),
    stop: () => void worker.terminate(),
  };
}

/**
 * A page the endpoint renders: an absolute path, with the page's query when it has one (a list's
 * `?page=2`: the page renders what it asks for), no fragment, no dot segments, not too long.
 */
const validPath = (value) =>
  typeof value === 'string' &&
  value.length <= MAX_PATH_LENGTH &&
  /^\/[^?#\\]*(\?[^#]*)?$/.test(value) &&
  !/(^|\/)\.\.?(\/|$)/.test(value.split('?')[0]);

/**
 * @param {{ file: string, configFile: string, budgetMs?: number, now?: () => number }} options
 */
export function createRequestFrames({ file, configFile, budgetMs = RENDER_BUDGET_MS, now = Date.now }) {
  /** @type {{ mtimeMs: number, render: (path: string, budget: number) => Promise<any>, stop: () => void } | null} */
  let loaded = null;
  /** path → { at, answer: Promise<{ status: number, body: string }> } */
  const cache = new Map();
  let rendering = 0;

  /** The renderer of the current build (started again when the file changed). */
  function renderer() {
    const { mtimeMs } = fs.statSync(file);
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      loaded?.stop();
      const started = { mtimeMs, ...startRenderer(file, configFile, () => {
        if (loaded === started) loaded = null;
      }) };
      loaded = started;
      cache.clear();
    }
    return loaded.render;
  }

  async function renderAnswer(render, pathname) {
    rendering++;
    try {
      const frame = await render(pathname, budgetMs);
      if (!frame) return { status: 404, body: JSON.stringify({ error: 'no request-time frame for this path' }) };
      return { status: 200, body: JSON.stringify({ version: 1, ...frame }) };
    } finally {
      rendering--;
    }
  }

  /**
   * The answer to `GET /first-frame?path=…`: `{ status, body }` (JSON).
   * @param {URLSearchParams} query
   */
  async function answer(query) {
    const pathname = query.get('path');
    if (!validPath(pathname)) return { status: 400, body: JSON.stringify({ error: 'path must be a page path' }) };
    const render = renderer(); // first: a rebuilt renderer empties the cache
    const hit = cache.get(pathname);
    if (hit && now() - hit.at < FRAME_TTL_MS) return hit.answer;
    if (rendering >= MAX_RENDERING) return { status: 503, body: JSON.stringify({ error: 'busy' }) };
    const entry = { at: now(), answer: renderAnswer(render, pathname) };
    cache.delete(pathname);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    cache.set(pathname, entry);
    try {
      return await entry.answer;
    } catch (error) {
      cache.delete(pathname);
      console.error('ironscore-serve: request-time frame failed', error);
      return { status: 500, body: JSON.stringify({ error: 'render failed' }) };
    }
  }

  /** Loads the renderer now (server start), so the first request does not wait for it. */
  function warm() {
    try {
      renderer();
    } catch (error) {
      console.error(`ironscore-serve: no request-time renderer at ${file}`, error instanceof Error ? error.message : error);
    }
  }

  return { answer, warm };
}
