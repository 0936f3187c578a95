import { SignJWT } from 'jose';
import { MESSAGE_POLL_MS, accountCalls, conversationCalls } from '@ironscore/contract';
import { emit, on } from '@ironscore/events';

jest.mock('@ironscore/api', () => ({
  api: { call: jest.fn() },
  configureApi: jest.fn(),
  registerCalls: jest.fn(),
}));

import { api, configureApi, registerCalls } from '@ironscore/api';
import {
  addUnread,
  decodeLoginUser,
  refreshSession,
  removeUnread,
  restoreSession,
  selectManager,
  setCommunityToken,
  setUnread,
  signIn,
  signOut,
  isSignedIn,
  isVerified,
  startUnreadPolling,
  TOKEN_STORAGE_KEY,
  unreadCount,
  userType,
  useSession,
} from './index';

const callMock = api.call as unknown as jest.Mock;
// A Uint8Array of this realm (jsdom's): jose checks `instanceof Uint8Array` against it.
const secret = Uint8Array.from('test-secret-test-secret-test-secret', (c) => c.charCodeAt(0));

const member = {
  user_id: 12,
  user_email: 'ann@example.test',
  user_name: 'ann',
  user_verification_status: 1,
  user_type: 'member' as const,
};

async function sign(claims: Record<string, unknown>, expiresIn: string | number = '2h'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(secret);
}

const ok = (data: unknown) => ({ status: true, message: '', data });

function reset() {
  useSession.setState({ token: null, user: null, expiresAt: null, communityToken: null, unread: [] });
  localStorage.clear();
  callMock.mockReset();
  callMock.mockResolvedValue(ok(null));
}

beforeEach(reset);
afterEach(() => jest.useRealTimers());

describe('login', () => {
  it('stores the token and decodes the login user', async () => {
    const token = await sign(member);
    const changed = jest.fn();
    const off = on('session:changed', changed);
    const user = signIn(token);
    off();
    expect(user).toEqual(member);
    expect(useSession.getState().user).toEqual(member);
    expect(useSession.getState().token).toBe(token);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(changed).toHaveBeenCalledWith({ user: member });
  });

  it('reads the user from a nested `user` claim and numeric strings', async () => {
    const token = await sign({ user: { ...member, user_id: '12', user_verification_status: '0' } });
    expect(decodeLoginUser(token)).toEqual({ ...member, user_verification_status: 0 });
  });

  it('rejects invalid tokens and stays logged out', async () => {
    const changed = jest.fn();
    const off = on('session:changed', changed);
    expect(signIn('not-a-jwt')).toBeNull();
    expect(signIn(await sign({ user_name: 'x' }))).toBeNull();
    expect(signIn(await sign({ ...member, user_type: 'admin' }))).toBeNull();
    off();
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(changed).not.toHaveBeenCalled();
  });

  it('rejects an expired token', async () => {
    const expired = await sign(member, Math.floor(Date.now() / 1000) - 10);
    expect(signIn(expired)).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('selectors follow the user', async () => {
    const s = () => useSession.getState();
    expect([isSignedIn(s()), isVerified(s()), userType(s())]).toEqual([false, false, null]);
    signIn(await sign({ ...member, user_verification_status: 0 }));
    expect([isSignedIn(s()), isVerified(s()), userType(s())]).toEqual([true, false, 'member']);
    signIn(await sign({ ...member, user_id: 40, user_type: 'brand' }));
    expect([isSignedIn(s()), isVerified(s()), userType(s())]).toEqual([true, true, 'brand']);
  });

  it('a manager is a user whose token says user_is_manager: true (routes of access "manager")', async () => {
    signIn(await sign({ ...member }));
    expect(selectManager(useSession.getState())).toBe(false);
    expect(useSession.getState().user).not.toHaveProperty('user_is_manager');
    signIn(await sign({ ...member, user_is_manager: 'yes' }));
    expect(selectManager(useSession.getState())).toBe(false);
    signIn(await sign({ ...member, user_is_manager: true }));
    expect(selectManager(useSession.getState())).toBe(true);
  });
});

describe('logout', () => {
  it('calls Logout with the token, clears everything and emits session:changed', async () => {
    const token = await sign(member);
    const s = useSession.getState;
    signIn(token);
    setCommunityToken('community-token');
    setUnread([{ message_id: 1, user_no: 2 }]);
    const changed = jest.fn();
    const unread = jest.fn();
    const offs = [on('session:changed', changed), on('unread:changed', unread)];
    const done = signOut();
    // Cleared at once, before the server answers.
    expect(s()).toMatchObject({ token: null, user: null, communityToken: null, unread: [] });
    await done;
    offs.forEach((off) => off());
    expect(callMock).toHaveBeenCalledWith('Logout', {}, { token, tokenErrorEvent: false });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(changed).toHaveBeenCalledWith({ user: null });
    expect(unread).toHaveBeenCalledWith({ count: 0 });
  });

  it('does not call the server when asked not to, or when there is no token', async () => {
    signIn(await sign(member));
    await signOut({ callServer: false });
    await signOut();
    expect(callMock).not.toHaveBeenCalled();
  });

  it('survives a failing Logout call', async () => {
    signIn(await sign(member));
    callMock.mockRejectedValueOnce(new Error('boom'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(useSession.getState().user).toBeNull();
  });

  it('a session:expired event logs out locally', async () => {
    signIn(await sign(member));
    emit('session:expired');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(callMock).not.toHaveBeenCalled();
  });
});

describe('restore', () => {
  it('a freshly loaded store (page reload) restores the stored session', async () => {
    const token = await sign(member);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./index');
      expect(fresh.useSession.getState().user).toEqual(member);
      expect(fresh.useSession.getState().token).toBe(token);
    });
  });

  it('a freshly loaded store drops an expired stored token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, await sign(member, Math.floor(Date.now() / 1000) - 1));
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./index');
      expect(fresh.useSession.getState().user).toBeNull();
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restore() follows a sign-in and a sign-out made elsewhere (another tab)', async () => {
    const token = await sign(member);
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const changed = jest.fn();
    const off = on('session:changed', changed);
    expect(restoreSession()).toEqual(member);
    expect(restoreSession()).toEqual(member); // unchanged: no new event
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    expect(restoreSession()).toBeNull();
    off();
    expect(changed.mock.calls).toEqual([[{ user: member }], [{ user: null }]]);
  });

  it('restore() drops a token that expired while the page was open', async () => {
    const token = await sign(member, '1m');
    signIn(token);
    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 2 * 60_000);
    expect(restoreSession()).toBeNull();
    jest.restoreAllMocks();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('restore() drops a malformed stored token', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'garbage');
    expect(restoreSession()).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('refreshToken', () => {
  it('replaces the stored token when status is true and data is present', async () => {
    signIn(await sign({ ...member, user_verification_status: 0 }));
    const fresh = await sign(member);
    callMock.mockResolvedValueOnce(ok(fresh));
    const changed = jest.fn();
    const off = on('session:changed', changed);
    expect(await refreshSession()).toEqual(member);
    off();
    expect(callMock).toHaveBeenCalledWith('Get_UserToken');
    expect(useSession.getState().token).toBe(fresh);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fresh);
    expect(changed).toHaveBeenCalledWith({ user: member });
  });

  it.each([
    ['status false', { status: false, message: 'no', data: null }],
    ['no data', { status: true, message: '', data: null }],
    ['network failure', null],
  ])('clears the user otherwise (%s)', async (_label, reply) => {
    signIn(await sign(member));
    callMock.mockResolvedValueOnce(reply);
    expect(await refreshSession()).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('unread messages', () => {
  it('adds only items with a message_id that are not already present, removes by message_id', () => {
    const s = useSession.getState;
    const counts: number[] = [];
    const off = on('unread:changed', ({ count }) => counts.push(count));
    addUnread({ message_id: 5, user_no: 1 });
    addUnread({ message_id: 5, user_no: 1 });
    addUnread({ user_no: 3 });
    addUnread({ message_id: 0, user_no: 3 });
    addUnread(null);
    addUnread({ message_id: 6, user_no: 2 });
    expect(s().unread).toEqual([
      { message_id: 5, user_no: 1 },
      { message_id: 6, user_no: 2 },
    ]);
    expect(unreadCount(s())).toBe(2);
    removeUnread(5);
    removeUnread(99);
    expect(s().unread).toEqual([{ message_id: 6, user_no: 2 }]);
    setUnread([{ message_id: 7, user_no: 1 }, { message_id: 7, user_no: 1 }, { user_no: 4 }]);
    expect(s().unread).toEqual([{ message_id: 7, user_no: 1 }]);
    off();
    expect(counts).toEqual([1, 2, 1]);
  });
});

describe('user switch', () => {
  it('a different user drops the community token and unread list; a refreshed token of the same user keeps them', async () => {
    const s = useSession.getState;
    signIn(await sign({ ...member, user_verification_status: 0 }));
    setCommunityToken('ct');
    setUnread([{ message_id: 1, user_no: 2 }]);
    signIn(await sign(member));
    expect(s()).toMatchObject({ communityToken: 'ct', unread: [{ message_id: 1, user_no: 2 }] });
    signIn(await sign({ ...member, user_id: 99, user_name: 'bob' }));
    expect(s()).toMatchObject({ communityToken: null, unread: [] });
  });
});

describe('unread polling', () => {
  it('fetches on sign-in and every 30 s while signed in, stops after logout', async () => {
    const token = await sign(member);
    jest.useFakeTimers();
    callMock.mockImplementation(async (name: string) =>
      name === 'Get_UserMessageList' ? ok([{ message_id: 3, user_no: 9 }]) : ok(null),
    );
    const stop = startUnreadPolling();
    const listCalls = () => callMock.mock.calls.filter(([name]) => name === 'Get_UserMessageList').length;
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 2);
    expect(listCalls()).toBe(0); // signed out: nothing

    signIn(token);
    await jest.advanceTimersByTimeAsync(0);
    expect(listCalls()).toBe(1);
    expect(useSession.getState().unread).toEqual([{ message_id: 3, user_no: 9 }]);
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS - 1);
    expect(listCalls()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(listCalls()).toBe(2);
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS);
    expect(listCalls()).toBe(3);

    await signOut();
    expect(useSession.getState().unread).toEqual([]);
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 3);
    expect(listCalls()).toBe(3);

    signIn(token); // resumes on the next sign-in
    await jest.advanceTimersByTimeAsync(0);
    expect(listCalls()).toBe(4);
    stop();
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS * 3);
    expect(listCalls()).toBe(4);
  });

  it('keeps only conversations with unread messages', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    const token = await sign(member);
    callMock.mockResolvedValue(
      ok([
        { message_id: 1, user_no: 1, user_id: 5, unread_count: 0 },
        { message_id: 2, user_no: 2, user_id: 6, unread_count: 3 },
        { message_id: 3, user_no: 1 },
      ]),
    );
    signIn(token);
    const stop = startUnreadPolling();
    await jest.advanceTimersByTimeAsync(0);
    expect(useSession.getState().unread).toEqual([
      { message_id: 2, user_no: 2 },
      { message_id: 3, user_no: 1 },
    ]);
    stop();
  });

  it('an unsuccessful list empties the unread list; a network failure keeps it', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    const token = await sign(member);
    signIn(token);
    setUnread([{ message_id: 1, user_no: 2 }]);
    callMock.mockResolvedValueOnce(null);
    const stop = startUnreadPolling();
    await jest.advanceTimersByTimeAsync(0);
    expect(useSession.getState().unread).toEqual([{ message_id: 1, user_no: 2 }]);
    callMock.mockResolvedValueOnce({ status: false, message: 'none', data: null });
    await jest.advanceTimersByTimeAsync(MESSAGE_POLL_MS);
    expect(useSession.getState().unread).toEqual([]);
    stop();
  });
});

describe('binding to packages/api', () => {
  it('api reads the token from the store', async () => {
    const config = (configureApi as jest.Mock).mock.calls[0][0] as { getToken: () => string | null };
    expect(config.getToken()).toBeNull();
    const token = await sign(member);
    signIn(token);
    expect(config.getToken()).toBe(token);
  });

  it('registers the areas of the calls it makes (Logout, Get_UserToken, Get_UserMessageList)', () => {
    expect(registerCalls).toHaveBeenCalledWith(accountCalls, conversationCalls);
    for (const name of ['Logout', 'Get_UserToken', 'Get_UserMessageList']) expect(name in accountCalls || name in conversationCalls).toBe(true);
  });
});
