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
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@ironscore/contract';
import { DataProvider, createQueryClient } from '@ironscore/data';
import { resetUsage, trackedCss } from './styles';

export const FIRST_FRAME_VERSION = 1;

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
  /** The route objects of the data router that renders `route` (its element at `route.path`). */
  routes(route: RouteDef): RouteObject[];
  /** Providers around the router (what the app's boot or the shell would provide). */
  wrap?(router: ReactNode): ReactNode;
}

/** A remote's frames: `html` is what `<App route={id} />` renders first, `css` what that markup needs. */
export interface RemoteFrames {
  version: typeof FIRST_FRAME_VERSION;
  routes: Record<string, { html: string; css: string }>;
}

/** The shell's frames: the whole content of #root per public route, the remote's part between the slot comments. */
export interface ShellFrames {
  version: typeof FIRST_FRAME_VERSION;
  css: string;
  routes: Array<{ id: string; path: string; remote: string; html: string }>;
}

/** How long a frame may wait for Suspense (lazy chunks) before the build fails. */
const RENDER_TIMEOUT_MS = 30_000;

/** The routes an app has frames for: the shell every public route, a remote its own public routes. */
export function frameRoutes(appName: string): RouteDef[] {
  return ROUTES.filter((route) => !route.protected && (appName === 'shell' || route.remote === appName));
}

/** The path a route's frame is rendered at: its parameters replaced by STAND_IN_PARAM. */
export function framePath(route: RouteDef): string {
  return route.path.replace(/:[A-Za-z_]+/g, STAND_IN_PARAM);
}

async function renderHtml(app: FirstFrameApp, route: RouteDef): Promise<string> {
  const handler = createStaticHandler(app.routes(route));
  const context = await handler.query(new Request(`http://first-frame.invalid${framePath(route)}`));
  if (context instanceof Response) throw new Error(`the route answers ${context.status} (a redirect?) for a signed-out visitor`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const client = createQueryClient();
  try {
    const html = await prerenderHtml(<DataProvider client={client}>{app.wrap ? app.wrap(page) : page}</DataProvider>);
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
      const routes: ShellFrames['routes'] = [];
      for (const route of frameRoutes(appName)) {
        routes.push({ id: route.id, path: route.path, remote: route.remote, html: await renderOrExplain(app, route, appName) });
      }
      return { version: FIRST_FRAME_VERSION, css: neededCss(routes.map((r) => r.html)), routes };
    }
    const routes: RemoteFrames['routes'] = {};
    for (const route of frameRoutes(appName)) {
      resetUsage();
      const html = await renderOrExplain(app, route, appName);
      routes[route.id] = { html, css: neededCss([html]) };
    }
    return { version: FIRST_FRAME_VERSION, routes };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function renderOrExplain(app: FirstFrameApp, route: RouteDef, appName: string): Promise<string> {
  try {
    return await renderHtml(app, route);
  } catch (error) {
    throw new Error(`first frame of ${appName} route "${route.id}" (${framePath(route)}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
