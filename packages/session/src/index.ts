/**
 * The session store (spec/1 §4 "Account and session", spec/3 §4 "Session"): token storage, the
 * decoded login user, the community token and the unread-message list. Owned by the shell, read by
 * remotes (`useSession(selector)` in React, `useSession.getState()` elsewhere); changed only through
 * this package's functions (`signIn`, `signOut`, …).
 *
 * Importing this package binds it to packages/api (see `bindSessionToApi`): API calls marked
 * `token: true` carry this store's token, and a `session:expired` event logs the user out locally.
 */
import { create } from 'zustand';
// The decode-only entry point: no signing/verification code in the bundle.
import { jwtDecode } from 'jwt-decode';
import { MESSAGE_POLL_MS, accountCalls, conversationCalls, type CallName, type LoginUser, type UserType } from '@ironscore/contract';
import { api, configureApi, registerCalls } from '@ironscore/api';
import { emit, on } from '@ironscore/events';

export type { LoginUser, UserType } from '@ironscore/contract';

/** localStorage key of the session token. */
export const TOKEN_STORAGE_KEY = 'ironscore.token';

export interface UnreadMessage {
  message_id: number;
  user_no: number;
}

/**
 * What the store holds. Read it with `useSession(selector)` (React) or `useSession.getState()`;
 * change it only through the functions below (`signIn`, `signOut`, `restoreSession`,
 * `refreshSession`, the unread-list and community-token setters), never with `setState`.
 */
export interface SessionState {
  token: string | null;
  user: LoginUser | null;
  /** Expiry of the token (ms since epoch), null when the token has no `exp`. */
  expiresAt: number | null;
  communityToken: string | null;
  unread: UnreadMessage[];
  /**
   * The realtime chat's sign-in token for this user (Get_UserMessageList's `chat_token`, refreshed
   * by every poll); null while signed out or before the first poll.
   */
  chatToken: string | null;
}

// ---- Token decoding

const USER_TYPES: readonly UserType[] = ['member', 'source', 'brand'];

const toInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
};

interface Decoded {
  user: LoginUser;
  expiresAt: number | null;
}

/** The claims of a JWT (unchecked signature), or null when it cannot be read. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    return jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
}

/**
 * Decode a session token into the login user. The user's fields are read from the token's claims
 * (top level, or under a `user` claim). Returns null when the token is malformed, lacks a valid
 * user, or is expired. The signature is not checked here (the server checks it on every call).
 */
export function decodeSessionToken(token: string | null | undefined, now = Date.now()): Decoded | null {
  if (!token) return null;
  const claims = tokenClaims(token);
  if (!claims) return null;
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  if (expiresAt !== null && expiresAt <= now) return null;
  const source =
    typeof claims.user === 'object' && claims.user !== null ? (claims.user as Record<string, unknown>) : claims;
  const user_id = toInt(source.user_id);
  const user_type = source.user_type as UserType;
  if (user_id === null || user_id <= 0 || !USER_TYPES.includes(user_type)) return null;
  if (typeof source.user_name !== 'string') return null;
  return {
    user: {
      user_id,
      user_email: typeof source.user_email === 'string' ? source.user_email : '',
      user_name: source.user_name,
      user_verification_status: toInt(source.user_verification_status) ?? 0,
      user_type,
      // Routes of access 'manager' (issue 23): the claim the server sets for its managers.
      ...(source.user_is_manager === true ? { user_is_manager: true } : {}),
    },
    expiresAt,
  };
}

/** Convenience: just the login user of a token, or null. */
export const decodeLoginUser = (token: string | null | undefined): LoginUser | null =>
  decodeSessionToken(token)?.user ?? null;

// ---- Storage (guarded: private mode or a non-browser environment must not break the store)

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable: the session lives in memory only */
  }
}

function sameUser(a: LoginUser | null, b: LoginUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.user_id === b.user_id &&
    a.user_email === b.user_email &&
    a.user_name === b.user_name &&
    a.user_verification_status === b.user_verification_status &&
    a.user_type === b.user_type
  );
}

function normalizeUnread(item: Partial<UnreadMessage> | null | undefined): UnreadMessage | null {
  const message_id = toInt(item?.message_id);
  if (!message_id) return null;
  return { message_id, user_no: toInt(item?.user_no) ?? 0 };
}

function initialState(): Pick<SessionState, 'token' | 'user' | 'expiresAt'> {
  const stored = readStoredToken();
  const decoded = decodeSessionToken(stored);
  if (stored && !decoded) writeStoredToken(null);
  return decoded ? { token: stored, user: decoded.user, expiresAt: decoded.expiresAt } : { token: null, user: null, expiresAt: null };
}

const EMPTY: UnreadMessage[] = [];

export const useSession = create<SessionState>()(() => ({
  ...initialState(),
  communityToken: null,
  unread: EMPTY,
  chatToken: null,
}));

/** Apply a new session (or none); emit session:changed / unread:changed when they changed. */
function apply(token: string | null, decoded: Decoded | null): void {
  const before = useSession.getState();
  const user = decoded?.user ?? null;
  const userSwitched = before.user?.user_id !== user?.user_id;
  writeStoredToken(token);
  useSession.setState({
    token,
    user,
    expiresAt: decoded?.expiresAt ?? null,
    ...(userSwitched || !user ? { communityToken: null, unread: EMPTY, chatToken: null } : {}),
  });
  const after = useSession.getState();
  if (!sameUser(before.user, user)) emit('session:changed', { user });
  if (before.unread.length !== after.unread.length) emit('unread:changed', { count: after.unread.length });
}

function setUnreadList(list: UnreadMessage[]): void {
  const before = useSession.getState().unread.length;
  useSession.setState({ unread: list });
  if (list.length !== before) emit('unread:changed', { count: list.length });
}

// ---- Sign-in and sign-out: the only ways to change who is signed in

/** Store a token and decode its user; an invalid or expired token leaves the session unchanged and returns null. */
export function signIn(token: string): LoginUser | null {
  const decoded = decodeSessionToken(token);
  if (!decoded) return null;
  apply(token, decoded);
  return decoded.user;
}

/**
 * Sign out: the local session is cleared at once (token removed, user, community token and unread
 * list emptied, `session:changed` emitted); the returned promise settles when the server's Logout
 * call (made when a token existed and `callServer !== false`) has answered.
 */
export async function signOut(options: { callServer?: boolean } = {}): Promise<void> {
  const { token } = useSession.getState();
  const server =
    token && options.callServer !== false ? api.call('Logout', {}, { token, tokenErrorEvent: false }).catch(() => null) : null;
  apply(null, null);
  await server;
}

/** Re-read localStorage (another tab may have signed in or out), drop an expired token. Cheap when unchanged. */
export function restoreSession(): LoginUser | null {
  const stored = readStoredToken();
  const current = useSession.getState();
  if (stored === current.token) {
    if (current.token && current.expiresAt !== null && current.expiresAt <= Date.now()) apply(null, null);
    return useSession.getState().user;
  }
  const decoded = decodeSessionToken(stored);
  apply(decoded ? stored : null, decoded);
  return useSession.getState().user;
}

/** Get_UserToken: replaces the token when status is true and data is present, otherwise signs out locally. */
export async function refreshSession(): Promise<LoginUser | null> {
  if (!useSession.getState().token) return null;
  const reply = await api.call('Get_UserToken');
  const token = reply?.status === true && typeof reply.data === 'string' && reply.data ? reply.data : null;
  const decoded = decodeSessionToken(token);
  apply(decoded ? token : null, decoded);
  return useSession.getState().user;
}

export function setCommunityToken(communityToken: string | null): void {
  useSession.setState({ communityToken });
}

/** Replace the unread list (duplicates and items without a message_id are dropped). */
export function setUnread(list: ReadonlyArray<Partial<UnreadMessage>>): void {
  const seen = new Set<number>();
  const clean: UnreadMessage[] = [];
  for (const item of list) {
    const message = normalizeUnread(item);
    if (message && !seen.has(message.message_id)) {
      seen.add(message.message_id);
      clean.push(message);
    }
  }
  setUnreadList(clean);
}

/** Adds the item only if it has a message_id and is not already present. */
export function addUnread(item: Partial<UnreadMessage> | null | undefined): void {
  const message = normalizeUnread(item);
  if (!message || useSession.getState().unread.some((m) => m.message_id === message.message_id)) return;
  setUnreadList([...useSession.getState().unread, message]);
}

export function removeUnread(message_id: number): void {
  const { unread } = useSession.getState();
  if (!unread.some((m) => m.message_id === message_id)) return;
  setUnreadList(unread.filter((m) => m.message_id !== message_id));
}

// ---- Selectors (`useSession(isVerified)`)

export const selectUser = (s: SessionState): LoginUser | null => s.user;
export const isSignedIn = (s: SessionState): boolean => s.user !== null;
/** Signed in with a verified account (verification status other than 0). */
export const isVerified = (s: SessionState): boolean => !!s.user && s.user.user_verification_status !== 0;
export const userType = (s: SessionState): UserType | null => s.user?.user_type ?? null;
/** Whether the signed-in user is a manager (routes of access 'manager'). */
export const selectManager = (s: SessionState): boolean => s.user?.user_is_manager === true;
export const unreadCount = (s: SessionState): number => s.unread.length;

// ---- Unread-message polling

const MESSAGE_LIST_CALL = 'Get_UserMessageList' as CallName;

type ConversationLike = Partial<UnreadMessage> & { unread_count?: unknown };
/**
 * Get_UserMessageList lists conversations; those with unread messages for the viewer are the unread
 * list. An item without an `unread_count` (the spec's bare {message_id, user_no}) counts as unread.
 */
const hasUnread = (item: ConversationLike): boolean =>
  item?.unread_count === undefined || item.unread_count === null || Number(item.unread_count) > 0;
let stopActivePolling: (() => void) | null = null;

/**
 * Fetch Get_UserMessageList when a user signs in and every MESSAGE_POLL_MS while signed in; stops
 * while signed out and resumes on the next sign-in. Returns a stop function. The shell starts it
 * once; calling it again while it runs returns the same stop function.
 */
export function startUnreadPolling(): () => void {
  if (stopActivePolling) return stopActivePolling;
  let timer: ReturnType<typeof setInterval> | undefined;
  let activeUserId: number | null = null;
  let busy = false;

  async function poll(): Promise<void> {
    const userId = useSession.getState().user?.user_id ?? null;
    if (userId === null || busy) return;
    busy = true;
    try {
      const reply = await api.call(MESSAGE_LIST_CALL);
      if (!reply || reply.token_error || useSession.getState().user?.user_id !== userId) return;
      const list = reply.status === true && Array.isArray(reply.data) ? (reply.data as ConversationLike[]) : [];
      setUnread(list.filter(hasUnread));
      const chatToken = (reply as { chat_token?: unknown }).chat_token;
      if (typeof chatToken === 'string' && chatToken && chatToken !== useSession.getState().chatToken) useSession.setState({ chatToken });
    } finally {
      busy = false;
    }
  }

  function follow(userId: number | null): void {
    if (userId === activeUserId) return;
    activeUserId = userId;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (userId === null) return;
    void poll();
    timer = setInterval(() => void poll(), MESSAGE_POLL_MS);
  }

  follow(useSession.getState().user?.user_id ?? null);
  const unsubscribe = useSession.subscribe((s) => follow(s.user?.user_id ?? null));

  const stop = () => {
    unsubscribe();
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    activeUserId = null;
    if (stopActivePolling === stop) stopActivePolling = null;
  };
  stopActivePolling = stop;
  return stop;
}

// ---- Binding to packages/api

let bound = false;
let expiredUntold = false;

/**
 * True once after a `session:expired` logout nobody has told the user about yet, and clears it. The
 * first token-carrying call (the unread poll) can run before the shell has mounted the screen that
 * tells the user, so that screen asks this when it mounts as well as on each event.
 */
export function takeSessionExpired(): boolean {
  const untold = expiredUntold;
  expiredUntold = false;
  return untold;
}

/**
 * Make packages/api read the token from this store, log out locally on `session:expired`, and
 * follow sign-in/out in other tabs. Runs on import of this package; idempotent. `configureApi`
 * merges, so the shell's apiBase/apiKey are kept whichever runs first.
 */
export function bindSessionToApi(): void {
  if (bound) return;
  bound = true;
  configureApi({ getToken: () => useSession.getState().token });
  // The calls the session makes (Logout, Get_UserToken, Get_UserMessageList), in whichever app's
  // copy of packages/api this shared module runs with.
  registerCalls(accountCalls, conversationCalls);
  on('session:expired', () => {
    expiredUntold = true;
    void signOut({ callServer: false });
  });
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === null) restoreSession();
    });
  }
}

bindSessionToApi();
