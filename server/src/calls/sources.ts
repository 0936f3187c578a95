/** Sources: public browsing and review calls (spec/3 §7 "Sources"; spec/1 §2–§9). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { reviewHeldSql } from '../moderation/holds';
import { MSG, type SourceDetail } from '@ironscore/contract';
import { countries, reviews, sourceCategories, sources, users } from '../db/schema';
import type { Db } from '../db/client';
import { fail, ok, type Handler } from './types';
import { mayReadReview } from '../listings/listing';
import { prepared } from '../db/prepared';
import { sourceRankSql } from '../aggregates';
import { selectSourceCards, sourceCardFields, sourceCardPage, sourceListWhere, toSourceCard } from './catalog-lib/cards';
import { paging, sanitizeCached, yearText } from './catalog-lib/format';
import {
  findReviewRow,
  itemReviewPage,
  publishedItemWhere,
  selectReviewRows,
  toReceivedSourceReview,
  toSourceReview,
  withComments,
} from './catalog-lib/reviews-read';
import { createComment, createCommentReport, createReport, createReview, toggleUseful } from './catalog-lib/review-actions';
import { searchSourceNames, searchTerm } from './catalog-lib/search';

/** Home carousel size (placeholder count 10). */
export const TOP_SOURCES = 10;
/** Home "Recent Reviews" strip. */
export const LAST_REVIEWS = 12;

export const Get_SourceCategories: Handler<'Get_SourceCategories'> = async ({ db }) => {
  const rows = await db
    .select({
      category_id: sourceCategories.category_id,
      category_name: sourceCategories.category_name,
      category_abbreviation: sourceCategories.category_abbreviation,
    })
    .from(sourceCategories)
    .orderBy(asc(sourceCategories.sort_order), asc(sourceCategories.category_id));
  return ok(rows);
};

export const Get_TopSources: Handler<'Get_TopSources'> = async ({ db, payload }) => {
  return ok(await selectSourceCards(db, sourceListWhere({ category_id: payload.category_id }), TOP_SOURCES, 0));
};

export const Get_SourcePagination: Handler<'Get_SourcePagination'> = async ({ db, payload }) => {
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await sourceCardPage(db, payload, limit, offset);
  return ok(data, { totalData: total });
};

const countryList = (table: 'source_delivery_countries' | 'source_restricted_countries') =>
  sql<{ country_name: string; country_image: string }[]>`coalesce((
    select json_agg(json_build_object('country_name', c.country_name, 'country_image', c.country_image) order by c.country_name)
    from ${sql.identifier(table)} x join ${countries} c on c.country_id = x.country_id
    where x.source_id = ${sources.source_id}), '[]'::json)`;

const sourceDetailQuery = (db: Db) =>
  db
    .select({
      ...sourceCardFields,
      source_ranked: sourceRankSql,
      source_website: sources.source_website,
      source_email: sources.source_email,
      source_description: sources.source_description,
      source_since: sources.source_since,
      source_avg_delivery_time: sources.source_avg_delivery_time,
      source_country: countries.country_name,
      user_id: sources.user_id,
      contact_rating_total: sources.contact_rating_total,
      delivery_rating_total: sources.delivery_rating_total,
      quality_rating_total: sources.quality_rating_total,
      pricing_rating_total: sources.pricing_rating_total,
      support_rating_total: sources.support_rating_total,
      source_payment_types: sql<{ payment_method_name: string; payment_method_image: string }[]>`coalesce((
        select json_agg(json_build_object('payment_method_name', pm.payment_method_name, 'payment_method_image', pm.payment_method_image)
                        order by pm.sort_order, pm.payment_method_id)
        from source_payment_methods spm join payment_methods pm on pm.payment_method_id = spm.payment_method_id
        where spm.source_id = ${sources.source_id}), '[]'::json)`,
      source_delivery_countries: countryList('source_delivery_countries'),
      source_restricted_countries: countryList('source_restricted_countries'),
      review_hold: reviewHeldSql('source', sources.source_id),
    })
    .from(sources)
    .innerJoin(users, eq(users.user_id, sources.user_id))
    .leftJoin(sourceCategories, eq(sourceCategories.category_id, sources.category_id))
    .leftJoin(countries, eq(countries.country_id, sources.country_id))
    .where(and(eq(sources.source_slug_url, sql.placeholder('slug')), eq(sources.source_status, 1)))
    .limit(1)
    .prepare('catalog_get_source');

export const Get_Source: Handler<'Get_Source'> = async ({ db, payload }) => {
  const [row] = await prepared(db, 'catalog_get_source', () => sourceDetailQuery(db)).execute({ slug: payload.source_slug_url });
  if (!row) return fail(MSG.notFound.source);
  const detail: SourceDetail = {
    ...toSourceCard(row, row.source_ranked),
    source_website: row.source_website,
    source_email: row.source_email,
    source_description: sanitizeCached(row.source_description),
    source_since: yearText(row.source_since),
    source_avg_delivery_time: row.source_avg_delivery_time,
    source_country: row.source_country ?? '',
    source_ranked: row.source_ranked,
    user_id: row.user_id,
    contact_rating_total: Number(row.contact_rating_total),
    delivery_rating_total: Number(row.delivery_rating_total),
    quality_rating_total: Number(row.quality_rating_total),
    pricing_rating_total: Number(row.pricing_rating_total),
    support_rating_total: Number(row.support_rating_total),
    source_payment_types: row.source_payment_types ?? [],
    source_delivery_countries: row.source_delivery_countries ?? [],
    source_restricted_countries: row.source_restricted_countries ?? [],
    review_hold: row.review_hold ? 1 : 0,
  };
  return ok(detail);
};

export const Get_SourceReviewsPagination: Handler<'Get_SourceReviewsPagination'> = async ({ db, payload }) => {
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await itemReviewPage(db, 'source', payload.source_id, limit, offset, toSourceReview);
  return ok(data, { totalData: total });
};

export const Get_LastSourceReviews: Handler<'Get_LastSourceReviews'> = async ({ db }) => {
  const rows = await selectReviewRows(
    db,
    'source',
    and(eq(reviews.review_type, 'source'), eq(reviews.review_status, 1), publishedItemWhere('source'))!,
    { limit: LAST_REVIEWS, tieBreak: false },
  );
  return ok(await withComments(db, rows, toSourceReview));
};

/** One visible source review with its comments (READ modal, refresh after an action). */
export const Get_SourceReviewSingle: Handler<'Get_SourceReviewSingle'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const row = await findReviewRow(db, payload.rating_id);
  // Only the review's author and the owner of the reviewed listing.
  if (!row || row.review_type !== 'source' || !(await mayReadReview(db, me, row))) return fail(MSG.notFound.review);
  const [review] = await withComments(db, [row], toReceivedSourceReview);
  return ok(review!);
};

export const Set_SourceNewReview: Handler<'Set_SourceNewReview'> = async ({ db, storage, payload, requireUser, config, ip }) => {
  const user = requireUser();
  await createReview(db, storage, user.user_id, { kind: 'source', source_id: payload.source_id }, {
    review_comment: payload.review_comment,
    sub: {
      contact_rating: payload.contact_rating,
      delivery_rating: payload.delivery_rating,
      quality_rating: payload.quality_rating,
      pricing_rating: payload.pricing_rating,
      support_rating: payload.support_rating,
    },
    review_image: payload.review_image,
  }, { rules: config.moderation, ip });
  return ok(null, { message: MSG.review.reviewSent });
};

export const Set_SourceNewComment: Handler<'Set_SourceNewComment'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const message = await createComment(db, user.user_id, { kind: 'source', source_id: payload.source_id }, payload.parent_rating_id, payload.review_comment, { mailer, log });
  return ok(null, { message });
};

export const Set_SourceReviewReport: Handler<'Set_SourceReviewReport'> = async ({ db, payload, requireUser, config }) => {
  const user = requireUser();
  await createReport(db, user.user_id, { kind: 'source', source_id: payload.source_id }, payload.rating_id, payload.report_reason, config.moderation);
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_SourceReviewCommentReport: Handler<'Set_SourceReviewCommentReport'> = async ({ db, payload, requireUser, config }) => {
  await createCommentReport(db, requireUser().user_id, { kind: 'source', source_id: payload.source_id }, payload.comment_id, payload.report_reason, config.moderation);
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_SourceReviewUseful: Handler<'Set_SourceReviewUseful'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const type = await toggleUseful(db, user.user_id, { kind: 'source', source_id: payload.source_id }, payload.rating_id, { mailer, log });
  return ok(null, { message: MSG.review.usefulThanks, extra: { type } });
};

/** Official-seller search of the brand area (from 3 characters). */
export const Get_SourceLikeSearch: Handler<'Get_SourceLikeSearch'> = async ({ db, payload, requireUser }) => {
  requireUser();
  const term = searchTerm(payload.source_name);
  if (!term) return ok([]);
  return ok(await searchSourceNames(db, term));
};
