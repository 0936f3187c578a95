/**
 * Live unread markers: while a user is signed in, follow their inbox in the realtime store and the
 * metadata of each of their threads; a thread whose counter for the user is above 0 is in the
 * session's unread list (packages/session), one at 0 is not. The counters are the API's (the one
 * writer of unread state, README "Realtime messages"); the 30 s Get_UserMessageList poll sets the
 * list from the same numbers, and whatever it sets, the live state is applied again on top (an
 * answer in flight can be a moment older than the published counters).
 */
import { addUnread, removeUnread, useSession } from '@ironscore/session';
import { connectChat, disconnectChat, onChatConnection, type ChatConnection } from './client';

/** Unread counts by thread as the store says (thread → count). */
export type UnreadCounts = Map<number, { side: 1 | 2; count: number }>;

/** Follows one connection's inbox and thread metadata; `onChange` gets the counts after each change. */
export function followUnread(connection: ChatConnection, onChange: (counts: UnreadCounts) => void): () => void {
  const counts: UnreadCounts = new Map();
  const threads = new Map<number, () => void>();
  const stopInbox = connection.onInbox((inbox) => {
    for (const [key, side] of Object.entries(inbox)) {
      const id = Number(key);
      if (threads.has(id)) continue;
      threads.set(
        id,
        connection.onMetadata(id, (meta) => {
          counts.set(id, { side, count: Number(meta[`unread_count_user${side}`]) || 0 });
          onChange(counts);
        }),
      );
    }
  });
  return () => {
    stopInbox();
    for (const stop of threads.values()) stop();
  };
}

/** Applies the live counts to the session's unread list (only what differs). */
export function applyUnread(counts: UnreadCounts): void {
  for (const [message_id, { side, count }] of counts) {
    const listed = useSession.getState().unread.some((u) => u.message_id === message_id);
    if (count > 0 && !listed) addUnread({ message_id, user_no: side });
    if (count === 0 && listed) removeUnread(message_id);
  }
}

let stopActive: (() => void) | null = null;

/** Starts the live markers (the shell, once). Returns the stop function. */
export function startRealtimeUnread(): () => void {
  if (stopActive) return stopActive;
  let counts: UnreadCounts = new Map();
  let stopFollow: (() => void) | null = null;

  const offConnection = onChatConnection((connection) => {
    stopFollow?.();
    stopFollow = null;
    counts = new Map();
    if (connection && connection.userId === useSession.getState().user?.user_id) {
      stopFollow = followUnread(connection, (next) => {
        counts = next;
        applyUnread(counts);
      });
    }
  });
  const follow = (state: ReturnType<typeof useSession.getState>) => {
    const userId = state.user?.user_id;
    if (!userId) {
      if (stopFollow) void disconnectChat();
      return;
    }
    if (state.chatToken) void connectChat(userId, state.chatToken);
  };
  follow(useSession.getState());
  const offSession = useSession.subscribe((state, previous) => {
    if (state.user?.user_id !== previous.user?.user_id || state.chatToken !== previous.chatToken) follow(state);
    // a poll replaced the list: the live state goes on top again
    if (state.unread !== previous.unread && counts.size > 0) applyUnread(counts);
  });
  stopActive = () => {
    offSession();
    offConnection();
    stopFollow?.();
    stopActive = null;
  };
  return stopActive;
}
