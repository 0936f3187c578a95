/**
 * Brands and products (spec/1, spec/2 §2.3, spec/3 §7 "Brands"): the public brand lists and pages,
 * products with their price offers, product categories, the price matcher, and the review actions
 * on a brand or a product. The signed-in brand's own calls (dashboard, setup, products, official
 * sellers) are in the business area.
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import {
  fieldsObject,
  id,
  idOrZero,
  ignoredUserId,
  intBetween,
  oneOf,
  optionalBool,
  optionalNumber,
  pageFields,
  ratingFilter,
  slugField,
  text,
} from '../fields';
import { COUNTS, PAGE_SIZE } from '../limits';
import type { Country, Flag01, SearchResult, VerificationFlag } from './general';
import { reviewFields, type Review } from './reviews';

// ================================================================== messages: ../messages/brands-products.ts

// ================================================================== entities

/** Brand list card (Get_TopBrands, Get_BrandPagination). */
export interface BrandCard {
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  brand_rating: number;
  total_review: number;
  total_views: number;
  total_product: number;
  brand_ranked: number;
  /** '1' verified, otherwise unverified. */
  brand_verification_status: VerificationFlag;
  user_name: string;
  user_profile_image: string;
}

/** Get_SourceLikeSearch item; also an official seller of a brand. */
export interface OfficialSeller {
  source_id: number;
  source_name: string;
}

/** Get_Brand: brand detail. */
export interface BrandDetail extends BrandCard {
  /**
   * 1 while new reviews of the item are held by the review-bombing rule (issue 24): the page shows
   * MSG.manage.unusualActivity. Absent or 0 otherwise.
   */
  review_hold?: 0 | 1;
  brand_website: string;
  brand_email: string;
  /** HTML. */
  brand_description: string;
  brand_since: string;
  brand_country: string;
  /** Owner; 1 means an unclaimed listing. */
  user_id: number;
  brand_delivery_countries: Pick<Country, 'country_name' | 'country_image'>[];
  brand_restricted_countries: Pick<Country, 'country_name' | 'country_image'>[];
  brand_offical_resellers: Pick<OfficialSeller, 'source_name'>[];
}

/** Get_AllBrand item (the products-by-category brand filter). */
export interface BrandFilterItem {
  brand_id: number;
  brand_name: string;
  brand_profile_image: string;
  brand_slug_url: string;
}

export interface BrandReview extends Review {
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
}

export interface ProductReview extends Review {
  product_id: number;
  brand_id: number;
  product_name: string;
  product_image: string;
}

export const PRODUCT_FEATURE_LEVELS = ['-', 'YES', 'NO', 'LOW', 'HIGH'] as const;
export type ProductFeatureLevel = (typeof PRODUCT_FEATURE_LEVELS)[number];
/** Level keys take one of PRODUCT_FEATURE_LEVELS. */
export const PRODUCT_FEATURE_LEVEL_KEYS = [
  'product_features_acne',
  'product_features_waterretention',
  'product_features_hepatotoxicity',
  'product_features_aromatization',
] as const;
/** Free-text keys (single line). */
export const PRODUCT_FEATURE_TEXT_KEYS = [
  'product_features_activehalflife',
  'product_features_classification',
  'product_features_hbr',
  'product_features_form',
] as const;
/** Multi-line text keys. */
export const PRODUCT_FEATURE_MULTILINE_KEYS = ['product_features_dosage', 'product_features_activesubstance'] as const;
export const PRODUCT_FEATURE_KEYS = [
  ...PRODUCT_FEATURE_LEVEL_KEYS,
  ...PRODUCT_FEATURE_TEXT_KEYS,
  ...PRODUCT_FEATURE_MULTILINE_KEYS,
] as const;
export type ProductFeatureKey = (typeof PRODUCT_FEATURE_KEYS)[number];
/** Every key defaults to '-'. */
export type ProductFeatures = Record<(typeof PRODUCT_FEATURE_LEVEL_KEYS)[number], ProductFeatureLevel> &
  Record<(typeof PRODUCT_FEATURE_TEXT_KEYS)[number] | (typeof PRODUCT_FEATURE_MULTILINE_KEYS)[number], string>;

/** Readable labels of the product_features_* keys (product page table, brand product form). */
export const PRODUCT_FEATURE_LABELS: Record<ProductFeatureKey, string> = {
  product_features_activesubstance: 'Active Substance',
  product_features_classification: 'Classification',
  product_features_form: 'Form',
  product_features_dosage: 'Dosage',
  product_features_activehalflife: 'Active Half-Life',
  product_features_acne: 'Acne',
  product_features_waterretention: 'Water Retention',
  product_features_hbr: 'HBR',
  product_features_hepatotoxicity: 'Hepatotoxicity',
  product_features_aromatization: 'Aromatization',
};

export const PRODUCT_TYPES = ['Other', 'Injectable', 'Oral'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** '1' Active, '0' Passive. */
export const PRODUCT_STATUSES = { '1': 'Active', '0': 'Passive' } as const;
export type ProductStatus = keyof typeof PRODUCT_STATUSES;

export interface PriceOffer {
  sale_price: number;
  matching_product_name: string;
  matching_product_link: string;
  /** 1 = in stock. */
  stock_status: Flag01;
  updated_date: string;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
  /** Shipping fee of the offer (0 = free or not stated; visitors: 0). */
  shipping_fee: number;
  /** How many % the price is under the offer's 30-day median (issue 25, DEAL_RULES). */
  deal_percent: number;
  /** In stock and at least DEAL_RULES.minPercentUnder % under its 30-day median. */
  good_deal: boolean;
  /**
   * For a signed-in member with a "live in" country: false when the source does not ship there
   * (its restricted countries, or delivery countries that leave it out). Otherwise null.
   */
  ships_to_member: boolean | null;
}

/** Get_BrandProduct: product detail (spec/1 §3). */
export interface ProductDetail {
  /**
   * 1 while new reviews of the item are held by the review-bombing rule (issue 24): the page shows
   * MSG.manage.unusualActivity. Absent or 0 otherwise.
   */
  review_hold?: 0 | 1;
  product_id: number;
  product_name: string;
  product_slug_url: string;
  product_image: string;
  /** HTML. */
  product_description: string;
  product_rating: number;
  total_review: number;
  percent_cheaper: number;
  price_count: number;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  brand_rating: number;
  brand_description: string;
  owner_user_id: number;
  product_features: ProductFeatures;
  /** Cheapest first. Price and seller are blanked for visitors who are not signed in. */
  /**
   * Cheapest first. For a signed-in member with a "live in" country: by price + shipping fee, the
   * sources that do not ship there last (issue 25 landed price); `landed_country` names it ('' otherwise).
   */
  price_match_list: PriceOffer[];
  landed_country: string;
}

/** Product list item (Get_BrandProductPagination, Get_BrandProductMostViewed). */
export interface ProductListItem {
  product_id: number;
  product_name: string;
  product_image: string;
  product_slug_url: string;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  /** The string '1' means verified. */
  brand_verification_status: VerificationFlag;
  product_rating?: number;
  total_review?: number;
  percent_cheaper?: number;
  price_count?: number;
}

/** Get_ProductCategory. */
export interface ProductCategory {
  category_id: number;
  category_name: string;
}

/** Get_ProductCategoriesPagination item. */
export interface ProductCategoryListing {
  category_id: number;
  category_name: string;
  category_slug_url: string;
  /** 'Injectable', 'Oral' or 'Other'. */
  category_type: string;
  product_count: number;
}

// ================================================================== calls

const brandId = () => id('A valid brand_id is expected.');
const productId = () => id('A valid product_id is expected.');
const ratingId = () => id('A valid rating_id is expected.');

export const brandProductCalls = {
  // ---------------------------------------------------------------- brands
  Get_TopBrands: call<BrandCard[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_LastBrandReviews: call<BrandReview[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Brand: call<BrandDetail>()({ token: false, payload: fieldsObject({ brand_slug_url: slugField('brand_slug_url') }) }),
  Get_BrandPagination: call<BrandCard[]>()({
    token: false,
    payload: fieldsObject({
      ...pageFields(PAGE_SIZE.brands),
      rating_id: optionalNumber(ratingFilter(), 0),
      verification: optionalBool('verification must be true or false.'),
    }),
    paged: true,
  }),
  Get_BrandReviewsPagination: call<BrandReview[]>()({
    token: false,
    payload: fieldsObject({ ...pageFields(PAGE_SIZE.reviews), brand_id: brandId() }),
    paged: true,
  }),
  /** rating: whole stars 1..5 (the home-side variant's brand_rating is not part of the contract). */
  Set_BrandNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: brandId(),
      review_comment: reviewFields.comment(),
      rating: reviewFields.stars(),
      review_image: reviewFields.image(),
    }),
  }),
  Set_BrandNewComment: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: brandId(),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewFields.comment(),
    }),
  }),
  Set_BrandReviewReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: brandId(),
      rating_id: ratingId(),
      report_reason: reviewFields.reportReason(),
    }),
  }),
  /** Reports a comment on a review of the brand (issue 24; not in spec/3 §7): who may, as Set_BrandReviewReport. */
  Set_BrandReviewCommentReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ brand_id: brandId(), comment_id: reviewFields.commentId(), report_reason: reviewFields.reportReason() }),
  }),
  /** Toggles the vote; reply `type` is 'positive' or 'negative'. */
  Set_BrandReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({ user_id: ignoredUserId(), brand_id: brandId(), rating_id: ratingId() }),
  }),
  /** Every published brand (products-by-category brand filter). */
  Get_AllBrand: call<BrandFilterItem[]>()({ token: false, payload: noPayload(), cached: true }),

  // ---------------------------------------------------------------- products and categories
  /** Products of a brand and/or a category (products-by-category page); 0 = all. */
  Get_BrandProductPagination: call<ProductListItem[]>()({
    token: false,
    payload: fieldsObject({
      ...pageFields(PAGE_SIZE.productsByCategory),
      brand_id: optionalNumber(idOrZero(), 0),
      category_id: optionalNumber(idOrZero(), 0),
    }),
    paged: true,
  }),
  /** category_type '' = all; limit -1 and offset -1 = every category (brand product screen). */
  Get_ProductCategoriesPagination: call<ProductCategoryListing[]>()({
    token: false,
    payload: fieldsObject({
      ...pageFields(PAGE_SIZE.productCategories, 1000, { all: true }),
      category_type: v.optional(
        oneOf(['', 'Injectable', 'Oral', 'Other'], "category_type must be '', 'Injectable', 'Oral' or 'Other'."),
        '',
      ),
    }),
    paged: true,
  }),
  /** Visitors get the offers with price and seller blanked (spec/1 §4 Price offers); members the real ones. */
  Get_BrandProduct: call<ProductDetail>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({ brand_slug_url: slugField('brand_slug_url'), product_slug_url: slugField('product_slug_url') }),
  }),
  Get_ProductCategory: call<ProductCategory>()({
    token: false,
    payload: fieldsObject({ category_slug_url: slugField('category_slug_url') }),
  }),
  Get_BrandProductReviewsPagination: call<ProductReview[]>()({
    token: false,
    payload: fieldsObject({ ...pageFields(PAGE_SIZE.reviews), product_id: productId() }),
    paged: true,
  }),
  Set_BrandProductNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: productId(),
      brand_id: brandId(),
      review_comment: reviewFields.comment(),
      rating: reviewFields.stars(),
      review_image: reviewFields.image(),
    }),
  }),
  Set_BrandProductNewComment: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: productId(),
      brand_id: brandId(),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewFields.comment(),
    }),
  }),
  Set_BrandProductReviewReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: productId(),
      brand_id: brandId(),
      rating_id: ratingId(),
      report_reason: reviewFields.reportReason(),
    }),
  }),
  /** Reports a comment on a review of the product (issue 24; not in spec/3 §7): who may, as Set_BrandProductReviewReport. */
  Set_BrandProductReviewCommentReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ product_id: productId(), brand_id: brandId(), comment_id: reviewFields.commentId(), report_reason: reviewFields.reportReason() }),
  }),
  /** Toggles the vote; reply `type` is 'positive' or 'negative'. */
  Set_BrandProductReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({ user_id: ignoredUserId(), product_id: productId(), brand_id: brandId(), rating_id: ratingId() }),
  }),
  Get_BrandProductMostViewed: call<ProductListItem[]>()({
    token: false,
    payload: fieldsObject({
      limit: optionalNumber(intBetween(1, 100, 'limit must be from 1 to 100.'), COUNTS.mostViewedProducts),
    }),
  }),
  /** Price matcher search (products); from 3 characters. */
  Get_BrandProductSearchtext: call<SearchResult[]>()({ token: false, payload: fieldsObject({ searchText: text() }) }),
} as const;
