/** Reference data: continents, countries, payment methods, categories, ranks. */
import { boolean, index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { counterColumn, DEFAULT_IMAGE, idColumn } from './columns';
import { productCategoryTypeEnum } from './enums';

export const continents = pgTable('continents', {
  continent_id: idColumn('continent_id'),
  continent_name: varchar('continent_name', { length: 64 }).notNull().unique(),
  continent_code: varchar('continent_code', { length: 2 }).notNull().unique(),
});

/** About 233 countries; country_image is a flag file in uploads/countries. */
export const countries = pgTable(
  'countries',
  {
    country_id: idColumn('country_id'),
    country_name: varchar('country_name', { length: 100 }).notNull(),
    /** ISO 3166-1 alpha-2. */
    country_code: varchar('country_code', { length: 2 }).notNull(),
    continent_id: integer('continent_id').notNull().references(() => continents.continent_id),
    country_image: varchar('country_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
  },
  (t) => [
    uniqueIndex('countries_name_uq').on(t.country_name),
    uniqueIndex('countries_code_uq').on(t.country_code),
    index('countries_continent_idx').on(t.continent_id),
  ],
);

export const paymentMethods = pgTable('payment_methods', {
  payment_method_id: idColumn('payment_method_id'),
  payment_method_name: varchar('payment_method_name', { length: 64 }).notNull().unique(),
  payment_method_image: varchar('payment_method_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
  sort_order: smallint('sort_order').notNull().default(0),
});

/** Categories of sources (home filter buttons, sources list filter). */
export const sourceCategories = pgTable('source_categories', {
  category_id: idColumn('category_id'),
  category_name: varchar('category_name', { length: 64 }).notNull().unique(),
  category_abbreviation: varchar('category_abbreviation', { length: 16 }).notNull(),
  sort_order: smallint('sort_order').notNull().default(0),
});

/** Product categories (/product-categories, /products/{category_slug_url}). */
export const productCategories = pgTable(
  'product_categories',
  {
    category_id: idColumn('category_id'),
    category_name: varchar('category_name', { length: 100 }).notNull(),
    category_slug_url: varchar('category_slug_url', { length: 120 }).notNull(),
    category_type: productCategoryTypeEnum('category_type').notNull().default('Other'),
    /** Active products in the category (aggregate). */
    product_count: counterColumn('product_count'),
    sort_order: smallint('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('product_categories_slug_uq').on(t.category_slug_url), index('product_categories_type_idx').on(t.category_type, t.category_name)],
);

export const newsCategories = pgTable('news_categories', {
  category_id: idColumn('category_id'),
  category_name: varchar('category_name', { length: 64 }).notNull().unique(),
  category_slug_url: varchar('category_slug_url', { length: 80 }).notNull().unique(),
  sort_order: smallint('sort_order').notNull().default(0),
});

/**
 * Ranks: 0 Newcomer … 4 Titan of Iron (members, by rank_score = required karma), plus 999 Source
 * Rank and 998 Brand Rank (is_member_rank false). impact = the percentage impact of the member's
 * reviews shown in "next ranks".
 */
export const ranks = pgTable('ranks', {
  rank_no: integer('rank_no').primaryKey(),
  rank_name: varchar('rank_name', { length: 64 }).notNull(),
  rank_score: integer('rank_score').notNull().default(0),
  impact: numeric('impact', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
  is_member_rank: boolean('is_member_rank').notNull().default(true),
});
