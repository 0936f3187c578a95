/**
 * Suspension (issue 24, screen 4). Suspend: the account's sessions are revoked (and so its chat
 * access: realtime/chat-sessions.ts, as after Logout), sign-in is refused with
 * MSG.manage.accountSuspended, and its visible reviews, review comments and community posts and
 * comments are hidden (moderation 'suspended'). Unsuspend brings back exactly what the suspension
 * hid. Counters, ratings and karma follow through the shared formulas in the same transaction,
 * which also writes the audit row.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MSG, type ManagedUser } from '@ironscore/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { withAggregates, type Touched } from '../aggregates';
import { revokeUserSessions } from '../auth/tokens';
import { writeAudit, type Actor } from './audit';
import { accountColumns } from '../auth/account-columns';

/** Members and businesses by name (user name, full name, listing name) or e-mail. */
export async function findMembers(db: Db, search: string, limit: number, offset: number): Promise<{ rows: ManagedUser[]; total: number }> {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const cond: SQL | undefined = search
    ? or(
        ilike(users.user_name, like),
        ilike(users.user_email, like),
        ilike(users.user_fullname, like),
        sql`exists (select 1 from sources s where s.user_id = ${users.user_id} and s.source_name ilike ${like})`,
        sql`exists (select 1 from brands b where b.user_id = ${users.user_id} and b.brand_name ilike ${like})`,
      )
    : undefined;
  const where = and(sql`${users.user_id} <> 1`, cond);
  const rows = await db
    .select({
      ...accountColumns,
      is_manager: users.is_manager,
      created_date: users.created_date,
      suspended_at: users.suspended_at,
      suspended_reason: users.suspended_reason,
      total_reviews: users.total_reviews,
      total_posts: users.total_posts,
    })
    .from(users)
    .where(where)
    .orderBy(users.user_name)
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return {
    rows: rows.map(({ suspended_at, created_date, ...r }) => ({ ...r, created_date: created_date.toISOString(), suspended: suspended_at !== null })),
    total: count?.n ?? 0,
  };
}

/** The aggregate rows that hiding or showing `userId`'s content (in state `state`) touches. */
async function touchedByContent(db: Db, userId: number, state: 'visible' | 'suspended'): Promise<Touched> {
  const reviewCond = state === 'visible' ? sql`review_status = 1 and moderation is null` : sql`moderation = 'suspended'`;
  const commentCond = state === 'visible' ? sql`c.comment_status = 1 and c.moderation is null` : sql`c.moderation = 'suspended'`;
  const postCond = state === 'visible' ? sql`post_status = 1 and moderation is null` : sql`moderation = 'suspended'`;
  const reviewed = await db.execute<{ source_id: number | null; brand_id: number | null; product_id: number | null; review_type: string }>(sql`
    select review_type, source_id, brand_id, product_id from reviews where user_id = ${userId} and ${reviewCond}
    union
    select r.review_type, r.source_id, r.brand_id, r.product_id from review_comments c join reviews r on r.rating_id = c.rating_id
    where c.user_id = ${userId} and ${commentCond} and r.review_status = 1`);
  const commented = await db.execute<{ rating_id: number }>(sql`
    select distinct c.rating_id from review_comments c where c.user_id = ${userId} and ${commentCond}`);
  const posts = await db.execute<{ parent_post_id: number | null; community_id: number | null }>(sql`
    select parent_post_id, community_id from community_posts where user_id = ${userId} and ${postCond}`);
  const pick = (type: string, key: 'source_id' | 'brand_id' | 'product_id') =>
    [...new Set(reviewed.rows.filter((r) => r.review_type === type).map((r) => r[key]!))];
  return {
    sourceReviews: pick('source', 'source_id'),
    brandReviews: pick('brand', 'brand_id'),
    productReviews: pick('product', 'product_id'),
    reviewCounters: commented.rows.map((r) => r.rating_id),
    postCounters: [...new Set(posts.rows.filter((p) => p.parent_post_id !== null).map((p) => p.parent_post_id!))],
    communityCounters: [...new Set(posts.rows.filter((p) => p.parent_post_id === null && p.community_id !== null).map((p) => p.community_id!))],
    users: [userId],
  };
}

async function target(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
  if (!row || row.user_id === 1) throw new CallFailure(MSG.manage.noSuchUser);
  return row;
}

export async function suspendUser(db: Db, actor: Actor, userId: number, reason: string): Promise<void> {
  const row = await target(db, userId);
  if (row.is_manager) throw new CallFailure(MSG.manage.cannotSuspendManager);
  if (row.suspended_at) throw new CallFailure(MSG.manage.alreadySuspended);
  const touched = await touchedByContent(db, userId, 'visible');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, { action: 'suspend', item_type: 'user', item_id: userId, item_label: row.user_name, reason });
      const done = await tx.execute(sql`
        update users set suspended_at = now(), suspended_reason = ${reason}, updated_date = now()
        where user_id = ${userId} and suspended_at is null returning 1`);
      if (!done.rows.length) throw new CallFailure(MSG.manage.alreadySuspended);
      await tx.execute(sql`update reviews set review_status = 0, moderation = 'suspended' where user_id = ${userId} and review_status = 1 and moderation is null`);
      await tx.execute(sql`update review_comments set comment_status = 0, moderation = 'suspended' where user_id = ${userId} and comment_status = 1 and moderation is null`);
      await tx.execute(sql`update community_posts set post_status = 0, moderation = 'suspended' where user_id = ${userId} and post_status = 1 and moderation is null`);
      await revokeUserSessions(tx, userId);
    }),
  );
}

export async function unsuspendUser(db: Db, actor: Actor, userId: number, reason: string): Promise<void> {
  const row = await target(db, userId);
  if (!row.suspended_at) throw new CallFailure(MSG.manage.notSuspended);
  const touched = await touchedByContent(db, userId, 'suspended');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, { action: 'unsuspend', item_type: 'user', item_id: userId, item_label: row.user_name, reason });
      const done = await tx.execute(sql`
        update users set suspended_at = null, suspended_reason = '', updated_date = now()
        where user_id = ${userId} and suspended_at is not null returning 1`);
      if (!done.rows.length) throw new CallFailure(MSG.manage.notSuspended);
      await tx.execute(sql`update reviews set review_status = 1, moderation = null where user_id = ${userId} and moderation = 'suspended'`);
      await tx.execute(sql`update review_comments set comment_status = 1, moderation = null where user_id = ${userId} and moderation = 'suspended'`);
      await tx.execute(sql`update community_posts set post_status = 1, moderation = null where user_id = ${userId} and moderation = 'suspended'`);
    }),
  );
}
