import { BROWSER_TOKEN_REUSE_MS, createChatStore, type RealtimeAdmin } from './chat-store';

function fakeAdmin() {
  const minted: string[] = [];
  const admin: RealtimeAdmin = {
    update: async () => undefined,
    read: async () => null,
    listen: () => () => undefined,
    mint: async (uid) => {
      minted.push(uid);
      return `token-${uid}-${minted.length}`;
    },
    close: async () => undefined,
  };
  return { admin, minted };
}

describe('ChatStore.tokenFor', () => {
  it('hands the same browser token out again for BROWSER_TOKEN_REUSE_MS, then mints a new one', async () => {
    let clock = 1_000_000;
    const { admin, minted } = fakeAdmin();
    const store = createChatStore(admin, undefined, () => clock);

    const first = await store.tokenFor(7);
    clock += BROWSER_TOKEN_REUSE_MS - 1;
    expect(await store.tokenFor(7)).toBe(first);
    expect(await store.tokenFor(8)).not.toBe(first); // per user
    expect(minted).toEqual(['7', '8']);

    clock += 1;
    const second = await store.tokenFor(7);
    expect(second).not.toBe(first);
    expect(minted).toEqual(['7', '8', '7']);
  });

  it('does not keep a failed mint', async () => {
    const { admin } = fakeAdmin();
    let fail = true;
    const mint = admin.mint;
    admin.mint = (uid) => (fail ? Promise.reject(new Error('down')) : mint(uid));
    const store = createChatStore(admin);
    await expect(store.tokenFor(7)).rejects.toThrow('down');
    fail = false;
    await expect(store.tokenFor(7)).resolves.toBe('token-7-1');
  });
});
