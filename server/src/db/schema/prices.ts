/** Price history of the offers (issue 25: price history, deal detection, landed price). */
import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { flagColumn, moneyColumn } from './columns';
import { priceOffers } from './catalog';

/**
 * One row per change of an offer's price, stock or shipping fee: the offer's values from
 * `recorded_at` until the next row of the same offer. The newest row of an offer always equals the
 * offer. Written only by `changeOffers` (src/prices/offers.ts), in the transaction of the change;
 * the seed writes a generated 180-day history in bulk.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    history_id: bigint('history_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    offer_id: integer('offer_id').notNull().references(() => priceOffers.offer_id, { onDelete: 'cascade' }),
    /** The offer's product (fixed per offer), so a product's history is one index range. */
    product_id: integer('product_id').notNull(),
    sale_price: moneyColumn('sale_price').notNull(),
    /** 1 in stock, 0 out of stock. */
    stock_status: flagColumn('stock_status', 1),
    shipping_fee: moneyColumn('shipping_fee').notNull().default(0),
    recorded_at: timestamp('recorded_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('price_history_product_idx').on(t.product_id, t.recorded_at),
    index('price_history_offer_idx').on(t.offer_id, t.recorded_at),
  ],
);
