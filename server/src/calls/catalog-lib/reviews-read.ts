/**
 * Reading reviews with their author (rank, karma) and their comments nested, in the shapes of the
 * contract: SourceReview, BrandReview, ProductReview (public lists) and the Received* shapes of the
 * business READ modals. Lists use the partial indexes reviews_{source,brand,product}_created_idx
 * and reviews_type_created_idx; comments of a page come in one query.
 */
import { and, asc, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type {
  BrandReview,
  ProductReview,
  ReceivedBrandReview,
  ReceivedProductReview,
  ReceivedSourceReview,
  Review,
  ReviewComment,
  SourceReview,
} from '@ironscore/contract';
import { brands, products, reviewComments, reviews, sources, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { iso, userRank, descNL } from './format';

export type ReviewKind = 'source' | 'brand' | 'product';

const nullText = () => sql<string | null>`null`;

const baseFields = {
  rating_id: reviews.rating_id,
  review_type: reviews.review_type,
  user_id: reviews.user_id,
  user_name: users.user_name,
  user_profile_image: users.user_profile_image,
  rank_no: users.rank_no,
  user_score: users.user_score,
  rating: reviews.rating,
  contact_rating: reviews.contact_rating,
  delivery_rating: reviews.delivery_rating,
  quality_rating: reviews.quality_rating,
  pricing_rating: reviews.pricing_rating,
  support_rating: reviews.support_rating,
  review_comment: reviews.review_comment,
  review_image: reviews.review_image,
  updated_review: reviews.updated_review,
  created_date: reviews.created_date,
  useful_count: reviews.useful_count,
  source_id: reviews.source_id,
  brand_id: reviews.brand_id,
  product_id: reviews.product_id,
};

/** The item tables a kind needs (undefined = any kind: all of them). */
const joinsOf = (kind: ReviewKind | undefined) => ({
  source: kind === undefined || kind === 'source',
  brand: kind === undefined || kind === 'brand' || kind === 'product',
  product: kind === undefined || kind === 'product',
});

/** The visible comments of the review row, oldest first, as JSON (one correlated index lookup). */
const commentsJson = () => sql<CommentJson[]>`coalesce((
  select json_agg(json_build_object(
           'comment_id', c.comment_id, 'user_id', c.user_id, 'user_name', cu.user_name, 'user_profile_image', cu.user_profile_image,
           'rank_no', cu.rank_no, 'user_score', cu.user_score, 'review_comment', c.review_comment,
           'updated_comment', c.updated_comment, 'created_date', c.created_date)
         order by c.created_date, c.comment_id)
  from ${reviewComments} c join ${users} cu on cu.user_id = c.user_id
  where c.rating_id = ${reviews.rating_id} and c.comment_status = 1), '[]'::json)`;

interface CommentJson {
  comment_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  rank_no: number;
  user_score: number;
  review_comment: string;
  updated_comment: number;
  created_date: string;
}

function toComment(c: CommentJson): ReviewComment {
  return {
    comment_id: c.comment_id,
    user_id: c.user_id,
    user_name: c.user_name,
    user_profile_image: c.user_profile_image,
    user_rank: userRank(c.rank_no),
    user_score: c.user_score,
    review_comment: c.review_comment,
    updated_comment: c.updated_comment ? 1 : 0,
    created_date: iso(c.created_date),
  };
}

function fieldsFor(kind: ReviewKind | undefined) {
  const j = joinsOf(kind);
  return {
    ...baseFields,
    comments_json: commentsJson(),
    source_name: j.source ? sources.source_name : nullText(),
    source_slug_url: j.source ? sources.source_slug_url : nullText(),
    brand_name: j.brand ? brands.brand_name : nullText(),
    brand_slug_url: j.brand ? brands.brand_slug_url : nullText(),
    product_name: j.product ? products.product_name : nullText(),
    product_slug_url: j.product ? products.product_slug_url : nullText(),
    product_image: j.product ? products.product_image : nullText(),
  };
}

export type ReviewRow = {
  rating_id: number;
  review_type: ReviewKind;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  rank_no: number;
  user_score: number;
  rating: number;
  contact_rating: number | null;
  delivery_rating: number | null;
  quality_rating: number | null;
  pricing_rating: number | null;
  support_rating: number | null;
  review_comment: string;
  review_image: string;
  updated_review: number;
  created_date: Date;
  useful_count: number;
  source_id: number | null;
  brand_id: number | null;
  product_id: number | null;
  source_name: string | null;
  source_slug_url: string | null;
  brand_name: string | null;
  brand_slug_url: string | null;
  product_name: string | null;
  product_slug_url: string | null;
  product_image: string | null;
  /** The review's visible comments (selectReviewRows always loads them). */
  comments_json?: CommentJson[];
  /** Total of the list (when selectReviewRows is given countWhere). */
  total?: number;
};

/** review_type literals (written into statements, see itemReviewsWhere). */
const REVIEW_TYPE_LITERAL: Record<ReviewKind, SQL> = { source: sql`'source'`, brand: sql`'brand'`, product: sql`'product'` };

/** Where-clause of the visible reviews of one item (matches the partial list indexes). */

export function itemReviewsWhere(kind: ReviewKind, itemId: number | Placeholder): SQL {
  const target = kind === 'source' ? eq(reviews.source_id, itemId) : kind === 'brand' ? eq(reviews.brand_id, itemId) : eq(reviews.product_id, itemId);
  // The kind is written into the statement (not bound): the item's partial index
  // (reviews_<kind>_created_idx, WHERE review_type = '<kind>') then serves the generic plan of the
  // prepared page statement too, instead of a scan of every review of that type.
  return and(eq(reviews.review_type, REVIEW_TYPE_LITERAL[kind]), target, eq(reviews.review_status, 1))!;
}

/** Only reviews whose item is published (home strips). */
export function publishedItemWhere(kind: ReviewKind): SQL {
  if (kind === 'source') return sql`exists (select 1 from ${sources} where ${sources.source_id} = ${reviews.source_id} and ${sources.source_status} = 1)`;
  if (kind === 'brand') return sql`exists (select 1 from ${brands} where ${brands.brand_id} = ${reviews.brand_id} and ${brands.brand_status} = 1)`;
  return sql`exists (select 1 from ${products} join ${brands} on ${brands.brand_id} = ${products.brand_id}
    where ${products.product_id} = ${reviews.product_id} and ${products.product_status} = 1 and ${brands.brand_status} = 1)`;
}

/**
 * Reviews with author and item names, newest first. `where` may refer to the reviews table only;
 * the page (limit/offset) is cut from reviews first, through the list indexes, and only its rows
 * are joined to users and to the item tables the kind needs.
 */
export async function selectReviewRows(
  db: Executor,
  kind: ReviewKind | undefined,
  where: SQL,
  opts: { limit?: number | null; offset?: number; tieBreak?: boolean; countWhere?: SQL } = {},
): Promise<ReviewRow[]> {
  return (await reviewRowsQuery(db, kind, where, opts)) as ReviewRow[];
}

type Bound = number | Placeholder;

/** The query of selectReviewRows (limit and offset may be placeholders of a prepared statement). */
function reviewRowsQuery(
  db: Executor,
  kind: ReviewKind | undefined,
  where: SQL,
  opts: { limit?: Bound | null; offset?: Bound; tieBreak?: boolean; countWhere?: SQL },
) {
  // The rating_id tie-break keeps paging stable; the home strips (no offset) leave it out so the
  // page can be read straight from reviews_type_created_idx.
  const order = opts.tieBreak === false ? [descNL(reviews.created_date)] : [descNL(reviews.created_date), descNL(reviews.rating_id)];
  let pageQ = db
    .select({ page_id: reviews.rating_id })
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (opts.limit !== undefined && opts.limit !== null) pageQ = pageQ.limit(opts.limit);
  if (opts.offset) pageQ = pageQ.offset(opts.offset);
  const page = pageQ.as('page');
  const j = joinsOf(kind);
  const fields = opts.countWhere
    ? { ...fieldsFor(kind), total: sql<number>`(select count(*)::int from ${reviews} where ${opts.countWhere})` }
    : fieldsFor(kind);
  let q = db
    .select(fields)
    .from(page)
    .innerJoin(reviews, eq(reviews.rating_id, page.page_id))
    .innerJoin(users, eq(users.user_id, reviews.user_id))
    .$dynamic();
  if (j.source) q = q.leftJoin(sources, eq(sources.source_id, reviews.source_id));
  if (j.product) q = q.leftJoin(products, eq(products.product_id, reviews.product_id));
  if (j.brand) q = q.leftJoin(brands, eq(brands.brand_id, reviews.brand_id));
  return q.orderBy(descNL(reviews.created_date), descNL(reviews.rating_id));
}

/** The prepared page-of-reviews statement of one kind (item, limit and offset are parameters). */
const reviewPageStatement = (db: Db, kind: ReviewKind) =>
  prepared(db, `catalog_review_page_${kind}`, () => {
    const where = itemReviewsWhere(kind, sql.placeholder('item'));
    return reviewRowsQuery(db, kind, where, {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      countWhere: where,
    }).prepare(`catalog_review_page_${kind}`);
  });

export async function countReviews(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(where);
  return Number(row?.n ?? 0);
}

/** Visible comments of the given reviews, oldest first, grouped by rating_id. */
export async function loadComments(db: Executor, ratingIds: number[]): Promise<Map<number, ReviewComment[]>> {
  const byReview = new Map<number, ReviewComment[]>();
  if (ratingIds.length === 0) return byReview;
  const rows = await db
    .select({
      rating_id: reviewComments.rating_id,
      comment_id: reviewComments.comment_id,
      user_id: reviewComments.user_id,
      user_name: users.user_name,
      user_profile_image: users.user_profile_image,
      rank_no: users.rank_no,
      user_score: users.user_score,
      review_comment: reviewComments.review_comment,
      updated_comment: reviewComments.updated_comment,
      created_date: reviewComments.created_date,
    })
    .from(reviewComments)
    .innerJoin(users, eq(users.user_id, reviewComments.user_id))
    .where(and(inArray(reviewComments.rating_id, ratingIds), eq(reviewComments.comment_status, 1)))
    .orderBy(asc(reviewComments.created_date), asc(reviewComments.comment_id));
  for (const r of rows) {
    const list = byReview.get(r.rating_id) ?? [];
    list.push({
      comment_id: r.comment_id,
      user_id: r.user_id,
      user_name: r.user_name,
      user_profile_image: r.user_profile_image,
      user_rank: userRank(r.rank_no),
      user_score: r.user_score,
      review_comment: r.review_comment,
      updated_comment: r.updated_comment ? 1 : 0,
      created_date: iso(r.created_date),
    });
    byReview.set(r.rating_id, list);
  }
  return byReview;
}

function baseReview(r: ReviewRow, comments: ReviewComment[]): Review {
  return {
    rating_id: r.rating_id,
    user_id: r.user_id,
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    user_rank: userRank(r.rank_no),
    user_score: r.user_score,
    rating: Number(r.rating),
    review_comment: r.review_comment,
    review_image: r.review_image || 'default.jpg',
    updated_review: r.updated_review ? 1 : 0,
    created_date: iso(r.created_date),
    useful_count: r.useful_count,
    comments,
  };
}

const subRatings = (r: ReviewRow) => ({
  contact_rating: r.contact_rating ?? 0,
  delivery_rating: r.delivery_rating ?? 0,
  quality_rating: r.quality_rating ?? 0,
  pricing_rating: r.pricing_rating ?? 0,
  support_rating: r.support_rating ?? 0,
});

export function toSourceReview(r: ReviewRow, comments: ReviewComment[]): SourceReview {
  return {
    ...baseReview(r, comments),
    ...subRatings(r),
    source_id: r.source_id ?? 0,
    source_name: r.source_name ?? '',
    source_slug_url: r.source_slug_url ?? '',
  };
}

export function toBrandReview(r: ReviewRow, comments: ReviewComment[]): BrandReview {
  return {
    ...baseReview(r, comments),
    brand_id: r.brand_id ?? 0,
    brand_name: r.brand_name ?? '',
    brand_slug_url: r.brand_slug_url ?? '',
  };
}

export function toProductReview(r: ReviewRow, comments: ReviewComment[]): ProductReview {
  return {
    ...baseReview(r, comments),
    product_id: r.product_id ?? 0,
    brand_id: r.brand_id ?? 0,
    product_name: r.product_name ?? '',
    product_image: r.product_image ?? 'default.jpg',
    brand_name: r.brand_name ?? '',
    brand_slug_url: r.brand_slug_url ?? '',
  };
}

export function toReceivedSourceReview(r: ReviewRow, comments: ReviewComment[]): ReceivedSourceReview {
  return {
    ...subRatings(r),
    rating_id: r.rating_id,
    source_id: r.source_id ?? 0,
    user_id: r.user_id,
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    user_rank: userRank(r.rank_no),
    user_score: r.user_score,
    rating: Number(r.rating),
    review_comment: r.review_comment,
    updated_review: r.updated_review ? 1 : 0,
    created_date: iso(r.created_date),
    comments,
  };
}

export function toReceivedBrandReview(r: ReviewRow, comments: ReviewComment[]): ReceivedBrandReview {
  return {
    rating_id: r.rating_id,
    brand_id: r.brand_id ?? 0,
    user_id: r.user_id,
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    user_score: r.user_score,
    user_rank: userRank(r.rank_no),
    rating: Number(r.rating),
    review_comment: r.review_comment,
    created_date: iso(r.created_date),
    updated_review: r.updated_review ? 1 : 0,
    comments,
  };
}

export function toReceivedProductReview(r: ReviewRow, comments: ReviewComment[]): ReceivedProductReview {
  return {
    rating_id: r.rating_id,
    brand_id: r.brand_id ?? 0,
    product_id: r.product_id ?? 0,
    user_id: r.user_id,
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    user_score: r.user_score,
    user_rank: userRank(r.rank_no),
    product_rating: Number(r.rating),
    review_comment: r.review_comment,
    created_date: iso(r.created_date),
    updated_review: r.updated_review ? 1 : 0,
    comments,
  };
}

/** Rows → mapped reviews with their comments (loaded with the rows; a query only for rows without them). */
export async function withComments<T>(db: Executor, rows: ReviewRow[], map: (r: ReviewRow, c: ReviewComment[]) => T): Promise<T[]> {
  const missing = rows.filter((r) => !r.comments_json).map((r) => r.rating_id);
  const loaded = missing.length ? await loadComments(db, missing) : new Map<number, ReviewComment[]>();
  return rows.map((r) => map(r, r.comments_json ? r.comments_json.map(toComment) : (loaded.get(r.rating_id) ?? [])));
}

/**
 * One page of an item's visible reviews plus the total, newest first: one statement (page,
 * authors, item, comments and the count). A page past the end counts separately.
 */
export async function itemReviewPage<T>(
  db: Db,
  kind: ReviewKind,
  itemId: number,
  limit: number | null,
  offset: number,
  map: (r: ReviewRow, c: ReviewComment[]) => T,
): Promise<{ data: T[]; total: number }> {
  const where = itemReviewsWhere(kind, itemId);
  const rows = (
    limit === null
      ? await selectReviewRows(db, kind, where, { limit, offset, countWhere: where })
      : await reviewPageStatement(db, kind).execute({ item: itemId, limit, offset })
  ) as ReviewRow[];
  const total = rows.length ? Number(rows[0]!.total ?? 0) : offset > 0 ? await countReviews(db, where) : 0;
  return { data: await withComments(db, rows, map), total };
}

/** One visible review by id (any kind), or null. */
export async function findReviewRow(db: Executor, ratingId: number): Promise<ReviewRow | null> {
  const [row] = await selectReviewRows(db, undefined, and(eq(reviews.rating_id, ratingId), eq(reviews.review_status, 1))!, { limit: 1 });
  return row ?? null;
}
