/**
 * Unread state has ONE writer, the API, and one source of truth, `message_threads` in PostgreSQL
 * (README "Realtime messages"). The browser writes only messages; with each one the rules make it
 * add exactly 1 to its side's sent counter (`metadata/sent_user1|2`) and set `last_message_key` /
 * `last_message_time` (= the server's now) — no counter of the other side, no read state.
 *
 * - The relay: the API watches the metadata of its users' threads (ChatStore.watch). On each change it
 *   takes the sent counters (never lower than it has), computes unread_N = sent of the other side −
 *   read_count_N (never below 0), stores both in one transaction with the row locked and, still under
 *   the lock, publishes the counters to metadata/unread_count_user1|2 (what the browser's live markers
 *   follow; the rules let only the API write them). A side whose count goes from 0 to more is sent
 *   the new-message e-mail (switch notification_receive_message) — only a real message raises a count,
 *   and several API instances send it once (the row lock orders them).
 * - Reading (Set_UserMessageUpdateStatus, Set_UserMessageDelete): `markRead` takes the thread's
 *   current metadata from the store, sets read_count_N to the other side's sent count and publishes 0.
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

const count = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) && x >= 0 ? Math.min(Math.floor(x), 2 ** 31 - 1) : 0);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a relay step waits for the realtime store. */
const STORE_WAIT_MS = 5_000;

/** `promise`, or `fallback` after `ms` (a rejection counts as the fallback too). */
function within<T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * One locked update of a thread's unread state: `sent` (from the store's metadata, kept monotonic)
 * and optionally a side that has read everything. Publishes the counters that differ from `published`
 * before the transaction commits. Null when the thread does not exist.
 */
async function update(
  deps: Pick<RelayDeps, 'db' | 'chat'>,
  messageId: number,
  meta: ChatMetadata,
  readSide: 1 | 2 | null,
): Promise<{ u1: number; u2: number; before1: number; before2: number; after1: number; after2: number } | null> {
  const lastMs = typeof meta.last_message_time === 'number' && meta.last_message_time > 0 ? meta.last_message_time : null;
  return deps.db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(messageThreads).where(eq(messageThreads.message_id, messageId)).for('update').limit(1);
    if (!row) return null;
    const sent1 = Math.max(row.sent_count_user1, count(meta.sent_user1));
    const sent2 = Math.max(row.sent_count_user2, count(meta.sent_user2));
    const read1 = readSide === 1 ? Math.max(row.read_count_user1, sent2) : row.read_count_user1;
    const read2 = readSide === 2 ? Math.max(row.read_count_user2, sent1) : row.read_count_user2;
    const after1 = Math.max(0, sent2 - read1);
    const after2 = Math.max(0, sent1 - read2);
    await tx
      .update(messageThreads)
      .set({
        sent_count_user1: sent1,
        sent_count_user2: sent2,
        read_count_user1: read1,
        read_count_user2: read2,
        unread_count_user1: after1,
        unread_count_user2: after2,
        ...(lastMs ? { last_message_time: sql`greatest(coalesce(${messageThreads.last_message_time}, to_timestamp(0)), to_timestamp(${lastMs} / 1000.0))` } : {}),
      })
      .where(eq(messageThreads.message_id, messageId));
    const publish: { unread_count_user1?: number; unread_count_user2?: number } = {};
    if (meta.unread_count_user1 !== after1) publish.unread_count_user1 = after1;
    if (meta.unread_count_user2 !== after2) publish.unread_count_user2 = after2;
    // under the row lock: publications of one thread land in the order of its transactions (bounded:
    // an unreachable store must not hold the lock; the next change publishes again)
    await within(STORE_WAIT_MS, deps.chat.publishUnread(messageId, publish), undefined);
    return { u1: row.user1_id, u2: row.user2_id, before1: row.unread_count_user1, before2: row.unread_count_user2, after1, after2 };
  });
}

/** Applies one metadata value; resolves with the user ids that were notified. */
export async function applyMetadata(deps: RelayDeps, messageId: number, meta: ChatMetadata): Promise<number[]> {
  const changed = await update(deps, messageId, meta, null);
  if (!changed) return [];
  const notify: Array<{ to: number; from: number }> = [];
  if (changed.before1 === 0 && changed.after1 > 0) notify.push({ to: changed.u1, from: changed.u2 });
  if (changed.before2 === 0 && changed.after2 > 0) notify.push({ to: changed.u2, from: changed.u1 });
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

/** Side `side` has read thread `messageId` up to its newest message: its unread count is 0. */
export async function markRead(deps: Pick<RelayDeps, 'db' | 'chat'>, messageId: number, side: 1 | 2): Promise<void> {
  // the store's sent counters now (the relay may not have seen the newest message yet); unreachable:
  // the counters the relay stored
  const meta = deps.chat.available ? await within(STORE_WAIT_MS, deps.chat.metadata(messageId), {}) : {};
  await update(deps, messageId, meta, side);
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
