import { BROWSER_TOKEN_REUSE_MS, RevokedSessionError, createChatStore, type RealtimeAdmin } from './chat-store';

function fakeAdmin() {
  const minted: string[] = [];
  const writes: Array<[string, Record<string, unknown>]> = [];
  const admin: RealtimeAdmin = {
    update: async (path, values) => {
      writes.push([path, values]);
    },
    read: async () => null,
    listen: () => () => undefined,
    mint: async (uid, sid) => {
      minted.push(uid);
      return `token-${uid}-${sid}-${minted.length}`;
    },
    close: async () => undefined,
  };
  return { admin, minted, writes };
}

describe('ChatStore.tokenFor', () => {
  const expiresAt = new Date(2_000_000_000_000);
  const s = (jti: string) => ({ jti, expiresAt });

  it('hands the same browser token out again for BROWSER_TOKEN_REUSE_MS, then mints a new one', async () => {
    let clock = 1_000_000;
    const { admin, minted, writes } = fakeAdmin();
    const store = createChatStore(admin, undefined, () => clock);

    const first = await store.tokenFor(7, s('a'));
    expect(first).toBe('token-7-a-1');
    expect(writes).toEqual([['sessions/7', { a: expiresAt.getTime() }]]); // the session's entry first
    clock += BROWSER_TOKEN_REUSE_MS - 1;
    expect(await store.tokenFor(7, s('a'))).toBe(first);
    expect(await store.tokenFor(8, s('b'))).not.toBe(first); // per user
    expect(await store.tokenFor(7, s('c'))).not.toBe(first); // and per session
    expect(minted).toEqual(['7', '8', '7']);

    clock += 1;
    const second = await store.tokenFor(7, s('a'));
    expect(second).not.toBe(first);
    expect(minted).toEqual(['7', '8', '7', '7']);

    // an ended session's token is not handed out again
    await store.endSessions([{ userId: 7, jti: 'a' }]);
    expect(writes.at(-1)).toEqual(['', { 'sessions/7/a': null }]);
    expect(await store.tokenFor(7, s('a'))).not.toBe(second);
  });

  it('a session revoked while its entry was written gets no token and its entry is deleted', async () => {
    const { admin, minted, writes } = fakeAdmin();
    const store = createChatStore(admin);
    await expect(store.tokenFor(7, { ...s('a'), stillLive: async () => false })).rejects.toBeInstanceOf(RevokedSessionError);
    expect(minted).toEqual([]);
    expect(writes).toEqual([
      ['sessions/7', { a: expiresAt.getTime() }],
      ['sessions/7', { a: null }],
    ]);
    await expect(store.tokenFor(7, { ...s('a'), stillLive: async () => true })).resolves.toBe('token-7-a-1');
  });

  it('does not keep a failed mint', async () => {
    const { admin } = fakeAdmin();
    let fail = true;
    const mint = admin.mint;
    admin.mint = (uid, sid) => (fail ? Promise.reject(new Error('down')) : mint(uid, sid));
    const store = createChatStore(admin);
    await expect(store.tokenFor(7, s('a'))).rejects.toThrow('down');
    fail = false;
    await expect(store.tokenFor(7, s('a'))).resolves.toBe('token-7-a-1');
  });
});
