/**
 * The first frame of an app's pages: what a page renders before any data arrives (static text,
 * placeholders of final size), rendered with the app's own components by React's server renderer
 * at build time. Run by the first-frame build (./worker.ts) and by the apps' jest tests.
 *
 * An app opts in with `src/firstFrame.tsx`, whose default export is a `FirstFrameApp`. Every page
 * renders as a signed-out visitor sees it before any call answers:
 * - a data router at the route's path, route parameters replaced by `STAND_IN_PARAM` (nothing
 *   of the frame may show it);
 * - a fresh QueryClient (the server renderer never starts a query; `fetch` never answers while
 *   the frames render), so every read is pending and shows its placeholders;
 * - no session (no stored token on the server), no effects, Suspense waited for (lazy pages in).
 * Nothing depends on data or randomness, so the same build gives the same bytes.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchPath, type RouteObject } from 'react-router-dom';
import { dehydrate, skipToken, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import type { RemoteRoutes } from '@ironscore/contract';
import { DataProvider, createQueryClient } from '@ironscore/data';
import { PageMetaCollectorContext, type PageMeta } from '@ironscore/host';
import { setServerDom } from '@ironscore/ui';
import { RemoteRootElement } from '../app/RemoteRootElement';
import { resetUsage, trackedCss } from './styles';

declare const __IRONSCORE_BUILD_ID__: string | undefined;

export const FIRST_FRAME_VERSION = 1;
/** The shell's frame file: frames per top-bar state, not per route (routes are composed at run time). */
export const SHELL_FRAME_VERSION = 2;

/** A page a frame is rendered of: an id and the react-router path it is rendered at. */
export interface FrameRoute {
  id: string;
  path: string;
}

/**
 * What the shell's frames hold in place of the route's remote and id (`data-remote`, `data-route` of
 * the remote's area): the shell's server puts the composed route's there (packages/static-server).
 */
export const FRAME_STAND_IN = { remote: 'ironscore-frame-remote', route: 'ironscore-frame-route' } as const;

/** What a route parameter is in a frame (`/source/first-frame`). */
export const STAND_IN_PARAM = 'first-frame';

/**
 * The element the shell's frame wraps the remote's part of the page in (see RemoteArea); the
 * frame has it as the comments `<!--ironscore:remote-->` … `<!--/ironscore:remote-->`.
 */
export const REMOTE_SLOT_TAG = 'ironscore-remote';
export const REMOTE_SLOT_START = '<!--ironscore:remote-->';
export const REMOTE_SLOT_END = '<!--/ironscore:remote-->';

/** The default export of an app's `src/firstFrame.tsx`. */
export interface FirstFrameApp {
  /**
   * The pages to render: a remote's public routes (`publicFrameRoutes` of its declaration); the
   * shell's one frame per state of its top bar (`nav`: the link shown active, '' for none).
   */
  frames: readonly FrameRoute[];
  /** The route objects of the data router that renders `route` (its element at `route.path`). */
  routes(route: FrameRoute): RouteObject[];
  /** Providers around the router (what the app's boot or the shell would provide). */
  wrap?(router: ReactNode): ReactNode;
  /**
   * Routes whose frame is also rendered per request with the page's data (a remote's detail pages:
   * their LCP element is the item's data). See `createRequestRenderer`.
   */
  perRequest?(route: FrameRoute): boolean;
  /**
   * The calls the metadata of the app's other public pages reads (the title templates of the
   * general settings): such a route is rendered per request for its metadata only (title,
   * description), its markup staying the build-time frame. See `createRequestRenderer`.
   */
  metaCalls?: readonly string[];
}

/**
 * A remote's frames: `html` is what `<App route={id} />` renders first, `css` what that markup needs;
 * `request` marks a route the remote's server also renders per request with its data (`perRequest`).
 */
export interface RemoteFrames {
  version: typeof FIRST_FRAME_VERSION;
  /** `request: true`: the page per request; `'meta'`: its metadata per request (`metaCalls`). */
  routes: Record<string, { html: string; css: string; request?: true | 'meta' }>;
}

/**
 * The shell's frames: the whole content of #root per state of the top bar (`nav`: the path of the
 * link shown active, null for none), the remote's part between the slot comments, the route's
 * remote and id as FRAME_STAND_IN (`standIn`).
 */
export interface ShellFrames {
  version: typeof SHELL_FRAME_VERSION;
  css: string;
  standIn: typeof FRAME_STAND_IN;
  frames: Array<{ nav: string | null; html: string }>;
}

/** How long a frame may wait for Suspense (lazy chunks) before the build fails. */
const RENDER_TIMEOUT_MS = 30_000;

/** The routes of a remote's declaration a frame is rendered of: the public ones. */
export function publicFrameRoutes(routes: RemoteRoutes): FrameRoute[] {
  return routes.routes.filter((route) => route.access === 'public').map(({ id, path }) => ({ id, path }));
}

/** The path a route's frame is rendered at: its parameters replaced by STAND_IN_PARAM. */
export function framePath(route: FrameRoute): string {
  return route.path.replace(/:[A-Za-z_]+/g, STAND_IN_PARAM);
}

/**
 * The page of `route` at `pathname` (with its query, if any) as the app renders it with `client`'s data; in the remote's
 * marker element (`remoteRoot`: the app's name) as its exposed App renders it in the browser.
 */
async function pageTree(
  app: FirstFrameApp,
  route: FrameRoute,
  pathname: string,
  client: QueryClient,
  remoteRoot?: string,
  collect?: (meta: PageMeta) => void,
): Promise<ReactNode> {
  const handler = createStaticHandler(app.routes(route));
  const context = await handler.query(new Request(`http://first-frame.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`the route answers ${context.status} (a redirect?) for a signed-out visitor`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let page: ReactNode = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  if (app.wrap) page = app.wrap(page);
  if (remoteRoot) page = <RemoteRootElement app={remoteRoot} buildId={typeof __IRONSCORE_BUILD_ID__ === 'string' ? __IRONSCORE_BUILD_ID__ : ''}>{page}</RemoteRootElement>;
  if (collect) page = <PageMetaCollectorContext.Provider value={{ record: collect }}>{page}</PageMetaCollectorContext.Provider>;
  return <DataProvider client={client}>{page}</DataProvider>;
}

async function renderHtml(app: FirstFrameApp, route: FrameRoute): Promise<string> {
  const client = createQueryClient();
  try {
    const html = await prerenderHtml(await pageTree(app, route, framePath(route), client));
    return html
      .replaceAll(`<${REMOTE_SLOT_TAG}>`, REMOTE_SLOT_START)
      .replaceAll(`</${REMOTE_SLOT_TAG}>`, REMOTE_SLOT_END);
  } finally {
    client.clear(); // ends the pending queries' garbage-collection timers
  }
}

/** The markup of `tree` once every Suspense boundary resolved (lazy pages in). */
async function prerenderHtml(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const timeout = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const { prelude } = await prerender(tree, { signal: timeout, onError: (error) => void errors.push(error) });
  if (timeout.aborted) throw new Error(`rendering took longer than ${RENDER_TIMEOUT_MS / 1000} s`);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return new Response(prelude).text();
}

/** Class names a style sheet defines (comments left out). */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
  return names;
}

/** Class names the markup uses. */
function classesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The CSS a frame needs: the CSS Modules its components read, and the global style sheets that
 * style any element (`:root`, `body`: no class selector at all) or a class the markup uses (a
 * library's sheet, e.g. the carousel's, only when the carousel is in the frame).
 */
function neededCss(html: string[]): string {
  const { modules, globals } = trackedCss();
  const used = new Set(html.flatMap((h) => [...classesIn(h)]));
  const kept = globals.filter((css) => {
    const defined = classesOf(css);
    return defined.size === 0 || [...defined].some((name) => used.has(name));
  });
  return kept.join('') + modules;
}

/** Renders every frame of the app `appName` (the shell or a remote) with the app's definition. */
export async function renderFirstFrame(app: FirstFrameApp, appName: string): Promise<RemoteFrames | ShellFrames> {
  const realFetch = globalThis.fetch;
  // Nothing may answer while the frames render (a call that started anyway stays pending).
  globalThis.fetch = () => new Promise<never>(() => undefined);
  try {
    if (appName === 'shell') {
      const frames: ShellFrames['frames'] = [];
      for (const route of app.frames) {
        frames.push({ nav: route.id || null, html: await renderOrExplain(app, route, appName) });
      }
      return { version: SHELL_FRAME_VERSION, css: neededCss(frames.map((r) => r.html)), standIn: FRAME_STAND_IN, frames };
    }
    const routes: RemoteFrames['routes'] = {};
    for (const route of app.frames) {
      resetUsage();
      const html = await renderOrExplain(app, route, appName);
      const request = app.perRequest?.(route) ? (true as const) : app.metaCalls?.length ? ('meta' as const) : undefined;
      routes[route.id] = { html, css: neededCss([html]), ...(request ? { request } : {}) };
    }
    return { version: FIRST_FRAME_VERSION, routes };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function renderOrExplain(app: FirstFrameApp, route: FrameRoute, appName: string): Promise<string> {
  try {
    return await renderHtml(app, route);
  } catch (error) {
    throw new Error(`first frame of ${appName} route "${route.id}" (${framePath(route)}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The page's metadata as the shell's server writes it into the head: what the page sent through
 * `usePageMeta` during the render (null: it sent nothing, the call it needs had not answered).
 */
export type RequestMeta = PageMeta | null;

/** The metadata of a page whose markup is its build-time frame (`metaCalls`). */
export interface RequestMetaFrame {
  route: string;
  meta: RequestMeta;
  html: null;
}

/** A page rendered per request with its data (`createRequestRenderer`). */
export interface RequestFrame {
  /** The route's id. */
  route: string;
  meta: RequestMeta;
  /**
   * The resource hints React's server renderer put first (`<link rel="preload" as="image">` of the
   * page's images): they belong in the document's head, and the client's render has no such elements.
   */
  head: string;
  html: string;
  css: string;
  /** The answers the page rendered with (TanStack Query's dehydrated cache: successes only). */
  state: DehydratedState;
}

/** Rounds of render → fetch what the render asked for → render again (the detail, then what needs it). */
const MAX_PASSES = 4;
/** What renderToString leaves where a Suspense boundary was still waiting (the client renders it). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** How long a round waits for a lazy part that suspended. */
const LAZY_WAIT_MS = 20;

/** Whether a query the render created may be fetched here: pending, enabled and never tried. */
function fetchable(query: Query, tried: Set<string>, calls: readonly string[] | null): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  // A call's query key is [root, name, payload…] (packages/data callKey).
  const wanted = calls === null || calls.includes(String(query.queryKey[1]));
  return on && wanted && queryFn !== skipToken && query.state.status === 'pending' && !tried.has(query.queryHash);
}

/**
 * The DOM the server render sanitizes rich text on (packages/ui sanitizeHtml): a jsdom window at
 * the site's public address, so links to the site itself are told from other sites' as in the
 * browser, and the markup is the browser's (which hydrates it as it is).
 */
function serverDom(siteUrl: string | undefined) {
  let url = 'http://localhost/';
  try {
    if (siteUrl) url = new URL(siteUrl).href;
  } catch {
    /* not a URL: every absolute link counts as another site's */
  }
  return new JSDOM('', { url }).window;
}

/**
 * The request-time frame of an app's `perRequest` routes: the page at its real path, rendered as a
 * signed-out visitor sees it once the calls its components make have answered. The render runs in
 * rounds (the server renderer creates the queries the page reads but never fetches them): render,
 * fetch every new pending query through the app's own call layer (packages/api, configured with the
 * API's public origin so image URLs are the browser's), render again, until nothing new is asked or
 * `budgetMs` is spent; what has not answered by then keeps its placeholder. A failed call (a missing
 * item: the page would go to 404) gives null, and so does a path of no such route.
 *
 * Created once per process: it renders every such route once first (build-time frame), so lazy pages
 * are loaded and each request renders synchronously (`renderToString`; the CSS tracker is read in
 * the same tick, so concurrent requests never mix their style sheets).
 */
export async function createRequestRenderer(app: FirstFrameApp, appName: string, options: { siteUrl?: string } = {}) {
  setServerDom(serverDom(options.siteUrl) as unknown as Parameters<typeof setServerDom>[0]);
  const all = app.frames;
  const routes = all.filter((route) => app.perRequest?.(route));
  const metaRoutes = app.metaCalls?.length ? all.filter((route) => !app.perRequest?.(route)) : [];
  for (const route of [...routes, ...metaRoutes]) await renderOrExplain(app, route, appName);
  const find = (list: readonly FrameRoute[], pathname: string) => list.find((r) => matchPath({ path: r.path, end: true }, pathname));

  /**
   * `target`: the page's path, with its query when it has one (`/promos?page=2`): the page renders
   * what its query asks for (a list's page and filters), as the browser's first render does.
   */
  return async function render(target: string, budgetMs: number): Promise<RequestFrame | RequestMetaFrame | null> {
    const queryAt = target.indexOf('?');
    const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
    const route = find(routes, pathname) ?? find(metaRoutes, pathname);
    if (!route) return null;
    const metaOnly = !routes.includes(route);
    const deadline = Date.now() + budgetMs;
    const client = createQueryClient();
    const tried = new Set<string>();
    let meta: RequestMeta = null;
    try {
      // The markup the shell hydrates with the remote's exposed App (RemoteRoot): in its marker element.
      const tree = await pageTree(app, route, target, client, appName, (sent) => void (meta = sent));
      let html = '';
      let css = '';
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        resetUsage();
        meta = null;
        html = renderToString(tree);
        css = neededCss([html]);
        const todo = client.getQueryCache().getAll().filter((query) => fetchable(query, tried, metaOnly ? app.metaCalls! : null));
        // A lazy part first shown with data (not loaded by the warm-up) rendered its fallback.
        const suspended = html.includes(CLIENT_RENDERED_BOUNDARY);
        const left = deadline - Date.now();
        if ((!todo.length && !suspended) || left <= 0) break;
        for (const query of todo) tried.add(query.queryHash);
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.all(todo.map((query) => query.fetch().catch(() => undefined))),
          new Promise((resolve) => (timer = setTimeout(resolve, todo.length ? left : Math.min(left, LAZY_WAIT_MS)))),
        ]);
        clearTimeout(timer);
      }
      if (client.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
      if (metaOnly) return { route: route.id, meta, html: null };
      const hints = /^(?:<link [^>]*>)*/.exec(html)![0];
      return { route: route.id, meta, head: hints, html: html.slice(hints.length), css, state: dehydrate(client) };
    } finally {
      client.clear();
    }
  };
}
