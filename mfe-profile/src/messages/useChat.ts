import { useEffect, useState } from 'react';
import { connectChat, onChatConnection, type ChatConnection, type ChatEntry } from '@ironscore/chat';

/**
 * The realtime connection of the signed-in user (packages/chat), renewed when a newer token comes.
 * `failed`: no realtime store configured or the sign-in was refused.
 */
export function useChatConnection(userId: number | undefined, token: string | null | undefined): { connection: ChatConnection | null; failed: boolean } {
  const [state, setState] = useState<{ connection: ChatConnection | null; failed: boolean }>({ connection: null, failed: false });
  useEffect(() => {
    if (!userId || !token) return;
    let live = true;
    void connectChat(userId, token).then((connection) => {
      if (live) setState({ connection, failed: !connection });
    });
    return () => {
      live = false;
    };
  }, [userId, token]);
  useEffect(
    () =>
      onChatConnection((connection) => {
        if (!connection || connection.userId === userId) setState({ connection, failed: false });
      }),
    [userId],
  );
  return state;
}

/** The live messages of a thread (null while the first value is on its way). */
export function useThreadMessages(connection: ChatConnection | null, messageId: number | null): { messages: ChatEntry[] | null; error: boolean } {
  const [state, setState] = useState<{ key: string; messages: ChatEntry[] | null; error: boolean }>({ key: '', messages: null, error: false });
  const key = connection && messageId ? `${connection.userId}:${messageId}` : '';
  useEffect(() => {
    if (!connection || !messageId) return;
    return connection.onMessages(
      messageId,
      (messages) => setState({ key: `${connection.userId}:${messageId}`, messages, error: false }),
      () => setState({ key: `${connection.userId}:${messageId}`, messages: [], error: true }),
    );
  }, [connection, messageId]);
  return state.key === key ? { messages: state.messages, error: state.error } : { messages: null, error: false };
}
