/**
 * Copies the seeded conversations (message_threads + chat_messages of the PostgreSQL seed) into the
 * realtime store once, so the demo accounts have real chats on a fresh machine. A marker
 * (/seed/version) keeps it from running again; live messages are never overwritten (only threads
 * the store does not have yet are written).
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMessages, messageThreads } from '../db/schema';
import type { ChatStore } from './chat-store';

export const REALTIME_SEED_VERSION = 1;
const PATHS_PER_WRITE = 400;

export async function seedRealtimeIfEmpty(db: Db, chat: ChatStore, log: (line: string) => void = () => undefined): Promise<boolean> {
  if (!chat.available) return false;
  if ((await chat.read('seed/version')) === REALTIME_SEED_VERSION) return false;
  const threads = await db.select().from(messageThreads).orderBy(asc(messageThreads.message_id));
  const messages = await db.select().from(chatMessages).orderBy(asc(chatMessages.message_id), asc(chatMessages.chat_message_id));
  const byThread = new Map<number, typeof messages>();
  for (const m of messages) byThread.set(m.message_id, [...(byThread.get(m.message_id) ?? []), m]);

  let batch: Record<string, unknown> = {};
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    await chat.writePaths(batch);
    batch = {};
    size = 0;
  };
  for (const t of threads) {
    const existing = await chat.read(`chats/${t.message_id}/members`);
    if (existing) continue;
    batch[`chats/${t.message_id}/members/${t.user1_id}`] = 1;
    batch[`chats/${t.message_id}/members/${t.user2_id}`] = 2;
    batch[`inbox/${t.user1_id}/${t.message_id}`] = 1;
    batch[`inbox/${t.user2_id}/${t.message_id}`] = 2;
    batch[`chats/${t.message_id}/metadata`] = {
      last_message_time: t.last_message_time ? t.last_message_time.getTime() : 0,
      unread_count_user1: t.unread_count_user1,
      unread_count_user2: t.unread_count_user2,
    };
    size += 5;
    for (const m of byThread.get(t.message_id) ?? []) {
      batch[`chats/${t.message_id}/messages/m${String(m.chat_message_id).padStart(8, '0')}`] = {
        sender_id: m.sender_id,
        content: m.content,
        timestamp: m.created_date.getTime(),
      };
      size++;
    }
    if (size >= PATHS_PER_WRITE) await flush();
  }
  await flush();
  await chat.writePaths({ 'seed/version': REALTIME_SEED_VERSION });
  log(`realtime store: ${threads.length} seeded conversations`);
  return true;
}
