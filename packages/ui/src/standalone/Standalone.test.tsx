import { act, screen } from '@testing-library/react';
import { getApiConfig } from '@ironscore/api';
import { DEV_API_KEY, LOCAL_API_BASE, MSG, defineRoutes } from '@ironscore/contract';
import { startStandalone } from './Standalone';

const CATALOG = defineRoutes({
  remote: 'catalog',
  label: 'This page',
  routes: [{ id: 'sources', path: '/sources', access: 'public', title: { name: 'Sources' } }],
});
const BUSINESS = defineRoutes({
  remote: 'business',
  label: 'Your business area',
  routes: [],
  profile: [{ slug: 'source-dashboard', label: 'Dashboard', types: { source: 10 } }],
});

function App({ route }: { route?: string }) {
  return <p>page {route ?? 'without route'}</p>;
}

async function start(path: string, options: Parameters<typeof startStandalone>[1]) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  // No /remotes.json here: the local API with the development key.
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  await act(() => startStandalone(App, options));
}

test('renders the route of its declaration the path matches, with the API of the local platform', async () => {
  await start('/sources', { title: 'Catalog', routes: CATALOG });
  expect(await screen.findByText('page sources')).toBeInTheDocument();
  expect(screen.getByText('Catalog · standalone')).toBeInTheDocument();
  expect(getApiConfig()).toMatchObject({ apiBase: LOCAL_API_BASE, apiKey: DEV_API_KEY });
});

test('a path the remote does not own gets the not-found page; profile pages render at /profile/{slug}', async () => {
  await start('/sources', { title: 'Business', routes: BUSINESS });
  expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
  expect(screen.queryByText(/^page /)).toBeNull();
  await start('/profile/source-dashboard', { title: 'Business', routes: BUSINESS });
  expect(await screen.findByText('page without route')).toBeInTheDocument();
});

test('a remote that owns no route renders its App alone', async () => {
  await start('/anything', { title: 'Accounts', routes: defineRoutes({ remote: 'auth', label: 'Sign-in', routes: [] }) });
  expect(await screen.findByText('page without route')).toBeInTheDocument();
  expect(screen.getByText('Accounts · standalone')).toBeInTheDocument();
});
