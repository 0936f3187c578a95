import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteFile } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { getRouteTable, publishRouteTable } from '@ironscore/host';
import { repoRouteTable } from '@ironscore/host/src/testing/routeTable';
import { setUnread, useSession } from '@ironscore/session';
import { renderRoutes, signIn, signOut } from '../test/utils';
import { ProfileMenu } from './ProfileMenu';
import { ProfileMenuSlot } from './ProfileMenuSlot';

jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: jest.fn(async () => null) },
}));

function renderMenu() {
  return renderRoutes(
    [
      { path: '/', element: <><ProfileMenu /><p>home page</p></> },
      { path: '/profile/:slug', element: <><ProfileMenu /><p>profile page</p></> },
    ],
    '/',
  );
}

// Radix opens a menu on pointerdown (and Enter/Space/ArrowDown), as a person's click does.
const openMenu = (name: RegExp | string) => userEvent.click(screen.getByRole('button', { name }));
const menuLabels = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((el) => el.textContent);

afterEach(() => {
  signOut();
  jest.useRealTimers();
});

describe('signed-out menu', () => {
  it('offers member and business sign-in, each opening the auth popup with its variant', async () => {
    const seen: unknown[] = [];
    const off = on('auth:open', (detail) => seen.push(detail));
    renderMenu();
    await openMenu('Sign in');
    expect(menuLabels()).toEqual(['Sign in as a member', 'Sign in as a business']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign in as a member' }));
    await openMenu('Sign in');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign in as a business' }));
    expect(seen).toEqual([{ variant: 'member' }, { variant: 'business' }]);
    off();
  });
});

describe('signed-in menu', () => {
  it('shows the pages and entries every remote publishes: a new profile page, and "Manage" for managers only', async () => {
    // a remote the repository does not have, published beside the real ones
    const deals: RouteFile = {
      version: 1,
      remote: 'deals',
      label: 'The deals desk',
      routes: [{ id: 'desk', path: '/deals/desk', access: 'manager', title: { name: 'Deals desk' }, menu: { label: 'Deals desk', for: 'manager' } }],
      profile: [{ slug: 'deals-club', label: 'Deals club', types: { member: 35 } }],
    };
    const before = getRouteTable();
    act(() => publishRouteTable(repoRouteTable([deals])));
    try {
      signIn({ user_type: 'member', user_name: 'jane' });
      const first = renderMenu();
      await openMenu(/account menu of jane/i);
      expect(menuLabels()).toEqual(['My Profile', 'My Reviews', 'Messages', 'Deals club', 'Favorites', 'Price Alerts', 'Settings', 'Logout']);
      first.unmount();
      signIn({ user_type: 'member', user_name: 'boss', user_is_manager: true });
      renderMenu();
      await openMenu(/account menu of boss/i);
      expect(menuLabels()).toEqual(['My Profile', 'My Reviews', 'Messages', 'Deals club', 'Favorites', 'Price Alerts', 'Settings', 'Manage', 'Deals desk', 'Logout']);
      expect(screen.getByRole('menuitem', { name: 'Manage' })).toHaveAttribute('href', '/manage/approvals');
      expect(screen.getByRole('menuitem', { name: 'Deals desk' })).toHaveAttribute('href', '/deals/desk');
    } finally {
      act(() => publishRouteTable(before));
    }
  });

  it('lists the member pages with readable labels and links', async () => {
    signIn({ user_type: 'member', user_name: 'jane' });
    renderMenu();
    await openMenu(/account menu of jane/i);
    expect(menuLabels()).toEqual(['My Profile', 'My Reviews', 'Messages', 'Favorites', 'Price Alerts', 'Settings', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'My Reviews' })).toHaveAttribute('href', '/profile/my-reviews');
  });

  it('lists the source pages', async () => {
    signIn({ user_type: 'source' });
    renderMenu();
    await openMenu(/account menu/i);
    expect(menuLabels()).toEqual(['Dashboard', 'Reviews', 'Messages', 'Prices', 'Advertisement', 'Settings', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/profile/source-dashboard');
  });

  it('lists the brand pages', async () => {
    signIn({ user_type: 'brand' });
    renderMenu();
    await openMenu(/account menu/i);
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Reviews',
      'Products',
      'Official Sellers',
      'Messages',
      'Advertisement',
      'Settings',
      'Logout',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Official Sellers' })).toHaveAttribute('href', '/profile/brand-offical-sellers');
  });

  it('shows no markers for a verified account without unread messages', async () => {
    signIn({ user_type: 'member', user_verification_status: 1 });
    renderMenu();
    await openMenu(/account menu/i);
    expect(screen.queryByLabelText('Account not verified')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Unread messages')).not.toBeInTheDocument();
  });

  it('marks an unverified account on the button and on the dashboard item', async () => {
    signIn({ user_type: 'source', user_verification_status: 0 });
    renderMenu();
    const button = screen.getByRole('button', { name: /account menu/i });
    expect(within(button).getByLabelText('Account not verified')).toBeInTheDocument();
    await openMenu(/account menu/i);
    expect(within(screen.getByRole('menuitem', { name: /Dashboard/ })).getByLabelText('Account not verified')).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /Reviews/ })).queryByLabelText('Account not verified')).toBeNull();
  });

  it('marks unread messages on the button and on the Messages item', async () => {
    signIn({ user_type: 'member' });
    act(() => setUnread([{ message_id: 3, user_no: 9 }]));
    renderMenu();
    const button = screen.getByRole('button', { name: /account menu/i });
    expect(within(button).getByLabelText('Unread messages')).toBeInTheDocument();
    await openMenu(/account menu/i);
    expect(within(screen.getByRole('menuitem', { name: /Messages/ })).getByLabelText('Unread messages')).toBeInTheDocument();
    expect(within(screen.getByRole('menuitem', { name: /My Profile/ })).queryByLabelText('Unread messages')).toBeNull();
  });

  it('hides the dropdown 200 ms after the pointer leaves, unless it comes back', async () => {
    jest.useFakeTimers();
    signIn({ user_type: 'member' });
    renderMenu();
    fireEvent.keyDown(screen.getByRole('button', { name: /account menu/i }), { key: 'Enter' });
    const root = screen.getByRole('menu').parentElement as HTMLElement;

    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseEnter(root);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    signIn({ user_type: 'member' });
    const { router } = renderRoutes(
      [
        { path: '/', element: <><ProfileMenu /><p>home page</p></> },
        { path: '/profile/:slug', element: <><ProfileMenu /><p>profile page</p></> },
      ],
      '/profile/my-profile',
    );
    await openMenu(/account menu/i);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSession.getState().user).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the top bar slot (the menu code loads on demand)', () => {
  const renderSlot = () => renderRoutes([{ path: '/', element: <><ProfileMenuSlot /><p>home page</p></> }], '/');

  it('shows the same button before the menu code, and a press opens the menu once it arrives', async () => {
    renderSlot();
    const standIn = screen.getByRole('button', { name: 'Sign in' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Pressed before the menu code is there (a slow network): the menu opens when it arrives.
    fireEvent.pointerDown(standIn, { button: 0 });
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuLabels()).toEqual(['Sign in as a member', 'Sign in as a business']);
  });

  it('moves the focus onto the real button when the stand-in had it', async () => {
    signIn({ user_type: 'member', user_name: 'jane' });
    renderSlot();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /account menu of jane/i })).toHaveFocus();
    // Radix's trigger carries its id once the real menu replaced the stand-in.
    await waitFor(() => expect(screen.getByRole('button', { name: /account menu of jane/i }).id).toMatch(/^radix-/));
    expect(screen.getByRole('button', { name: /account menu of jane/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(menuLabels()).toContain('My Profile');
  });
});

describe('the top bar slot after signing out', () => {
  it('shows the sign-in menu closed, and opens it on a press', async () => {
    signIn({ user_type: 'member', user_name: 'jane' });
    renderRoutes([{ path: '/', element: <><ProfileMenuSlot /><p>home page</p></> }], '/');
    const standIn = screen.getByRole('button', { name: /account menu of jane/i });
    fireEvent.pointerDown(standIn, { button: 0 });
    fireEvent.click(standIn);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await openMenu('Sign in');
    expect(menuLabels()).toEqual(['Sign in as a member', 'Sign in as a business']);
  });
});
