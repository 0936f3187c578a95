/** Favourites and page views. */
import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, sources } from './catalog';
import { createdDate, idColumn } from './columns';
import { favouriteTypeEnum, viewTypeEnum } from './enums';
import { users } from './users';

/** A member's favourite source or brand; unique per (user, item). */
export const favourites = pgTable(
  'favourites',
  {
    favorite_id: idColumn('favorite_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    item_type: favouriteTypeEnum('item_type').notNull(),
    source_id: integer('source_id').references(() => sources.source_id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id').references(() => brands.brand_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [
    check(
      'favourites_target_ck',
      sql`(${t.item_type} = 'source' and ${t.source_id} is not null and ${t.brand_id} is null) or (${t.item_type} = 'brand' and ${t.brand_id} is not null and ${t.source_id} is null)`,
    ),
    uniqueIndex('favourites_user_source_uq').on(t.user_id, t.source_id),
    uniqueIndex('favourites_user_brand_uq').on(t.user_id, t.brand_id),
    index('favourites_user_idx').on(t.user_id, t.created_date.desc()),
    index('favourites_source_idx').on(t.source_id),
    index('favourites_brand_idx').on(t.brand_id),
  ],
);

/**
 * One row per counted page view (Set_PageViews). parent_id is the source, brand, product, promo or
 * news id according to view_type; the item's total_views column is the aggregate.
 *
 * A visitor is counted once per item per UTC day: visitor_hash is HMAC-SHA256 of the visitor
 * (the member's id when signed in, otherwise the client address and user agent) keyed with that
 * day's random salt (page_view_salts), so it identifies nobody once the salt is gone; view_day is
 * the day. Views recorded before this rule (and seeded ones) have no view_day.
 */
export const pageViews = pgTable(
  'page_views',
  {
    view_id: bigint('view_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    view_type: viewTypeEnum('view_type').notNull(),
    parent_id: integer('parent_id').notNull(),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    visitor_hash: varchar('visitor_hash', { length: 64 }).notNull().default(''),
    view_day: date('view_day', { mode: 'string' }),
    created_date: createdDate(),
  },
  (t) => [
    index('page_views_item_idx').on(t.view_type, t.parent_id, t.created_date.desc()),
    index('page_views_created_idx').on(t.created_date.desc()),
    uniqueIndex('page_views_visitor_day_uq').on(t.view_type, t.parent_id, t.visitor_hash, t.view_day),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The random salt of each UTC day for page-view visitor hashes. Only today's is kept: older salts
 * are deleted when a new day's salt is created, so old hashes cannot be linked to anyone.
 */
export const pageViewSalts = pgTable('page_view_salts', {
  salt_day: date('salt_day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});
