import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { DataProvider } from '@ironscore/data';
import { fakeLoader, renderRoutes } from '../test/utils';
import { RemoteLoaderProvider, type RemoteLoader } from './loader';
import { RemoteArea } from './RemoteArea';
import { captureFirstFrame } from './firstFrame';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn(async () => null) },
}));

const routes = [
  {
    path: '/sources',
    element: (
      <>
        <Link to="/brands">to brands</Link>
        <RemoteArea remote="catalog" route="sources" />
      </>
    ),
  },
  { path: '/brands', element: <RemoteArea remote="catalog" route="brands" /> },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

let served: HTMLElement | null = null;

/** The page as the shell's server sent it (`html` in #root), kept as its first frame until the test ends. */
function serveFrame(html: string): HTMLElement {
  served = document.createElement('div');
  served.innerHTML = html;
  document.body.append(served);
  captureFirstFrame(served);
  return served;
}

afterEach(() => {
  if (!served) return;
  captureFirstFrame(document.createElement('div'));
  served.remove();
  served = null;
});

/** Hydrates `container` (the page's first frame) with the catalog's /sources area. */
const hydrateSources = (container: HTMLElement, loader: RemoteLoader, onRecoverableError: (error: unknown) => void) =>
  act(async () => {
    const router = createMemoryRouter([{ path: '/sources', element: <RemoteArea remote="catalog" route="sources" /> }], { initialEntries: ['/sources'] });
    hydrateRoot(
      container,
      <DataProvider>
        <RemoteLoaderProvider value={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderProvider>
      </DataProvider>,
      { onRecoverableError },
    );
  });

describe('RemoteArea', () => {
  it('shows the page’s first frame from the HTML while its remote loads, and the page once its preload is in', async () => {
    const html = document.createElement('div');
    html.innerHTML = '<header>top</header><div data-first-frame="sources" style="display:contents"><h1>Sources</h1><p>first frame</p></div>';
    captureFirstFrame(html);
    let finishPreload = () => undefined as void;
    const App = Object.assign(({ route }: { route: string }) => <p data-testid="remote">page {route}</p>, {
      preload: jest.fn(() => new Promise<void>((resolve) => (finishPreload = resolve))),
    });
    let finishLoad = (_: unknown) => undefined as void;
    const loader = fakeLoader({ load: jest.fn(() => new Promise((resolve) => (finishLoad = resolve))) } as Partial<RemoteLoader>);
    try {
      renderRoutes(routes, '/sources', loader);
      expect(screen.getByText('first frame')).toBeInTheDocument();
      expect(screen.getByText('first frame').closest('[data-first-frame]')).toHaveStyle({ display: 'contents' });

      await act(async () => finishLoad({ default: App }));
      expect(App.preload).toHaveBeenCalledWith('sources');
      expect(screen.getByText('first frame')).toBeInTheDocument(); // the page's chunk is not in yet
      expect(screen.queryByTestId('remote')).not.toBeInTheDocument();

      await act(async () => finishPreload());
      expect(screen.getByTestId('remote')).toHaveTextContent('page sources');
      expect(screen.queryByText('first frame')).not.toBeInTheDocument();
    } finally {
      captureFirstFrame(document.createElement('div'));
    }
  });

  it('hydrates the page’s request-time frame once the remote is in: the markup stays, its controls go live', async () => {
    // The area as the shell's server sends it: the remote's render with its data as a completed Suspense boundary.
    const container = serveFrame(
      '<div data-remote="catalog" data-route="sources"><!--$--><section><h1>Sources</h1><button inert="" data-frame-inert="">Filter</button></section><!--/$--></div>',
    );
    const heading = container.querySelector('h1');
    const onFilter = jest.fn();
    const App = Object.assign(
      () => (
        <section>
          <h1>Sources</h1>
          <button onClick={onFilter}>Filter</button>
        </section>
      ),
      { preload: jest.fn(async () => undefined) },
    );
    let finishLoad = (_: unknown) => undefined as void;
    const loader = fakeLoader({ load: jest.fn(() => new Promise((resolve) => (finishLoad = resolve))) } as Partial<RemoteLoader>);
    const recoverable = jest.fn();
    await hydrateSources(container, loader, recoverable);
    expect(container.querySelector('h1')).toBe(heading); // the frame, while the remote loads
    expect(screen.getByRole('button', { name: 'Filter', hidden: true })).toHaveAttribute('inert');

    await act(async () => finishLoad({ default: App }));
    expect(App.preload).toHaveBeenCalledWith('sources');
    expect(container.querySelector('h1')).toBe(heading); // hydrated, not built again
    const button = screen.getByRole('button', { name: 'Filter' });
    expect(button).not.toHaveAttribute('inert');
    expect(button).not.toHaveAttribute('data-frame-inert');
    fireEvent.click(button);
    expect(onFilter).toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows the fallback at once when the remote of a request-time frame does not load, and recovers on Retry', async () => {
    const container = serveFrame('<div data-remote="catalog" data-route="sources"><!--$--><section><h1>Sources</h1></section><!--/$--></div>');
    const working = fakeLoader();
    const load = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script')).mockImplementation(working.load);
    const loader = fakeLoader({ load } as Partial<RemoteLoader>);
    await hydrateSources(container, loader, () => undefined);
    expect(await screen.findByRole('heading', { name: /could not be loaded/ })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1); // not loaded a second time before the fallback shows

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.reset).toHaveBeenCalledWith('catalog');
    expect(await screen.findByTestId('remote')).toHaveTextContent('route sources');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a placeholder, not another route’s first frame, while loading', async () => {
    const html = document.createElement('div');
    html.innerHTML = '<div data-first-frame="home"><p>home frame</p></div>';
    captureFirstFrame(html);
    try {
      renderRoutes(routes, '/sources', fakeLoader({ load: jest.fn(() => new Promise(() => undefined)) } as Partial<RemoteLoader>));
      expect(screen.queryByText('home frame')).not.toBeInTheDocument();
    } finally {
      captureFirstFrame(document.createElement('div'));
    }
  });

  it('renders the App even when its preload fails (the App shows its own fallback)', async () => {
    const App = Object.assign(({ route }: { route: string }) => <p data-testid="remote">page {route}</p>, {
      preload: jest.fn(async () => Promise.reject(new Error('chunk failed'))),
    });
    renderRoutes(routes, '/sources', fakeLoader({ load: jest.fn(async () => ({ default: App })) } as Partial<RemoteLoader>));
    expect(await screen.findByTestId('remote')).toHaveTextContent('page sources');
  });

  it('renders the remote App with its route id', async () => {
    renderRoutes(routes, '/sources');
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote catalog · App · route sources');
  });

  it('shows the fallback when loading fails and recovers on Retry', async () => {
    const working = fakeLoader();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: Failed to load script'))
      .mockImplementation(working.load);
    const loader = fakeLoader({ load } as Partial<RemoteLoader>);
    renderRoutes(routes, '/sources', loader);

    expect(await screen.findByRole('heading', { name: /could not be loaded/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'to brands' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.reset).toHaveBeenCalledWith('catalog');
    expect(await screen.findByTestId('remote')).toHaveTextContent('route sources');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a render error inside the area and clears it on navigation', async () => {
    const Crashing = ({ route }: { route: string }) => {
      if (route === 'sources') throw new Error('render failed');
      return <p data-testid="remote">rendered {route}</p>;
    };
    const loader = fakeLoader({ load: jest.fn(async () => ({ default: Crashing })) } as Partial<RemoteLoader>);
    renderRoutes(routes, '/sources', loader);

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'to brands' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'to brands' }));
    expect(await screen.findByTestId('remote')).toHaveTextContent('rendered brands');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps a loaded remote cached for the session', async () => {
    const loader = fakeLoader();
    const { router } = renderRoutes(routes, '/sources', loader);
    await screen.findByTestId('remote');
    await act(() => router.navigate('/brands'));
    expect(await screen.findByTestId('remote')).toHaveTextContent('route brands');
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it('retries a render error with Retry', async () => {
    let crash = true;
    const Crashing = ({ route }: { route: string }) => {
      if (crash) throw new Error('render failed');
      return <p data-testid="remote">rendered {route}</p>;
    };
    const loader = fakeLoader({ load: jest.fn(async () => ({ default: Crashing })) } as Partial<RemoteLoader>);
    renderRoutes(routes, '/sources', loader);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    crash = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('remote')).toHaveTextContent('rendered sources');
    expect(loader.reset).toHaveBeenCalledWith('catalog');
  });
});
