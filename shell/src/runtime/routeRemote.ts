import { matchRoute, type ComposedRoute } from '@ironscore/contract';
import { getRouteTable } from '@ironscore/host';

/** The route of the composed table (runtime/routeTable.ts) that `pathname` opens, with its params. */
export function routeOf(pathname: string): { route: ComposedRoute; params: Record<string, string | undefined> } | null {
  return matchRoute(getRouteTable().routes, pathname);
}

/**
 * The remote that renders `pathname`, when it is known before the router runs: only for public
 * routes (a signed-out visitor is sent away from the others; the profile's remote also depends on
 * the user type).
 */
export function routeRemote(pathname: string): string | null {
  const found = routeOf(pathname);
  return found && found.route.access === 'public' ? found.route.remote : null;
}
