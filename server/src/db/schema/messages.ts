/**
 * Private message threads. The chat content lives in the realtime store at
 * /chats/{message_id}/messages and /metadata; this table owns the thread ids and participants.
 * user1 started the thread (user_no 1), user2 is the other side (user_no 2).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdDate, idColumn, tz } from './columns';
import { users } from './users';

export const messageThreads = pgTable(
  'message_threads',
  {
    message_id: idColumn('message_id'),
    user1_id: integer('user1_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    user2_id: integer('user2_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
    last_message_time: tz('last_message_time'),
    /**
     * Unread state, written by the API only (src/realtime/relay.ts; README "Realtime messages"):
     * sent_count_userN = messages side N has sent (the realtime metadata's sent_userN, +1 with each
     * message), read_count_userN = the other side's sent count when N last read the thread (negative:
     * unread messages from before the counters), unread_count_userN = the other side's sent count
     * minus read_count_userN (never below 0) — what the list shows and the realtime store publishes.
     */
    unread_count_user1: integer('unread_count_user1').notNull().default(0),
    unread_count_user2: integer('unread_count_user2').notNull().default(0),
    sent_count_user1: integer('sent_count_user1').notNull().default(0),
    sent_count_user2: integer('sent_count_user2').notNull().default(0),
    read_count_user1: integer('read_count_user1').notNull().default(0),
    read_count_user2: integer('read_count_user2').notNull().default(0),
    /** Set when that side deleted the conversation (Set_UserMessageDelete). */
    user1_deleted_at: tz('user1_deleted_at'),
    user2_deleted_at: tz('user2_deleted_at'),
  },
  (t) => [
    uniqueIndex('message_threads_pair_uq').on(sql`least(${t.user1_id}, ${t.user2_id})`, sql`greatest(${t.user1_id}, ${t.user2_id})`),
    index('message_threads_user1_idx').on(t.user1_id),
    index('message_threads_user2_idx').on(t.user2_id),
  ],
);

/** Optional server-side copy of chat messages (seeded demo conversations, counts for dashboards). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    chat_message_id: idColumn('chat_message_id'),
    message_id: integer('message_id').notNull().references(() => messageThreads.message_id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    created_date: createdDate(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.message_id, t.created_date)],
);
