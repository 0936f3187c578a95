/**
 * The two rules that hide reviews without a manager (issue 24), run inside the transaction of the
 * write that triggers them, after the item's and author's aggregate rows are locked
 * (aggregates/writes.ts), so the item's figures and the author's karma are recomputed by the same
 * transaction with the shared formulas (which count only review_status 1).
 *
 * - Reports: hideWhenReported — REPORT_HOLD_REPORTERS distinct verified reporters with open reports
 *   (reviews, review comments, community posts and comments).
 * - Review bombing: holdIfBurst — see rules.ts for the thresholds.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReportedKind } from '@ironscore/contract';
import type { Tx } from '../db/executor';
import type { ModerationRules } from './rules';

/** The table of each kind of reportable content: its key, visibility flag and reports table. */
export const REPORTABLE = {
  review: { table: 'reviews', key: 'rating_id', status: 'review_status', reports: 'review_reports' },
  review_comment: { table: 'review_comments', key: 'comment_id', status: 'comment_status', reports: 'review_comment_reports' },
  post: { table: 'community_posts', key: 'post_id', status: 'post_status', reports: 'community_post_reports' },
  post_comment: { table: 'community_posts', key: 'post_id', status: 'post_status', reports: 'community_post_reports' },
} as const satisfies Record<ReportedKind, { table: string; key: string; status: string; reports: string }>;

/**
 * Hides the item (a review, review comment, community post or comment) pending review when enough
 * distinct verified accounts have open reports on it: status 0, moderation 'reported'.
 */
export async function hideWhenReported(tx: Tx, kind: ReportedKind, itemId: number, threshold: number): Promise<boolean> {
  const { table, key, status, reports } = REPORTABLE[kind];
  const [t, k, st, rp] = [table, key, status, reports].map((x) => sql.raw(x));
  const result = await tx.execute(sql`
    update ${t} set ${st} = 0, moderation = 'reported', updated_date = now()
    where ${k} = ${itemId} and ${st} = 1 and moderation is null
      and (select count(distinct x.user_id) from ${rp} x join users u on u.user_id = x.user_id
           where x.${k} = ${itemId} and x.report_status = 0 and u.user_verification_status = 1) >= ${threshold}
    returning ${k}`);
  return result.rows.length > 0;
}

/** The reviews of the same item as review `r` (SQL condition on alias `o`). */
const sameItem = sql`o.review_type = r.review_type
  and o.source_id is not distinct from r.source_id and o.brand_id is not distinct from r.brand_id
  and o.product_id is not distinct from r.product_id`;

/**
 * Holds the new review `ratingId` (review_status 0, moderation 'held') when its item is on hold
 * (held reviews wait for a manager) or when it completes a burst: within burstMinutes, burstReviews
 * reviews of the item from accounts younger than burstAccountDays, or from its own network address.
 */
export async function holdIfBurst(tx: Tx, ratingId: number, rules: ModerationRules): Promise<boolean> {
  const window = sql`now() - make_interval(mins => ${rules.burstMinutes})`;
  const result = await tx.execute(sql`
    update reviews r set review_status = 0, moderation = 'held'
    where r.rating_id = ${ratingId} and r.review_status = 1 and (
      exists (select 1 from reviews o where ${sameItem} and o.rating_id <> r.rating_id and o.moderation = 'held')
      or (select count(*) from reviews o join users u on u.user_id = o.user_id
          where ${sameItem} and o.created_date >= ${window}
            and u.created_date > now() - make_interval(days => ${rules.burstAccountDays})) >= ${rules.burstReviews}
      or (r.created_ip <> '' and (select count(*) from reviews o
          where ${sameItem} and o.created_date >= ${window} and o.created_ip = r.created_ip) >= ${rules.burstReviews})
    )
    returning r.rating_id`);
  return result.rows.length > 0;
}

/**
 * Whether the item has held reviews waiting for a manager (the public page shows a notice), as a
 * boolean SQL expression: the detail statements of sources, brands and products select it as a
 * column (one round trip for the page); `id` is the item's id column or value.
 */
export function reviewHeldSql(kind: 'source' | 'brand' | 'product', id: SQL | AnyColumn | number): SQL<boolean> {
  // The kind is written into the statement (not bound), like the review lists' partial indexes need.
  return sql<boolean>`exists (select 1 from reviews held
    where held.review_type = ${sql.raw(`'${kind}'`)} and held.${sql.raw(`${kind}_id`)} = ${id} and held.moderation = 'held')`;
}
