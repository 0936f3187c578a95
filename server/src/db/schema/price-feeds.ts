/**
 * Source price feeds and members' price watches (issue 25 items 3 and 4). Offer changes themselves
 * live in `price_offers` (catalog.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PriceFeedFormat, PriceFeedReport } from '@ironscore/contract';
import { createdDate, idColumn, moneyColumn, tz, updatedDate } from './columns';
import { products, sources } from './catalog';
import { users } from './users';

/** One feed per source: where to fetch it, its last import report, when the next import is due. */
export const sourcePriceFeeds = pgTable('source_price_feeds', {
  source_id: integer('source_id')
    .primaryKey()
    .references(() => sources.source_id, { onDelete: 'cascade' }),
  feed_url: varchar('feed_url', { length: 500 }).notNull(),
  feed_format: varchar('feed_format', { length: 8 }).$type<PriceFeedFormat>().notNull(),
  last_report: jsonb('last_report').$type<PriceFeedReport>(),
  last_import_at: tz('last_import_at'),
  next_import_at: tz('next_import_at'),
  created_date: createdDate(),
  updated_date: updatedDate(),
});

/** A member's watch of a product's price (one per member and product). */
export const priceWatches = pgTable(
  'price_watches',
  {
    watch_id: idColumn('watch_id'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id, { onDelete: 'cascade' }),
    target_price: moneyColumn('target_price').notNull(),
    paused: boolean('paused').notNull().default(false),
    /** An alert was sent and the member has not looked at it yet. */
    unread: boolean('unread').notNull().default(false),
    last_alert_price: moneyColumn('last_alert_price'),
    last_alert_at: tz('last_alert_at'),
    /** The UTC day of the last alert: at most one e-mail per watch and day. */
    last_alert_day: date('last_alert_day', { mode: 'string' }),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('price_watches_user_product_uq').on(t.user_id, t.product_id),
    index('price_watches_product_active_idx').on(t.product_id, t.target_price).where(sql`not ${t.paused}`),
  ],
);
