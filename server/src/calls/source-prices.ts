/**
 * Source price calls (issue 25 item 3): a source's own prices and price feed
 * (/profile/source-prices).
 *
 * - Source calls read the account and its listing fresh (requireOwner); changing prices or the feed
 *   also needs an approved account (the contract's `approvedBusiness`, applied by the dispatcher)
 *   and a published source (source_status 1), checked here.
 * - An edit is a batch of one offer change (applyOfferChanges, prices/offers.ts: price history,
 *   product aggregates and the price-drop alert claims in one transaction, the e-mails after it).
 */
import { sql } from 'drizzle-orm';
import { MSG, type Flag01, type PriceFeedSettings, type SourcePriceRow } from '@ironscore/contract';
import { requireOwner } from '../listings/listing';
import type { Db } from '../db/client';
import { applyOfferChanges } from '../prices/offers';
import { enqueueFeedImport } from '../prices/jobs';
import type { Executor } from '../db/executor';
import { iso } from './catalog-lib/format';
import { CallFailure, fail, ok, type CallContext, type Handler } from './types';

const P = MSG.sourcePrices;

// ================================================================== source prices

async function publishedSourceOf(db: Db, userId: number): Promise<number> {
  const owner = await requireOwner(db, userId, 'source');
  if (Number(owner.listing.status) !== 1) throw new CallFailure(P.notPublished);
  return owner.listing.id;
}

type PriceRowDb = Omit<SourcePriceRow, 'updated_date' | 'sale_price' | 'stock_status' | 'shipping_fee'> & {
  sale_price: string;
  stock_status: number;
  shipping_fee: string;
  updated_date: Date | string;
};

const toPriceRow = (r: PriceRowDb): SourcePriceRow => ({
  offer_id: Number(r.offer_id),
  product_id: Number(r.product_id),
  product_name: r.product_name,
  product_slug_url: r.product_slug_url,
  brand_name: r.brand_name,
  brand_slug_url: r.brand_slug_url,
  sale_price: Number(r.sale_price),
  stock_status: Number(r.stock_status) as Flag01,
  shipping_fee: Number(r.shipping_fee),
  matching_product_link: r.matching_product_link,
  updated_date: iso(r.updated_date),
});

const priceRowSelect = sql`select o.offer_id, o.product_id, p.product_name, p.product_slug_url, b.brand_name, b.brand_slug_url,
    o.sale_price, o.stock_status, o.shipping_fee, o.matching_product_link, o.updated_date
  from price_offers o join products p on p.product_id = o.product_id join brands b on b.brand_id = p.brand_id`;

export const Get_SourcePricesPagination: Handler<'Get_SourcePricesPagination'> = async ({ db, payload, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'source');
  const sourceId = owner.listing.id;
  const [rows, total] = await Promise.all([
    db.execute<PriceRowDb & Record<string, unknown>>(sql`${priceRowSelect}
      where o.source_id = ${sourceId} order by o.updated_date desc, o.offer_id desc limit ${payload.limit} offset ${payload.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from price_offers where source_id = ${sourceId}`),
  ]);
  return ok(rows.rows.map(toPriceRow), { totalData: Number(total.rows[0]?.n ?? 0) });
};

export const Set_SourcePrice: Handler<'Set_SourcePrice'> = async (ctx) => {
  const { db, payload } = ctx;
  const sourceId = await publishedSourceOf(db, ctx.requireUser().user_id);
  const [offer] = (
    await db.execute<{ product_id: number }>(sql`select product_id from price_offers where offer_id = ${payload.offer_id} and source_id = ${sourceId}`)
  ).rows;
  if (!offer) return fail(P.offerNotFound);
  await applyOfferChanges({ db, mailer: ctx.mailer, siteUrl: ctx.config.siteUrl, log: ctx.log }, [
    { product_id: Number(offer.product_id), source_id: sourceId, sale_price: payload.sale_price, stock_status: payload.stock_status, shipping_fee: payload.shipping_fee },
  ]);
  const [row] = (await db.execute<PriceRowDb & Record<string, unknown>>(sql`${priceRowSelect} where o.offer_id = ${payload.offer_id}`)).rows;
  return ok(toPriceRow(row!), { message: P.priceSaved });
};

async function feedSettings(db: Executor, sourceId: number): Promise<PriceFeedSettings> {
  const [row] = (
    await db.execute<{ feed_url: string; feed_format: 'csv' | 'json'; next_import_at: Date | string | null; due: boolean; last_report: PriceFeedSettings['last_report'] }>(sql`
      select feed_url, feed_format, next_import_at, last_report,
        exists (select 1 from graphile_worker.jobs j where j.key = ${`price.feed-import:${sourceId}`}) as due
      from source_price_feeds where source_id = ${sourceId}`)
  ).rows;
  if (!row) return { feed_url: '', feed_format: 'csv', next_import_at: null, importing: false, last_report: null };
  return {
    feed_url: row.feed_url,
    feed_format: row.feed_format,
    next_import_at: row.next_import_at ? iso(row.next_import_at) : null,
    importing: Boolean(row.due),
    last_report: row.last_report ?? null,
  };
}

export const Get_SourcePriceFeed: Handler<'Get_SourcePriceFeed'> = async ({ db, requireUser }) => {
  const owner = await requireOwner(db, requireUser().user_id, 'source');
  return ok(await feedSettings(db, owner.listing.id));
};

export const Set_SourcePriceFeed: Handler<'Set_SourcePriceFeed'> = async (ctx: CallContext<'Set_SourcePriceFeed'>) => {
  const { db, payload } = ctx;
  const sourceId = await publishedSourceOf(db, ctx.requireUser().user_id);
  if (!payload.feed_url) {
    await db.execute(sql`delete from source_price_feeds where source_id = ${sourceId}`);
    return ok(await feedSettings(db, sourceId), { message: P.feedRemoved });
  }
  await db.execute(sql`
    insert into source_price_feeds (source_id, feed_url, feed_format, next_import_at)
    values (${sourceId}, ${payload.feed_url}, ${payload.feed_format}, now())
    on conflict (source_id) do update set feed_url = excluded.feed_url, feed_format = excluded.feed_format,
      next_import_at = now(), updated_date = now()`);
  await enqueueFeedImport(db, sourceId);
  return ok(await feedSettings(db, sourceId), { message: payload.import_now ? P.importQueued : P.feedSaved });
};
