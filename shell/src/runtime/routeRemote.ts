import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RemoteName } from '@ironscore/contract';

/**
 * The remote that renders `pathname` (route table of packages/contract), when it is known before
 * the router runs: not for protected routes (a signed-out visitor is sent home; the profile's
 * remote also depends on the user type).
 */
export function routeRemote(pathname: string): RemoteName | null {
  const matches = matchRoutes(ROUTES.map((route) => ({ id: route.id, path: route.path })), pathname);
  const route = matches && ROUTES.find((r) => r.id === matches[matches.length - 1].route.id);
  return route && !route.protected ? route.remote : null;
}
