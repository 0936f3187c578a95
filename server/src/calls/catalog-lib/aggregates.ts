/**
 * Aggregates kept as columns (DESIGN §4): call these INSIDE the transaction of the write that
 * changes them. They read only the reviews of one item (partial indexes), never all reviews.
 *
 * - refreshSourceAggregates / refreshBrandAggregates / refreshProductAggregates: rating (and the
 *   five sub-rating averages of a source), total_review, bad_review, from the item's visible reviews.
 * - recomputeSourceRanks / recomputeBrandRanks: source_ranked / brand_ranked positions among the
 *   published items (rating desc, total_review desc, id). They take a transaction-scoped advisory
 *   lock first; call lockSourceRanks()/lockBrandRanks() at the START of the transaction (before
 *   touching any source/brand row) so concurrent writers queue instead of deadlocking.
 * - addKarma: user_score += points (never below 0) and rank_no recomputed from the ranks table
 *   (members only; source and brand accounts keep 999/998). applyUserChanges: the same for
 *   several users, written in user_id order (no deadlocks between concurrent writers).
 * - refreshReviewTarget: everything above for the item of one review (e.g. after a review edit).
 */
import { eq, sql } from 'drizzle-orm';
import { brands, products, reviews, sources, users } from '../../db/schema';
import type { Tx } from './db';

const SOURCE_RANK_LOCK = 730_101;
const BRAND_RANK_LOCK = 730_102;

export async function lockSourceRanks(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SOURCE_RANK_LOCK})`);
}

export async function lockBrandRanks(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BRAND_RANK_LOCK})`);
}

export async function refreshSourceAggregates(tx: Tx, sourceId: number): Promise<void> {
  await tx.execute(sql`
    update ${sources} s set
      source_rating = coalesce(a.avg_rating, 0),
      contact_rating_total = coalesce(a.contact, 0),
      delivery_rating_total = coalesce(a.delivery, 0),
      quality_rating_total = coalesce(a.quality, 0),
      pricing_rating_total = coalesce(a.pricing, 0),
      support_rating_total = coalesce(a.support, 0),
      total_review = a.n,
      bad_review = a.bad
    from (
      select round(avg(r.rating), 1) as avg_rating,
             round(avg(r.contact_rating), 1) as contact,
             round(avg(r.delivery_rating), 1) as delivery,
             round(avg(r.quality_rating), 1) as quality,
             round(avg(r.pricing_rating), 1) as pricing,
             round(avg(r.support_rating), 1) as support,
             count(*)::int as n,
             (count(*) filter (where r.rating < 3))::int as bad
      from ${reviews} r
      where r.review_type = 'source' and r.source_id = ${sourceId} and r.review_status = 1
    ) a
    where s.source_id = ${sourceId}`);
}

export async function refreshBrandAggregates(tx: Tx, brandId: number): Promise<void> {
  await tx.execute(sql`
    update ${brands} b set
      brand_rating = coalesce(a.avg_rating, 0),
      total_review = a.n,
      bad_review = a.bad
    from (
      select round(avg(r.rating), 1) as avg_rating, count(*)::int as n, (count(*) filter (where r.rating < 3))::int as bad
      from ${reviews} r
      where r.review_type = 'brand' and r.brand_id = ${brandId} and r.review_status = 1
    ) a
    where b.brand_id = ${brandId}`);
}

export async function refreshProductAggregates(tx: Tx, productId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} p set
      product_rating = coalesce(a.avg_rating, 0),
      total_review = a.n
    from (
      select round(avg(r.rating), 1) as avg_rating, count(*)::int as n
      from ${reviews} r
      where r.review_type = 'product' and r.product_id = ${productId} and r.review_status = 1
    ) a
    where p.product_id = ${productId}`);
}

/** Positions 1..n of the published sources; unpublished ones get 0. Only changed rows are written. */
export async function recomputeSourceRanks(tx: Tx): Promise<void> {
  await lockSourceRanks(tx);
  await tx.execute(sql`
    update ${sources} s set source_ranked = r.pos
    from (
      select source_id,
             case when source_status = 1
                  then row_number() over (partition by source_status = 1 order by source_rating desc, total_review desc, source_id)
                  else 0 end as pos
      from ${sources}
    ) r
    where s.source_id = r.source_id and s.source_ranked is distinct from r.pos`);
}

export async function recomputeBrandRanks(tx: Tx): Promise<void> {
  await lockBrandRanks(tx);
  await tx.execute(sql`
    update ${brands} b set brand_ranked = r.pos
    from (
      select brand_id,
             case when brand_status = 1
                  then row_number() over (partition by brand_status = 1 order by brand_rating desc, total_review desc, brand_id)
                  else 0 end as pos
      from ${brands}
    ) r
    where b.brand_id = r.brand_id and b.brand_ranked is distinct from r.pos`);
}

/**
 * Adds (or with a negative value removes) karma and recomputes the member's rank from the ranks
 * table. Counter changes of the same user can be passed in `counters` (e.g. total_reviews: +1) so
 * the row is written once.
 */
export async function addKarma(tx: Tx, userId: number, points: number, counters: Partial<Record<UserCounter, number>> = {}): Promise<void> {
  const sets: ReturnType<typeof sql>[] = [sql`user_score = greatest(0, user_score + ${points})`];
  for (const [column, delta] of Object.entries(counters)) {
    if (!delta) continue;
    sets.push(sql`${sql.identifier(column)} = greatest(0, ${sql.identifier(column)} + ${delta})`);
  }
  await tx.execute(sql`update ${users} set ${sql.join(sets, sql`, `)} where user_id = ${userId}`);
  if (points !== 0) await refreshMemberRank(tx, userId);
}

/** Counter columns of users that writes keep up to date next to the karma. */
export type UserCounter = 'total_reviews' | 'total_comments' | 'total_likes' | 'total_posts' | 'total_follower' | 'total_followed';

/** Karma points and counter deltas of one user. */
export interface UserChange {
  user_id: number;
  karma?: number;
  counters?: Partial<Record<UserCounter, number>>;
}

/**
 * addKarma for several users at once (e.g. a follow changes the follower and the followed): the
 * changes of one user are merged and the rows are written in user_id order, so two transactions
 * touching the same users lock them in the same order and queue instead of deadlocking.
 */
export async function applyUserChanges(tx: Tx, changes: readonly UserChange[]): Promise<void> {
  const merged = new Map<number, { karma: number; counters: Partial<Record<UserCounter, number>> }>();
  for (const change of changes) {
    const entry = merged.get(change.user_id) ?? { karma: 0, counters: {} };
    entry.karma += change.karma ?? 0;
    for (const [column, delta] of Object.entries(change.counters ?? {}) as [UserCounter, number][]) {
      entry.counters[column] = (entry.counters[column] ?? 0) + delta;
    }
    merged.set(change.user_id, entry);
  }
  for (const userId of [...merged.keys()].sort((a, b) => a - b)) {
    const { karma, counters } = merged.get(userId)!;
    if (karma === 0 && Object.values(counters).every((d) => !d)) continue;
    await addKarma(tx, userId, karma, counters);
  }
}

/** rank_no of a member = the highest member rank whose rank_score the karma reaches (0 when none). */
export async function refreshMemberRank(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    update users u set rank_no = coalesce((
      select rk.rank_no from ranks rk
      where rk.is_member_rank and rk.rank_score <= u.user_score
      order by rk.rank_score desc, rk.rank_no desc
      limit 1
    ), 0)
    where u.user_id = ${userId} and u.user_type = 'member'`);
}

/**
 * Recomputes the aggregates of the item a review belongs to (rating, counts, sub-ratings, ranking
 * position). For writes outside this module, e.g. editing a review's ratings.
 */
export async function refreshReviewTarget(tx: Tx, ratingId: number): Promise<void> {
  const [r] = await tx
    .select({ review_type: reviews.review_type, source_id: reviews.source_id, brand_id: reviews.brand_id, product_id: reviews.product_id })
    .from(reviews)
    .where(eq(reviews.rating_id, ratingId))
    .limit(1);
  if (!r) return;
  if (r.review_type === 'source' && r.source_id) {
    await lockSourceRanks(tx);
    await refreshSourceAggregates(tx, r.source_id);
    await recomputeSourceRanks(tx);
  } else if (r.review_type === 'brand' && r.brand_id) {
    await lockBrandRanks(tx);
    await refreshBrandAggregates(tx, r.brand_id);
    await recomputeBrandRanks(tx);
  } else if (r.review_type === 'product' && r.product_id) {
    await refreshProductAggregates(tx, r.product_id);
  }
}

/** Comment counter of the reviewed item (source/brand dashboards "All Comments"). */
export async function bumpItemCommentCount(tx: Tx, kind: 'source' | 'brand' | 'product', itemId: number, delta: number): Promise<void> {
  if (kind === 'source') {
    await tx.update(sources).set({ total_comment: sql`greatest(0, ${sources.total_comment} + ${delta})` }).where(eq(sources.source_id, itemId));
  } else if (kind === 'brand') {
    await tx.update(brands).set({ total_comment: sql`greatest(0, ${brands.total_comment} + ${delta})` }).where(eq(brands.brand_id, itemId));
  }
}

