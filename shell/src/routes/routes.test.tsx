import { act, screen } from '@testing-library/react';
import { MSG, type RouteFile } from '@ironscore/contract';
import { emit } from '@ironscore/events';
import { signOut as signOutOfSession, useSession } from '@ironscore/session';
import { repoRouteFiles, repoRouteTable } from '@ironscore/host/src/testing/routeTable';
import { fakeLoader, renderRoutes, signIn, signOut } from '../test/utils';
import { getRouteTable } from '@ironscore/host';
import { createRouter, createRoutes, routerReady } from './routes';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn(async () => null) },
}));

afterEach(() => signOut());

const remoteText = () => screen.findByTestId('remote');

describe('router', () => {
  it('maps each route of the table to its remote and route id', async () => {
    renderRoutes(createRoutes(getRouteTable()), '/brand/acme/whey-1');
    expect(await remoteText()).toHaveTextContent('remote catalog · App · route product');
  });

  it('renders community routes in the community remote', async () => {
    renderRoutes(createRoutes(getRouteTable()), '/community/home');
    expect(await remoteText()).toHaveTextContent('remote community · App · route home');
  });

  it('sends a signed-out visitor of a protected route home', async () => {
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/profile/my-profile');
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards the protected community routes too', async () => {
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/community/post/12');
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('restores the login from the stored token before navigating', async () => {
    signIn({ user_type: 'member' });
    // Another tab signed in: the store is empty but the token is stored.
    act(() => useSession.setState({ token: null, user: null, expiresAt: null }));
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/profile/favorites');
    expect(await remoteText()).toHaveTextContent('remote profile · App · route profile');
    expect(router.state.location.pathname).toBe('/profile/favorites');
  });

  it('sends the user home when they log out on a protected page', async () => {
    signIn({ user_type: 'member' });
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/profile/settings');
    await remoteText();
    await act(() => signOutOfSession({ callServer: false }));
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('titles the profile area "{user_name} | Profile" whatever the remote sends (spec/3 §2.3)', async () => {
    signIn({ user_type: 'member', user_name: 'jane' });
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/profile/my-reviews');
    await remoteText();
    act(() => emit('page:meta', { path: '/profile/my-reviews', title: 'My Reviews' }));
    expect(document.title).toBe('jane | Profile');
    await act(() => router.navigate('/sources'));
    // The route's title rule until the page sends its own (no general settings here: "<name> | IronScore").
    expect(document.title).toBe('Sources | IronScore');
    act(() => emit('page:meta', { path: '/sources', title: 'Best Sources | IronScore' }));
    expect(document.title).toBe('Best Sources | IronScore');
  });

  it('redirects an unknown path to /404 with the not-found text', async () => {
    const { router } = renderRoutes(createRoutes(getRouteTable()), '/no/such/page/here');
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('routes of the composed table', () => {
  const manage = (file: Partial<RouteFile> = {}): RouteFile => ({
    version: 1,
    remote: 'manage',
    label: 'The manager console',
    routes: [{ id: 'approvals', path: '/manage/approvals', access: 'manager', title: { name: 'Approvals' }, menu: { label: 'Manage', for: 'manager' } }],
    profile: [],
    ...file,
  });
  const table = (...files: RouteFile[]) => repoRouteTable(files);

  it('renders a route of a remote the shell was not built with, in that remote', async () => {
    signIn({ user_type: 'member', user_is_manager: true });
    const { loader } = renderRoutes(createRoutes(table(manage())), '/manage/approvals');
    expect(await remoteText()).toHaveTextContent('remote manage · App · route approvals');
    expect(loader.load).toHaveBeenCalledWith('manage', 'App');
  });

  it('sends anyone but a manager to the 404 from a manager route, signed in or not', async () => {
    signIn({ user_type: 'member' });
    const first = renderRoutes(createRoutes(table(manage())), '/manage/approvals');
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/404');
    expect(first.loader.load).not.toHaveBeenCalledWith('manage', 'App');
    first.unmount();
    signOut();
    const second = renderRoutes(createRoutes(table(manage())), '/manage/approvals');
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/404');
  });

  it('a path two remotes claim renders in the one listed first', async () => {
    const thief = manage({ remote: 'thief', routes: [{ id: 'mine', path: '/sources', access: 'public', title: { name: 'Mine' } }] });
    const composed = table(thief);
    expect(composed.conflicts).toEqual([expect.objectContaining({ kind: 'path', path: '/sources', remote: 'thief', keptBy: 'catalog' })]);
    renderRoutes(createRoutes(composed), '/sources');
    expect(await remoteText()).toHaveTextContent('remote catalog · App · route sources');
  });

  it('a path no remote publishes any more is the 404', async () => {
    const files = repoRouteFiles().map((file) => (file.remote === 'catalog' ? { ...file, routes: file.routes.filter((r) => r.id !== 'news-list') } : file));
    const composed = repoRouteTable([], files);
    const { router } = renderRoutes(createRoutes(composed), '/news');
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('profile dispatch by user type', () => {
  it.each([
    ['member', 'my-profile', 'profile'],
    ['member', 'messages', 'profile'],
    ['source', 'source-dashboard', 'business'],
    ['source', 'messages', 'profile'],
    ['brand', 'brand-offical-sellers', 'business'],
    ['brand', 'messages', 'profile'],
  ] as const)('%s /profile/%s → %s remote', async (userType, slug, remote) => {
    signIn({ user_type: userType });
    const { loader } = renderRoutes(createRoutes(getRouteTable()), `/profile/${slug}`);
    expect(await remoteText()).toHaveTextContent(`remote ${remote} · App · route profile`);
    expect(loader.load).toHaveBeenCalledWith(remote, 'App');
  });

  it.each([
    ['member', 'source-dashboard'],
    ['source', 'my-profile'],
    ['brand', 'source-settings'],
    ['member', 'whatever'],
  ] as const)('%s /profile/%s → "No content found!"', async (userType, slug) => {
    signIn({ user_type: userType });
    const loader = fakeLoader();
    renderRoutes(createRoutes(getRouteTable()), `/profile/${slug}`, loader);
    expect(await screen.findByRole('heading', { name: MSG.noContentFound })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalledWith('profile', 'App');
    expect(loader.load).not.toHaveBeenCalledWith('business', 'App');
  });
});

describe('routerReady', () => {
  it('resolves once the first navigation’s loaders have run, so the first render is the page', async () => {
    window.history.replaceState(null, '', '/sources');
    const router = createRouter(getRouteTable());
    await routerReady(router);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.id).toBe('catalog:sources');
    router.dispose();
  });
});
