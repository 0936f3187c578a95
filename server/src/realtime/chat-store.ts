/**
 * The API's side of the realtime chat (spec/1 §3, spec/2 §3): the Realtime Database holds
 *
 *   /chats/{message_id}/members/{user_id}   1 or 2 (user_no) — written by the API only
 *   /chats/{message_id}/messages/{key}      { sender_id, content, timestamp, deleted_by? }
 *   /chats/{message_id}/metadata            { last_message_time, unread_count_user1, unread_count_user2 }
 *   /inbox/{user_id}/{message_id}           the user's side (1 or 2) — written by the API only; the
 *                                           shell listens here to learn of new threads at once
 *
 * and database.rules.json lets only the two members read or write a thread (see README
 * "Realtime messages"). The API acts as the user `ironscore-api` (locally: a custom token that the
 * root rules let read and write; on Firebase: firebase-admin, which bypasses rules) to create
 * threads, reset a reader's counter, hide a thread for one user, and watch the metadata of the
 * threads its signed-in users have (the relay mirrors counters to PostgreSQL and sends the
 * new-message e-mail).
 *
 * The browser signs in with `tokenFor(user_id)` (uid = String(user_id)): locally an HS256 token the
 * local server verifies with the shared secret; on Firebase a custom token for signInWithCustomToken.
 */
import { SignJWT } from 'jose';
import type { RealtimeConfig } from '../config';

/** The API's own uid in the realtime store (database.rules.json root rules). */
export const API_UID = 'ironscore-api';
/** Lifetime of a browser's local token; Get_UserMessageList (polled every 30 s) hands one out that is at most BROWSER_TOKEN_REUSE_MS old. */
export const BROWSER_TOKEN_TTL_S = 3600;
/** Lifetime of the API's own local token. */
const API_TOKEN_TTL_S = 30 * 24 * 3600;
/**
 * How long a minted browser token is handed out again (it stays valid for at least
 * BROWSER_TOKEN_TTL_S − this): minting on every 30 s poll was most of Get_UserMessageList's CPU on
 * Firebase (an RS256 signature) and a good part locally.
 */
export const BROWSER_TOKEN_REUSE_MS = 10 * 60_000;
/** Users whose token is kept for reuse at most (the oldest are dropped first). */
const TOKEN_REUSE_LIMIT = 10_000;
/** Threads watched at most (least recently requested ones are dropped). */
export const WATCH_LIMIT = 5000;

export interface ChatMetadata {
  last_message_time?: number;
  unread_count_user1?: number;
  unread_count_user2?: number;
}

export interface ChatMessageRecord {
  sender_id: number;
  content: string;
  timestamp: number;
  deleted_by?: Record<string, boolean>;
}

export type MetadataListener = (messageId: number, metadata: ChatMetadata) => void;

export interface ChatStore {
  /** False when no realtime store is configured: messages calls say so, the browser gets no token. */
  readonly available: boolean;
  /** A token with which the browser signs in as `userId` ('' when unavailable). */
  tokenFor(userId: number): Promise<string>;
  /** Writes the thread's members, both inbox entries (and zero counters when missing). Idempotent. */
  openThread(messageId: number, user1: number, user2: number): Promise<void>;
  /** Sets side `side`'s unread counter to 0. */
  resetUnread(messageId: number, side: 1 | 2): Promise<void>;
  /** Marks every current message of the thread deleted for `userId` (deleted_by/{userId} = true). */
  hideMessagesFor(messageId: number, userId: number): Promise<void>;
  /** Messages of a thread (tests, seed). */
  messages(messageId: number): Promise<Record<string, ChatMessageRecord>>;
  /** Watches these threads' metadata (changes reach the metadata listeners). */
  watch(messageIds: readonly number[]): void;
  onMetadata(listener: MetadataListener): () => void;
  /** Multi-path write from the root (seed). */
  writePaths(values: Record<string, unknown>): Promise<void>;
  read(path: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The few database operations the store needs, as the API's privileged user. */
export interface RealtimeAdmin {
  update(path: string, values: Record<string, unknown>): Promise<void>;
  /** One read (a listener that detaches after the first value: the local server answers no get()). */
  read(path: string): Promise<unknown>;
  listen(path: string, onValue: (value: unknown) => void): () => void;
  /** A browser token for `uid`. */
  mint(uid: string): Promise<string>;
  close(): Promise<void>;
}

/** HS256 custom token in the format firebase-server verifies ({ v: 0, d: { uid }, iat, exp }). */
export async function mintLocalToken(secret: string, uid: string, ttlSeconds = BROWSER_TOKEN_TTL_S): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ v: 0, d: { uid } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}

let appCount = 0;

/** The local server through the Firebase JS SDK (as the `ironscore-api` user). */
export async function localAdmin(config: Extract<RealtimeConfig, { mode: 'local' }>): Promise<RealtimeAdmin> {
  const { initializeApp, deleteApp } = await import('firebase/app');
  const { getDatabase, connectDatabaseEmulator, ref, update, onValue } = await import('firebase/database');
  const app = initializeApp(
    { databaseURL: `http://${config.host}:${config.port}?ns=ironscore`, projectId: 'ironscore' },
    `ironscore-api-${process.pid}-${++appCount}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, config.host, config.port, { mockUserToken: await mintLocalToken(config.secret, API_UID, API_TOKEN_TTL_S) });
  const node = (path: string) => (path ? ref(db, path) : ref(db));
  return {
    update: (path, values) => update(node(path), values),
    read: (path) =>
      new Promise((resolve, reject) => onValue(node(path), (snap) => resolve(snap.val()), reject, { onlyOnce: true })),
    listen: (path, onChange) => onValue(node(path), (snap) => onChange(snap.val()), () => undefined),
    mint: (uid) => mintLocalToken(config.secret, uid),
    close: () => deleteApp(app),
  };
}

/** A Firebase project through firebase-admin (credentials: GOOGLE_APPLICATION_CREDENTIALS). */
export async function firebaseAdmin(config: Extract<RealtimeConfig, { mode: 'firebase' }>): Promise<RealtimeAdmin> {
  const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
  const { getDatabase } = await import('firebase-admin/database');
  const { getAuth } = await import('firebase-admin/auth');
  const app = initializeApp({ credential: applicationDefault(), databaseURL: config.databaseURL }, `ironscore-chat-${++appCount}`);
  const db = getDatabase(app);
  return {
    update: (path, values) => db.ref(path || '/').update(values),
    read: async (path) => (await db.ref(path || '/').once('value')).val(),
    listen: (path, onChange) => {
      const r = db.ref(path);
      const cb = r.on('value', (snap) => onChange(snap.val()));
      return () => r.off('value', cb);
    },
    mint: (uid) => getAuth(app).createCustomToken(uid),
    close: () => deleteApp(app),
  };
}

export function createChatStore(admin: RealtimeAdmin, log?: { warn(obj: unknown, msg?: string): void }, now = Date.now): ChatStore {
  const watched = new Map<number, () => void>();
  const minted = new Map<number, { token: Promise<string>; at: number }>();
  const listeners = new Set<MetadataListener>();
  const emit = (id: number, value: unknown) => {
    const meta = (value && typeof value === 'object' ? value : {}) as ChatMetadata;
    for (const l of listeners) {
      try {
        l(id, meta);
      } catch (err) {
        log?.warn({ err }, 'chat metadata listener failed');
      }
    }
  };
  return {
    available: true,
    tokenFor(userId) {
      const kept = minted.get(userId);
      if (kept && now() - kept.at < BROWSER_TOKEN_REUSE_MS) return kept.token;
      const token = admin.mint(String(userId));
      minted.delete(userId);
      minted.set(userId, { token, at: now() });
      token.catch(() => minted.get(userId)?.token === token && minted.delete(userId));
      while (minted.size > TOKEN_REUSE_LIMIT) minted.delete(minted.keys().next().value as number);
      return token;
    },
    async openThread(messageId, user1, user2) {
      const meta = (await admin.read(`chats/${messageId}/metadata`)) as ChatMetadata | null;
      const chat = `chats/${messageId}`;
      await admin.update('', {
        [`${chat}/members/${user1}`]: 1,
        [`${chat}/members/${user2}`]: 2,
        ...(meta?.unread_count_user1 === undefined ? { [`${chat}/metadata/unread_count_user1`]: 0 } : {}),
        ...(meta?.unread_count_user2 === undefined ? { [`${chat}/metadata/unread_count_user2`]: 0 } : {}),
        [`inbox/${user1}/${messageId}`]: 1,
        [`inbox/${user2}/${messageId}`]: 2,
      });
    },
    async resetUnread(messageId, side) {
      await admin.update(`chats/${messageId}/metadata`, { [`unread_count_user${side}`]: 0 });
    },
    async hideMessagesFor(messageId, userId) {
      const messages = ((await admin.read(`chats/${messageId}/messages`)) ?? {}) as Record<string, ChatMessageRecord>;
      const paths: Record<string, boolean> = {};
      for (const [key, m] of Object.entries(messages)) if (!m.deleted_by?.[String(userId)]) paths[`${key}/deleted_by/${userId}`] = true;
      if (Object.keys(paths).length > 0) await admin.update(`chats/${messageId}/messages`, paths);
    },
    async messages(messageId) {
      return ((await admin.read(`chats/${messageId}/messages`)) ?? {}) as Record<string, ChatMessageRecord>;
    },
    watch(messageIds) {
      for (const id of messageIds) {
        const off = watched.get(id);
        if (off) {
          // most recently requested last (Map order = eviction order)
          watched.delete(id);
          watched.set(id, off);
          continue;
        }
        watched.set(id, admin.listen(`chats/${id}/metadata`, (value) => emit(id, value)));
        while (watched.size > WATCH_LIMIT) {
          const [oldest, stop] = watched.entries().next().value as [number, () => void];
          stop();
          watched.delete(oldest);
        }
      }
    },
    onMetadata(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    writePaths: (values) => admin.update('', values),
    read: (path) => admin.read(path),
    async close() {
      for (const stop of watched.values()) stop();
      watched.clear();
      listeners.clear();
      await admin.close();
    },
  };
}

/** No realtime store configured: honest refusals, no tokens. */
export const noChatStore: ChatStore = {
  available: false,
  tokenFor: async () => '',
  openThread: async () => undefined,
  resetUnread: async () => undefined,
  hideMessagesFor: async () => undefined,
  messages: async () => ({}),
  watch: () => undefined,
  onMetadata: () => () => undefined,
  writePaths: async () => undefined,
  read: async () => null,
  close: async () => undefined,
};

/** The store of a configuration (connects). */
export async function chatStoreFromConfig(realtime: RealtimeConfig | null, log?: { warn(obj: unknown, msg?: string): void }): Promise<ChatStore> {
  if (!realtime) return noChatStore;
  return createChatStore(realtime.mode === 'local' ? await localAdmin(realtime) : await firebaseAdmin(realtime), log);
}
