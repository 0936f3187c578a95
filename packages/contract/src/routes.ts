/**
 * Routes are owned by the remotes (issue 23): each remote declares the routes and /profile/{slug}
 * pages it renders in its own folder (`mfe-<name>/src/routes.ts`, `defineRoutes` below); its build
 * publishes them as `routes.json` next to its mf-manifest.json, and the shell composes its router,
 * guards, titles and first frames from the published files at run time (./routeTable.mjs: the
 * format, the composition, conflicts). Nothing here lists a remote's paths.
 */
import type { Access, MenuMarker, RouteMenu, TitleRule, UserType } from './routeTable.mjs';

export type { Access, MenuMarker, RouteMenu, TitleRule, UserType } from './routeTable.mjs';
export * from './routeTable.mjs';

/** A remote's Module Federation name (the list of apps is data: platform.data.json). */
export type RemoteName = string;

/** A route a remote declares. */
export interface RouteDecl {
  /** The remote's own id of the route: the shell passes it to the remote's App (`route`). */
  readonly id: string;
  /** react-router path: static segments and `:params`. */
  readonly path: string;
  readonly access: Access;
  readonly title: TitleRule;
  /** An entry of the profile menu linking to this route (a path without parameters). */
  readonly menu?: RouteMenu;
}

/** A /profile/{slug} page a remote declares: per user type its position in that type's menu. */
export interface ProfilePageDecl {
  readonly slug: string;
  readonly label: string;
  readonly marker?: MenuMarker;
  readonly types: Readonly<Partial<Record<UserType, number>>>;
}

/** What a remote declares in `src/routes.ts`. */
export interface RemoteRoutes {
  /** The remote's Module Federation name. */
  readonly remote: string;
  /** The remote in user-facing texts ("The community could not be loaded."). */
  readonly label: string;
  readonly routes: readonly RouteDecl[];
  readonly profile?: readonly ProfilePageDecl[];
}

/** A remote's declaration, kept literal so its ids and slugs type its page map (packages/host createRemoteApp). */
export const defineRoutes = <const T extends RemoteRoutes>(routes: T): T => routes;

/** The page keys of a declaration: its route ids and profile slugs. */
export type PageKeysOf<T extends RemoteRoutes> =
  | T['routes'][number]['id']
  | (T['profile'] extends readonly ProfilePageDecl[] ? T['profile'][number]['slug'] : never);

/** Props every remote App receives from the shell: the id of the route shown (one of the remote's own). */
export interface RemoteAppProps {
  route?: string;
}

/** An entry of the profile menu (spec/1 §2 navigation, spec/2 §2.1 sidebar), composed from the remotes' profile pages. */
export interface ProfileMenuItem {
  to: string;
  slug?: string;
  label: string;
  /** 'verify': red alert marker while the account is unverified; 'unread': unread-messages marker. */
  marker?: MenuMarker;
}
