import { RouterProvider } from 'react-router-dom';
import { DataProvider, createQueryClient } from '@ironscore/data';
import { HostProvider } from '@ironscore/host';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import type { AnalyticsAdapter } from './analytics/adapters';
import { AnalyticsProvider } from './analytics/PageViewReporter';
import { hostServices } from './remote/hostServices';
import type { ShellRouter } from './routes/routes';

/** The one QueryClient of the page: the shell owns it, remotes read through it (shared singleton). */
export const queryClient = createQueryClient();

/** The shell application: the data router built from the route table, with the remote loader, the host API, analytics and the data layer. */
export function App({ router, loader, analytics }: { router: ShellRouter; loader: RemoteLoader; analytics: AnalyticsAdapter }) {
  return (
    <DataProvider client={queryClient}>
      <RemoteLoaderProvider value={loader}>
        <HostProvider value={hostServices}>
          <AnalyticsProvider value={analytics}>
            <RouterProvider router={router} />
          </AnalyticsProvider>
        </HostProvider>
      </RemoteLoaderProvider>
    </DataProvider>
  );
}
