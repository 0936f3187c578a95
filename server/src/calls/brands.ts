/** Brands: public browsing and review calls (spec/3 §7 "Brands"; spec/1 §2–§9). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { reviewHeldSql } from '../moderation/holds';
import { MSG, type BrandDetail } from '@ironscore/contract';
import { brands, countries, reviews, users } from '../db/schema';
import { fail, ok, type Handler } from './types';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { brandRankSql } from '../aggregates';
import { mayReadReview } from '../listings/listing';
import { brandCardFields, brandCardPage, brandListWhere, selectBrandCards, toBrandCard } from './catalog-lib/cards';
import { paging, sanitizeCached, yearText } from './catalog-lib/format';
import {
  findReviewRow,
  itemReviewPage,
  publishedItemWhere,
  selectReviewRows,
  toBrandReview,
  toReceivedBrandReview,
  withComments,
} from './catalog-lib/reviews-read';
import { createComment, createCommentReport, createReport, createReview, toggleUseful } from './catalog-lib/review-actions';

/** Home "Top rated Brands" (placeholder count 10). */
export const TOP_BRANDS = 10;
export const LAST_REVIEWS = 12;

export const Get_TopBrands: Handler<'Get_TopBrands'> = async ({ db }) => {
  return ok(await selectBrandCards(db, brandListWhere({}), TOP_BRANDS, 0));
};

export const Get_BrandPagination: Handler<'Get_BrandPagination'> = async ({ db, payload }) => {
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await brandCardPage(db, payload, limit, offset);
  return ok(data, { totalData: total });
};

const countryList = (table: 'brand_delivery_countries' | 'brand_restricted_countries') =>
  sql<{ country_name: string; country_image: string }[]>`coalesce((
    select json_agg(json_build_object('country_name', c.country_name, 'country_image', c.country_image) order by c.country_name)
    from ${sql.identifier(table)} x join ${countries} c on c.country_id = x.country_id
    where x.brand_id = ${brands.brand_id}), '[]'::json)`;

const brandDetailQuery = (db: Db) =>
  db
    .select({
      ...brandCardFields,
      brand_ranked: brandRankSql,
      brand_website: brands.brand_website,
      brand_email: brands.brand_email,
      brand_description: brands.brand_description,
      brand_since: brands.brand_since,
      brand_country: countries.country_name,
      user_id: brands.user_id,
      brand_delivery_countries: countryList('brand_delivery_countries'),
      brand_restricted_countries: countryList('brand_restricted_countries'),
      brand_offical_resellers: sql<{ source_name: string }[]>`coalesce((
        select json_agg(json_build_object('source_name', s.source_name) order by s.source_name)
        from brand_official_resellers o join sources s on s.source_id = o.source_id
        where o.brand_id = ${brands.brand_id} and s.source_status = 1), '[]'::json)`,
      review_hold: reviewHeldSql('brand', brands.brand_id),
    })
    .from(brands)
    .innerJoin(users, eq(users.user_id, brands.user_id))
    .leftJoin(countries, eq(countries.country_id, brands.country_id))
    .where(and(eq(brands.brand_slug_url, sql.placeholder('slug')), eq(brands.brand_status, 1)))
    .limit(1)
    .prepare('catalog_get_brand');

export const Get_Brand: Handler<'Get_Brand'> = async ({ db, payload }) => {
  const [row] = await prepared(db, 'catalog_get_brand', () => brandDetailQuery(db)).execute({ slug: payload.brand_slug_url });
  if (!row) return fail(MSG.notFound.brand);
  const detail: BrandDetail = {
    ...toBrandCard(row, row.brand_ranked),
    brand_website: row.brand_website,
    brand_email: row.brand_email,
    brand_description: sanitizeCached(row.brand_description),
    brand_since: yearText(row.brand_since),
    brand_country: row.brand_country ?? '',
    user_id: row.user_id,
    brand_delivery_countries: row.brand_delivery_countries ?? [],
    brand_restricted_countries: row.brand_restricted_countries ?? [],
    brand_offical_resellers: row.brand_offical_resellers ?? [],
    review_hold: row.review_hold ? 1 : 0,
  };
  return ok(detail);
};

/** Every published brand, by name (products-by-category brand filter). */
export const Get_AllBrand: Handler<'Get_AllBrand'> = async ({ db }) => {
  const rows = await db
    .select({
      brand_id: brands.brand_id,
      brand_name: brands.brand_name,
      brand_profile_image: brands.brand_profile_image,
      brand_slug_url: brands.brand_slug_url,
    })
    .from(brands)
    .where(eq(brands.brand_status, 1))
    .orderBy(asc(brands.brand_name), asc(brands.brand_id));
  return ok(rows);
};

export const Get_BrandReviewsPagination: Handler<'Get_BrandReviewsPagination'> = async ({ db, payload }) => {
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await itemReviewPage(db, 'brand', payload.brand_id, limit, offset, toBrandReview);
  return ok(data, { totalData: total });
};

export const Get_LastBrandReviews: Handler<'Get_LastBrandReviews'> = async ({ db }) => {
  const rows = await selectReviewRows(
    db,
    'brand',
    and(eq(reviews.review_type, 'brand'), eq(reviews.review_status, 1), publishedItemWhere('brand'))!,
    { limit: LAST_REVIEWS, tieBreak: false },
  );
  return ok(await withComments(db, rows, toBrandReview));
};

export const Get_BrandReviewSingle: Handler<'Get_BrandReviewSingle'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const row = await findReviewRow(db, payload.rating_id);
  // Only the review's author and the owner of the reviewed listing.
  if (!row || row.review_type !== 'brand' || !(await mayReadReview(db, me, row))) return fail(MSG.notFound.review);
  const [review] = await withComments(db, [row], toReceivedBrandReview);
  return ok(review!);
};

export const Set_BrandNewReview: Handler<'Set_BrandNewReview'> = async ({ db, storage, payload, requireUser, config, ip }) => {
  const user = requireUser();
  await createReview(db, storage, user.user_id, { kind: 'brand', brand_id: payload.brand_id }, {
    review_comment: payload.review_comment,
    rating: payload.rating,
    review_image: payload.review_image,
  }, { rules: config.moderation, ip });
  return ok(null, { message: MSG.review.reviewSent });
};

export const Set_BrandNewComment: Handler<'Set_BrandNewComment'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const message = await createComment(db, user.user_id, { kind: 'brand', brand_id: payload.brand_id }, payload.parent_rating_id, payload.review_comment, { mailer, log });
  return ok(null, { message });
};

export const Set_BrandReviewReport: Handler<'Set_BrandReviewReport'> = async ({ db, payload, requireUser, config }) => {
  const user = requireUser();
  await createReport(db, user.user_id, { kind: 'brand', brand_id: payload.brand_id }, payload.rating_id, payload.report_reason, config.moderation);
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_BrandReviewCommentReport: Handler<'Set_BrandReviewCommentReport'> = async ({ db, payload, requireUser, config }) => {
  await createCommentReport(db, requireUser().user_id, { kind: 'brand', brand_id: payload.brand_id }, payload.comment_id, payload.report_reason, config.moderation);
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_BrandReviewUseful: Handler<'Set_BrandReviewUseful'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const type = await toggleUseful(db, user.user_id, { kind: 'brand', brand_id: payload.brand_id }, payload.rating_id, { mailer, log });
  return ok(null, { message: MSG.review.usefulThanks, extra: { type } });
};
