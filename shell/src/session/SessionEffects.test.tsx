import { act, screen } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { emit, on } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { renderRoutes, signIn, signOut } from '../test/utils';
import { SessionEffects } from './SessionEffects';

afterEach(() => signOut());

describe('session expiry', () => {
  it('logs out, shows the session-expired alert and goes home', async () => {
    signIn({ user_type: 'member' });
    const alerts: unknown[] = [];
    const off = on('alert', (detail) => alerts.push(detail));
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/profile/:slug', element: <><SessionEffects /><p>profile page</p></> },
      ],
      '/profile/my-profile',
    );
    act(() => emit('session:expired'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().user).toBeNull();
    expect(alerts).toEqual([expect.objectContaining({ title: MSG.sessionExpiredTitle, text: MSG.sessionExpired })]);
    off();
  });

  it('tells the user about an expiry that came before it mounted (the unread poll runs at boot)', async () => {
    signIn({ user_type: 'member' });
    const alerts: unknown[] = [];
    const off = on('alert', (detail) => alerts.push(detail));
    act(() => emit('session:expired'));
    expect(useSession.getState().user).toBeNull();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>home page</p> },
        { path: '/profile/:slug', element: <><SessionEffects /><p>profile page</p></> },
      ],
      '/profile/my-profile',
    );
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(alerts).toEqual([expect.objectContaining({ title: MSG.sessionExpiredTitle, text: MSG.sessionExpired })]);
    off();
  });
});
