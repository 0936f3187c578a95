import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { isChatSendTooFast } from '@ironscore/chat';
import { selectUser, useSession } from '@ironscore/session';
import { EmptyState, confirm } from '@ironscore/ui';
import { ChatPane } from './ChatPane';
import { ConversationList } from './ConversationList';
import { useChatConnection, useThreadMessages } from './useChat';
import styles from './Messages.module.css';

/**
 * /profile/messages (every account type; `?message_id=` preselects a conversation): the list with
 * unread markers (unread first) and the chat of the chosen one, live from the realtime store.
 * Opening a conversation tells the API it is read (Set_UserMessageUpdateStatus: the API is the one
 * writer of unread state; its new count reaches the markers through the store within a moment); a
 * message arriving while it is open is read at once.
 */
export function MessagesPage() {
  const user = useSession(selectUser);
  const unreadList = useSession((s) => s.unread);
  const sessionToken = useSession((s) => s.chatToken);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('message_id')) || null;

  const list = useCallQuery('Get_UserMessageList', {});
  const conversations = list.data?.data ?? [];
  const refetchList = list.refetch;
  const token = (list.data as { chat_token?: string } | undefined)?.chat_token || sessionToken;
  const { connection, failed } = useChatConnection(user?.user_id, token);
  const conversation = conversations.find((c) => c.message_id === selected) ?? null;
  const { messages } = useThreadMessages(connection, conversation?.message_id ?? null);
  const unread = useMemo(() => new Set(unreadList.map((u) => u.message_id)), [unreadList]);

  // TanStack Query keeps `mutate` the same function across renders (a safe effect dependency).
  const { mutate: markRead } = useCallMutation('Set_UserMessageUpdateStatus');
  const remove = useCallMutation('Set_UserMessageDelete');

  // A thread started elsewhere (SEND MESSAGE here, or someone writing to us for the first time:
  // the shell's live markers know it) may be newer than the list: ask again.
  const missing = list.isSuccess && ((selected !== null && !conversation) || unreadList.some((u) => !conversations.some((c) => c.message_id === u.message_id)));
  useEffect(() => {
    if (missing) void refetchList();
  }, [missing, refetchList]);

  // The open conversation is read: on opening and whenever a message arrives in it.
  const openId = conversation?.message_id ?? null;
  const lastKey = messages?.[messages.length - 1]?.key;
  // Once per (conversation, newest message), and again if the API's count for the open conversation
  // turns unread anyway (its read raced a message it had not seen yet).
  const openUnread = openId !== null && unread.has(openId);
  const readUpTo = useRef('');
  useEffect(() => {
    if (!openId || (messages === null && !failed)) return; // the messages first (unless chat is unavailable)
    const key = `${openId}:${lastKey ?? ''}`;
    if (key === readUpTo.current && !openUnread) return;
    readUpTo.current = key;
    markRead({ message_id: openId });
  }, [openId, lastKey, openUnread, messages, failed, markRead]);

  const select = (messageId: number) => setParams({ message_id: String(messageId) });

  const send = async (content: string): Promise<boolean | void> => {
    if (!connection || !conversation) {
      toast('error', MSG.conversation.chatUnavailable);
      return;
    }
    try {
      await connection.send(conversation.message_id, conversation.user_no, content);
    } catch (err) {
      // too fast: nothing was sent, the text stays in the box; any other failure becomes the form layer's error toast
      if (!isChatSendTooFast(err)) throw err;
      toast('warning', MSG.conversation.sendingTooFast);
      return false;
    }
  };

  const onDelete = async () => {
    if (!conversation) return;
    if (!(await confirm({ title: MSG.labels.deleteMessage, text: MSG.confirm.deleteConversation, confirmVariant: 'danger' }))) return;
    if (await remove.send({ message_id: conversation.message_id })) setParams({});
  };

  return (
    <div className={styles.page}>
      <div className={styles.side}>
        <h2>{MSG.profile.conversations}</h2>
        <ConversationList conversations={conversations} unread={unread} selected={selected} onSelect={select} loading={list.isPending} />
      </div>
      {conversation && user ? (
        <ChatPane
          key={conversation.message_id}
          conversation={conversation}
          messages={failed ? [] : messages}
          myId={user.user_id}
          onSend={send}
          onDelete={() => void onDelete()}
          deleting={remove.isPending}
        />
      ) : (
        <div className={styles.choose}>
          <EmptyState text={failed ? MSG.conversation.chatUnavailable : MSG.empty.chooseConversation} />
        </div>
      )}
    </div>
  );
}
