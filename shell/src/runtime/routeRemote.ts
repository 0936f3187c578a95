import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RemoteName } from '@ironscore/contract';

type Route = (typeof ROUTES)[number];

/** The entry of the route table (packages/contract) that `pathname` opens, with its params. */
export function routeOf(pathname: string): { route: Route; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(ROUTES.map((route) => ({ id: route.id, path: route.path })), pathname);
  const match = matches?.[matches.length - 1];
  const route = match && ROUTES.find((r) => r.id === match.route.id);
  return route ? { route, params: match.params } : null;
}

/**
 * The remote that renders `pathname`, when it is known before the router runs: not for protected
 * routes (a signed-out visitor is sent home; the profile's remote also depends on the user type).
 */
export function routeRemote(pathname: string): RemoteName | null {
  const found = routeOf(pathname);
  return found && !found.route.protected ? found.route.remote : null;
}
