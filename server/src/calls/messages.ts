/**
 * Conversations (spec/1 §3, spec/2 §2.1 Messages, §4, §7.1): the thread list and status live here
 * (message_threads); the messages live in the realtime store (src/realtime/chat-store.ts), which
 * the browser reads and writes directly under database.rules.json.
 *
 * - Set_UserNewMessage creates or returns the one thread of two users (never with oneself; the
 *   starter is user_no 1) and writes its members to the realtime store.
 * - Get_UserMessageList: the viewer's threads, unread first, then by last message; a thread the
 *   viewer deleted stays hidden until a newer message arrives. Extra field `chat_token`: the
 *   browser's realtime sign-in token (README "Realtime messages").
 * - Set_UserMessageUpdateStatus: the viewer opened the thread: their unread counter is 0 (the API is
 *   the one writer of unread state: src/realtime/relay.ts).
 * - Set_UserMessageDelete: hides the thread's messages for the viewer only (deleted_by/{viewer}).
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { MSG, type Conversation } from '@ironscore/contract';
import { messageThreads, users } from '../db/schema';
import { SYSTEM_USER_ID } from '../db/schema/columns';
import type { Db } from '../db/client';
import { iso } from './catalog-lib/format';
import { isUniqueViolation } from '../db/executor';
import { namedQuery } from '../db/prepared';
import { fail, ok, type Handler } from './types';
import { RevokedSessionError } from '../realtime/chat-store';
import { chatSessionFor } from '../realtime/chat-sessions';
import { markRead } from '../realtime/relay';

interface ThreadSide {
  message_id: number;
  side: 1 | 2;
}

/** The viewer's side of thread `messageId`, or null when the viewer is not in it. */
async function sideOf(db: Db, messageId: number, userId: number): Promise<ThreadSide | null> {
  const [row] = await db
    .select({ u1: messageThreads.user1_id, u2: messageThreads.user2_id })
    .from(messageThreads)
    .where(eq(messageThreads.message_id, messageId))
    .limit(1);
  if (!row) return null;
  if (row.u1 === userId) return { message_id: messageId, side: 1 };
  if (row.u2 === userId) return { message_id: messageId, side: 2 };
  return null;
}

export const Get_UserMessageList: Handler<'Get_UserMessageList'> = async ({ db, chat, session, requireUser }) => {
  const me = requireUser();
  // A prepared statement: planned once per connection instead of on every 30 s poll.
  const rows = await namedQuery<Omit<Conversation, 'last_message_time'> & { last_message_time: Date | string | null }>(
    db,
    'member_message_list',
    sql`
    select t.message_id, o.user_id, o.user_name, o.user_profile_image,
           case when t.user1_id = ${me.user_id} then 1 else 2 end as user_no,
           case when t.user1_id = ${me.user_id} then t.unread_count_user1 else t.unread_count_user2 end as unread_count,
           t.last_message_time
    from message_threads t
    join users o on o.user_id = case when t.user1_id = ${me.user_id} then t.user2_id else t.user1_id end
    where (t.user1_id = ${me.user_id} or t.user2_id = ${me.user_id})
      and coalesce(case when t.user1_id = ${me.user_id} then t.user1_deleted_at else t.user2_deleted_at end < t.last_message_time, true)
    order by (case when t.user1_id = ${me.user_id} then t.unread_count_user1 else t.unread_count_user2 end) > 0 desc,
             t.last_message_time desc nulls last, t.message_id desc`,
  );
  const list: Conversation[] = rows.map((r) => ({
    message_id: Number(r.message_id),
    user_id: Number(r.user_id),
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    user_no: Number(r.user_no) as 1 | 2,
    unread_count: Number(r.unread_count),
    last_message_time: r.last_message_time ? iso(r.last_message_time) : '',
  }));
  chat.watch(list.map((c) => c.message_id));
  // the token belongs to this API session: revoking the session ends its chat access (chat-sessions.ts)
  let chatToken = '';
  if (session) {
    try {
      chatToken = await chat.tokenFor(me.user_id, chatSessionFor(db, session));
    } catch (err) {
      if (!(err instanceof RevokedSessionError)) throw err;
      return fail(MSG.sessionExpired, { tokenError: true });
    }
  }
  return ok(list, { extra: { chat_token: chatToken } });
};

export const Set_UserNewMessage: Handler<'Set_UserNewMessage'> = async ({ db, chat, payload, requireUser }) => {
  const me = requireUser();
  if (!chat.available) return fail(MSG.conversation.chatUnavailable);
  const other = payload.user_id;
  if (other === me.user_id) return fail(MSG.conversation.notWithYourself);
  const [target] = await db
    .select({ user_id: users.user_id, approval: users.user_approval_status })
    .from(users)
    .where(eq(users.user_id, other))
    .limit(1);
  if (!target || target.user_id === SYSTEM_USER_ID || target.approval !== 'approved') return fail(MSG.conversation.userNotFound);

  const pair = or(
    and(eq(messageThreads.user1_id, me.user_id), eq(messageThreads.user2_id, other)),
    and(eq(messageThreads.user1_id, other), eq(messageThreads.user2_id, me.user_id)),
  );
  let [thread] = await db.select().from(messageThreads).where(pair).limit(1);
  if (!thread) {
    try {
      [thread] = await db.insert(messageThreads).values({ user1_id: me.user_id, user2_id: other }).returning();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      [thread] = await db.select().from(messageThreads).where(pair).limit(1);
    }
  }
  if (!thread) return fail(MSG.pleaseTryAgain);
  // Starting a conversation again shows a thread the starter had deleted (its old messages stay hidden).
  await db
    .update(messageThreads)
    .set(thread.user1_id === me.user_id ? { user1_deleted_at: null } : { user2_deleted_at: null })
    .where(eq(messageThreads.message_id, thread.message_id));
  await chat.openThread(thread.message_id, thread.user1_id, thread.user2_id);
  chat.watch([thread.message_id]);
  return ok({ message_id: thread.message_id });
};

export const Set_UserMessageUpdateStatus: Handler<'Set_UserMessageUpdateStatus'> = async ({ db, chat, payload, requireUser }) => {
  const me = requireUser();
  const side = await sideOf(db, payload.message_id, me.user_id);
  if (!side) return fail(MSG.conversation.notFound);
  await markRead({ db, chat }, side.message_id, side.side);
  return ok(null);
};

export const Set_UserMessageDelete: Handler<'Set_UserMessageDelete'> = async ({ db, chat, payload, requireUser }) => {
  const me = requireUser();
  const side = await sideOf(db, payload.message_id, me.user_id);
  if (!side) return fail(MSG.conversation.notFound);
  if (!chat.available) return fail(MSG.conversation.chatUnavailable);
  await chat.hideMessagesFor(side.message_id, me.user_id);
  await markRead({ db, chat }, side.message_id, side.side);
  await db
    .update(messageThreads)
    .set(side.side === 1 ? { user1_deleted_at: new Date() } : { user2_deleted_at: new Date() })
    .where(eq(messageThreads.message_id, side.message_id));
  return ok(null);
};
