/**
 * The browser's connection to the chat's Realtime Database (one per app and signed-in user), on the
 * Firebase JS SDK, loaded only when a signed-in page needs it.
 *
 * Sign-in: the token the API mints for the user (Get_UserMessageList's `chat_token`). Locally it
 * goes to the local server as the emulator's user token (the server checks its signature and
 * expiry; a new token reconnects before the old one runs out); on Firebase it is a custom token
 * for signInWithCustomToken (Firebase keeps the session fresh itself).
 *
 * Reads use listeners only (the local server answers no get()).
 */
import { CHAT_SEND_INTERVAL_MS, type ChatMessage, type ChatMetadata } from '@ironscore/contract';
import { tokenClaims } from '@ironscore/session';
import { loadRealtimeConfig, type RealtimeWebConfig } from './runtime';

export interface ChatEntry extends ChatMessage {
  key: string;
}

export interface ChatConnection {
  userId: number;
  /** The user's threads and their side in each (live). */
  onInbox(listener: (threads: Record<number, 1 | 2>) => void, onError?: (err: Error) => void): () => void;
  /** A thread's metadata (live). */
  onMetadata(messageId: number, listener: (meta: Partial<ChatMetadata>) => void, onError?: (err: Error) => void): () => void;
  /** A thread's messages the user has not deleted, oldest first (live). */
  onMessages(messageId: number, listener: (messages: ChatEntry[]) => void, onError?: (err: Error) => void): () => void;
  /**
   * Sends a message: the message, its key and time as the thread's last, the sender's own sent
   * counter +1 and its last-sent time (`last_sent_userN`, the rules' rate limit), in one write (the
   * rules refuse anything else). Unread counters are the API's. Rejects with ChatSendTooFast (see
   * isChatSendTooFast) when the user sends again within CHAT_SEND_INTERVAL_MS: nothing was sent.
   */
  send(messageId: number, side: 1 | 2, content: string): Promise<void>;
}

const TOO_FAST = 'ChatSendTooFast';

/** The message was not sent: the same user sent one in this thread less than CHAT_SEND_INTERVAL_MS ago. */
export class ChatSendTooFast extends Error {
  constructor() {
    super('Sending too fast: the message was not sent.');
    this.name = TOO_FAST;
  }
}

/** Whether a send failed because the user sends too fast (the message was not sent). */
export function isChatSendTooFast(err: unknown): boolean {
  return (err as Error | null)?.name === TOO_FAST;
}

/** Seconds before a local token's expiry at which a newer token reconnects. */
const RENEW_BEFORE_S = 600;
const SEND_ATTEMPTS = 4;

interface Current {
  userId: number;
  token: string;
  expiresAt: number;
  /** The API session the token belongs to (tokenSession). */
  session: string | null;
  connection: Promise<ChatConnection | null>;
  close: () => Promise<void>;
}

let current: Current | null = null;
let appCount = 0;
const changeListeners = new Set<(connection: ChatConnection | null) => void>();

const claimsOf = (token: string) =>
  tokenClaims(token) as { exp?: unknown; d?: { token?: { sid?: unknown } }; claims?: { sid?: unknown } } | null;

/** `exp` of a JWT (seconds), or Infinity when it has none or cannot be read. */
export function tokenExpiry(token: string): number {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp : Infinity;
}

/** The API session (claim `sid`) of a chat token: local ({ d: { token: { sid } } }) or a Firebase custom token ({ claims: { sid } }). */
export function tokenSession(token: string): string | null {
  const claims = claimsOf(token);
  const sid = claims?.d?.token?.sid ?? claims?.claims?.sid;
  return typeof sid === 'string' ? sid : null;
}

/**
 * Whether a connection for (userId, token) should replace the current one: another user, no
 * connection yet, a token of another API session (chat access ends with its session), or (local
 * tokens) the current token runs out soon and this one is newer.
 */
export function needsReconnect(
  now: number,
  existing: Pick<Current, 'userId' | 'expiresAt'> & { session?: string | null } | null,
  userId: number,
  token: string,
  local: boolean,
): boolean {
  if (!existing || existing.userId !== userId) return true;
  if (existing.session !== undefined && existing.session !== tokenSession(token)) return true;
  if (!local) return false;
  return existing.expiresAt - now / 1000 < RENEW_BEFORE_S && tokenExpiry(token) > existing.expiresAt;
}

function visible(userId: number, value: unknown): ChatEntry[] {
  const entries = Object.entries((value ?? {}) as Record<string, ChatMessage>)
    .filter(([, m]) => m && typeof m === 'object' && !m.deleted_by?.[String(userId)])
    .map(([key, m]) => ({ ...m, key }));
  return entries.sort((a, b) => a.timestamp - b.timestamp || a.key.localeCompare(b.key));
}

async function open(config: RealtimeWebConfig, userId: number, token: string): Promise<{ connection: ChatConnection; close: () => Promise<void> }> {
  const { initializeApp, deleteApp } = await import('firebase/app');
  const db$ = await import('firebase/database');
  const name = `ironscore-chat-${userId}-${++appCount}`;
  const app = initializeApp(
    config.firebase ? { ...config.firebase, databaseURL: config.databaseURL } : { databaseURL: config.databaseURL, projectId: 'ironscore' },
    name,
  );
  const db = db$.getDatabase(app);
  if (config.emulatorHost) {
    const [host, port] = config.emulatorHost.split(':');
    db$.connectDatabaseEmulator(db, host!, Number(port), { mockUserToken: token });
  } else {
    const auth$ = await import('firebase/auth');
    await auth$.signInWithCustomToken(auth$.getAuth(app), token);
  }
  const listen = <T>(path: string, map: (value: unknown) => T, listener: (value: T) => void, onError?: (err: Error) => void) =>
    db$.onValue(db$.ref(db, path), (snap) => listener(map(snap.val())), (err) => onError?.(err));
  const readOnce = (path: string) =>
    new Promise<unknown>((resolve, reject) => db$.onValue(db$.ref(db, path), (snap) => resolve(snap.val()), reject, { onlyOnce: true }));

  /** When this connection's last message in each thread was acknowledged (local clock). */
  const lastSent = new Map<number, number>();
  const connection: ChatConnection = {
    userId,
    onInbox: (listener, onError) =>
      listen(
        `inbox/${userId}`,
        (v) => Object.fromEntries(Object.entries((v ?? {}) as Record<string, number>).map(([k, side]) => [Number(k), side === 1 ? 1 : 2])) as Record<number, 1 | 2>,
        listener,
        onError,
      ),
    onMetadata: (messageId, listener, onError) => listen(`chats/${messageId}/metadata`, (v) => (v ?? {}) as Partial<ChatMetadata>, listener, onError),
    onMessages: (messageId, listener, onError) => listen(`chats/${messageId}/messages`, (v) => visible(userId, v), listener, onError),
    async send(messageId, side, content) {
      // This tab's own previous message: refused before writing (measured from its acknowledgement,
      // which comes after the server's time of it, so the rules would refuse it too).
      if (Date.now() - (lastSent.get(messageId) ?? -Infinity) < CHAT_SEND_INTERVAL_MS) throw new ChatSendTooFast();
      let previous: unknown;
      const counter = `sent_user${side}` as const;
      // The rules accept the sender's counter only as exactly one more than stored, and the message
      // only CHAT_SEND_INTERVAL_MS after the sender's previous one: a write racing the same user's
      // other tab is refused, and sent again with the fresh count once the interval has passed.
      for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, CHAT_SEND_INTERVAL_MS));
        const meta = ((await readOnce(`chats/${messageId}/metadata`)) ?? {}) as Partial<ChatMetadata>;
        const key = db$.push(db$.ref(db, `chats/${messageId}/messages`)).key!;
        try {
          await db$.update(db$.ref(db, `chats/${messageId}`), {
            [`messages/${key}`]: { sender_id: userId, content, timestamp: db$.serverTimestamp() },
            'metadata/last_message_key': key,
            'metadata/last_message_time': db$.serverTimestamp(),
            [`metadata/${counter}`]: (Number(meta[counter]) || 0) + 1,
            [`metadata/last_sent_user${side}`]: db$.serverTimestamp(),
          });
          lastSent.set(messageId, Date.now());
          return;
        } catch (err) {
          if (!/permission/i.test(String((err as Error)?.message ?? err))) throw err;
          // Refused again after waiting, with no message of this user in between: not a race, not the rate.
          if (attempt > 0 && meta[counter] === previous) throw err;
          previous = meta[counter];
        }
      }
      // the user's other tab kept sending: this one is too fast
      throw new ChatSendTooFast();
    },
  };
  return { connection, close: () => deleteApp(app) };
}

function announce(connection: ChatConnection | null) {
  for (const listener of changeListeners) listener(connection);
}

/**
 * The connection for the signed-in user (null when no chat is configured or sign-in failed). Call
 * it with every fresh token: the same connection is kept while it is valid.
 */
export function connectChat(userId: number, token: string): Promise<ChatConnection | null> {
  const now = Date.now();
  if (current && !needsReconnect(now, current, userId, token, current.expiresAt !== Infinity)) return current.connection;
  const previous = current;
  const state: Current = {
    userId,
    token,
    expiresAt: tokenExpiry(token),
    session: tokenSession(token),
    connection: Promise.resolve(null),
    close: async () => undefined,
  };
  state.connection = loadRealtimeConfig()
    .then(async (config) => {
      if (!config || !token) return null;
      const opened = await open(config, userId, token);
      state.close = opened.close;
      if (current !== state) {
        await opened.close();
        return null;
      }
      return opened.connection;
    })
    .catch(() => null);
  current = state;
  void state.connection.then((c) => {
    if (current === state) announce(c);
  });
  if (previous) void previous.connection.then(() => previous.close()).catch(() => undefined);
  return state.connection;
}

/** Closes the connection (sign-out). */
export async function disconnectChat(): Promise<void> {
  const previous = current;
  current = null;
  announce(null);
  if (previous) await previous.connection.then(() => previous.close()).catch(() => undefined);
}

/** Called with each new connection (or null): subscriptions made on the old one have ended. */
export function onChatConnection(listener: (connection: ChatConnection | null) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}
