import clsx from 'clsx';
import type { Conversation } from '@ironscore/contract';
import { MSG } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { Dot, EmptyState, Img, Placeholder, timeAgo } from '@ironscore/ui';
import styles from './Messages.module.css';

/**
 * The conversation list: unread ones first (then by last message), each with the unread marker.
 * `unread` is the live set of thread ids with unread messages (the session's list).
 */
export function ConversationList({
  conversations,
  unread,
  selected,
  onSelect,
  loading,
}: {
  conversations: Conversation[];
  unread: ReadonlySet<number>;
  selected: number | null;
  onSelect: (messageId: number) => void;
  loading: boolean;
}) {
  if (loading) return <Placeholder variant="line" count={6} />;
  if (conversations.length === 0) return <EmptyState text={MSG.empty.noMessages} compact />;
  const sorted = [...conversations].sort(
    (a, b) =>
      Number(unread.has(b.message_id)) - Number(unread.has(a.message_id)) ||
      (b.last_message_time || '').localeCompare(a.last_message_time || '') ||
      b.message_id - a.message_id,
  );
  return (
    <ul className={styles.list} aria-label={MSG.profile.conversations}>
      {sorted.map((c) => {
        const isUnread = unread.has(c.message_id);
        return (
          <li key={c.message_id}>
            <button
              type="button"
              className={clsx(styles.conversation, c.message_id === selected && styles.selected, isUnread && styles.unread)}
              aria-current={c.message_id === selected ? 'true' : undefined}
              onClick={() => onSelect(c.message_id)}
              data-message-id={c.message_id}
            >
              <Img src={uploadUrl('users/profile', c.user_profile_image)} alt="" fallback="avatar" width={40} height={40} className={styles.avatar} />
              <span className={styles.who}>
                <strong>{c.user_name}</strong>
                {c.last_message_time && <span className={styles.when}>{timeAgo(c.last_message_time)}</span>}
              </span>
              {isUnread && <Dot tone="accent" label={MSG.profile.unreadMessages} data-marker="unread" />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
