/**
 * The browser's send against the rules' rate (CHAT_SEND_INTERVAL_MS per sender and thread), with
 * the Firebase SDK replaced by a store that answers like the rules (the rules themselves are tested
 * on the real local chat server: server/src/calls/messages.test.ts).
 */
import { CHAT_SEND_INTERVAL_MS } from '@ironscore/contract';
import { connectChat, disconnectChat, isChatSendTooFast, type ChatConnection } from './client';
import { setRealtimeConfig } from './runtime';

const SERVER_VALUE = { '.sv': 'timestamp' };
const store: { meta: Record<string, number | string>; writes: Array<Record<string, unknown>>; refuse: (values: Record<string, unknown>) => boolean } = {
  meta: {},
  writes: [],
  refuse: () => false,
};

jest.mock('firebase/app', () => ({ initializeApp: () => ({}), deleteApp: async () => undefined }));
jest.mock('firebase/database', () => ({
  getDatabase: () => ({}),
  connectDatabaseEmulator: () => undefined,
  ref: (_db: unknown, path: string) => ({ path }),
  push: () => ({ key: `k${Math.random().toString(36).slice(2)}` }),
  serverTimestamp: () => SERVER_VALUE,
  onValue: (_ref: { path: string }, cb: (snap: { val(): unknown }) => void) => {
    cb({ val: () => ({ ...store.meta }) });
    return () => undefined;
  },
  update: async (_ref: { path: string }, values: Record<string, unknown>) => {
    store.writes.push(values);
    if (store.refuse(values)) throw new Error('PERMISSION_DENIED: Permission denied');
    for (const [k, v] of Object.entries(values)) if (k.startsWith('metadata/')) store.meta[k.slice(9)] = v === SERVER_VALUE ? Date.now() : (v as number);
  },
}));

const jwt = (claims: object) => `x.${btoa(JSON.stringify(claims))}.sig`;
let chat: ChatConnection;
beforeAll(async () => {
  setRealtimeConfig({ databaseURL: 'http://127.0.0.1:9000?ns=ironscore', emulatorHost: '127.0.0.1:9000' });
  chat = (await connectChat(7, jwt({ exp: Date.now() / 1000 + 3600, d: { uid: '7', token: { sid: 's' } } })))!;
});
afterAll(() => disconnectChat());
beforeEach(() => {
  store.meta = {};
  store.writes = [];
  store.refuse = () => false;
});

test('each message carries the sender\'s last-sent time; a second one within the interval is not written', async () => {
  await chat.send(1, 2, 'one');
  expect(store.writes[0]).toMatchObject({ 'metadata/sent_user2': 1, 'metadata/last_sent_user2': SERVER_VALUE, 'metadata/last_message_time': SERVER_VALUE });
  const error = await chat.send(1, 2, 'two').catch((err: unknown) => err);
  expect(isChatSendTooFast(error)).toBe(true);
  expect(store.writes).toHaveLength(1);
  // another thread is not affected; after the interval the same thread is
  await chat.send(2, 1, 'elsewhere');
  await new Promise((r) => setTimeout(r, CHAT_SEND_INTERVAL_MS));
  await chat.send(1, 2, 'two');
  expect(store.meta.sent_user2).toBe(2);
});

test('refused because the user\'s other tab just sent: sent again after the interval, not lost', async () => {
  let refusals = 0;
  store.refuse = () => {
    if (refusals > 0) return false;
    refusals++;
    store.meta = { ...store.meta, sent_user1: 5, last_sent_user1: Date.now() }; // the other tab's message
    return true;
  };
  const started = Date.now();
  await chat.send(3, 1, 'hello');
  expect(Date.now() - started).toBeGreaterThanOrEqual(CHAT_SEND_INTERVAL_MS - 5);
  expect(store.writes.map((w) => w['metadata/sent_user1'])).toEqual([1, 6]);
});

test('refused again with nothing sent in between (e.g. the session ended): the permission error, not "too fast"', async () => {
  store.refuse = () => true;
  const error = await chat.send(4, 1, 'hello').catch((err: unknown) => err);
  expect(String(error)).toMatch(/permission/i);
  expect(isChatSendTooFast(error)).toBe(false);
  expect(store.writes).toHaveLength(2);
});

test('the other tab keeps sending: "too fast" after the attempts', async () => {
  store.refuse = () => {
    store.meta = { ...store.meta, sent_user1: Number(store.meta.sent_user1 ?? 0) + 1, last_sent_user1: Date.now() };
    return true;
  };
  const error = await chat.send(5, 1, 'hello').catch((err: unknown) => err);
  expect(isChatSendTooFast(error)).toBe(true);
});
