import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HostProvider } from '@ironscore/host';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import type { AnalyticsAdapter } from './analytics/adapters';
import { AnalyticsProvider } from './analytics/PageViewReporter';
import { hostServices } from './remote/hostServices';
import { createRoutes } from './routes/routes';

/** The shell application: the data router built from the route table, with the remote loader, the host API and analytics. */
export function App({ loader, analytics }: { loader: RemoteLoader; analytics: AnalyticsAdapter }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <RemoteLoaderProvider value={loader}>
      <HostProvider value={hostServices}>
        <AnalyticsProvider value={analytics}>
          <RouterProvider router={router} />
        </AnalyticsProvider>
      </HostProvider>
    </RemoteLoaderProvider>
  );
}
