/** Sources (sellers), brands, brand products and price offers (spec/1 §3, spec/3 §3). */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  counterColumn,
  createdDate,
  DEFAULT_IMAGE,
  flagColumn,
  idColumn,
  moneyColumn,
  ratingColumn,
  SYSTEM_USER_ID,
  tz,
  updatedDate,
} from './columns';
import { productTypeEnum } from './enums';
import { countries, productCategories, sourceCategories } from './reference';
import { users } from './users';

export const sources = pgTable(
  'sources',
  {
    source_id: idColumn('source_id'),
    /** Owner; SYSTEM_USER_ID (1) means unclaimed. */
    user_id: integer('user_id').notNull().default(SYSTEM_USER_ID).references(() => users.user_id),
    category_id: integer('category_id').references(() => sourceCategories.category_id),
    source_name: varchar('source_name', { length: 120 }).notNull(),
    source_slug_url: varchar('source_slug_url', { length: 140 }).notNull(),
    source_profile_image: varchar('source_profile_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    /** Site screenshot or manual 512x512 image (uploads/sources/screenshots). */
    source_site_image: varchar('source_site_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    source_website: varchar('source_website', { length: 255 }).notNull().default(''),
    source_email: varchar('source_email', { length: 254 }).notNull().default(''),
    /** HTML. */
    source_description: text('source_description').notNull().default(''),
    /** Founding year (4 digits) or null. */
    source_since: smallint('source_since'),
    /** One of DELIVERY_TIMES ('1 - 3 Days' …) or ''. */
    source_avg_delivery_time: varchar('source_avg_delivery_time', { length: 32 }).notNull().default(''),
    country_id: integer('country_id').references(() => countries.country_id),

    source_setup_status: flagColumn('source_setup_status', 0),
    /** Publication: 0 under administrator review, 1 published. Public lists show only 1. */
    source_status: flagColumn('source_status', 0),
    /** 1 while the badge is on the source's site. */
    source_verification_status: flagColumn('source_verification_status', 0),
    /** Hash that identifies the source in the embeddable badge script. */
    badge_hash: varchar('badge_hash', { length: 64 }).notNull(),
    badge_checked_at: tz('badge_checked_at'),

    // aggregates
    /** Average of the source reviews' rating, one decimal. */
    source_rating: ratingColumn('source_rating'),
    /** Averages of the five sub-ratings over the source's reviews, one decimal. */
    contact_rating_total: ratingColumn('contact_rating_total'),
    delivery_rating_total: ratingColumn('delivery_rating_total'),
    quality_rating_total: ratingColumn('quality_rating_total'),
    pricing_rating_total: ratingColumn('pricing_rating_total'),
    support_rating_total: ratingColumn('support_rating_total'),
    total_review: counterColumn('total_review'),
    /** Reviews with rating < 3 (dashboard "Bad Reviews"). */
    bad_review: counterColumn('bad_review'),
    /** Comments on the source's reviews (dashboard "All Comments"). */
    total_comment: counterColumn('total_comment'),
    total_views: counterColumn('total_views'),
    /** Members who favourited the source (dashboard "All Favourited"). */
    total_favourite: counterColumn('total_favourite'),

    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('sources_slug_uq').on(t.source_slug_url),
    uniqueIndex('sources_name_lower_uq').on(sql`lower(${t.source_name})`),
    uniqueIndex('sources_badge_hash_uq').on(t.badge_hash),
    index('sources_user_idx').on(t.user_id),
    /** The ranking order; ranks are counted on it when read (src/aggregates/ranks.ts). */
    index('sources_list_rating_idx').on(t.source_status, t.source_rating.desc(), t.total_review.desc(), t.source_id),
    index('sources_list_category_idx').on(t.source_status, t.category_id, t.source_rating.desc()),
    index('sources_list_verified_idx').on(t.source_status, t.source_verification_status, t.source_rating.desc()),
    index('sources_name_trgm_idx').using('gin', t.source_name.op('gin_trgm_ops')),
  ],
);

export const brands = pgTable(
  'brands',
  {
    brand_id: idColumn('brand_id'),
    /** Owner; SYSTEM_USER_ID (1) means unclaimed. */
    user_id: integer('user_id').notNull().default(SYSTEM_USER_ID).references(() => users.user_id),
    brand_name: varchar('brand_name', { length: 120 }).notNull(),
    brand_slug_url: varchar('brand_slug_url', { length: 140 }).notNull(),
    brand_profile_image: varchar('brand_profile_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    brand_site_image: varchar('brand_site_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    brand_website: varchar('brand_website', { length: 255 }).notNull().default(''),
    brand_email: varchar('brand_email', { length: 254 }).notNull().default(''),
    /** HTML. */
    brand_description: text('brand_description').notNull().default(''),
    brand_since: smallint('brand_since'),
    country_id: integer('country_id').references(() => countries.country_id),

    brand_setup_status: flagColumn('brand_setup_status', 0),
    brand_status: flagColumn('brand_status', 0),
    brand_verification_status: flagColumn('brand_verification_status', 0),
    badge_hash: varchar('badge_hash', { length: 64 }).notNull(),
    badge_checked_at: tz('badge_checked_at'),

    // aggregates
    /** Average of the brand reviews' rating (brand reviews only, not product reviews). */
    brand_rating: ratingColumn('brand_rating'),
    total_review: counterColumn('total_review'),
    bad_review: counterColumn('bad_review'),
    total_comment: counterColumn('total_comment'),
    total_views: counterColumn('total_views'),
    total_favourite: counterColumn('total_favourite'),
    /** Active products (product_status 1). */
    total_product: counterColumn('total_product'),

    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('brands_slug_uq').on(t.brand_slug_url),
    uniqueIndex('brands_name_lower_uq').on(sql`lower(${t.brand_name})`),
    uniqueIndex('brands_badge_hash_uq').on(t.badge_hash),
    index('brands_user_idx').on(t.user_id),
    /** The ranking order; ranks are counted on it when read (src/aggregates/ranks.ts). */
    index('brands_list_rating_idx').on(t.brand_status, t.brand_rating.desc(), t.total_review.desc(), t.brand_id),
    index('brands_list_verified_idx').on(t.brand_status, t.brand_verification_status, t.brand_rating.desc()),
    index('brands_name_trgm_idx').using('gin', t.brand_name.op('gin_trgm_ops')),
  ],
);

/** product_features keys (each defaults to "-"). */
export interface ProductFeatures {
  product_features_activehalflife: string;
  product_features_classification: string;
  product_features_dosage: string;
  product_features_acne: string;
  product_features_waterretention: string;
  product_features_hbr: string;
  product_features_hepatotoxicity: string;
  product_features_aromatization: string;
  product_features_activesubstance: string;
  product_features_form: string;
}

export const products = pgTable(
  'products',
  {
    product_id: idColumn('product_id'),
    brand_id: integer('brand_id').notNull().references(() => brands.brand_id, { onDelete: 'cascade' }),
    category_id: integer('category_id').references(() => productCategories.category_id),
    product_name: varchar('product_name', { length: 160 }).notNull(),
    /** Unique within the brand (route /brand/{brand_slug_url}/{product_slug_url}). */
    product_slug_url: varchar('product_slug_url', { length: 180 }).notNull(),
    product_image: varchar('product_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    /** HTML. */
    product_description: text('product_description').notNull().default(''),
    product_type: productTypeEnum('product_type').notNull().default('Other'),
    /** 1 Active, 0 Passive. Public pages show only active products. */
    product_status: flagColumn('product_status', 1),
    product_features: jsonb('product_features').$type<Partial<ProductFeatures>>().notNull().default({}),

    // aggregates
    product_rating: ratingColumn('product_rating'),
    total_review: counterColumn('total_review'),
    total_views: counterColumn('total_views'),
    /** Number of price offers. */
    price_count: counterColumn('price_count'),
    /** Lowest offer price (null without offers). */
    min_price: moneyColumn('min_price'),
    /** How much cheaper the cheapest offer is than the dearest: round((max-min)/max*100, 1); 0 with < 2 offers. */
    percent_cheaper: numeric('percent_cheaper', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),

    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('products_brand_slug_uq').on(t.brand_id, t.product_slug_url),
    index('products_brand_idx').on(t.brand_id, t.product_status, t.product_rating.desc()),
    index('products_category_idx').on(t.category_id, t.product_status, t.brand_id),
    index('products_views_idx').on(t.product_status, t.total_views.desc()),
    index('products_name_trgm_idx').using('gin', t.product_name.op('gin_trgm_ops')),
  ],
);

/** A source's price for a product (price matcher, SELLER PRICES). */
export const priceOffers = pgTable(
  'price_offers',
  {
    offer_id: idColumn('offer_id'),
    product_id: integer('product_id').notNull().references(() => products.product_id, { onDelete: 'cascade' }),
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    sale_price: moneyColumn('sale_price').notNull(),
    matching_product_name: varchar('matching_product_name', { length: 255 }).notNull(),
    matching_product_link: varchar('matching_product_link', { length: 500 }).notNull(),
    /** 1 in stock, 0 out of stock. */
    stock_status: flagColumn('stock_status', 1),
    /** Shipping fee added to the price for the landed price (0 = free or not stated). */
    shipping_fee: moneyColumn('shipping_fee').notNull().default(0),
    /**
     * Deal detection (src/prices/deals.ts, rules in the contract's DEAL_RULES): the median of the
     * offer's daily prices over the last 30 UTC days up to `deal_day`, and how many % the price is
     * under it (negative when above). Refreshed by every changeOffers and once a day for all offers.
     */
    median_30d: moneyColumn('median_30d'),
    deal_percent: numeric('deal_percent', { precision: 6, scale: 1, mode: 'number' }).notNull().default(0),
    deal_day: date('deal_day', { mode: 'string' }),
    updated_date: updatedDate(),
    created_date: createdDate(),
  },
  (t) => [
    uniqueIndex('price_offers_product_source_uq').on(t.product_id, t.source_id),
    index('price_offers_product_price_idx').on(t.product_id, t.sale_price),
    index('price_offers_source_idx').on(t.source_id),
    index('price_offers_deal_idx').on(t.deal_percent.desc()).where(sql`stock_status = 1`),
  ],
);
