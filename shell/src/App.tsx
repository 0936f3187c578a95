import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RemoteLoaderProvider, type RemoteLoader } from './remote/loader';
import { createRoutes } from './routes/routes';

/** The shell application: the data router built from the route table, with the remote loader. */
export function App({ loader }: { loader: RemoteLoader }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <RemoteLoaderProvider value={loader}>
      <RouterProvider router={router} />
    </RemoteLoaderProvider>
  );
}
