/**
 * The API's side of the realtime chat (spec/1 §3, spec/2 §3): the Realtime Database holds
 *
 *   /chats/{message_id}/members/{user_id}   1 or 2 (user_no) — written by the API only
 *   /chats/{message_id}/messages/{key}      { sender_id, content, timestamp, deleted_by? }
 *   /chats/{message_id}/metadata            { last_message_key, last_message_time, sent_user1, sent_user2,
 *                                           last_sent_user1, last_sent_user2 (the rules' rate per sender) }
 *                                           (the sender, with each message) and { unread_count_user1,
 *                                           unread_count_user2 } (the API only)
 *   /inbox/{user_id}/{message_id}           the user's side (1 or 2) — written by the API only; the
 *                                           shell listens here to learn of new threads at once
 *   /sessions/{user_id}/{session_id}        expiry (ms) of an API session with a chat token — the API only
 *
 * and database.rules.json lets only the two members read or write a thread (see README
 * "Realtime messages"). The API acts as the user `ironscore-api` (locally: a custom token that the
 * root rules let read and write; on Firebase: firebase-admin, which bypasses rules) to create
 * threads, publish the unread counters, hide a thread for one user, keep the session entries, and
 * watch the metadata of the threads its signed-in users have (the relay turns the sent counters into
 * unread counts in PostgreSQL, publishes them and sends the new-message e-mail).
 *
 * The browser signs in with `tokenFor(user_id, session)` (uid = String(user_id), claim `sid` = the API
 * session's id): locally an HS256 token the local server verifies with the shared secret; on
 * Firebase a custom token for signInWithCustomToken. Minting writes /sessions/{uid}/{sid} = the
 * session's expiry (ms), and the rules let a browser read or write only while that entry exists and
 * lies ahead; revoking the API session deletes it (src/realtime/chat-sessions.ts), so the chat token
 * of a revoked session is refused at once.
 *
 * Unread state (README "Realtime messages"): the browser writes only messages, each with its side's
 * sent counter +1 (`sent_user1|2`) and `last_message_key`/`last_message_time` (the rules tie them to
 * that one new message); the API alone writes `unread_count_user1|2` (src/realtime/relay.ts).
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
  /** Key of the newest message (written with it). */
  last_message_key?: string;
  /** Messages each side has sent since the counters began (+1 with each message, rules-enforced). */
  sent_user1?: number;
  sent_user2?: number;
  /** Written by the API only: the other side's sent count minus what this side has read. */
  unread_count_user1?: number;
  unread_count_user2?: number;
}

/** The API session a browser token belongs to. */
export interface ChatSession {
  /** The session id (the API token's `jti`). */
  jti: string;
  /** When the API session runs out. */
  expiresAt: Date;
  /**
   * Asked after a fresh entry is written: is the session still live? A revocation that committed
   * meanwhile may have swept the entries before this one landed; then the entry is deleted again and
   * no token is handed out ('').
   */
  stillLive?: () => Promise<boolean>;
}

export interface ChatMessageRecord {
  sender_id: number;
  content: string;
  timestamp: number;
  deleted_by?: Record<string, boolean>;
}

/** tokenFor: the session was revoked while its entry was written. */
export class RevokedSessionError extends Error {
  constructor() {
    super('the session was revoked');
  }
}

export type MetadataListener = (messageId: number, metadata: ChatMetadata) => void;

export interface ChatStore {
  /** False when no realtime store is configured: messages calls say so, the browser gets no token. */
  readonly available: boolean;
  /**
   * A token with which the browser signs in as `userId` for API session `session` ('' when
   * unavailable). Writes the session's entry (/sessions/{uid}/{jti}) before it hands the token out.
   */
  tokenFor(userId: number, session: ChatSession): Promise<string>;
  /** The API sessions of `userId` that have an entry (all users when omitted): user id → jti list. */
  chatSessions(userId?: number): Promise<Map<number, string[]>>;
  /** Deletes these sessions' entries: their tokens can no longer read or write. */
  endSessions(sessions: ReadonlyArray<{ userId: number; jti: string }>): Promise<void>;
  /** Writes the thread's members and both inbox entries. Idempotent. */
  openThread(messageId: number, user1: number, user2: number): Promise<void>;
  /** A thread's metadata, read from the store now. */
  metadata(messageId: number): Promise<ChatMetadata>;
  /** Publishes the unread counters the API computed (metadata/unread_count_user1|2). */
  publishUnread(messageId: number, counts: { unread_count_user1?: number; unread_count_user2?: number }): Promise<void>;
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
  /** A browser token for `uid` carrying the claim `sid`. */
  mint(uid: string, sid: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * HS256 custom token in the format firebase-server verifies ({ v: 0, d: { uid, token: { sid } }, iat,
 * exp }): firebase-server hands `d` to the rules as `auth`, so the claim reads `auth.token.sid` as on
 * Firebase (a custom token's developer claims).
 */
export async function mintLocalToken(secret: string, uid: string, ttlSeconds = BROWSER_TOKEN_TTL_S, sid?: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ v: 0, d: { uid, ...(sid ? { token: { sid } } : {}) } })
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
    mint: (uid, sid) => mintLocalToken(config.secret, uid, BROWSER_TOKEN_TTL_S, sid),
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
    mint: (uid, sid) => getAuth(app).createCustomToken(uid, { sid }),
    close: () => deleteApp(app),
  };
}

export function createChatStore(admin: RealtimeAdmin, log?: { warn(obj: unknown, msg?: string): void }, now = Date.now): ChatStore {
  const watched = new Map<number, () => void>();
  const minted = new Map<string, { token: Promise<string>; at: number }>();
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
    tokenFor(userId, session) {
      // one token per API session (and its expiry: a refreshed session gets a fresh entry)
      const key = `${userId}:${session.jti}:${session.expiresAt.getTime()}`;
      const kept = minted.get(key);
      if (kept && now() - kept.at < BROWSER_TOKEN_REUSE_MS) return kept.token;
      const token = admin
        .update(`sessions/${userId}`, { [session.jti]: session.expiresAt.getTime() })
        .then(async () => {
          if (session.stillLive && !(await session.stillLive())) {
            await admin.update(`sessions/${userId}`, { [session.jti]: null });
            throw new RevokedSessionError();
          }
          return admin.mint(String(userId), session.jti);
        });
      minted.delete(key);
      minted.set(key, { token, at: now() });
      token.catch(() => minted.get(key)?.token === token && minted.delete(key));
      while (minted.size > TOKEN_REUSE_LIMIT) minted.delete(minted.keys().next().value as string);
      return token;
    },
    async chatSessions(userId) {
      const value = await admin.read(userId === undefined ? 'sessions' : `sessions/${userId}`);
      const tree = (userId === undefined ? value : { [userId]: value }) as Record<string, Record<string, unknown> | null> | null;
      const out = new Map<number, string[]>();
      for (const [uid, entries] of Object.entries(tree ?? {})) {
        if (entries && typeof entries === 'object' && Number.isInteger(Number(uid))) out.set(Number(uid), Object.keys(entries));
      }
      return out;
    },
    async endSessions(list) {
      if (list.length === 0) return;
      for (const key of [...minted.keys()]) if (list.some((s) => key.startsWith(`${s.userId}:${s.jti}:`))) minted.delete(key);
      await admin.update('', Object.fromEntries(list.map((s) => [`sessions/${s.userId}/${s.jti}`, null])));
    },
    async openThread(messageId, user1, user2) {
      const chat = `chats/${messageId}`;
      await admin.update('', {
        [`${chat}/members/${user1}`]: 1,
        [`${chat}/members/${user2}`]: 2,
        [`inbox/${user1}/${messageId}`]: 1,
        [`inbox/${user2}/${messageId}`]: 2,
      });
    },
    async metadata(messageId) {
      const value = await admin.read(`chats/${messageId}/metadata`);
      return (value && typeof value === 'object' ? value : {}) as ChatMetadata;
    },
    async publishUnread(messageId, counts) {
      if (Object.keys(counts).length > 0) await admin.update(`chats/${messageId}/metadata`, counts);
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
  chatSessions: async () => new Map(),
  endSessions: async () => undefined,
  openThread: async () => undefined,
  metadata: async () => ({}),
  publishUnread: async () => undefined,
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
