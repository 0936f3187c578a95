/**
 * Offers change in one place. Every change of an offer's price, stock or shipping fee — a source
 * owner's manual edit (a batch of one), a price-feed import (a batch of up to PRICE_FEED.maxRows),
 * a test — goes through `changeOffers`, which applies a batch as a set, a few statements per
 * OFFER_CHUNK rows whatever the batch size, in the caller's transaction:
 *
 *   1. locks the products' rows (the productPrices aggregates, src/aggregates/writes.ts; in
 *      product order, so two batches cannot deadlock) and the existing offers (one SELECT … FOR UPDATE);
 *   2. creates the new offers (one INSERT) and updates the changed ones (one UPDATE … FROM unnest);
 *   3. writes one `price_history` row per offer whose price, stock or shipping fee changed (not
 *      when only the name or the link changed; one INSERT), so the newest history row of an offer
 *      always equals the offer;
 *   4. refreshes the recorded offers' deal values (src/prices/deals.ts) and the products' price
 *      aggregates (price_count, min_price, percent_cheaper);
 *   5. returns what changed (`OfferChange`, one per input, in the input's order).
 *
 * `applyOfferChanges` is what the calls and the feed import use: the batch, the price-drop alert
 * claims of its changes (src/prices/alerts.ts) in the same transaction, and the alert e-mails after
 * the commit:
 *
 *   const { changes } = await applyOfferChanges(alertDeps, [{ product_id, source_id, sale_price: 49.9, stock_status: 1 }]);
 *
 * The seed is the one exception: it bulk-inserts offers and a generated history that ends with
 * each offer's values (src/seed/price-history.ts).
 */
import { sql } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { withAggregates } from '../aggregates/writes';
import { claimPriceDropAlerts, sendPriceDropMails, type AlertDeps } from './alerts';
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

/** Rows per statement (the parameters are arrays: one per column, whatever the number of rows). */
export const OFFER_CHUNK = 5_000;

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


/** An input with its values checked and rounded. */
interface CheckedInput {
  input: OfferChangeInput;
  salePrice: number | undefined;
  shippingFee: number | undefined;
  stock: 0 | 1 | undefined;
  name: string;
  link: string;
  /** ISO time of the change, or null: the batch's clock. */
  at: string | null;
}

function checkInput(input: OfferChangeInput): CheckedInput {
  const salePrice = checkMoney(input.sale_price, 0.01, 'sale_price');
  const shippingFee = checkMoney(input.shipping_fee, 0, 'shipping_fee');
  if (input.stock_status !== undefined && input.stock_status !== 0 && input.stock_status !== 1) {
    throw new CallFailure(MSG.pleaseCheckAllFields, { stock_status: MSG.pleaseCheckAllFields });
  }
  return {
    input,
    salePrice,
    shippingFee,
    stock: input.stock_status,
    name: input.matching_product_name?.trim() ?? '',
    link: input.matching_product_link?.trim() ?? '',
    at: input.at ? input.at.toISOString() : null,
  };
}

interface OfferRow {
  offer_id: number;
  product_id: number;
  source_id: number;
  sale_price: string;
  stock_status: number;
  shipping_fee: string;
  matching_product_name: string;
  matching_product_link: string;
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += OFFER_CHUNK) out.push(list.slice(i, i + OFFER_CHUNK));
  return out;
}

const pairKey = (productId: number, sourceId: number) => `${productId}:${sourceId}`;
const ints = (values: readonly number[]) => sql.param([...values]);

/**
 * Creates or changes the offers of `inputs` (one per product and source) inside `tx` and records
 * their history (see the module comment). Throws CallFailure on an invalid price or fee, or when a
 * new offer lacks its price, name or link; nothing is written then.
 */
export async function changeOffers(tx: Tx, inputs: readonly OfferChangeInput[]): Promise<OfferChange[]> {
  if (inputs.length === 0) return [];
  const checked = inputs.map(checkInput);
  const seen = new Set<string>();
  for (const c of checked) {
    const key = pairKey(c.input.product_id, c.input.source_id);
    if (seen.has(key)) throw new Error(`changeOffers: the offer of product ${c.input.product_id} and source ${c.input.source_id} is twice in one batch`);
    seen.add(key);
  }
  const productIds = [...new Set(inputs.map((i) => i.product_id))];

  return withAggregates(tx, { productPrices: productIds }, async () => {
    // 1. the existing offers, locked (in offer order)
    const rows = new Map<string, OfferRow>();
    for (const part of chunks(checked)) {
      const found = await tx.execute<OfferRow & Record<string, unknown>>(sql`
        select o.offer_id, o.product_id, o.source_id, o.sale_price::text as sale_price, o.stock_status::int as stock_status,
          o.shipping_fee::text as shipping_fee, o.matching_product_name, o.matching_product_link
        from price_offers o
        join unnest(${ints(part.map((c) => c.input.product_id))}::int[], ${ints(part.map((c) => c.input.source_id))}::int[]) as k(product_id, source_id)
          on o.product_id = k.product_id and o.source_id = k.source_id
        order by o.offer_id
        for update of o`);
      for (const r of found.rows) rows.set(pairKey(Number(r.product_id), Number(r.source_id)), r);
    }

    // 2. what changes (a new offer without its price, name or link refuses the batch before any write)
    const changes: OfferChange[] = [];
    const created: { c: CheckedInput; change: OfferChange }[] = [];
    const updated: { c: CheckedInput; change: OfferChange; name: string; link: string }[] = [];
    for (const c of checked) {
      const row = rows.get(pairKey(c.input.product_id, c.input.source_id));
      let before: OfferValues | null = null;
      let after: OfferValues;
      if (!row) {
        if (c.salePrice === undefined || !c.name || !c.link) {
          const errors: Record<string, string> = {};
          if (c.salePrice === undefined) errors.sale_price = MSG.pleaseCheckAllFields;
          if (!c.name) errors.matching_product_name = MSG.pleaseCheckAllFields;
          if (!c.link) errors.matching_product_link = MSG.pleaseCheckAllFields;
          throw new CallFailure(MSG.pleaseCheckAllFields, errors);
        }
        after = { sale_price: c.salePrice, stock_status: c.stock ?? 1, shipping_fee: c.shippingFee ?? 0 };
      } else {
        before = { sale_price: Number(row.sale_price), stock_status: Number(row.stock_status) === 1 ? 1 : 0, shipping_fee: Number(row.shipping_fee) };
        after = { sale_price: c.salePrice ?? before.sale_price, stock_status: c.stock ?? before.stock_status, shipping_fee: c.shippingFee ?? before.shipping_fee };
      }
      const change: OfferChange = {
        offer_id: row ? Number(row.offer_id) : 0,
        product_id: c.input.product_id,
        source_id: c.input.source_id,
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
      changes.push(change);
      if (!row) created.push({ c, change });
      else {
        const name = c.name || row.matching_product_name;
        const link = c.link || row.matching_product_link;
        if (change.recorded || name !== row.matching_product_name || link !== row.matching_product_link) updated.push({ c, change, name, link });
      }
    }

    // The batch's clock, read after the locks: an offer's history is ordered as its changes committed
    // even when concurrent transactions started in another order.
    const [clock] = (await tx.execute<{ now: string }>(sql`select clock_timestamp()::text as now`)).rows;
    const now = clock!.now;
    const at = (c: CheckedInput) => c.at ?? now;

    // 3. the writes, a few statements per chunk
    for (const part of chunks(created)) {
      const inserted = await tx.execute<{ offer_id: number; product_id: number; source_id: number }>(sql`
        insert into price_offers (product_id, source_id, sale_price, stock_status, shipping_fee, matching_product_name, matching_product_link, updated_date, created_date)
        select v.product_id, v.source_id, v.sale_price, v.stock_status, v.shipping_fee, v.name, v.link, v.at, v.at
        from unnest(${ints(part.map((x) => x.change.product_id))}::int[], ${ints(part.map((x) => x.change.source_id))}::int[],
          ${sql.param(part.map((x) => x.change.after.sale_price))}::numeric[], ${ints(part.map((x) => x.change.after.stock_status))}::int[],
          ${sql.param(part.map((x) => x.change.after.shipping_fee))}::numeric[], ${sql.param(part.map((x) => x.c.name))}::text[],
          ${sql.param(part.map((x) => x.c.link))}::text[], ${sql.param(part.map((x) => at(x.c)))}::timestamptz[])
          as v(product_id, source_id, sale_price, stock_status, shipping_fee, name, link, at)
        returning offer_id, product_id, source_id`);
      const ids = new Map(inserted.rows.map((r) => [pairKey(Number(r.product_id), Number(r.source_id)), Number(r.offer_id)]));
      for (const x of part) x.change.offer_id = ids.get(pairKey(x.change.product_id, x.change.source_id))!;
    }
    for (const part of chunks(updated)) {
      await tx.execute(sql`
        update price_offers o set sale_price = v.sale_price, stock_status = v.stock_status, shipping_fee = v.shipping_fee,
          matching_product_name = v.name, matching_product_link = v.link, updated_date = v.at
        from unnest(${ints(part.map((x) => x.change.offer_id))}::int[], ${sql.param(part.map((x) => x.change.after.sale_price))}::numeric[],
          ${ints(part.map((x) => x.change.after.stock_status))}::int[], ${sql.param(part.map((x) => x.change.after.shipping_fee))}::numeric[],
          ${sql.param(part.map((x) => x.name))}::text[], ${sql.param(part.map((x) => x.link))}::text[], ${sql.param(part.map((x) => at(x.c)))}::timestamptz[])
          as v(offer_id, sale_price, stock_status, shipping_fee, name, link, at)
        where o.offer_id = v.offer_id`);
    }
    const recorded = checked.map((c, i) => ({ c, change: changes[i]! })).filter((x) => x.change.recorded);
    for (const part of chunks(recorded)) {
      await tx.execute(sql`
        insert into price_history (offer_id, product_id, sale_price, stock_status, shipping_fee, recorded_at)
        select * from unnest(${ints(part.map((x) => x.change.offer_id))}::int[], ${ints(part.map((x) => x.change.product_id))}::int[],
          ${sql.param(part.map((x) => x.change.after.sale_price))}::numeric[], ${ints(part.map((x) => x.change.after.stock_status))}::int[],
          ${sql.param(part.map((x) => x.change.after.shipping_fee))}::numeric[], ${sql.param(part.map((x) => at(x.c)))}::timestamptz[])`);
      await refreshOfferDeals(tx, { offerIds: part.map((x) => x.change.offer_id) });
    }
    return changes;
  });
}

export interface AppliedOffers {
  /** One per input, in the input's order. */
  changes: OfferChange[];
  /** Price-drop e-mails sent after the commit. */
  mailed: number;
}

/**
 * The batch of `inputs` in one transaction with the price-drop alerts it causes (claimed in that
 * transaction, e-mailed after the commit: a failed send never undoes the change). What the source's
 * price edit (a batch of one) and the feed import (the whole feed) call.
 */
export async function applyOfferChanges(deps: AlertDeps, inputs: readonly OfferChangeInput[]): Promise<AppliedOffers> {
  if (inputs.length === 0) return { changes: [], mailed: 0 };
  const { changes, alerts } = await deps.db.transaction(async (tx) => {
    const done = await changeOffers(tx, inputs);
    return { changes: done, alerts: await claimPriceDropAlerts(tx, done) };
  });
  return { changes, mailed: await sendPriceDropMails(deps, alerts) };
}
