import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUser } from '@ironscore/contract';
import { FavoriteButton } from './FavoriteButton';
import { ShareButton, absoluteUrl } from './ShareButton';
import { brandAccount, deferred, member, newbie, recordBus, renderAt, sourceAccount, type BusLog } from '../reviews/testing';

const mockCall = jest.fn();
jest.mock('@ironscore/api', () => jest.requireActual('../testing/moduleMocks').apiCalling((...args: unknown[]) => mockCall(...args)));

let mockUser: LoginUser | null = null;
jest.mock('@ironscore/session', () => jest.requireActual('../testing/moduleMocks').sessionOf(() => mockUser));

let bus: BusLog;
beforeEach(() => {
  mockUser = member;
  mockCall.mockReset();
  bus = recordBus();
});
afterEach(() => bus.stop());

const callsOf = (name: string) => mockCall.mock.calls.filter(([n]) => n === name);

describe('FavoriteButton', () => {
  it('reads Unfavorite when Get_UserFavoriteControl answers true, and takes the label from the toggle answer', async () => {
    mockCall.mockImplementation((name: string) =>
      Promise.resolve(
        name === 'Get_UserFavoriteControl'
          ? { status: true, message: '', data: null }
          : { status: true, message: 'Removed from your favorites.', data: null, button: 'Favorite' },
      ),
    );
    renderAt(<FavoriteButton itemType="source" itemId={9} />);
    expect(await screen.findByRole('button', { name: 'Unfavorite' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf('Get_UserFavoriteControl')[0][1]).toEqual({ item_type: 'source', item_id: 9 });

    await userEvent.click(screen.getByRole('button', { name: 'Unfavorite' }));
    expect(await screen.findByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(callsOf('Set_UserFavoriteList')[0][1]).toEqual({ item_type: 'source', item_id: 9 });
    expect(bus.toasts.at(-1)).toMatchObject({ kind: 'success', text: 'Removed from your favorites.' });
  });

  it("reads Favorite when the check answers false; the server's button decides after a toggle; disabled while sending", async () => {
    const pending = deferred<unknown>();
    mockCall.mockImplementation((name: string) =>
      name === 'Get_UserFavoriteControl' ? Promise.resolve({ status: false, message: 'Not a favourite.', data: null }) : pending.promise,
    );
    renderAt(<FavoriteButton itemType="brand" itemId={12} />);
    const button = await screen.findByRole('button', { name: 'Favorite' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { busy: true })).toBeDisabled();
    pending.resolve({ status: true, message: '', data: null, button: 'Unfavorite' });
    expect(await screen.findByRole('button', { name: 'Unfavorite' })).toBeEnabled();
  });

  it('shows no guess until Get_UserFavoriteControl answers: neutral and disabled, a click sends nothing', async () => {
    const check = deferred<unknown>();
    mockCall.mockImplementation((name: string) => (name === 'Get_UserFavoriteControl' ? check.promise : Promise.resolve({ status: true, message: '', data: null })));
    renderAt(<FavoriteButton itemType="source" itemId={9} />);
    await waitFor(() => expect(callsOf('Get_UserFavoriteControl')).toHaveLength(1));
    const neutral = screen.getByRole('button', { busy: true });
    expect(neutral).toBeDisabled();
    expect(neutral).not.toHaveAttribute('aria-pressed');
    expect(screen.queryByRole('button', { name: 'Favorite' })).not.toBeInTheDocument();
    await userEvent.click(neutral);
    expect(callsOf('Set_UserFavoriteList')).toHaveLength(0);
    check.resolve({ status: true, message: '', data: null });
    expect(await screen.findByRole('button', { name: 'Unfavorite', pressed: true })).toBeEnabled();
  });

  it('stays neutral when the check could not be made (network failure), instead of guessing Favorite', async () => {
    mockCall.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt(<FavoriteButton itemType="brand" itemId={12} />);
    await waitFor(() => expect(callsOf('Get_UserFavoriteControl')).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByRole('button', { busy: true })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Favorite' })).not.toBeInTheDocument();
  });

  it('a visitor gets the member sign-in popup and no call is made', async () => {
    mockUser = null;
    renderAt(<FavoriteButton itemType="source" itemId={9} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(bus.auth).toEqual([{ variant: 'member' }]);
    expect(mockCall).not.toHaveBeenCalled();
  });

  it.each([
    ['source', sourceAccount],
    ['brand', brandAccount],
  ] as const)('a %s account gets the warning', async (_type, user) => {
    mockUser = user;
    mockCall.mockResolvedValue({ status: false, message: '', data: null });
    renderAt(<FavoriteButton itemType="brand" itemId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Favorite' }));
    expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: 'You cannot add a source or brand to your favorites list!' }]);
    expect(callsOf('Set_UserFavoriteList')).toHaveLength(0);
  });

  it('an unverified member may favourite; a refusal shows the server message', async () => {
    mockUser = newbie;
    mockCall.mockImplementation((name: string) =>
      Promise.resolve(name === 'Get_UserFavoriteControl' ? { status: false, message: '', data: null } : { status: false, message: 'Brand not found.', data: null }),
    );
    renderAt(<FavoriteButton itemType="brand" itemId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(bus.alerts).toEqual([{ kind: 'warning', title: 'Warning', text: 'Brand not found.' }]));
    expect(screen.getByRole('button', { name: 'Favorite' })).toBeEnabled();
  });
});

describe('ShareButton', () => {
  it('opens the share dialog with WhatsApp, Facebook, X, Pinterest, LinkedIn and e-mail for the absolute page URL', async () => {
    renderAt(<ShareButton url="/source/iron-shop" title="Iron Shop" image="http://img/logo.png" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Iron Shop' });
    const url = `${window.location.origin}/source/iron-shop`;
    for (const target of ['WhatsApp', 'Facebook', 'X', 'Pinterest', 'LinkedIn', 'E-mail']) {
      expect(within(dialog).getByRole('link', { name: `Share on ${target}` }).getAttribute('href')).toContain(encodeURIComponent(url));
    }
    expect(within(dialog).getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href')).toContain(encodeURIComponent('http://img/logo.png'));
    expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps absolute URLs', () => {
    expect(absoluteUrl('https://ironscore.example/brand/acme')).toBe('https://ironscore.example/brand/acme');
    expect(absoluteUrl('/brand/acme')).toBe(`${window.location.origin}/brand/acme`);
  });
});
