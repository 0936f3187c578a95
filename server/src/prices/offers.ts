/**
 * Offers change in one place. Every change of an offer's price, stock or shipping fee — a source
 * owner's manual edit, a price-feed import, a test — goes through `changeOffer`, which, in the
 * caller's transaction:
 *
 *   1. locks the product row (the productPrices aggregates, src/aggregates/writes.ts) and the offer;
 *   2. creates or updates the offer;
 *   3. writes one `price_history` row when the price, the stock or the shipping fee changed
 *      (not when only the name or the link changed), so the newest history row of an offer always
 *      equals the offer;
 *   4. refreshes the offer's deal values (src/prices/deals.ts) and the product's price aggregates
 *      (price_count, min_price, percent_cheaper);
 *   5. returns what changed (`OfferChange`), so the caller can follow up in the same transaction
 *      (price-drop alerts: `change.priceDropped && change.after.stock_status === 1`).
 *
 *   const change = await db.transaction((tx) =>
 *     changeOffer(tx, { product_id, source_id, sale_price: 49.9, stock_status: 1 }));
 *
 * The seed is the one exception: it bulk-inserts offers and a generated history that ends with
 * each offer's values (src/seed/price-history.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import { priceHistory, priceOffers } from '../db/schema';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { withAggregates } from '../aggregates/writes';
import { refreshOfferDeals } from './deals';

/** The values of an offer that its history records. */
export interface OfferValues {
  sale_price: number;
  stock_status: 0 | 1;
  shipping_fee: number;
}

export interface OfferChangeInput {
  product_id: number;
  source_id: number;
  /** New price (> 0, at most PRICE_MAX; rounded to cents). Required when the offer does not exist yet. */
  sale_price?: number;
  stock_status?: 0 | 1;
  /** New shipping fee (≥ 0, at most PRICE_MAX; rounded to cents). Default 0 for a new offer. */
  shipping_fee?: number;
  /** Required when the offer does not exist yet. */
  matching_product_name?: string;
  /** Required when the offer does not exist yet. */
  matching_product_link?: string;
  /** When the change happened (default: the database clock at the write). */
  at?: Date;
}

export interface OfferChange {
  offer_id: number;
  product_id: number;
  source_id: number;
  /** The offer did not exist before this change. */
  created: boolean;
  /** The values before the change (null for a new offer). */
  before: OfferValues | null;
  after: OfferValues;
  priceChanged: boolean;
  /** The price went down (false for a new offer). */
  priceDropped: boolean;
  stockChanged: boolean;
  shippingChanged: boolean;
  /** A price_history row was written (a new offer or a changed price, stock or fee). */
  recorded: boolean;
}

/** The largest price or fee numeric(10,2) holds. */
export const PRICE_MAX = 99_999_999.99;

const cents = (n: number) => Math.round(n * 100) / 100;

function checkMoney(value: number | undefined, min: number, field: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || cents(value) < min || cents(value) > PRICE_MAX) {
    throw new CallFailure(MSG.pleaseCheckAllFields, { [field]: MSG.pleaseCheckAllFields });
  }
  return cents(value);
}

/**
 * Creates or changes the offer of `source_id` for `product_id` inside `tx` and records its history
 * (see the module comment). Throws CallFailure on an invalid price or fee, or when a new offer
 * lacks its price, name or link; nothing is written then.
 */
export async function changeOffer(tx: Tx, input: OfferChangeInput): Promise<OfferChange> {
  const salePrice = checkMoney(input.sale_price, 0.01, 'sale_price');
  const shippingFee = checkMoney(input.shipping_fee, 0, 'shipping_fee');
  if (input.stock_status !== undefined && input.stock_status !== 0 && input.stock_status !== 1) {
    throw new CallFailure(MSG.pleaseCheckAllFields, { stock_status: MSG.pleaseCheckAllFields });
  }
  // clock_timestamp(), not now(): taken after the locks, so the history of an offer is ordered as
  // its changes committed even when concurrent transactions started in another order.
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`clock_timestamp()`;

  return withAggregates(tx, { productPrices: [input.product_id] }, async () => {
    const [row] = await tx
      .select({
        offer_id: priceOffers.offer_id,
        sale_price: priceOffers.sale_price,
        stock_status: priceOffers.stock_status,
        shipping_fee: priceOffers.shipping_fee,
        matching_product_name: priceOffers.matching_product_name,
        matching_product_link: priceOffers.matching_product_link,
      })
      .from(priceOffers)
      .where(and(eq(priceOffers.product_id, input.product_id), eq(priceOffers.source_id, input.source_id)))
      .for('update')
      .limit(1);

    let offerId: number;
    let before: OfferValues | null = null;
    let after: OfferValues;
    if (!row) {
      const name = input.matching_product_name?.trim();
      const link = input.matching_product_link?.trim();
      if (salePrice === undefined || !name || !link) {
        const errors: Record<string, string> = {};
        if (salePrice === undefined) errors.sale_price = MSG.pleaseCheckAllFields;
        if (!name) errors.matching_product_name = MSG.pleaseCheckAllFields;
        if (!link) errors.matching_product_link = MSG.pleaseCheckAllFields;
        throw new CallFailure(MSG.pleaseCheckAllFields, errors);
      }
      after = { sale_price: salePrice, stock_status: input.stock_status ?? 1, shipping_fee: shippingFee ?? 0 };
      const [inserted] = await tx
        .insert(priceOffers)
        .values({
          product_id: input.product_id,
          source_id: input.source_id,
          ...after,
          matching_product_name: name,
          matching_product_link: link,
          updated_date: at,
          created_date: at,
        })
        .returning({ offer_id: priceOffers.offer_id });
      offerId = inserted.offer_id;
    } else {
      offerId = row.offer_id;
      before = {
        sale_price: Number(row.sale_price),
        stock_status: row.stock_status === 1 ? 1 : 0,
        shipping_fee: Number(row.shipping_fee),
      };
      after = {
        sale_price: salePrice ?? before.sale_price,
        stock_status: input.stock_status ?? before.stock_status,
        shipping_fee: shippingFee ?? before.shipping_fee,
      };
      const name = input.matching_product_name?.trim() || row.matching_product_name;
      const link = input.matching_product_link?.trim() || row.matching_product_link;
      const valuesChanged =
        after.sale_price !== before.sale_price || after.stock_status !== before.stock_status || after.shipping_fee !== before.shipping_fee;
      if (valuesChanged || name !== row.matching_product_name || link !== row.matching_product_link) {
        await tx
          .update(priceOffers)
          .set({ ...after, matching_product_name: name, matching_product_link: link, updated_date: at })
          .where(eq(priceOffers.offer_id, offerId));
      }
    }

    const change: OfferChange = {
      offer_id: offerId,
      product_id: input.product_id,
      source_id: input.source_id,
      created: before === null,
      before,
      after,
      priceChanged: before !== null && after.sale_price !== before.sale_price,
      priceDropped: before !== null && after.sale_price < before.sale_price,
      stockChanged: before !== null && after.stock_status !== before.stock_status,
      shippingChanged: before !== null && after.shipping_fee !== before.shipping_fee,
      recorded: false,
    };
    change.recorded = change.created || change.priceChanged || change.stockChanged || change.shippingChanged;
    if (change.recorded) {
      await tx.insert(priceHistory).values({ offer_id: offerId, product_id: input.product_id, ...after, recorded_at: at });
      await refreshOfferDeals(tx, { offerIds: [offerId] });
    }
    return change;
  });
}
