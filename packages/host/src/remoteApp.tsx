/**
 * The page recipe of a remote, in code: `createRemoteApp({ remote, pages, … })` builds the App a
 * remote exposes (`<remote>/App`), the same shape for every remote:
 *
 *   DataProvider → frame (optional: the area around the pages) → per-route error boundary →
 *   Suspense → the route's page
 *
 * - `pages` maps every page key the remote owns to its page, checked at compile time against the
 *   remote's own route list (`PageKeyOf<R>`): a route of the remote without a page does not compile,
 *   a page for a route of another remote neither. The key is the route id the shell passes
 *   (catalog, community), or the profile slug for the remotes the shell dispatches /profile/:slug to
 *   (profile, business: `pageFrom: 'profile_slug_url'`). A remote that owns no route (auth) has no
 *   page map.
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
import type { PROFILE_SLUGS, RemoteName, RouteIdOf } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { Button, EmptyState, Placeholder } from '@ironscore/ui';
import type { ExposeMap, PreloadableApp } from './exposes';

type SlugOf<T extends keyof typeof PROFILE_SLUGS> = (typeof PROFILE_SLUGS)[T][number];

/**
 * The page keys a remote owns: its route ids; for the profile area the slugs it serves (messages
 * and the member pages in mfe-profile, the source and brand pages in mfe-business); none for auth.
 */
export type PageKeyOf<R extends RemoteName> = R extends 'profile'
  ? SlugOf<'member'>
  : R extends 'business'
    ? Exclude<SlugOf<'source'> | SlugOf<'brand'>, 'messages'>
    : RouteIdOf<R>;

/** A page of the map: a component taking no props; `preload` when it is a lazy chunk. */
export type RemotePage = ComponentType & { preload?: () => Promise<unknown> };

/** Page key → page, one for every key the remote owns. */
export type PageMap<R extends RemoteName> = { readonly [K in PageKeyOf<R>]: RemotePage };

/** The props of the remote's exposed App (packages/host/src/exposes.ts). */
export type RemoteAppPropsOf<R extends RemoteName> = `${R}/App` extends keyof ExposeMap ? ExposeMap[`${R}/App`] : never;

/** What a remote's frame receives: the page key shown (null: none of the remote's) and the page. */
export interface RemoteFrameProps<R extends RemoteName> {
  page: PageKeyOf<R> | null;
  children: ReactNode;
}

type PagesOption<R extends RemoteName> = [PageKeyOf<R>] extends [never]
  ? { pages?: undefined }
  : {
      /** One page per page key the remote owns (a missing or unknown key fails to compile). */
      pages: PageMap<R>;
    };

export type RemoteAppOptions<R extends RemoteName> = PagesOption<R> & {
  remote: R;
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
  frame?: ComponentType<RemoteFrameProps<R>>;
  /** The Suspense fallback while a page's chunk loads (default: three placeholder lines). */
  loading?: ReactNode;
};

export type RemoteApp<R extends RemoteName> = ComponentType<RemoteAppPropsOf<R>> &
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
export function createRemoteApp<R extends RemoteName>(options: RemoteAppOptions<R>): RemoteApp<R> {
  const { pageFrom = 'route', frame: Frame, loading = DEFAULT_LOADING } = options;
  const pages: Partial<Record<string, RemotePage>> = options.pages ?? {};
  const keyOf = (key: string | undefined): PageKeyOf<R> | null =>
    key !== undefined && Object.hasOwn(pages, key) ? (key as PageKeyOf<R>) : null;

  function Area({ pageKey, resetKey }: { pageKey: PageKeyOf<R> | null; resetKey: string }) {
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

  function App(props: RemoteAppPropsOf<R>) {
    const route = (props as { route?: string }).route;
    // The auth remote's App may render outside any router (its standalone page).
    if (useInRouterContext()) return <RoutedApp route={route} />;
    const pageKey = pageFrom === 'route' ? keyOf(route) : null;
    return <Area pageKey={pageKey} resetKey={pageKey ?? ''} />;
  }
  App.displayName = `RemoteApp(${options.remote})`;

  /** PreloadableApp: the route's page chunk (pages keyed by route id only). */
  App.preload = (route: string) => (pageFrom === 'route' ? pages[route]?.preload?.() : undefined);
  App.preloadPages = () => Promise.all(Object.values(pages).map((p) => p?.preload?.()));
  return App;
}
