import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HostProvider } from '@ironscore/host';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import { hostServices } from './remote/hostServices';
import { createRoutes } from './routes/routes';

/** The shell application: the data router built from the route table, with the remote loader and the host API. */
export function App({ loader }: { loader: RemoteLoader }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <RemoteLoaderProvider value={loader}>
      <HostProvider value={hostServices}>
        <RouterProvider router={router} />
      </HostProvider>
    </RemoteLoaderProvider>
  );
}
