/**
 * Brand products, product categories, price offers and the price matcher (spec/3 §7 "Brands"
 * product calls; spec/2 §2.3).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { reviewHeldSql } from '../moderation/holds';
import {
  MSG,
  PRODUCT_FEATURE_KEYS,
  type PriceOffer,
  type ProductDetail,
  type ProductFeatures,
} from '@ironscore/contract';
import { brands, productCategories, products } from '../db/schema';
import type { Db } from '../db/client';
import { fail, ok, type Handler } from './types';
import { mayReadReview } from '../listings/listing';
import { prepared } from '../db/prepared';
import { productItemFields, publicProductWhere, toProductItem } from './catalog-lib/cards';
import { iso, num, paging, sanitizeCached, descNL } from './catalog-lib/format';
import {
  findReviewRow,
  itemReviewPage,
  toProductReview,
  toReceivedProductReview,
  withComments,
} from './catalog-lib/reviews-read';
import { createComment, createCommentReport, createReport, createReview, toggleUseful } from './catalog-lib/review-actions';
import { searchProducts, searchTerm } from './catalog-lib/search';
import { isGoodDeal } from '../prices/deals';
import { memberCountry, rankByLandedPrice, sourcesNotShippingTo } from '../prices/landed';


/** Every feature key, '-' when missing or empty. */
export function fullFeatures(stored: Record<string, unknown> | null | undefined): ProductFeatures {
  const out: Record<string, string> = {};
  for (const key of PRODUCT_FEATURE_KEYS) {
    const value = stored?.[key];
    out[key] = typeof value === 'string' && value.trim() !== '' ? value : '-';
  }
  return out as ProductFeatures;
}

export const Get_BrandProductPagination: Handler<'Get_BrandProductPagination'> = async ({ db, payload }) => {
  const parts: SQL[] = [publicProductWhere()];
  if (payload.brand_id) parts.push(eq(products.brand_id, payload.brand_id));
  if (payload.category_id) parts.push(eq(products.category_id, payload.category_id));
  const where = and(...parts)!;
  const { limit, offset } = paging(payload.limit, payload.offset);
  let q = db
    .select(productItemFields)
    .from(products)
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(where)
    .orderBy(descNL(products.product_rating), descNL(products.total_review), asc(products.product_id))
    .$dynamic();
  q = q.limit(limit);
  if (offset) q = q.offset(offset);
  const [rows, [total]] = await Promise.all([
    q,
    db.select({ n: count() }).from(products).innerJoin(brands, eq(brands.brand_id, products.brand_id)).where(where),
  ]);
  return ok(rows.map(toProductItem), { totalData: Number(total?.n ?? 0) });
};

export const Get_ProductCategoriesPagination: Handler<'Get_ProductCategoriesPagination'> = async ({ db, payload }) => {
  const where = payload.category_type ? eq(productCategories.category_type, payload.category_type) : undefined;
  const { limit, offset } = paging(payload.limit, payload.offset);
  let q = db
    .select({
      category_id: productCategories.category_id,
      category_name: productCategories.category_name,
      category_slug_url: productCategories.category_slug_url,
      category_type: productCategories.category_type,
      product_count: productCategories.product_count,
    })
    .from(productCategories)
    .where(where)
    .orderBy(asc(productCategories.sort_order), asc(productCategories.category_name), asc(productCategories.category_id))
    .$dynamic();
  q = q.limit(limit);
  if (offset) q = q.offset(offset);
  const [rows, [total]] = await Promise.all([q, db.select({ n: count() }).from(productCategories).where(where)]);
  return ok(rows, { totalData: Number(total?.n ?? 0) });
};

export const Get_ProductCategory: Handler<'Get_ProductCategory'> = async ({ db, payload }) => {
  const [row] = await db
    .select({ category_id: productCategories.category_id, category_name: productCategories.category_name })
    .from(productCategories)
    .where(eq(productCategories.category_slug_url, payload.category_slug_url))
    .limit(1);
  if (!row) return fail(MSG.notFound.category);
  return ok(row);
};

type OfferJson = Omit<PriceOffer, 'sale_price' | 'stock_status' | 'shipping_fee' | 'deal_percent' | 'good_deal' | 'ships_to_member'> & {
  sale_price: number | string;
  stock_status: number;
  source_id: number;
  shipping_fee: number | string;
  deal_percent: number | string;
};

const productDetailQuery = (db: Db) =>
  db
    .select({
      product_id: products.product_id,
      product_name: products.product_name,
      product_slug_url: products.product_slug_url,
      product_image: products.product_image,
      product_description: products.product_description,
      product_rating: products.product_rating,
      total_review: products.total_review,
      percent_cheaper: products.percent_cheaper,
      price_count: products.price_count,
      product_features: products.product_features,
      brand_id: brands.brand_id,
      brand_name: brands.brand_name,
      brand_slug_url: brands.brand_slug_url,
      brand_profile_image: brands.brand_profile_image,
      brand_rating: brands.brand_rating,
      brand_description: brands.brand_description,
      owner_user_id: brands.user_id,
      price_match_list: sql<OfferJson[]>`coalesce((
        select json_agg(json_build_object(
                 'sale_price', o.sale_price,
                 'matching_product_name', o.matching_product_name,
                 'matching_product_link', o.matching_product_link,
                 'stock_status', o.stock_status,
                 'updated_date', o.updated_date,
                 'source_name', s.source_name,
                 'source_slug_url', s.source_slug_url,
                 'source_profile_image', s.source_profile_image,
                 'source_id', s.source_id,
                 'shipping_fee', o.shipping_fee,
                 'deal_percent', o.deal_percent)
               order by o.sale_price, o.offer_id)
        from price_offers o join sources s on s.source_id = o.source_id
        where o.product_id = ${products.product_id} and s.source_status = 1), '[]'::json)`,
      review_hold: reviewHeldSql('product', products.product_id),
    })
    .from(products)
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(
      and(
        eq(brands.brand_slug_url, sql.placeholder('brand')),
        eq(products.product_slug_url, sql.placeholder('product')),
        publicProductWhere(),
      ),
    )
    .limit(1)
    .prepare('catalog_get_brand_product');

/** What a visitor gets of an offer: its place in the list and its stock, not the price or the seller. */
function hiddenOffer(offer: PriceOffer): PriceOffer {
  return {
    ...offer,
    sale_price: 0,
    matching_product_name: '',
    matching_product_link: '',
    source_name: '',
    source_slug_url: '',
    source_profile_image: 'default.jpg',
    shipping_fee: 0,
  };
}

export const Get_BrandProduct: Handler<'Get_BrandProduct'> = async ({ db, payload, user }) => {
  const [[row], landing] = await Promise.all([
    prepared(db, 'catalog_get_brand_product', () => productDetailQuery(db)).execute({
      brand: payload.brand_slug_url,
      product: payload.product_slug_url,
    }),
    user ? memberCountry(db, user.user_id) : Promise.resolve(null),
  ]);
  if (!row) return fail(MSG.notFound.product);
  const json = row.price_match_list ?? [];
  const notShipping = landing ? await sourcesNotShippingTo(db, landing.country_id, json.map((o) => o.source_id)) : null;
  const offers: PriceOffer[] = json.map((o) => {
    const stock = o.stock_status === 1 ? 1 : 0;
    const dealPercent = num(o.deal_percent);
    return {
      sale_price: num(o.sale_price),
      matching_product_name: o.matching_product_name,
      matching_product_link: o.matching_product_link,
      stock_status: stock,
      updated_date: iso(o.updated_date),
      source_name: o.source_name,
      source_slug_url: o.source_slug_url,
      source_profile_image: o.source_profile_image,
      shipping_fee: num(o.shipping_fee),
      deal_percent: dealPercent,
      good_deal: isGoodDeal({ stock_status: stock, deal_percent: dealPercent }),
      ships_to_member: notShipping ? !notShipping.has(o.source_id) : null,
    };
  });
  if (notShipping) rankByLandedPrice(offers);
  const detail: ProductDetail = {
    product_id: row.product_id,
    product_name: row.product_name,
    product_slug_url: row.product_slug_url,
    product_image: row.product_image,
    product_description: sanitizeCached(row.product_description),
    product_rating: Number(row.product_rating),
    total_review: row.total_review,
    percent_cheaper: Number(row.percent_cheaper),
    price_count: offers.length,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    brand_slug_url: row.brand_slug_url,
    brand_profile_image: row.brand_profile_image,
    brand_rating: Number(row.brand_rating),
    brand_description: sanitizeCached(row.brand_description),
    owner_user_id: row.owner_user_id,
    product_features: fullFeatures(row.product_features),
    // Price and seller are for signed-in users only (spec/1 §4 Price offers).
    price_match_list: user ? offers : offers.map(hiddenOffer),
    landed_country: landing?.country_name ?? '',
    review_hold: row.review_hold ? 1 : 0,
  };
  return ok(detail);
};

export const Get_BrandProductMostViewed: Handler<'Get_BrandProductMostViewed'> = async ({ db, payload }) => {
  const rows = await db
    .select(productItemFields)
    .from(products)
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(publicProductWhere())
    .orderBy(descNL(products.total_views), asc(products.product_id))
    .limit(payload.limit);
  return ok(rows.map(toProductItem));
};

/** Price matcher search: products only (from 3 characters). */
export const Get_BrandProductSearchtext: Handler<'Get_BrandProductSearchtext'> = async ({ db, payload }) => {
  const term = searchTerm(payload.searchText);
  if (!term) return fail(MSG.validation.searchMin);
  return ok(await searchProducts(db, term));
};

export const Get_BrandProductReviewsPagination: Handler<'Get_BrandProductReviewsPagination'> = async ({ db, payload }) => {
  const { limit, offset } = paging(payload.limit, payload.offset);
  const { data, total } = await itemReviewPage(db, 'product', payload.product_id, limit, offset, toProductReview);
  return ok(data, { totalData: total });
};

export const Get_BrandProductReviewSingle: Handler<'Get_BrandProductReviewSingle'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const row = await findReviewRow(db, payload.rating_id);
  // Only the review's author and the owner of the reviewed listing.
  if (!row || row.review_type !== 'product' || !(await mayReadReview(db, me, row))) return fail(MSG.notFound.review);
  const [review] = await withComments(db, [row], toReceivedProductReview);
  return ok(review!);
};

export const Set_BrandProductNewReview: Handler<'Set_BrandProductNewReview'> = async ({ db, storage, payload, requireUser, config, ip }) => {
  const user = requireUser();
  await createReview(
    db,
    storage,
    user.user_id,
    { kind: 'product', product_id: payload.product_id, brand_id: payload.brand_id },
    { review_comment: payload.review_comment, rating: payload.rating, review_image: payload.review_image },
    { rules: config.moderation, ip },
  );
  return ok(null, { message: MSG.review.reviewSent });
};

export const Set_BrandProductNewComment: Handler<'Set_BrandProductNewComment'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const message = await createComment(
    db,
    user.user_id,
    { kind: 'product', product_id: payload.product_id, brand_id: payload.brand_id },
    payload.parent_rating_id,
    payload.review_comment,
    { mailer, log },
  );
  return ok(null, { message });
};

export const Set_BrandProductReviewReport: Handler<'Set_BrandProductReviewReport'> = async ({ db, payload, requireUser, config }) => {
  const user = requireUser();
  await createReport(
    db,
    user.user_id,
    { kind: 'product', product_id: payload.product_id, brand_id: payload.brand_id },
    payload.rating_id,
    payload.report_reason,
    config.moderation,
  );
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_BrandProductReviewCommentReport: Handler<'Set_BrandProductReviewCommentReport'> = async ({ db, payload, requireUser, config }) => {
  const target = { kind: 'product', product_id: payload.product_id, brand_id: payload.brand_id } as const;
  await createCommentReport(db, requireUser().user_id, target, payload.comment_id, payload.report_reason, config.moderation);
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_BrandProductReviewUseful: Handler<'Set_BrandProductReviewUseful'> = async ({ db, payload, requireUser, mailer, log }) => {
  const user = requireUser();
  const type = await toggleUseful(
    db,
    user.user_id,
    { kind: 'product', product_id: payload.product_id, brand_id: payload.brand_id },
    payload.rating_id,
    { mailer, log },
  );
  return ok(null, { message: MSG.review.usefulThanks, extra: { type } });
};
