import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { PROFILE_SLUG_PARAM, type ComposedRoute, type ComposedRoutes, type TitleRule } from '@ironscore/contract';
import { Layout } from '../layout/Layout';
import { RemoteArea } from '../remote/RemoteArea';
import { NotFound } from './NotFound';
import { ProfileView, RequireLogin, RequireManager, managerLoader, protectedLoader, restoreLoginLoader } from './guards';

/**
 * The router of the shell, built from the route table composed at boot from the remotes' published
 * routes (runtime/routeTable.ts): every route renders its remote's area with the remote's own route
 * id; 'signed-in' routes send a signed-out visitor home (spec/3 §2.2), 'manager' routes send anyone
 * but a manager to the 404; the shell's own /profile/{slug} dispatches to the remote that declares
 * the slug for the user's type; /404 and a catch-all redirect to it. Each route's `handle` carries
 * its title rule (layout/TitleManager).
 */
function EmptyFallback() {
  return null;
}

/** What a route of the router carries for the shell (`useMatches()[n].handle`). */
export interface RouteHandle {
  title?: TitleRule;
  /** The shell's profile view: titled "{user_name} | Profile". */
  profile?: true;
}

function tableRoute(route: ComposedRoute): RouteObject {
  const area = <RemoteArea remote={route.remote} route={route.id} />;
  const handle: RouteHandle = { title: route.title };
  switch (route.access) {
    case 'public':
      return { id: route.key, path: route.path, handle, element: area };
    case 'signed-in':
      return { id: route.key, path: route.path, handle, loader: protectedLoader, element: <RequireLogin>{area}</RequireLogin> };
    case 'manager':
      return { id: route.key, path: route.path, handle, loader: managerLoader, element: <RequireManager>{area}</RequireManager> };
  }
}

export function createRoutes(table: Pick<ComposedRoutes, 'routes'>): RouteObject[] {
  const profile: RouteObject = {
    id: 'shell:profile',
    path: `/profile/:${PROFILE_SLUG_PARAM}`,
    handle: { profile: true } satisfies RouteHandle,
    loader: protectedLoader,
    element: (
      <RequireLogin>
        <ProfileView />
      </RequireLogin>
    ),
  };
  return [
    {
      id: 'root',
      element: <Layout />,
      loader: restoreLoginLoader,
      // The loader is synchronous: nothing to show while it runs.
      HydrateFallback: EmptyFallback,
      // Run the root loader on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [
        {
          // Pathless: an unexpected routing error renders inside the layout.
          id: 'pages',
          errorElement: <NotFound />,
          children: [
            ...table.routes.map(tableRoute),
            profile,
            { id: 'not-found', path: '/404', element: <NotFound /> },
            { id: 'unknown', path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

/** The shell's browser router over the composed route table. */
export const createRouter = (table: Pick<ComposedRoutes, 'routes'>): ShellRouter => createBrowserRouter(createRoutes(table));

/** Resolves once the router has run its first navigation's loaders (its state is `initialized`). */
export function routerReady(router: ShellRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
