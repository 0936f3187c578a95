import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { on } from '@ironscore/events';
import type { LoginUser, PublicUser } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { UserQuickView } from './UserQuickView';

const mockCall = jest.fn();
jest.mock('@ironscore/api', () => ({
  ...jest.requireActual('@ironscore/api'),
  api: { call: (...args: unknown[]) => mockCall(...args) },
  uploadUrl: (folder: string, file: string | null) => (file && file !== 'default.jpg' ? `/uploads/${folder}/${file}` : null),
}));

let mockUser: LoginUser | null = null;
jest.mock('@ironscore/session', () => ({
  useSession: (selector: (s: { user: LoginUser | null }) => unknown) => selector({ user: mockUser }),
}));

const profile = (name: string, id: number): PublicUser => ({
  user_id: id,
  user_name: name,
  user_profile_image: 'default.jpg',
  user_rank: { rank_no: 2, rank_name: 'Steel Grinder' },
  private: false,
  total_follower: 12,
  total_followed: 3,
  user_bio: '<p>Lifting since 2010</p><script>alert(1)</script>',
  user_score: 345,
  user_weight: '82',
  user_height: '180',
  user_body_fat: '14',
});

const me: LoginUser = { user_id: 1, user_email: 'me@test', user_name: 'me', user_verification_status: 1, user_type: 'member' };

function Page() {
  return (
    <DataProvider>
      <MemoryRouter>
        <p>Outside</p>
      <UserQuickView userName="alice">alice</UserQuickView>
      <UserQuickView userName="bob">bob</UserQuickView>
      <UserQuickView userName="me">me</UserQuickView>
      </MemoryRouter>
    </DataProvider>
  );
}

beforeEach(() => {
  mockCall.mockReset();
  mockCall.mockImplementation((_name: string, payload: { user_name: string }) =>
    Promise.resolve({ status: true, message: '', data: profile(payload.user_name, payload.user_name === 'me' ? 1 : 7) }),
  );
});

describe('UserQuickView', () => {
  it('signed out: blurred placeholders and a sign-in prompt that opens the member popup', async () => {
    mockUser = null;
    const auth = jest.fn();
    const off = on('auth:open', auth);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    const pop = await screen.findByRole('dialog', { name: 'alice quick view' });
    expect(pop.querySelector('[data-blurred="true"]')).not.toBeNull();
    expect(screen.queryByText('VIEW COMMUNITY PROFILE')).not.toBeInTheDocument();
    expect(mockCall).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth).toHaveBeenCalledWith({ variant: 'member' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    off();
  });

  it('signed in: shows the profile fetched with Get_User and sends a message', async () => {
    mockUser = me;
    const starts = jest.fn();
    const off = on('message:start', starts);
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    expect(mockCall).toHaveBeenCalledWith('Get_User', { user_name: 'alice' }, { signal: expect.any(AbortSignal) });
    const pop = await screen.findByRole('dialog', { name: 'alice quick view' });
    await waitFor(() => expect(pop).toHaveTextContent('Lifting since 2010'));
    expect(pop).toHaveTextContent('12Followers');
    expect(pop).toHaveTextContent('3Followed');
    expect(pop).toHaveTextContent('345Karma');
    expect(pop).toHaveTextContent('Weight82');
    expect(pop).toHaveTextContent('Height180');
    expect(pop).toHaveTextContent('Body Fat14%');
    expect(screen.queryByTestId('quick-view-private')).not.toBeInTheDocument();
    expect(pop.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Steel Grinder, Karma Point : 345' })).toHaveTextContent('Steel Grinder');
    expect(screen.getByRole('link', { name: 'VIEW COMMUNITY PROFILE' })).toHaveAttribute('href', '/community/profile/alice');
    await userEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(starts).toHaveBeenCalledWith({ user_id: 7 });
    off();
  });

  it('a profile shown to friends only: the withheld fields read as private, never as Unspecified or 0', async () => {
    mockUser = me;
    mockCall.mockImplementation((_name: string, payload: { user_name: string }) =>
      Promise.resolve({
        status: true,
        message: '',
        // what Get_User answers a non-friend (server/src/calls/users.ts)
        data: { ...profile(payload.user_name, 7), private: true, total_follower: 0, total_followed: 0, user_bio: '', user_weight: '', user_height: '', user_body_fat: '' },
      }),
    );
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    const pop = await screen.findByRole('dialog', { name: 'alice quick view' });
    expect(await screen.findByTestId('quick-view-private')).toHaveTextContent('alice shows their followers, bio, weight, height and body fat to friends only.');
    expect(pop).toHaveTextContent('–Followers–Followed');
    expect(pop).not.toHaveTextContent('Unspecified');
    expect(pop).not.toHaveTextContent('Weight');
    expect(pop).toHaveTextContent('345Karma');
    expect(screen.getByRole('link', { name: 'VIEW COMMUNITY PROFILE' })).toBeInTheDocument();
  });

  it('a visible profile: fields not filled in read Unspecified, the bio shows', async () => {
    mockUser = me;
    mockCall.mockImplementation((_name: string, payload: { user_name: string }) =>
      Promise.resolve({ status: true, message: '', data: { ...profile(payload.user_name, 7), user_weight: '', user_height: '0', user_body_fat: '' } }),
    );
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    const pop = await screen.findByRole('dialog', { name: 'alice quick view' });
    await waitFor(() => expect(pop).toHaveTextContent('Lifting since 2010'));
    expect(pop).toHaveTextContent('WeightUnspecifiedHeightUnspecifiedBody FatUnspecified');
    expect(screen.queryByTestId('quick-view-private')).not.toBeInTheDocument();
  });

  it('hides SEND MESSAGE on one’s own profile', async () => {
    mockUser = me;
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'me' }));
    await screen.findByRole('link', { name: 'VIEW COMMUNITY PROFILE' });
    expect(screen.queryByRole('button', { name: 'SEND MESSAGE' })).not.toBeInTheDocument();
  });

  it('keeps only one popover open and closes on an outside click', async () => {
    mockUser = me;
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    expect(await screen.findByRole('dialog', { name: 'alice quick view' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'bob' }));
    expect(await screen.findByRole('dialog', { name: 'bob quick view' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'alice quick view' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when its own trigger is pressed again', async () => {
    mockUser = null;
    render(<Page />);
    const alice = screen.getByRole('button', { name: 'alice' });
    expect(alice).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(alice);
    expect(await screen.findByRole('dialog', { name: 'alice quick view' })).toBeInTheDocument();
    expect(alice).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(alice);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(alice).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    mockUser = null;
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'bob' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bob' })).toHaveFocus();
  });

  it('keeps one popover open across two copies of the package (every app bundles its own)', async () => {
    mockUser = null;
    const React = jest.requireActual('react');
    const ReactDOM = jest.requireActual('react-dom');
    const jsxRuntime = jest.requireActual('react/jsx-runtime');
    const router = jest.requireActual('react-router-dom');
    const query = jest.requireActual('@tanstack/react-query');
    let Other: typeof UserQuickView = UserQuickView;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('react-dom', () => ReactDOM);
      jest.doMock('react/jsx-runtime', () => jsxRuntime);
      jest.doMock('react-router-dom', () => router);
      jest.doMock('@tanstack/react-query', () => query); // a shared singleton too
      Other = (jest.requireActual('./UserQuickView') as typeof import('./UserQuickView')).UserQuickView;
    });
    expect(Other).not.toBe(UserQuickView);
    render(
      <DataProvider>
        <MemoryRouter>
          <p>Outside</p>
          <UserQuickView userName="alice">alice</UserQuickView>
          <Other userName="bob">bob</Other>
        </MemoryRouter>
      </DataProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    expect(await screen.findByRole('dialog', { name: 'alice quick view' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'bob' }));
    expect(await screen.findByRole('dialog', { name: 'bob quick view' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'alice' }));
    expect(await screen.findByRole('dialog', { name: 'alice quick view' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
