/**
 * Writing offer changes (price, stock) of one source: manual edits of /profile/source-prices and
 * feed imports both come here, in one statement per batch, with the products' price aggregates
 * refreshed in the same transaction (withAggregates). Only rows whose price or stock differ are
 * written; the answer lists them with their values before, for the price-drop alerts (alerts.ts),
 * which the caller runs after the commit.
 */
import { sql } from 'drizzle-orm';
import type { Flag01 } from '@ironscore/contract';
import { withAggregates } from '../aggregates';
import type { Tx } from '../calls/catalog-lib/db';

export interface OfferChange {
  product_id: number;
  sale_price: number;
  stock_status: Flag01;
  /** For a new offer (and to replace the stored link when not empty). */
  matching_product_link?: string;
  /** For a new offer: the name shown for it (the product's name by default). */
  matching_product_name?: string;
}

export interface AppliedOfferChange {
  offer_id: number;
  product_id: number;
  source_id: number;
  sale_price: number;
  stock_status: Flag01;
  /** Null for an offer created by this change. */
  old_price: number | null;
  old_stock: Flag01 | null;
}

/** A PostgreSQL array literal of texts (one parameter, whatever the number of values). */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Writes the changes of `sourceId`'s offers (one row per product at most) and returns those that changed. */
export async function writeOfferChanges(tx: Tx, sourceId: number, changes: readonly OfferChange[]): Promise<AppliedOfferChange[]> {
  if (changes.length === 0) return [];
  const productIds = [...new Set(changes.map((c) => c.product_id))].sort((a, b) => a - b);
  return withAggregates(tx, { productPrices: productIds }, async () => {
    const result = await tx.execute<{
      offer_id: number;
      product_id: number;
      sale_price: string;
      stock_status: number;
      old_price: string | null;
      old_stock: number | null;
    }>(sql`
      with input as (
        select * from unnest(
          ${`{${changes.map((c) => c.product_id).join(',')}}`}::int[],
          ${`{${changes.map((c) => c.sale_price.toFixed(2)).join(',')}}`}::numeric[],
          ${`{${changes.map((c) => c.stock_status).join(',')}}`}::smallint[],
          ${pgTextArray(changes.map((c) => c.matching_product_link ?? ''))}::text[],
          ${pgTextArray(changes.map((c) => c.matching_product_name ?? ''))}::text[]
        ) as t(product_id, sale_price, stock_status, link, name)
      ),
      old as (
        select o.product_id, o.sale_price, o.stock_status from price_offers o
        where o.source_id = ${sourceId} and o.product_id in (select product_id from input)
      ),
      up as (
        insert into price_offers (product_id, source_id, sale_price, stock_status, matching_product_link, matching_product_name)
        select i.product_id, ${sourceId}, i.sale_price, i.stock_status, i.link,
          case when i.name <> '' then i.name else p.product_name end
        from input i join products p on p.product_id = i.product_id
        on conflict (product_id, source_id) do update set
          sale_price = excluded.sale_price,
          stock_status = excluded.stock_status,
          matching_product_link = case when excluded.matching_product_link <> '' then excluded.matching_product_link else price_offers.matching_product_link end,
          updated_date = now()
        where (price_offers.sale_price, price_offers.stock_status) is distinct from (excluded.sale_price, excluded.stock_status)
        returning offer_id, product_id, sale_price, stock_status
      )
      select up.offer_id, up.product_id, up.sale_price, up.stock_status, old.sale_price as old_price, old.stock_status as old_stock
      from up left join old on old.product_id = up.product_id`);
    return result.rows.map((r) => ({
      offer_id: Number(r.offer_id),
      product_id: Number(r.product_id),
      source_id: sourceId,
      sale_price: Number(r.sale_price),
      stock_status: Number(r.stock_status) as Flag01,
      old_price: r.old_price === null ? null : Number(r.old_price),
      old_stock: r.old_stock === null ? null : (Number(r.old_stock) as Flag01),
    }));
  });
}
