/**
 * The visitor key of a page view (spec: views count once per visitor per item per day).
 *
 * key = HMAC-SHA256(salt of the UTC day, visitor), hex, 32 characters, where visitor is
 * `member:{user_id}` for a signed-in member (one key on every device) and
 * `visitor:{client address}\n{User-Agent}` otherwise (two people behind one address with
 * different browsers count twice; one browser with a new address counts again — the usual
 * trade-off of cookie-less counting). The salt is 32 random bytes created on the first view of
 * the day and stored in page_view_salts, so every API instance uses the same one; older salts
 * are deleted at that moment, after which a stored key can no longer be tied to an address.
 * Neither the address nor the user agent is stored.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { pageViewSalts } from '../../db/schema';
import type { Db } from '../../db/client';

/** The UTC day of `now` as YYYY-MM-DD. */
export const utcDay = (now = new Date()): string => now.toISOString().slice(0, 10);

const salts = new WeakMap<Db, { day: string; salt: Buffer }>();

async function daySalt(db: Db, day: string): Promise<Buffer> {
  const cached = salts.get(db);
  if (cached?.day === day) return cached.salt;
  await db.insert(pageViewSalts).values({ salt_day: day, salt: randomBytes(32) }).onConflictDoNothing();
  const [row] = await db.select({ salt: pageViewSalts.salt }).from(pageViewSalts).where(eq(pageViewSalts.salt_day, day)).limit(1);
  await db.delete(pageViewSalts).where(lt(pageViewSalts.salt_day, day));
  salts.set(db, { day, salt: row!.salt });
  return row!.salt;
}

export interface Visitor {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/** The day and the visitor key of a page view happening now. */
export async function visitorKey(db: Db, visitor: Visitor, now = new Date()): Promise<{ day: string; key: string }> {
  const day = utcDay(now);
  const who = visitor.userId !== null ? `member:${visitor.userId}` : `visitor:${visitor.ip}\n${visitor.userAgent}`;
  const key = createHmac('sha256', await daySalt(db, day)).update(who).digest('hex').slice(0, 32);
  return { day, key };
}
