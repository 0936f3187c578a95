/**
 * The aggregate columns (DESIGN §4) and their ONE definition each, as SQL recomputed from the
 * rows. The seed runs every group over every row (recomputeAllAggregates); a write at runtime runs
 * the groups it touches for the touched ids only, inside its transaction, after locking those rows
 * (see writes.ts). Nothing else computes these values.
 *
 * Groups (table: columns = definition):
 * - reviewCounters (reviews): useful_count / comment_count / report_count = rows in
 *   review_useful_votes / review_comments (comment_status 1) / review_reports.
 * - sourceReviews (sources): source_rating and the five *_rating_total = round(avg, 1) over its
 *   source reviews with review_status 1 (0 without reviews); total_review = their count;
 *   bad_review = those with rating < 3; total_comment = sum of their comment_count.
 * - sourceFavourites (sources): total_favourite = favourites rows.
 * - brandReviews (brands): the same over brand reviews (review_type 'brand' only).
 * - brandFavourites, brandProducts (brands): total_favourite; total_product = products with
 *   product_status 1.
 * - productReviews (products): product_rating / total_review over product reviews.
 * - productPrices (products): price_count = offers; min_price = lowest sale_price;
 *   percent_cheaper = round((max - min) / max * 100, 1) with ≥ 2 offers, else 0.
 * - categoryProducts (product_categories): product_count = products with product_status 1.
 * - views of sources, brands, products, promos, news: total_views = page_views rows of the item.
 *   This one counter follows an append-only log that grows with traffic, so the runtime adds 1
 *   in the transaction that inserts the view row instead of recounting (Set_PageViews); the seed
 *   counts. Exact under concurrency either way (`total_views + 1` reads the latest row version).
 * - postCounters (community_posts, top-level): like_count, comment_count (comments with
 *   post_status 1), poll_vote_count.
 * - communityCounters (communities): member_count = community_members rows (owner included),
 *   post_count = top-level posts with post_status 1.
 * - users: total_reviews (review_status 1), total_comments (review comments, status 1),
 *   total_likes (useful votes given), total_follower, total_followed, total_posts (top-level,
 *   status 1); user_score (karma, capped per kind and UTC day) and rank_no — see KARMA_ACTIONS below.
 *
 * Ranking positions (source_ranked, brand_ranked) are not stored: ranks.ts computes them at read
 * time from the list index, so no write ever re-ranks other rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { KARMA, KARMA_DAILY_CAP } from '@ironscore/contract';
import type * as schema from '../db/schema';

/** A database or a transaction. */
export type Executor = Pick<NodePgDatabase<typeof schema>, 'execute'>;

/** ` AND column = ANY(ids)`, or nothing when every row is meant. */
const only = (column: string, ids?: readonly number[]): SQL =>
  ids ? sql` AND ${sql.raw(column)} = ANY(${sql.param([...ids])}::int[])` : sql``;

/** One group of aggregate columns of a table and the SELECT that computes them (key + columns). */
interface Group {
  table: string;
  key: string;
  columns: readonly string[];
  computed: (ids?: readonly number[]) => SQL;
}

/**
 * The actions that earn karma (spec/2 §9 "Karma points", weights from KARMA): for each, who earns
 * it (`earner`), the day it was earned (`day`, the row's created_date in UTC) and the rows that
 * count (`rows`: FROM … WHERE …). Acting on one's own content earns nothing: comments on one's own
 * review or post, likes of one's own post, votes on one's own poll and joining one's own community
 * do not count. Undoing or deleting an action removes its row and so its karma.
 *
 * Daily caps (KARMA_DAILY_CAP): of one kind, at most `cap` actions per earner and UTC day count.
 * A capped action is recorded like any other — its own row with its created_date — and the
 * formula counts least(actions of that day, cap) per day, so the score stays a pure function of
 * the rows: recomputing from scratch gives the value the writes left, and deleting an action of a
 * day over the cap takes nothing back until that day is under the cap again.
 */
const KARMA_ACTIONS: Record<keyof typeof KARMA, { earner: string; day: string; rows: string }> = {
  review: { earner: 'r.user_id', day: 'r.created_date', rows: 'FROM reviews r WHERE r.review_status = 1' },
  reviewComment: {
    earner: 'c.user_id',
    day: 'c.created_date',
    rows: 'FROM review_comments c JOIN reviews rv ON rv.rating_id = c.rating_id WHERE c.comment_status = 1 AND rv.user_id <> c.user_id',
  },
  reviewUseful: {
    earner: 'r.user_id',
    day: 'v.created_date',
    rows: 'FROM review_useful_votes v JOIN reviews r ON r.rating_id = v.rating_id WHERE r.review_status = 1',
  },
  communityPost: { earner: 'p.user_id', day: 'p.created_date', rows: 'FROM community_posts p WHERE p.parent_post_id IS NULL AND p.post_status = 1' },
  postComment: {
    earner: 'c.user_id',
    day: 'c.created_date',
    rows: 'FROM community_posts c JOIN community_posts pp ON pp.post_id = c.parent_post_id WHERE c.post_status = 1 AND pp.user_id <> c.user_id',
  },
  postLike: {
    earner: 'pp.user_id',
    day: 'l.created_date',
    rows: 'FROM community_post_likes l JOIN community_posts pp ON pp.post_id = l.post_id WHERE pp.parent_post_id IS NULL AND pp.post_status = 1 AND l.user_id <> pp.user_id',
  },
  pollVote: {
    earner: 'pp.user_id',
    day: 'v.created_date',
    rows: 'FROM community_poll_votes v JOIN community_posts pp ON pp.post_id = v.post_id WHERE pp.parent_post_id IS NULL AND pp.post_status = 1 AND v.user_id <> pp.user_id',
  },
  communityJoin: {
    earner: 'c.user_id',
    day: 'm.created_date',
    rows: 'FROM community_members m JOIN communities c ON c.community_id = m.community_id WHERE m.user_id <> c.user_id',
  },
  friendAdd: { earner: 'f.follower_id', day: 'f.created_date', rows: 'FROM user_follows f WHERE true' },
};

const KARMA_KINDS = Object.keys(KARMA_ACTIONS) as Array<keyof typeof KARMA>;

/** `LEFT JOIN (capped actions of a kind per earner) k_<kind>`: n = Σ over days of least(count, cap). */
function karmaJoins(ids?: readonly number[]): SQL {
  return sql.join(
    KARMA_KINDS.map((kind) => {
      const { earner, day, rows } = KARMA_ACTIONS[kind];
      return sql`
      LEFT JOIN (
        SELECT uid, sum(least(n, ${sql.raw(String(KARMA_DAILY_CAP[kind]))}))::int n
        FROM (SELECT ${sql.raw(earner)} uid, (${sql.raw(day)} AT TIME ZONE 'UTC')::date d, count(*) n ${sql.raw(rows)}${only(earner, ids)} GROUP BY 1, 2) x
        GROUP BY uid
      ) ${sql.raw(`k_${kind}`)} ON ${sql.raw(`k_${kind}`)}.uid = u0.user_id`;
    }),
    sql``,
  );
}

/** Karma of a member: Σ weight × capped actions of each kind. */
const KARMA_SQL = sql.raw(`(${KARMA_KINDS.map((kind) => `${KARMA[kind]} * coalesce(k_${kind}.n, 0)`).join(' + ')})::int`);

const GROUPS = {
  reviewCounters: {
    table: 'reviews',
    key: 'rating_id',
    columns: ['useful_count', 'comment_count', 'report_count'],
    computed: (ids) => sql`
      SELECT r0.rating_id, coalesce(u.n, 0) useful_count, coalesce(c.n, 0) comment_count, coalesce(p.n, 0) report_count
      FROM reviews r0
      LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_useful_votes WHERE true${only('rating_id', ids)} GROUP BY rating_id) u ON u.rating_id = r0.rating_id
      LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_comments WHERE comment_status = 1${only('rating_id', ids)} GROUP BY rating_id) c ON c.rating_id = r0.rating_id
      LEFT JOIN (SELECT rating_id, count(*)::int n FROM review_reports WHERE true${only('rating_id', ids)} GROUP BY rating_id) p ON p.rating_id = r0.rating_id
      WHERE true${only('r0.rating_id', ids)}`,
  },
  sourceReviews: {
    table: 'sources',
    key: 'source_id',
    columns: ['source_rating', 'contact_rating_total', 'delivery_rating_total', 'quality_rating_total', 'pricing_rating_total', 'support_rating_total', 'total_review', 'bad_review', 'total_comment'],
    computed: (ids) => sql`
      SELECT s0.source_id,
        coalesce(a.rating, 0) source_rating, coalesce(a.contact, 0) contact_rating_total, coalesce(a.delivery, 0) delivery_rating_total,
        coalesce(a.quality, 0) quality_rating_total, coalesce(a.pricing, 0) pricing_rating_total, coalesce(a.support, 0) support_rating_total,
        coalesce(a.n, 0) total_review, coalesce(a.bad, 0) bad_review, coalesce(a.comments, 0) total_comment
      FROM sources s0
      LEFT JOIN (
        SELECT source_id, round(avg(rating), 1) rating, round(avg(contact_rating), 1) contact, round(avg(delivery_rating), 1) delivery,
               round(avg(quality_rating), 1) quality, round(avg(pricing_rating), 1) pricing, round(avg(support_rating), 1) support,
               count(*)::int n, (count(*) FILTER (WHERE rating < 3))::int bad, sum(comment_count)::int comments
        FROM reviews WHERE review_type = 'source' AND review_status = 1${only('source_id', ids)} GROUP BY source_id
      ) a ON a.source_id = s0.source_id
      WHERE true${only('s0.source_id', ids)}`,
  },
  sourceFavourites: {
    table: 'sources',
    key: 'source_id',
    columns: ['total_favourite'],
    computed: (ids) => sql`
      SELECT s0.source_id, coalesce(f.n, 0) total_favourite
      FROM sources s0
      LEFT JOIN (SELECT source_id, count(*)::int n FROM favourites WHERE source_id IS NOT NULL${only('source_id', ids)} GROUP BY source_id) f ON f.source_id = s0.source_id
      WHERE true${only('s0.source_id', ids)}`,
  },
  brandReviews: {
    table: 'brands',
    key: 'brand_id',
    columns: ['brand_rating', 'total_review', 'bad_review', 'total_comment'],
    computed: (ids) => sql`
      SELECT b0.brand_id, coalesce(a.rating, 0) brand_rating, coalesce(a.n, 0) total_review, coalesce(a.bad, 0) bad_review,
        coalesce(a.comments, 0) total_comment
      FROM brands b0
      LEFT JOIN (
        SELECT brand_id, round(avg(rating), 1) rating, count(*)::int n, (count(*) FILTER (WHERE rating < 3))::int bad, sum(comment_count)::int comments
        FROM reviews WHERE review_type = 'brand' AND review_status = 1${only('brand_id', ids)} GROUP BY brand_id
      ) a ON a.brand_id = b0.brand_id
      WHERE true${only('b0.brand_id', ids)}`,
  },
  brandFavourites: {
    table: 'brands',
    key: 'brand_id',
    columns: ['total_favourite'],
    computed: (ids) => sql`
      SELECT b0.brand_id, coalesce(f.n, 0) total_favourite
      FROM brands b0
      LEFT JOIN (SELECT brand_id, count(*)::int n FROM favourites WHERE brand_id IS NOT NULL${only('brand_id', ids)} GROUP BY brand_id) f ON f.brand_id = b0.brand_id
      WHERE true${only('b0.brand_id', ids)}`,
  },
  brandProducts: {
    table: 'brands',
    key: 'brand_id',
    columns: ['total_product'],
    computed: (ids) => sql`
      SELECT b0.brand_id, coalesce(p.n, 0) total_product
      FROM brands b0
      LEFT JOIN (SELECT brand_id, count(*)::int n FROM products WHERE product_status = 1${only('brand_id', ids)} GROUP BY brand_id) p ON p.brand_id = b0.brand_id
      WHERE true${only('b0.brand_id', ids)}`,
  },
  productReviews: {
    table: 'products',
    key: 'product_id',
    columns: ['product_rating', 'total_review'],
    computed: (ids) => sql`
      SELECT p0.product_id, coalesce(a.rating, 0) product_rating, coalesce(a.n, 0) total_review
      FROM products p0
      LEFT JOIN (
        SELECT product_id, round(avg(rating), 1) rating, count(*)::int n
        FROM reviews WHERE review_type = 'product' AND review_status = 1${only('product_id', ids)} GROUP BY product_id
      ) a ON a.product_id = p0.product_id
      WHERE true${only('p0.product_id', ids)}`,
  },
  productPrices: {
    table: 'products',
    key: 'product_id',
    columns: ['price_count', 'min_price', 'percent_cheaper'],
    computed: (ids) => sql`
      SELECT p0.product_id, coalesce(o.n, 0) price_count, o.min_price,
        CASE WHEN o.n >= 2 AND o.max_price > 0 THEN round((o.max_price - o.min_price) / o.max_price * 100, 1) ELSE 0 END percent_cheaper
      FROM products p0
      LEFT JOIN (
        SELECT product_id, count(*)::int n, min(sale_price) min_price, max(sale_price) max_price
        FROM price_offers WHERE true${only('product_id', ids)} GROUP BY product_id
      ) o ON o.product_id = p0.product_id
      WHERE true${only('p0.product_id', ids)}`,
  },
  categoryProducts: {
    table: 'product_categories',
    key: 'category_id',
    columns: ['product_count'],
    computed: (ids) => sql`
      SELECT c0.category_id, coalesce(x.n, 0) product_count
      FROM product_categories c0
      LEFT JOIN (SELECT category_id, count(*)::int n FROM products WHERE product_status = 1${only('category_id', ids)} GROUP BY category_id) x ON x.category_id = c0.category_id
      WHERE true${only('c0.category_id', ids)}`,
  },
  sourceViews: viewsGroup('sources', 'source_id', 'source'),
  brandViews: viewsGroup('brands', 'brand_id', 'brand'),
  productViews: viewsGroup('products', 'product_id', 'brand_product'),
  promoViews: viewsGroup('promos', 'promo_id', 'promo'),
  newsViews: viewsGroup('news', 'news_id', 'news'),
  postCounters: {
    table: 'community_posts',
    key: 'post_id',
    columns: ['like_count', 'comment_count', 'poll_vote_count'],
    computed: (ids) => sql`
      SELECT p0.post_id, coalesce(l.n, 0) like_count, coalesce(c.n, 0) comment_count, coalesce(v.n, 0) poll_vote_count
      FROM community_posts p0
      LEFT JOIN (SELECT post_id, count(*)::int n FROM community_post_likes WHERE true${only('post_id', ids)} GROUP BY post_id) l ON l.post_id = p0.post_id
      LEFT JOIN (SELECT parent_post_id, count(*)::int n FROM community_posts WHERE parent_post_id IS NOT NULL AND post_status = 1${only('parent_post_id', ids)} GROUP BY parent_post_id) c ON c.parent_post_id = p0.post_id
      LEFT JOIN (SELECT post_id, count(*)::int n FROM community_poll_votes WHERE true${only('post_id', ids)} GROUP BY post_id) v ON v.post_id = p0.post_id
      WHERE true${only('p0.post_id', ids)}`,
  },
  communityCounters: {
    table: 'communities',
    key: 'community_id',
    columns: ['member_count', 'post_count'],
    computed: (ids) => sql`
      SELECT c0.community_id, coalesce(m.n, 0) member_count, coalesce(p.n, 0) post_count
      FROM communities c0
      LEFT JOIN (SELECT community_id, count(*)::int n FROM community_members WHERE true${only('community_id', ids)} GROUP BY community_id) m ON m.community_id = c0.community_id
      LEFT JOIN (
        SELECT community_id, count(*)::int n FROM community_posts
        WHERE parent_post_id IS NULL AND post_status = 1 AND community_id IS NOT NULL${only('community_id', ids)} GROUP BY community_id
      ) p ON p.community_id = c0.community_id
      WHERE true${only('c0.community_id', ids)}`,
  },
  users: {
    table: 'users',
    key: 'user_id',
    columns: ['total_reviews', 'total_comments', 'total_likes', 'total_follower', 'total_followed', 'total_posts', 'user_score', 'rank_no'],
    computed: (ids) => sql`
      SELECT u0.user_id, coalesce(r.n, 0) total_reviews, coalesce(rc.n, 0) total_comments, coalesce(ul.n, 0) total_likes,
        coalesce(fr.n, 0) total_follower, coalesce(fd.n, 0) total_followed, coalesce(p.n, 0) total_posts, x.score user_score,
        CASE u0.user_type
          WHEN 'source' THEN 999
          WHEN 'brand' THEN 998
          ELSE coalesce((SELECT max(k.rank_no) FROM ranks k WHERE k.is_member_rank AND k.rank_score <= x.score), 0)
        END rank_no
      FROM users u0
      LEFT JOIN (SELECT user_id, count(*)::int n FROM reviews WHERE review_status = 1${only('user_id', ids)} GROUP BY user_id) r ON r.user_id = u0.user_id
      LEFT JOIN (SELECT user_id, count(*)::int n FROM review_comments WHERE comment_status = 1${only('user_id', ids)} GROUP BY user_id) rc ON rc.user_id = u0.user_id
      LEFT JOIN (SELECT user_id, count(*)::int n FROM review_useful_votes WHERE true${only('user_id', ids)} GROUP BY user_id) ul ON ul.user_id = u0.user_id
      LEFT JOIN (SELECT followed_id, count(*)::int n FROM user_follows WHERE true${only('followed_id', ids)} GROUP BY followed_id) fr ON fr.followed_id = u0.user_id
      LEFT JOIN (SELECT follower_id, count(*)::int n FROM user_follows WHERE true${only('follower_id', ids)} GROUP BY follower_id) fd ON fd.follower_id = u0.user_id
      LEFT JOIN (
        SELECT user_id, count(*)::int n FROM community_posts WHERE parent_post_id IS NULL AND post_status = 1${only('user_id', ids)} GROUP BY user_id
      ) p ON p.user_id = u0.user_id${karmaJoins(ids)}
      CROSS JOIN LATERAL (SELECT ${KARMA_SQL} score) x
      WHERE true${only('u0.user_id', ids)}`,
  },
} satisfies Record<string, Group>;

export type AggregateGroup = keyof typeof GROUPS;

function viewsGroup(table: string, key: string, viewType: string): Group {
  return {
    table,
    key,
    columns: ['total_views'],
    computed: (ids) => sql`
      SELECT t0.${sql.raw(key)}, coalesce(v.n, 0) total_views
      FROM ${sql.raw(table)} t0
      LEFT JOIN (SELECT parent_id, count(*)::int n FROM page_views WHERE view_type = ${viewType}${only('parent_id', ids)} GROUP BY parent_id) v ON v.parent_id = t0.${sql.raw(key)}
      WHERE true${only(`t0.${key}`, ids)}`,
  };
}

/** The table and key column of a group (writes.ts locks these rows before refreshing them). */
export const groupTarget = (group: AggregateGroup): { table: string; key: string } => GROUPS[group];

/**
 * Recomputes one group's columns for `ids` (every row when omitted) from the rows:
 * UPDATE t SET c = x.c FROM (computed) x WHERE t.key = x.key AND (t.c …) IS DISTINCT FROM (x.c …),
 * so rows that are already right are not rewritten.
 */
export async function refreshAggregates(db: Executor, group: AggregateGroup, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const { table, key, columns, computed } = GROUPS[group] as Group;
  const set = sql.raw(columns.map((c) => `${c} = x.${c}`).join(', '));
  const current = sql.raw(columns.map((c) => `t.${c}`).join(', '));
  const next = sql.raw(columns.map((c) => `x.${c}`).join(', '));
  await db.execute(sql`
    UPDATE ${sql.raw(table)} t SET ${set}
    FROM (${computed(ids)}) x
    WHERE t.${sql.raw(key)} = x.${sql.raw(key)} AND (${current}) IS DISTINCT FROM (${next})`);
}

/** Every group in dependency order (review counters before the items and users that sum them). */
const ORDER: readonly AggregateGroup[] = [
  'reviewCounters',
  'sourceReviews',
  'sourceFavourites',
  'sourceViews',
  'brandReviews',
  'brandFavourites',
  'brandProducts',
  'brandViews',
  'productReviews',
  'productPrices',
  'productViews',
  'categoryProducts',
  'promoViews',
  'newsViews',
  'postCounters',
  'communityCounters',
  'users',
];

/** Recomputes every aggregate column from the rows (the seed, and checks that nothing drifted). */
export async function recomputeAllAggregates(db: Executor, log?: (line: string) => void): Promise<void> {
  for (const group of ORDER) {
    const t = Date.now();
    await refreshAggregates(db, group);
    log?.(`  aggregates ${group}: ${Date.now() - t} ms`);
  }
}
