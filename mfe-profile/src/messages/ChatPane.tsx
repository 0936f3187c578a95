import { useEffect, useRef, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { MSG, messageForm, type Conversation } from '@ironscore/contract';
import type { ChatEntry } from '@ironscore/chat';
import { Button, EmptyState, Form, Placeholder, TextAreaField, formatDateTime, useContractForm } from '@ironscore/ui';
import styles from './Messages.module.css';

/**
 * The chat of one conversation: messages (own on the right), Delete Message, and the send box
 * (the contract's message form: blank refused with "This field cannot be left blank!"; sent once).
 * Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing stays with it).
 */
export function ChatPane({
  conversation,
  messages,
  myId,
  onSend,
  onDelete,
  deleting,
}: {
  conversation: Conversation;
  messages: ChatEntry[] | null;
  myId: number;
  /** Resolves false when the message was not sent (the text stays in the box). */
  onSend: (content: string) => Promise<boolean | void>;
  onDelete: () => void;
  deleting: boolean;
}) {
  const form = useContractForm(messageForm, { content: '' });
  // newest message in view, scrolling the message box only (never the page)
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages?.length]);

  const submit = form.submit(async ({ content }) => {
    if ((await onSend(content)) === false) return; // not sent: the text stays
    form.reset({ content: '' });
  });
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  return (
    <div className={styles.chat}>
      <header className={styles.chatHead}>
        <strong>{conversation.user_name}</strong>
        <Button variant="ghost" size="sm" onClick={onDelete} loading={deleting} disabled={!messages?.length}>
          {MSG.labels.deleteMessage}
        </Button>
      </header>
      <div ref={box} className={styles.messages} tabIndex={0} role="log" aria-live="polite" aria-label={MSG.profile.chatWith(conversation.user_name)}>
        {messages === null ? (
          <Placeholder variant="line" count={4} />
        ) : messages.length === 0 ? (
          <EmptyState text={MSG.empty.noChatMessages} compact />
        ) : (
          messages.map((m) => (
            <div key={m.key} className={clsx(styles.bubble, m.sender_id === myId ? styles.mine : styles.theirs)} data-testid="chat-message">
              <p>{m.content}</p>
              <time dateTime={new Date(m.timestamp).toISOString()}>{formatDateTime(m.timestamp)}</time>
            </div>
          ))
        )}
      </div>
      <Form form={form} onSubmit={submit} className={styles.sendBox}>
        <TextAreaField
          name="content"
          aria-label={MSG.labels.writeMessage}
          aria-keyshortcuts="Enter"
          placeholder={MSG.labels.writeMessage}
          rows={2}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {MSG.labels.send}
        </Button>
      </Form>
    </div>
  );
}
