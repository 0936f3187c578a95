// Types of routeTable.mjs (the composed route table; plain JavaScript because the static server runs it too).
export type Access = 'public' | 'signed-in' | 'manager';
export type UserType = 'member' | 'source' | 'brand';
export type MenuMarker = 'verify' | 'unread';

/** A route's title rule: the general settings' template `seo` (+ `<seo>_description`), else "<name> | <site title>". */
export interface TitleRule {
  seo?: string;
  name?: string;
}

/** A profile-menu entry a route publishes: its label, and who sees it. */
export interface RouteMenu {
  label: string;
  for: 'manager' | 'signed-in' | UserType;
}

/** A route as published (routes.json) and declared (`defineRoutes`). */
export interface PublishedRoute {
  id: string;
  path: string;
  access: Access;
  title: TitleRule;
  menu?: RouteMenu;
}

/** A /profile/{slug} page as published: per user type, its position in that type's menu. */
export interface PublishedProfilePage {
  slug: string;
  label: string;
  marker?: MenuMarker;
  types: Partial<Record<UserType, number>>;
}

/** The file a remote publishes next to its mf-manifest.json. */
export interface RouteFile {
  version: 1;
  remote: string;
  label: string;
  routes: PublishedRoute[];
  profile: PublishedProfilePage[];
}

/** A published file as read at run time (invalid entries left out and named). */
export interface ReadRouteFile extends RouteFile {
  dropped: string[];
}

export interface ComposedRoute extends PublishedRoute {
  remote: string;
  /** `<remote>:<id>`: unique in the composed table. */
  key: string;
}

export interface ComposedProfilePage extends PublishedProfilePage {
  remote: string;
}

export type RouteConflict =
  | { kind: 'path'; path: string; remote: string; route: string; keptBy: string; keptPath: string }
  | { kind: 'profile'; slug: string; userType: string; remote: string; keptBy: string };

export interface ComposedRoutes {
  routes: ComposedRoute[];
  profile: ComposedProfilePage[];
  conflicts: RouteConflict[];
  /** Per remote: its label, where its routes came from ('none': nothing known), how many routes it has in the table, entries left out. */
  remotes: Record<string, { label: string; from: 'live' | 'snapshot' | 'none'; routes: number; dropped: string[] }>;
}

export interface MenuItem {
  to: string;
  /** The profile page's slug (absent for a route's menu entry). */
  slug?: string;
  label: string;
  marker?: MenuMarker;
}

export const ROUTE_FILE: 'routes.json';
export const ROUTE_FILE_VERSION: 1;
export const ACCESS_LEVELS: readonly Access[];
export const USER_TYPES: readonly ['member', 'source', 'brand'];
export const MENU_MARKERS: readonly MenuMarker[];
export const SHELL_PATHS: readonly ['/404', '/profile/:profile_slug_url'];
export const PROFILE_SLUG_PARAM: 'profile_slug_url';
export const DEFAULT_SITE_TITLE: string;
export function validPath(path: unknown): boolean;
export function pathShape(path: string): string;
export function routeFileOf(declaration: unknown): RouteFile;
export function readRouteFile(value: unknown, remote: string): ReadRouteFile | null;
export function composeRoutes(sources: Array<{ remote: string; file: RouteFile | ReadRouteFile | null; from?: 'live' | 'snapshot' }>): ComposedRoutes;
export function describeConflict(conflict: RouteConflict): string;
export function matchRoute<R extends { path: string }>(routes: readonly R[], pathname: string): { route: R; params: Record<string, string> } | null;
export function profileOwner(table: Pick<ComposedRoutes, 'profile'>, userType: string, slug: string): string | null;
export function profileMenu(table: Pick<ComposedRoutes, 'profile' | 'routes'>, user: { userType: string; manager: boolean }): MenuItem[];
export function pageTitle(rule: TitleRule | null | undefined, settings: Record<string, unknown> | null | undefined, params?: Record<string, string | undefined>): { title: string; description: string };
