/**
 * Chat access follows the API session (issue 22 item 3). A browser's chat token carries the API
 * session id (claim `sid`); minting writes /sessions/{uid}/{sid} = the session's expiry (ms), and
 * database.rules.json lets a token read or write only while that entry exists and lies ahead. The
 * entries are derived from the `sessions` table: this module deletes the entries of sessions that are
 * no longer live (revoked, expired, or gone with their user).
 *
 * - At once: each call that revokes sessions (Logout, a password change or reset, a Google link or
 *   take-over, a refused token refresh) sweeps that user's entries after the revocation commits.
 * - The manager CLI's `reject` does the same through its own short connection (endChatSessionsOnce).
 * - Everything else (another instance that stopped between its revocation and its sweep, a store
 *   that did not answer, expiry): the API sweeps every entry every SWEEP_INTERVAL_MS.
 * - A token minted while a revocation commits: tokenFor writes the entry first and then asks
 *   `chatSessionFor(...).stillLive()`, so either the sweep runs after the entry landed or the mint
 *   sees the revocation and deletes its entry.
 *
 * Open listeners: on Firebase, a listener whose read rule no longer holds is cancelled by the
 * server; the local server closes the sockets signed in with a deleted entry's token (local-server.ts
 * `closeRevokedSockets`), and the client's re-sent listens are refused by the rules.
 */
import { and, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { RealtimeConfig } from '../config';
import { chatStoreFromConfig, type ChatSession, type ChatStore } from './chat-store';

/** How often every entry is checked against the sessions table. */
export const SWEEP_INTERVAL_MS = 60_000;
const CHUNK = 500;

/** The live sessions among `jtis`. */
async function liveSessions(db: Db, jtis: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < jtis.length; i += CHUNK) {
    const rows = await db
      .select({ jti: sessions.jti })
      .from(sessions)
      .where(and(inArray(sessions.jti, jtis.slice(i, i + CHUNK)), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())));
    for (const r of rows) live.add(r.jti);
  }
  return live;
}

/** The ChatSession of an API session (tokenFor), with the liveness check after its entry is written. */
export function chatSessionFor(db: Db, session: { jti: string; expiresAt: Date }): ChatSession {
  return { jti: session.jti, expiresAt: session.expiresAt, stillLive: async () => (await liveSessions(db, [session.jti])).has(session.jti) };
}

/**
 * Deletes the chat entries of `userId`'s sessions (every user's when omitted) that are no longer live.
 * Resolves with the number of entries deleted.
 */
export async function endRevokedChatSessions(db: Db, chat: ChatStore, userId?: number): Promise<number> {
  if (!chat.available) return 0;
  const entries = await chat.chatSessions(userId);
  const all = [...entries.entries()].flatMap(([uid, jtis]) => jtis.map((jti) => ({ userId: uid, jti })));
  if (all.length === 0) return 0;
  const live = await liveSessions(
    db,
    all.map((s) => s.jti),
  );
  const dead = all.filter((s) => !live.has(s.jti));
  await chat.endSessions(dead);
  return dead.length;
}

/**
 * After a call revoked sessions of `userId` (committed): their chat entries go at once. A failure
 * (realtime store unreachable) is logged and left to the periodic sweep; the call still succeeds.
 */
export async function afterRevocation(ctx: { db: Db; chat: ChatStore; log: { warn(obj: unknown, msg?: string): void } }, userId: number): Promise<void> {
  await endRevokedChatSessions(ctx.db, ctx.chat, userId).catch((err) => ctx.log.warn({ err, userId }, 'ending chat sessions failed'));
}

/**
 * For a process without a store connection (the manager CLI): connects, ends `userId`'s revoked
 * sessions' chat access, disconnects. False when no store is configured or it did not answer within
 * `timeoutMs` (the API's periodic sweep then ends them within SWEEP_INTERVAL_MS).
 */
export async function endChatSessionsOnce(realtime: RealtimeConfig | null, db: Db, userId: number, timeoutMs = 5_000): Promise<boolean> {
  if (!realtime) return false;
  let timer: NodeJS.Timeout | undefined;
  const chat = await chatStoreFromConfig(realtime);
  try {
    return await Promise.race([
      endRevokedChatSessions(db, chat, userId).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    await chat.close().catch(() => undefined);
  }
}
