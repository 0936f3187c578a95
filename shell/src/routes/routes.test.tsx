import { act, screen } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { emit } from '@ironscore/events';
import { signOut as signOutOfSession, useSession } from '@ironscore/session';
import { fakeLoader, renderRoutes, signIn, signOut } from '../test/utils';
import { createRouter, createRoutes, routerReady } from './routes';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn(async () => null) },
}));

afterEach(() => signOut());

const remoteText = () => screen.findByTestId('remote');

describe('router', () => {
  it('maps each route of the table to its remote and route id', async () => {
    renderRoutes(createRoutes(), '/brand/acme/whey-1');
    expect(await remoteText()).toHaveTextContent('remote catalog · App · route product');
  });

  it('renders community routes in the community remote', async () => {
    renderRoutes(createRoutes(), '/community/home');
    expect(await remoteText()).toHaveTextContent('remote community · App · route community');
  });

  it('sends a signed-out visitor of a protected route home', async () => {
    const { router } = renderRoutes(createRoutes(), '/profile/my-profile');
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards the protected community routes too', async () => {
    const { router } = renderRoutes(createRoutes(), '/community/post/12');
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('restores the login from the stored token before navigating', async () => {
    signIn({ user_type: 'member' });
    // Another tab signed in: the store is empty but the token is stored.
    act(() => useSession.setState({ token: null, user: null, expiresAt: null }));
    const { router } = renderRoutes(createRoutes(), '/profile/favorites');
    expect(await remoteText()).toHaveTextContent('remote profile · App · route profile');
    expect(router.state.location.pathname).toBe('/profile/favorites');
  });

  it('sends the user home when they log out on a protected page', async () => {
    signIn({ user_type: 'member' });
    const { router } = renderRoutes(createRoutes(), '/profile/settings');
    await remoteText();
    await act(() => signOutOfSession({ callServer: false }));
    expect(await remoteText()).toHaveTextContent('route home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('titles the profile area "{user_name} | Profile" whatever the remote sends (spec/3 §2.3)', async () => {
    signIn({ user_type: 'member', user_name: 'jane' });
    const { router } = renderRoutes(createRoutes(), '/profile/my-reviews');
    await remoteText();
    act(() => emit('page:meta', { path: '/profile/my-reviews', title: 'My Reviews' }));
    expect(document.title).toBe('jane | Profile');
    await act(() => router.navigate('/sources'));
    expect(document.title).toBe('IronScore');
    act(() => emit('page:meta', { path: '/sources', title: 'Best Sources | IronScore' }));
    expect(document.title).toBe('Best Sources | IronScore');
  });

  it('redirects an unknown path to /404 with the not-found text', async () => {
    const { router } = renderRoutes(createRoutes(), '/no/such/page/here');
    expect(await screen.findByRole('heading', { name: MSG.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(MSG.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
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
    const { loader } = renderRoutes(createRoutes(), `/profile/${slug}`);
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
    renderRoutes(createRoutes(), `/profile/${slug}`, loader);
    expect(await screen.findByRole('heading', { name: MSG.noContentFound })).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalledWith('profile', 'App');
    expect(loader.load).not.toHaveBeenCalledWith('business', 'App');
  });
});

describe('routerReady', () => {
  it('resolves once the first navigation’s loaders have run, so the first render is the page', async () => {
    window.history.replaceState(null, '', '/sources');
    const router = createRouter();
    await routerReady(router);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.id).toBe('sources');
    router.dispose();
  });
});
