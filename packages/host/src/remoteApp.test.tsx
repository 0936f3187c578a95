import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { defineRoutes } from '@ironscore/contract';
import { useQueryClient } from '@ironscore/data';
import { createRemoteApp, page, type RemoteFrameProps, type RemotePage } from './remoteApp';

const Plain: RemotePage = () => <p>plain page</p>;

/** A remote's own declaration (as its src/routes.ts): four routes. */
const COMMUNITY = defineRoutes({
  remote: 'community',
  label: 'The community',
  routes: [
    { id: 'community', path: '/community/:page', access: 'public', title: { name: 'Community' } },
    { id: 'community-profile', path: '/community/profile/:username', access: 'signed-in', title: { name: 'Community' } },
    { id: 'community-post', path: '/community/post/:post_id', access: 'signed-in', title: { name: 'Community' } },
    { id: 'community-page', path: '/community/page/:community_id', access: 'signed-in', title: { name: 'Community' } },
  ],
});
/** Profile pages only. */
const BUSINESS = defineRoutes({
  remote: 'business',
  label: 'Your business area',
  routes: [],
  profile: [
    { slug: 'source-dashboard', label: 'Dashboard', types: { source: 10 } },
    { slug: 'brand-dashboard', label: 'Dashboard', types: { brand: 10 } },
  ],
});
const AUTH = defineRoutes({ remote: 'auth', label: 'Sign-in', routes: [] });

/** A lazy page whose chunk resolves when the test says so. */
function deferredPage(text: string) {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((done) => (resolve = done));
  const load = jest.fn(async () => {
    await loaded;
    return { Lazy: () => <p>{text}</p> };
  });
  return { Page: page(load, 'Lazy'), load, resolve };
}

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('createRemoteApp: the page map', () => {
  it('is checked against the remote\'s own routes at compile time', () => {
    const full = createRemoteApp({
      routes: COMMUNITY,
      pages: { community: Plain, 'community-profile': Plain, 'community-post': Plain, 'community-page': Plain },
    });
    expect(typeof full.preload).toBe('function');

    createRemoteApp({
      routes: COMMUNITY,
      // @ts-expect-error -- 'community-page' of the community remote has no page
      pages: { community: Plain, 'community-profile': Plain, 'community-post': Plain },
    });
    createRemoteApp({
      routes: COMMUNITY,
      // @ts-expect-error -- 'home' is not a route the community remote declares
      pages: { community: Plain, 'community-profile': Plain, 'community-post': Plain, 'community-page': Plain, home: Plain },
    });
    createRemoteApp({
      routes: BUSINESS,
      // @ts-expect-error -- 'my-profile' is not a slug the business remote declares; and 'brand-dashboard' is missing
      pages: { 'source-dashboard': Plain, 'my-profile': Plain },
      pageFrom: { param: 'profile_slug_url' },
    });
    // A remote that owns no route has no page map.
    createRemoteApp({ routes: AUTH });
    // @ts-expect-error -- the auth remote owns no route
    createRemoteApp({ routes: AUTH, pages: { home: Plain } });
  });
});

describe('createRemoteApp: rendering a route', () => {
  const fail = { current: true };
  function Broken() {
    if (fail.current) throw new Error('page crashed');
    return <p>post page</p>;
  }
  function UsesData() {
    useQueryClient(); // throws without a QueryClient above it
    return <p>profile page with data</p>;
  }
  function Frame({ page: key, children }: RemoteFrameProps<typeof COMMUNITY>) {
    return (
      <section aria-label="frame">
        <p>frame of {key ?? 'nothing'}</p>
        {children}
      </section>
    );
  }

  function setup() {
    const lazyPage = deferredPage('community area page');
    const App = createRemoteApp({
      routes: COMMUNITY,
      pages: { community: lazyPage.Page, 'community-profile': UsesData, 'community-post': Broken, 'community-page': Plain },
      frame: Frame,
      loading: <p>loading the page</p>,
    });
    const view = render(
      <MemoryRouter initialEntries={['/community/post/1']}>
        <Routes>
          <Route path="/community/post/:post_id" element={<App route="community-post" />} />
          <Route path="/community/profile/:username" element={<App route="community-profile" />} />
          <Route path="/community/:page" element={<App route="community" />} />
        </Routes>
        <Navigator />
      </MemoryRouter>,
    );
    return { ...view, lazyPage, App };
  }

  beforeEach(() => {
    fail.current = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a crashing page\'s error fallback inside the frame, cleared by navigating', async () => {
    const { lazyPage } = setup();
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('region', { name: 'frame' })).toHaveTextContent('frame of community-post');

    // Another post (same route, another path): the error is cleared.
    fail.current = false;
    act(() => navigate('/community/post/2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('post page')).toBeInTheDocument();

    // Crashing again, then Retry renders the page anew.
    fail.current = true;
    act(() => navigate('/community/post/3'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail.current = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(screen.getByText('post page')).toBeInTheDocument();

    // A page on another route renders inside DataProvider.
    act(() => navigate('/community/profile/jane'));
    expect(screen.getByText('profile page with data')).toBeInTheDocument();
    expect(lazyPage.load).not.toHaveBeenCalled();
  });

  it('loads a lazy page on its first visit, showing the Suspense fallback meanwhile', async () => {
    const { lazyPage } = setup();
    expect(lazyPage.load).not.toHaveBeenCalled(); // lazy: not loaded before the route is shown
    act(() => navigate('/community/home'));
    expect(lazyPage.load).toHaveBeenCalled();
    expect(screen.getByText('loading the page')).toBeInTheDocument();
    expect(screen.getByText('frame of community')).toBeInTheDocument();
    await act(async () => lazyPage.resolve());
    expect(await screen.findByText('community area page')).toBeInTheDocument();
    expect(screen.queryByText('loading the page')).not.toBeInTheDocument();
  });

  it('preloads a route\'s chunk, after which the page renders without the fallback', async () => {
    const { lazyPage, App } = setup();
    const preloaded = App.preload('community');
    lazyPage.resolve();
    await act(async () => {
      await preloaded;
    });
    act(() => navigate('/community/home'));
    expect(screen.getByText('community area page')).toBeInTheDocument();
    expect(App.preload('community-post')).toBeUndefined(); // not a lazy page
  });

  it('picks the page by a route parameter (the profile area), nothing for a slug it does not own', () => {
    const App = createRemoteApp({
      routes: BUSINESS,
      pageFrom: { param: 'profile_slug_url' },
      pages: {
        'source-dashboard': () => <p>source dashboard</p>,
        'brand-dashboard': Plain,
      },
      frame: ({ page: key, children }) => <>{key === null ? <p>no content</p> : children}</>,
    });
    render(
      <MemoryRouter initialEntries={['/profile/source-dashboard']}>
        <Routes>
          <Route path="/profile/:profile_slug_url" element={<App route="profile" />} />
        </Routes>
        <Navigator />
      </MemoryRouter>,
    );
    expect(screen.getByText('source dashboard')).toBeInTheDocument();
    act(() => navigate('/profile/messages'));
    expect(screen.getByText('no content')).toBeInTheDocument();
  });

  it('renders a remote without routes (auth) through its frame, outside any router', () => {
    const App = createRemoteApp({ routes: AUTH, frame: ({ children }) => <p>auth panel{children}</p> });
    render(<App />);
    expect(screen.getByText('auth panel')).toBeInTheDocument();
  });
});
