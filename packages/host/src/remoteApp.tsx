/**
 * The page recipe of a remote, in code: `createRemoteApp({ routes, pages, … })` builds the App a
 * remote exposes (`<remote>/App`), the same shape for every remote:
 *
 *   DataProvider → frame (optional: the area around the pages) → per-route error boundary →
 *   Suspense → the route's page
 *
 * - `routes` is the remote's own route declaration (its src/routes.ts, `defineRoutes`: what its
 *   build publishes as routes.json for the shell). `pages` maps every page key it declares to its
 *   page, checked at compile time (`PageKeysOf<T>`): a route or profile slug of the declaration
 *   without a page does not compile, a page for a key it does not declare neither. The key is the
 *   route id the shell passes, or the profile slug for the /profile/{slug} pages the shell
 *   dispatches to the remote (profile, business: `pageFrom: { param: 'profile_slug_url' }`). A
 *   remote that declares nothing (auth) has no page map.
 * - Pages are lazy chunks: `page(() => import('./pages/X'), 'X')` (or a plain component for a
 *   remote's landing page, in its main chunk). Once loaded a page renders at once, without a
 *   Suspense fallback; `App.preload(route)` loads the route's chunk before the shell renders the App
 *   (PreloadableApp), `App.preloadPages()` loads them all (tests render synchronously after it).
 * - `DataProvider`: the shell's QueryClient, the remote's own one standalone or in a test.
 * - A page that throws shows the page error fallback (with Retry) inside the remote, its frame and
 *   the rest of the site stay; the boundary is keyed by the page and the pathname, so navigating
 *   clears it.
 *
 * Not part of the package index on purpose: the index is a shared singleton of the federation
 * (packages/mf-config), this module is compiled into each remote (`@ironscore/host/src/remoteApp`),
 * so a remote runs the recipe it was built with and the shared host chunk carries no UI.
 */
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useInRouterContext, useLocation, useParams } from 'react-router-dom';
import type { PageKeysOf, RemoteAppProps, RemoteRoutes } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { Button, EmptyState, Placeholder } from '@ironscore/ui';
import type { PreloadableApp } from './exposes';

/** A page of the map: a component taking no props; `preload` when it is a lazy chunk. */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/** Page key → page, one for every route id and profile slug the remote declares. */
export type PageMap<T extends RemoteRoutes> = { readonly [K in PageKeysOf<T>]: RemotePage };

/** What a remote's frame receives: the page key shown (null: none of the remote's) and the page. */
export interface RemoteFrameProps<T extends RemoteRoutes> {
  page: PageKeysOf<T> | null;
  children: ReactNode;
}

type PagesOption<T extends RemoteRoutes> = [PageKeysOf<T>] extends [never]
  ? { pages?: undefined }
  : {
      /** One page per route id and profile slug of `routes` (a missing or unknown key fails to compile). */
      pages: PageMap<T>;
    };

export type RemoteAppOptions<T extends RemoteRoutes> = PagesOption<T> & {
  /** The remote's own route declaration (its src/routes.ts). */
  routes: T;
  /**
   * Where the page key comes from: the `route` prop the shell passes (default), or a route
   * parameter (the profile area: 'profile_slug_url').
   */
  pageFrom?: 'route' | { param: string };
  /**
   * The area around the pages, inside DataProvider (the profile area's frame, a start loader, the
   * auth remote's standalone panel). It renders `children` where the page goes, or something else
   * (a page of another account type: "No content found!").
   */
  frame?: ComponentType<RemoteFrameProps<T>>;
  /** The Suspense fallback while a page's chunk loads (default: three placeholder lines). */
  loading?: ReactNode;
};

export type RemoteApp = ComponentType<RemoteAppProps> &
  Required<PreloadableApp> & {
    /** Loads every lazy page (tests render synchronously after it). */
    preloadPages: () => Promise<unknown>;
  };

/**
 * A lazy page: the named export `name` of the chunk `load` imports, rendered with `props` (a page
 * shared by two keys with different props, e.g. the source and brand dashboards).
 */
export function page<K extends string>(load: () => Promise<{ [N in K]: ComponentType }>, name: K): RemotePage;
export function page<K extends string, P extends object>(
  load: () => Promise<{ [N in K]: ComponentType<P> }>,
  name: K,
  props: NoInfer<P>,
): RemotePage;
export function page<K extends string, P extends object>(
  load: () => Promise<{ [N in K]: ComponentType<P> }>,
  name: K,
  props?: P,
): RemotePage {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return { default: loaded };
    });
  const Lazy = lazy(preload);
  const pageProps = (props ?? {}) as P;
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded {...pageProps} /> : <Lazy {...pageProps} />;
  }
  Page.displayName = `Page(${name})`;
  Page.preload = preload;
  return Page;
}

interface BoundaryProps {
  /** When this changes (another page, another path), a caught error is cleared. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  errorKey: string | null;
}

/** The per-route error boundary: a page's render error stays inside the page's place. */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.error && state.errorKey !== props.resetKey) return { error: null, errorKey: null };
    return null;
  }

  componentDidCatch(error: unknown) {
    console.error('IronScore: a page failed while rendering', error);
  }

  retry = () => this.setState({ error: null, errorKey: null });

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" data-page-error={this.state.errorKey ?? ''}>
        <EmptyState text="This page could not be shown." icon={null}>
          <Button onClick={this.retry}>Retry</Button>
        </EmptyState>
      </div>
    );
  }
}

/** The default Suspense fallback while a page's chunk loads. */
const DEFAULT_LOADING = <Placeholder variant="line" count={3} />;

/** Builds the App a remote exposes as `<remote>/App` (see the module comment). */
export function createRemoteApp<const T extends RemoteRoutes>(options: RemoteAppOptions<T>): RemoteApp {
  const { pageFrom = 'route', frame: Frame, loading = DEFAULT_LOADING } = options;
  const pages: Partial<Record<string, RemotePage>> = options.pages ?? {};
  const keyOf = (key: string | undefined): PageKeysOf<T> | null =>
    key !== undefined && Object.hasOwn(pages, key) ? (key as PageKeysOf<T>) : null;

  function Area({ pageKey, resetKey }: { pageKey: PageKeysOf<T> | null; resetKey: string }) {
    const Page = pageKey === null ? undefined : pages[pageKey];
    const shown = Page ? (
      <PageErrorBoundary resetKey={resetKey}>
        <Suspense fallback={loading}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    ) : null;
    return <DataProvider>{Frame ? <Frame page={pageKey}>{shown}</Frame> : shown}</DataProvider>;
  }

  /** Inside the router: the page key from the route or a parameter, the boundary keyed by the path too. */
  function RoutedApp({ route }: { route?: string }) {
    const params = useParams();
    const { pathname } = useLocation();
    const pageKey = keyOf(pageFrom === 'route' ? route : params[pageFrom.param]);
    return <Area pageKey={pageKey} resetKey={`${pageKey ?? ''} ${pathname}`} />;
  }

  function App({ route }: RemoteAppProps) {
    // The auth remote's App may render outside any router (its standalone page).
    if (useInRouterContext()) return <RoutedApp route={route} />;
    const pageKey = pageFrom === 'route' ? keyOf(route) : null;
    return <Area pageKey={pageKey} resetKey={pageKey ?? ''} />;
  }
  App.displayName = `RemoteApp(${options.routes.remote})`;

  /** PreloadableApp: the route's page chunk (pages keyed by route id only). */
  App.preload = (route: string) => (pageFrom === 'route' ? pages[route]?.preload?.() : undefined);
  App.preloadPages = () => Promise.all(Object.values(pages).map((p) => p?.preload?.()));
  return App;
}
