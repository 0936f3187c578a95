import type { ChatMetadata } from '@ironscore/contract';
import { setUnread, useSession } from '@ironscore/session';
import { needsReconnect, tokenExpiry, tokenSession, type ChatConnection } from './client';
import { parseRealtimeConfig } from './runtime';
import { applyUnread, followUnread, type UnreadCounts } from './unread';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;

describe('parseRealtimeConfig', () => {
  test('local server, production project, or nothing', () => {
    expect(parseRealtimeConfig({ realtime: { databaseURL: 'http://127.0.0.1:9000?ns=ironscore', emulatorHost: '127.0.0.1:9000' } })).toEqual({
      databaseURL: 'http://127.0.0.1:9000?ns=ironscore',
      emulatorHost: '127.0.0.1:9000',
    });
    expect(
      parseRealtimeConfig({
        realtime: { databaseURL: 'https://p-default-rtdb.firebaseio.com' },
        firebase: { apiKey: 'k', projectId: 'p' },
      }),
    ).toEqual({ databaseURL: 'https://p-default-rtdb.firebaseio.com', firebase: { apiKey: 'k', projectId: 'p', authDomain: 'p.firebaseapp.com' } });
    // production without the web config could not sign in
    expect(parseRealtimeConfig({ realtime: { databaseURL: 'https://p-default-rtdb.firebaseio.com' } })).toBeNull();
    expect(parseRealtimeConfig({ realtime: { databaseURL: 'x', emulatorHost: 'no port' } })).toBeNull();
    expect(parseRealtimeConfig({})).toBeNull();
    expect(parseRealtimeConfig(null)).toBeNull();
  });
});

describe('tokens', () => {
  test('expiry and when a new token reconnects', () => {
    expect(tokenExpiry(jwt({ exp: 1000 }))).toBe(1000);
    expect(tokenExpiry('garbage')).toBe(Infinity);
    const now = 1_000_000 * 1000;
    const existing = { userId: 7, expiresAt: 1_000_000 + 3600 };
    expect(needsReconnect(now, null, 7, jwt({ exp: 1 }), true)).toBe(true);
    expect(needsReconnect(now, existing, 8, jwt({ exp: 1_000_000 + 3600 }), true)).toBe(true);
    // plenty of time left: keep the connection
    expect(needsReconnect(now, existing, 7, jwt({ exp: 1_000_000 + 7200 }), true)).toBe(false);
    // about to run out and the new token lives longer: reconnect
    expect(needsReconnect(now + 3500_000, existing, 7, jwt({ exp: 1_000_000 + 7200 }), true)).toBe(true);
    expect(needsReconnect(now + 3500_000, existing, 7, jwt({ exp: 1_000_000 + 3600 }), true)).toBe(false);
    // Firebase keeps its own session fresh
    expect(needsReconnect(now + 3500_000, existing, 7, jwt({ exp: 1_000_000 + 7200 }), false)).toBe(false);
    // a token of another API session replaces the connection (local and Firebase tokens)
    expect(tokenSession(jwt({ d: { uid: '7', token: { sid: 's1' } } }))).toBe('s1');
    expect(tokenSession(jwt({ uid: '7', claims: { sid: 's2' } }))).toBe('s2');
    expect(tokenSession('garbage')).toBeNull();
    const inSession = { ...existing, session: 's1' };
    expect(needsReconnect(now, inSession, 7, jwt({ exp: 1_000_000 + 7200, d: { token: { sid: 's1' } } }), true)).toBe(false);
    expect(needsReconnect(now, inSession, 7, jwt({ exp: 1_000_000 + 7200, d: { token: { sid: 's2' } } }), true)).toBe(true);
    expect(needsReconnect(now, inSession, 7, jwt({ claims: { sid: 's2' } }), false)).toBe(true);
  });
});

describe('live unread markers', () => {
  function fakeConnection() {
    let inbox: (t: Record<number, 1 | 2>) => void = () => undefined;
    const meta = new Map<number, (m: Partial<ChatMetadata>) => void>();
    const connection = {
      userId: 2,
      onInbox: (l: typeof inbox) => ((inbox = l), () => undefined),
      onMetadata: (id: number, l: (m: Partial<ChatMetadata>) => void) => (meta.set(id, l), () => meta.delete(id)),
    } as unknown as ChatConnection;
    return { connection, inbox: (t: Record<number, 1 | 2>) => inbox(t), meta: (id: number, m: Partial<ChatMetadata>) => meta.get(id)!(m) };
  }

  test('a thread’s counter for the user puts it in or out of the session’s unread list', () => {
    useSession.setState({ unread: [] });
    const fake = fakeConnection();
    let counts: UnreadCounts = new Map();
    followUnread(fake.connection, (c) => {
      counts = c;
      applyUnread(c);
    });
    fake.inbox({ 10: 1, 11: 2 });
    fake.meta(10, { unread_count_user1: 0, unread_count_user2: 3 });
    fake.meta(11, { unread_count_user1: 0, unread_count_user2: 2 });
    expect(useSession.getState().unread).toEqual([{ message_id: 11, user_no: 2 }]);
    fake.meta(10, { unread_count_user1: 1, unread_count_user2: 0 });
    expect(useSession.getState().unread.map((u) => u.message_id).sort()).toEqual([10, 11]);
    fake.meta(11, { unread_count_user2: 0 });
    expect(useSession.getState().unread).toEqual([{ message_id: 10, user_no: 1 }]);
    // a stale poll result is corrected by the live state
    setUnread([{ message_id: 11, user_no: 2 }]);
    applyUnread(counts);
    expect(useSession.getState().unread).toEqual([{ message_id: 10, user_no: 1 }]);
  });
});
