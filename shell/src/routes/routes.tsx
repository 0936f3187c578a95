import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@ironscore/contract';
import { Layout } from '../layout/Layout';
import { RemoteArea } from '../remote/RemoteArea';
import { NotFound } from './NotFound';
import { ProfileView, RequireLogin, protectedLoader, restoreLoginLoader } from './guards';

/**
 * The router of the shell, built from the route table of packages/contract (spec/3 §2.1): every
 * route renders its remote's area; protected routes send a signed-out visitor home; /404 and a
 * catch-all redirect to it.
 */
function EmptyFallback() {
  return null;
}

export function createRoutes(): RouteObject[] {
  const tableRoutes: RouteObject[] = ROUTES.map((route) => {
    const area = route.id === 'profile' ? <ProfileView /> : <RemoteArea remote={route.remote} route={route.id} />;
    return route.protected
      ? { id: route.id, path: route.path, loader: protectedLoader, element: <RequireLogin>{area}</RequireLogin> }
      : { id: route.id, path: route.path, element: area };
  });
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
            ...tableRoutes,
            { id: 'not-found', path: '/404', element: <NotFound /> },
            { id: 'unknown', path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

/** The shell's browser router over the route table. */
export const createRouter = (): ShellRouter => createBrowserRouter(createRoutes());

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
