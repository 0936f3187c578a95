/**
 * The chat relay: the API watches the metadata of its users' threads (ChatStore.watch) and, on each
 * change, mirrors last_message_time and both unread counters to message_threads (the 30 s
 * Get_UserMessageList poll reads the mirror) and, when a side's counter goes from 0 to more, sends
 * that user the new-message e-mail (switch notification_receive_message). The 0 → n check and the
 * mirror update run in one transaction with the row locked, so several API instances send the
 * e-mail once.
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { messageThreads, users } from '../db/schema';
import { notifyUser } from '../mail/notify';
import { notificationMails } from '../mail/notifications';
import type { Mailer } from '../mail/types';
import type { ChatMetadata, ChatStore } from './chat-store';

export interface RelayDeps {
  db: Db;
  mailer: Mailer;
  chat: ChatStore;
  config: Pick<Config, 'siteUrl'>;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

const count = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? Math.floor(x) : 0);

/** Applies one metadata value; resolves with the user ids that were notified. */
export async function applyMetadata(deps: RelayDeps, messageId: number, meta: ChatMetadata): Promise<number[]> {
  const next1 = count(meta.unread_count_user1);
  const next2 = count(meta.unread_count_user2);
  const lastMs = typeof meta.last_message_time === 'number' && meta.last_message_time > 0 ? meta.last_message_time : null;
  const changed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ u1: messageThreads.user1_id, u2: messageThreads.user2_id, o1: messageThreads.unread_count_user1, o2: messageThreads.unread_count_user2 })
      .from(messageThreads)
      .where(eq(messageThreads.message_id, messageId))
      .for('update')
      .limit(1);
    if (!row) return null;
    await tx
      .update(messageThreads)
      .set({
        unread_count_user1: next1,
        unread_count_user2: next2,
        ...(lastMs ? { last_message_time: sql`greatest(coalesce(${messageThreads.last_message_time}, to_timestamp(0)), to_timestamp(${lastMs} / 1000.0))` } : {}),
      })
      .where(eq(messageThreads.message_id, messageId));
    return row;
  });
  if (!changed) return [];
  const notify: Array<{ to: number; from: number }> = [];
  if (changed.o1 === 0 && next1 > 0) notify.push({ to: changed.u1, from: changed.u2 });
  if (changed.o2 === 0 && next2 > 0) notify.push({ to: changed.u2, from: changed.u1 });
  const sent: number[] = [];
  for (const { to, from } of notify) {
    const names = await deps.db
      .select({ id: users.user_id, name: users.user_name })
      .from(users)
      .where(sql`${users.user_id} in (${to}, ${from})`);
    const name = (id: number) => names.find((n) => n.id === id)?.name ?? '';
    const mail = notificationMails.newMessage(name(to), name(from), deps.config.siteUrl, messageId);
    // At most one new-message e-mail per sender, thread and UTC day (mail/notify.ts).
    if (await notifyUser(deps, to, 'receive_message', mail, { actorId: from, item: `thread:${messageId}` })) sent.push(to);
  }
  return sent;
}

/** Starts relaying; returns the stop function. Changes of one thread are applied in order. */
export function startChatRelay(deps: RelayDeps): () => void {
  const queues = new Map<number, Promise<unknown>>();
  return deps.chat.onMetadata((messageId, meta) => {
    const previous = queues.get(messageId) ?? Promise.resolve();
    const next = previous
      .then(() => applyMetadata(deps, messageId, meta))
      .catch((err) => deps.log.error({ err, messageId }, 'chat relay failed'))
      .finally(() => {
        if (queues.get(messageId) === next) queues.delete(messageId);
      });
    queues.set(messageId, next);
  });
}
