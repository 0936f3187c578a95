/** Promos, news, static pages and general settings. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sources } from './catalog';
import { counterColumn, createdDate, DEFAULT_IMAGE, flagColumn, idColumn, updatedDate } from './columns';
import { newsPositionEnum } from './enums';
import { newsCategories } from './reference';

export const promos = pgTable(
  'promos',
  {
    promo_id: idColumn('promo_id'),
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    promo_name: varchar('promo_name', { length: 160 }).notNull(),
    promo_slug_url: varchar('promo_slug_url', { length: 180 }).notNull(),
    promo_image: varchar('promo_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    /** HTML. */
    promo_description: text('promo_description').notNull().default(''),
    /** Coupon code; null means a plain promotion. */
    promo_code: varchar('promo_code', { length: 40 }),
    promo_start_date: timestamp('promo_start_date', { withTimezone: true }).defaultNow().notNull(),
    promo_end_date: timestamp('promo_end_date', { withTimezone: true }).notNull(),
    /** 1 active (shown), 0 hidden. */
    promo_status: flagColumn('promo_status', 1),
    total_views: counterColumn('total_views'),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('promos_slug_uq').on(t.promo_slug_url),
    index('promos_list_idx').on(t.promo_status, t.promo_end_date, t.created_date.desc()),
    index('promos_views_idx').on(t.promo_status, t.total_views.desc()),
    index('promos_source_idx').on(t.source_id, t.promo_end_date.desc()),
    index('promos_name_trgm_idx').using('gin', t.promo_name.op('gin_trgm_ops')),
  ],
);

export const news = pgTable(
  'news',
  {
    news_id: idColumn('news_id'),
    category_id: integer('category_id').references(() => newsCategories.category_id),
    news_name: varchar('news_name', { length: 200 }).notNull(),
    news_slug_url: varchar('news_slug_url', { length: 220 }).notNull(),
    news_image: varchar('news_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    /** HTML. */
    news_content: text('news_content').notNull().default(''),
    /** Home column (left, center, right). */
    position: newsPositionEnum('position').notNull().default('left'),
    news_status: flagColumn('news_status', 1),
    total_views: counterColumn('total_views'),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('news_slug_uq').on(t.news_slug_url),
    index('news_list_idx').on(t.news_status, t.created_date.desc()),
    index('news_category_idx').on(t.news_status, t.category_id, t.created_date.desc()),
    index('news_position_views_idx').on(t.news_status, t.position, t.total_views.desc()),
    index('news_name_trgm_idx').using('gin', t.news_name.op('gin_trgm_ops')),
    /** Full-text search of the news (Get_SearchText): the expression must match catalog-lib/search.ts. */
    index('news_fts_idx').using('gin', sql`to_tsvector('english', ${t.news_name} || ' ' || ${t.news_content})`),
  ],
);

/** Static pages (/page/{page_slug_url}); page_content is HTML. */
export const pages = pgTable(
  'pages',
  {
    page_id: idColumn('page_id'),
    page_name: varchar('page_name', { length: 120 }).notNull(),
    page_slug_url: varchar('page_slug_url', { length: 140 }).notNull(),
    page_content: text('page_content').notNull().default(''),
    page_status: flagColumn('page_status', 1),
    sort_order: smallint('sort_order').notNull().default(0),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [uniqueIndex('pages_slug_uq').on(t.page_slug_url), index('pages_order_idx').on(t.page_status, t.sort_order)],
);

/**
 * General settings as key/value rows: general_site_title, general_site_description,
 * general_site_keywords, general_copyright, social_* (value '#' hides the link), seo_* title and
 * description templates with placeholders {source_name}, {brand_name}, {product_name},
 * {promo_name}, {news_name}, {page_name}, {category_name}, {user_name}, {site_title}.
 */
export const generalSettings = pgTable('general_settings', {
  setting_key: varchar('setting_key', { length: 100 }).primaryKey(),
  setting_value: text('setting_value').notNull().default(''),
  updated_date: updatedDate(),
});
