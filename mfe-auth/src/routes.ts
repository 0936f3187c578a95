/**
 * The auth remote owns no route (issue 23): its modules open as popups over any page. It publishes
 * an empty routes.json next to its mf-manifest.json like every remote. Format:
 * packages/contract/src/routeTable.mjs.
 */
import { defineRoutes } from '@ironscore/contract';

export const ROUTES = defineRoutes({ remote: 'auth', label: 'Sign-in', routes: [] });
