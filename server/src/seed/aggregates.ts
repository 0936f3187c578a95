/**
 * Aggregate columns recomputed from the rows, in SQL. The seed runs recomputeAllAggregates()
 * after its bulk inserts. Features may reuse the per-area functions with an id list to refresh
 * only the touched items inside their write transaction (e.g. after a new source review:
 * refreshReviewCounters(tx, [ratingId]); refreshSourceAggregates(tx, [sourceId]);
 * refreshSourceRanks(tx); refreshUserAggregates(tx, [userId])) — or update the columns
 * incrementally, as long as the result equals what these functions compute.
 *
 * Definitions (these are the contract for every writer):
 * - reviews.useful_count / comment_count / report_count: rows in review_useful_votes /
 *   review_comments (comment_status 1) / review_reports.
 * - sources: source_rating and the five *_rating_total = round(avg, 1) over its source reviews
 *   with review_status 1 (0 without reviews); total_review = their count; bad_review = those with
 *   rating < 3; total_comment = sum of their comment_count; total_views = page_views rows with
 *   view_type 'source'; total_favourite = favourites rows. source_ranked = row_number() among
 *   published sources (source_status 1) ordered by source_rating desc, total_review desc,
 *   source_id; 0 for unpublished.
 * - brands: the same over brand reviews (review_type 'brand' only); total_product = products
 *   with product_status 1; brand_ranked like source_ranked over brand_status 1.
 * - products: product_rating / total_review over product reviews; total_views = page_views with
 *   view_type 'brand_product'; price_count = offers; min_price = lowest sale_price;
 *   percent_cheaper = round((max - min) / max * 100, 1) with ≥ 2 offers, else 0.
 * - product_categories.product_count = products with product_status 1.
 * - promos.total_views / news.total_views = page_views rows of type promo / news.
 * - community_posts (top-level): like_count, comment_count (comments with post_status 1),
 *   poll_vote_count. communities: member_count = community_members rows (owner included),
 *   post_count = top-level posts with post_status 1.
 * - users: total_reviews (review_status 1), total_comments (review comments, status 1),
 *   total_likes (useful votes given), total_follower, total_followed, total_posts (top-level,
 *   status 1); user_score (karma) = 25·reviews + 5·review comments + 5·useful votes received on
 *   own reviews + 10·posts (top-level, status 1) + 5·comments (status 1) written on other members'
 *   posts + 1·likes by others on own posts (status 1) + 5·members who joined own communities
 *   (owner excluded) + 1·votes by others on own polls (status 1) + 2·users followed ("friend
 *   addition"). Acting on one's own post (liking, voting, commenting) earns nothing.
 *   rank_no = highest member rank whose rank_score ≤ user_score for members, 999 for source and
 *   998 for brand accounts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from '../db/schema';

/** A database or a transaction. */
export type Executor = Pick<NodePgDatabase<typeof schema>, 'execute'>;

const only = (column: string, ids?: readonly number[]): SQL =>
  ids ? sql` AND ${sql.raw(column)} = ANY(${sql.param([...ids])}::int[])` : sql``;

/**
 * UPDATE table t SET c = x.c … FROM (computed) x WHERE t.key = x.key AND (t.c …) IS DISTINCT FROM (x.c …):
 * rows whose aggregates are already right are not rewritten (cheap re-runs, fewer dead tuples).
 */
async function guardedUpdate(db: Executor, table: string, key: string, columns: readonly string[], computed: SQL): Promise<void> {
  const set = sql.raw(columns.map((c) => `${c} = x.${c}`).join(', '));
  const current = sql.raw(columns.map((c) => `t.${c}`).join(', '));
  const next = sql.raw(columns.map((c) => `x.${c}`).join(', '));
  await db.execute(sql`
    UPDATE ${sql.raw(table)} t SET ${set}
    FROM (${computed}) x
    WHERE t.${sql.raw(key)} = x.${sql.raw(key)} AND (${current}) IS DISTINCT FROM (${next})`);
}

export async function refreshReviewCounters(db: Executor, ratingIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'reviews', 'rating_id', ['useful_count', 'comment_count', 'report_count'], sql`
    SELECT r0.rating_id, coalesce(u.n, 0) useful_count, coalesce(c.n, 0) comment_count, coalesce(p.n, 0) report_count
    FROM reviews r0
    LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_useful_votes WHERE true${only('rating_id', ratingIds)} GROUP BY rating_id) u ON u.rating_id = r0.rating_id
    LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_comments WHERE comment_status = 1${only('rating_id', ratingIds)} GROUP BY rating_id) c ON c.rating_id = r0.rating_id
    LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_reports WHERE true${only('rating_id', ratingIds)} GROUP BY rating_id) p ON p.rating_id = r0.rating_id
    WHERE true${only('r0.rating_id', ratingIds)}`);
}

const SOURCE_COLUMNS = [
  'source_rating',
  'contact_rating_total',
  'delivery_rating_total',
  'quality_rating_total',
  'pricing_rating_total',
  'support_rating_total',
  'total_review',
  'bad_review',
  'total_comment',
  'total_views',
  'total_favourite',
] as const;

export async function refreshSourceAggregates(db: Executor, sourceIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'sources', 'source_id', SOURCE_COLUMNS, sql`
    SELECT s0.source_id,
      coalesce(a.rating, 0) source_rating, coalesce(a.contact, 0) contact_rating_total, coalesce(a.delivery, 0) delivery_rating_total,
      coalesce(a.quality, 0) quality_rating_total, coalesce(a.pricing, 0) pricing_rating_total, coalesce(a.support, 0) support_rating_total,
      coalesce(a.n, 0) total_review, coalesce(a.bad, 0) bad_review, coalesce(a.comments, 0) total_comment,
      coalesce(v.n, 0) total_views, coalesce(f.n, 0) total_favourite
    FROM sources s0
    LEFT JOIN (
      SELECT source_id, round(avg(rating), 1) rating, round(avg(contact_rating), 1) contact, round(avg(delivery_rating), 1) delivery,
             round(avg(quality_rating), 1) quality, round(avg(pricing_rating), 1) pricing, round(avg(support_rating), 1) support,
             count(*)::int n, (count(*) FILTER (WHERE rating < 3))::int bad, sum(comment_count)::int comments
      FROM reviews WHERE review_type = 'source' AND review_status = 1${only('source_id', sourceIds)} GROUP BY source_id
    ) a ON a.source_id = s0.source_id
    LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = 'source'${only('parent_id', sourceIds)} GROUP BY parent_id) v ON v.parent_id = s0.source_id
    LEFT JOIN (SELECT source_id, count(*)::int n FROM favourites WHERE source_id IS NOT NULL${only('source_id', sourceIds)} GROUP BY source_id) f ON f.source_id = s0.source_id
    WHERE true${only('s0.source_id', sourceIds)}`);
}

export async function refreshSourceRanks(db: Executor): Promise<void> {
  await guardedUpdate(db, 'sources', 'source_id', ['source_ranked'], sql`
    SELECT s0.source_id, coalesce(r.rn, 0) source_ranked
    FROM sources s0
    LEFT JOIN (
      SELECT source_id, row_number() OVER (ORDER BY source_rating DESC, total_review DESC, source_id)::int rn
      FROM sources WHERE source_status = 1
    ) r ON r.source_id = s0.source_id`);
}

export async function refreshBrandAggregates(db: Executor, brandIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'brands', 'brand_id', ['brand_rating', 'total_review', 'bad_review', 'total_comment', 'total_views', 'total_favourite', 'total_product'], sql`
    SELECT b0.brand_id, coalesce(a.rating, 0) brand_rating, coalesce(a.n, 0) total_review, coalesce(a.bad, 0) bad_review,
      coalesce(a.comments, 0) total_comment, coalesce(v.n, 0) total_views, coalesce(f.n, 0) total_favourite, coalesce(p.n, 0) total_product
    FROM brands b0
    LEFT JOIN (
      SELECT brand_id, round(avg(rating), 1) rating, count(*)::int n, (count(*) FILTER (WHERE rating < 3))::int bad, sum(comment_count)::int comments
      FROM reviews WHERE review_type = 'brand' AND review_status = 1${only('brand_id', brandIds)} GROUP BY brand_id
    ) a ON a.brand_id = b0.brand_id
    LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = 'brand'${only('parent_id', brandIds)} GROUP BY parent_id) v ON v.parent_id = b0.brand_id
    LEFT JOIN (SELECT brand_id, count(*)::int n FROM favourites WHERE brand_id IS NOT NULL${only('brand_id', brandIds)} GROUP BY brand_id) f ON f.brand_id = b0.brand_id
    LEFT JOIN (SELECT brand_id, count(*)::int n FROM products WHERE product_status = 1${only('brand_id', brandIds)} GROUP BY brand_id) p ON p.brand_id = b0.brand_id
    WHERE true${only('b0.brand_id', brandIds)}`);
}

export async function refreshBrandRanks(db: Executor): Promise<void> {
  await guardedUpdate(db, 'brands', 'brand_id', ['brand_ranked'], sql`
    SELECT b0.brand_id, coalesce(r.rn, 0) brand_ranked
    FROM brands b0
    LEFT JOIN (
      SELECT brand_id, row_number() OVER (ORDER BY brand_rating DESC, total_review DESC, brand_id)::int rn
      FROM brands WHERE brand_status = 1
    ) r ON r.brand_id = b0.brand_id`);
}

export async function refreshProductAggregates(db: Executor, productIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'products', 'product_id', ['product_rating', 'total_review', 'total_views', 'price_count', 'min_price', 'percent_cheaper'], sql`
    SELECT p0.product_id, coalesce(a.rating, 0) product_rating, coalesce(a.n, 0) total_review, coalesce(v.n, 0) total_views,
      coalesce(o.n, 0) price_count, o.min_price,
      CASE WHEN o.n >= 2 AND o.max_price > 0 THEN round((o.max_price - o.min_price) / o.max_price * 100, 1) ELSE 0 END percent_cheaper
    FROM products p0
    LEFT JOIN (
      SELECT product_id, round(avg(rating), 1) rating, count(*)::int n
      FROM reviews WHERE review_type = 'product' AND review_status = 1${only('product_id', productIds)} GROUP BY product_id
    ) a ON a.product_id = p0.product_id
    LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = 'brand_product'${only('parent_id', productIds)} GROUP BY parent_id) v ON v.parent_id = p0.product_id
    LEFT JOIN (
      SELECT product_id, count(*)::int n, min(sale_price) min_price, max(sale_price) max_price
      FROM price_offers WHERE true${only('product_id', productIds)} GROUP BY product_id
    ) o ON o.product_id = p0.product_id
    WHERE true${only('p0.product_id', productIds)}`);
}

export async function refreshProductCategoryCounts(db: Executor): Promise<void> {
  await guardedUpdate(db, 'product_categories', 'category_id', ['product_count'], sql`
    SELECT c0.category_id, coalesce(x.n, 0) product_count
    FROM product_categories c0
    LEFT JOIN (SELECT category_id, count(*)::int n FROM products WHERE product_status = 1 GROUP BY category_id) x ON x.category_id = c0.category_id`);
}

export async function refreshPromoAndNewsViews(db: Executor): Promise<void> {
  await guardedUpdate(db, 'promos', 'promo_id', ['total_views'], sql`
    SELECT p0.promo_id, coalesce(v.n, 0) total_views
    FROM promos p0 LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = 'promo' GROUP BY parent_id) v ON v.parent_id = p0.promo_id`);
  await guardedUpdate(db, 'news', 'news_id', ['total_views'], sql`
    SELECT n0.news_id, coalesce(v.n, 0) total_views
    FROM news n0 LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = 'news' GROUP BY parent_id) v ON v.parent_id = n0.news_id`);
}

export async function refreshPostCounters(db: Executor, postIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'community_posts', 'post_id', ['like_count', 'comment_count', 'poll_vote_count'], sql`
    SELECT p0.post_id, coalesce(l.n, 0) like_count, coalesce(c.n, 0) comment_count, coalesce(v.n, 0) poll_vote_count
    FROM community_posts p0
    LEFT JOIN (SELECT post_id, count(*)::int n FROM community_post_likes WHERE true${only('post_id', postIds)} GROUP BY post_id) l ON l.post_id = p0.post_id
    LEFT JOIN (SELECT parent_post_id, count(*)::int n FROM community_posts WHERE parent_post_id IS NOT NULL AND post_status = 1${only('parent_post_id', postIds)} GROUP BY parent_post_id) c ON c.parent_post_id = p0.post_id
    LEFT JOIN (SELECT post_id, count(*)::int n FROM community_poll_votes WHERE true${only('post_id', postIds)} GROUP BY post_id) v ON v.post_id = p0.post_id
    WHERE true${only('p0.post_id', postIds)}`);
}

export async function refreshCommunityAggregates(db: Executor, communityIds?: readonly number[]): Promise<void> {
  await guardedUpdate(db, 'communities', 'community_id', ['member_count', 'post_count'], sql`
    SELECT c0.community_id, coalesce(m.n, 0) member_count, coalesce(p.n, 0) post_count
    FROM communities c0
    LEFT JOIN (SELECT community_id, count(*)::int n FROM community_members WHERE true${only('community_id', communityIds)} GROUP BY community_id) m ON m.community_id = c0.community_id
    LEFT JOIN (
      SELECT community_id, count(*)::int n FROM community_posts
      WHERE parent_post_id IS NULL AND post_status = 1 AND community_id IS NOT NULL${only('community_id', communityIds)} GROUP BY community_id
    ) p ON p.community_id = c0.community_id
    WHERE true${only('c0.community_id', communityIds)}`);
}

/** Counters, karma (user_score) and rank_no of users. Run after the review, post and community counters. */
export async function refreshUserAggregates(db: Executor, userIds?: readonly number[]): Promise<void> {
  await guardedUpdate(
    db,
    'users',
    'user_id',
    ['total_reviews', 'total_comments', 'total_likes', 'total_follower', 'total_followed', 'total_posts', 'user_score', 'rank_no'],
    sql`
    SELECT u0.user_id, coalesce(r.n, 0) total_reviews, coalesce(rc.n, 0) total_comments, coalesce(ul.n, 0) total_likes,
      coalesce(fr.n, 0) total_follower, coalesce(fd.n, 0) total_followed, coalesce(p.n, 0) total_posts, x.score user_score,
      CASE u0.user_type
        WHEN 'source' THEN 999
        WHEN 'brand' THEN 998
        ELSE coalesce((SELECT max(k.rank_no) FROM ranks k WHERE k.is_member_rank AND k.rank_score <= x.score), 0)
      END rank_no
    FROM users u0
    LEFT JOIN (SELECT user_id, count(*)::int n, sum(useful_count)::int useful FROM reviews WHERE review_status = 1${only('user_id', userIds)} GROUP BY user_id) r ON r.user_id = u0.user_id
    LEFT JOIN (SELECT user_id, count(*)::int n FROM review_comments WHERE comment_status = 1${only('user_id', userIds)} GROUP BY user_id) rc ON rc.user_id = u0.user_id
    LEFT JOIN (SELECT user_id, count(*)::int n FROM review_useful_votes WHERE true${only('user_id', userIds)} GROUP BY user_id) ul ON ul.user_id = u0.user_id
    LEFT JOIN (SELECT followed_id, count(*)::int n FROM user_follows WHERE true${only('followed_id', userIds)} GROUP BY followed_id) fr ON fr.followed_id = u0.user_id
    LEFT JOIN (SELECT follower_id, count(*)::int n FROM user_follows WHERE true${only('follower_id', userIds)} GROUP BY follower_id) fd ON fd.follower_id = u0.user_id
    LEFT JOIN (
      SELECT user_id, count(*)::int n FROM community_posts WHERE parent_post_id IS NULL AND post_status = 1${only('user_id', userIds)} GROUP BY user_id
    ) p ON p.user_id = u0.user_id
    LEFT JOIN (
      SELECT p1.user_id, count(*)::int n FROM community_post_likes l JOIN community_posts p1 ON p1.post_id = l.post_id
      WHERE p1.parent_post_id IS NULL AND p1.post_status = 1 AND l.user_id <> p1.user_id${only('p1.user_id', userIds)} GROUP BY p1.user_id
    ) pl ON pl.user_id = u0.user_id
    LEFT JOIN (
      SELECT p1.user_id, count(*)::int n FROM community_poll_votes v JOIN community_posts p1 ON p1.post_id = v.post_id
      WHERE p1.parent_post_id IS NULL AND p1.post_status = 1 AND v.user_id <> p1.user_id${only('p1.user_id', userIds)} GROUP BY p1.user_id
    ) pv ON pv.user_id = u0.user_id
    LEFT JOIN (
      SELECT c.user_id, count(*)::int n FROM community_posts c JOIN community_posts p1 ON p1.post_id = c.parent_post_id
      WHERE c.post_status = 1 AND c.user_id <> p1.user_id${only('c.user_id', userIds)} GROUP BY c.user_id
    ) pc ON pc.user_id = u0.user_id
    LEFT JOIN (SELECT user_id, sum(greatest(member_count - 1, 0))::int joins FROM communities WHERE true${only('user_id', userIds)} GROUP BY user_id) cm ON cm.user_id = u0.user_id
    CROSS JOIN LATERAL (SELECT (
        25 * coalesce(r.n, 0) + 5 * coalesce(rc.n, 0) + 5 * coalesce(r.useful, 0)
      + 10 * coalesce(p.n, 0) + 5 * coalesce(pc.n, 0) + coalesce(pl.n, 0)
      + 5 * coalesce(cm.joins, 0) + coalesce(pv.n, 0) + 2 * coalesce(fd.n, 0)
    )::int score) x
    WHERE true${only('u0.user_id', userIds)}`,
  );
}

/** Recomputes every aggregate column from the rows, in dependency order. */
export async function recomputeAllAggregates(db: Executor, log?: (line: string) => void): Promise<void> {
  const steps: [string, () => Promise<void>][] = [
    ['review counters', () => refreshReviewCounters(db)],
    ['sources', () => refreshSourceAggregates(db)],
    ['source ranks', () => refreshSourceRanks(db)],
    ['brands', () => refreshBrandAggregates(db)],
    ['brand ranks', () => refreshBrandRanks(db)],
    ['products', () => refreshProductAggregates(db)],
    ['product categories', () => refreshProductCategoryCounts(db)],
    ['promo/news views', () => refreshPromoAndNewsViews(db)],
    ['post counters', () => refreshPostCounters(db)],
    ['communities', () => refreshCommunityAggregates(db)],
    ['users', () => refreshUserAggregates(db)],
  ];
  for (const [name, step] of steps) {
    const t = Date.now();
    await step();
    log?.(`  aggregates ${name}: ${Date.now() - t} ms`);
  }
}
