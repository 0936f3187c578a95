/**
 * Price intelligence calls (issue 25): a product's price history and the "Price drops" list. Like
 * every price, both follow the price gate of spec/1 §4: a visitor gets no price and no seller (the
 * history's shape only, on a 0–100 scale).
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEAL_RULES, LOWEST_PRICE_DAYS, MSG, type PriceDrop, type PriceHistory, type PricePoint } from '@ironscore/contract';
import { brands, products } from '../db/schema';
import { fail, ok, type Handler } from './types';
import { publicProductWhere } from './catalog-lib/cards';
import { num } from './catalog-lib/format';

const DAY_MS = 86_400_000;

type HistoryRow = {
  offer_id: number;
  price: number;
  stock_status: number;
  at: Date;
  source_name: string;
  source_slug_url: string;
};

export const Get_PriceHistory: Handler<'Get_PriceHistory'> = async ({ db, payload, user }) => {
  const [product] = await db
    .select({ product_id: products.product_id })
    .from(products)
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(and(eq(products.product_id, payload.product_id), publicProductWhere()))
    .limit(1);
  if (!product) return fail(MSG.notFound.product);

  const days = payload.days;
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const start = today - (days - 1) * DAY_MS;
  const startIso = new Date(start).toISOString();
  // each offer's state when the period starts, then every change inside it (published sources only)
  const { rows } = await db.execute<HistoryRow>(sql`
    SELECT x.offer_id, x.sale_price::float8 AS price, x.stock_status, x.recorded_at AS at, s.source_name, s.source_slug_url
    FROM (
      (SELECT DISTINCT ON (h.offer_id) h.offer_id, h.sale_price, h.stock_status, h.recorded_at, h.history_id
         FROM price_history h WHERE h.product_id = ${product.product_id} AND h.recorded_at < ${startIso}::timestamptz
         ORDER BY h.offer_id, h.recorded_at DESC, h.history_id DESC)
      UNION ALL
      (SELECT h.offer_id, h.sale_price, h.stock_status, h.recorded_at, h.history_id
         FROM price_history h WHERE h.product_id = ${product.product_id} AND h.recorded_at >= ${startIso}::timestamptz)
    ) x
    JOIN price_offers o ON o.offer_id = x.offer_id
    JOIN sources s ON s.source_id = o.source_id AND s.source_status = 1
    ORDER BY x.offer_id, x.recorded_at, x.history_id`);

  const dayList = Array.from({ length: days }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
  const sellers: PriceHistory['sellers'] = [];
  for (let i = 0; i < rows.length; ) {
    const offerId = rows[i].offer_id;
    const points: PricePoint[] = new Array(days).fill(null);
    let current: HistoryRow | null = null;
    let day = 0;
    const first = rows[i];
    for (; i < rows.length && rows[i].offer_id === offerId; i++) {
      const row = rows[i];
      const at = new Date(row.at).getTime();
      // the days that ended before this change had the previous state
      for (; day < days && start + (day + 1) * DAY_MS <= at; day++) points[day] = current && current.stock_status === 1 ? num(current.price) : null;
      current = row;
    }
    for (; day < days; day++) points[day] = current && current.stock_status === 1 ? num(current.price) : null;
    sellers.push({ source_name: first.source_name, source_slug_url: first.source_slug_url, points });
  }
  sellers.sort((a, b) => a.source_name.localeCompare(b.source_name));

  const cheapest: PricePoint[] = dayList.map((_, d) => {
    let min: number | null = null;
    for (const s of sellers) {
      const p = s.points[d];
      if (p !== null && (min === null || p < min)) min = p;
    }
    return min;
  });
  let lowest: PriceHistory['lowest'] = null;
  for (let d = Math.max(0, days - LOWEST_PRICE_DAYS); d < days; d++) {
    const p = cheapest[d];
    if (p !== null && (lowest === null || p <= lowest.price)) {
      lowest = { price: p, day: dayList[d], source_name: sellers.find((s) => s.points[d] === p)?.source_name ?? '' };
    }
  }

  if (user) return ok({ product_id: product.product_id, days, day_list: dayList, cheapest, sellers, lowest, gated: false });

  // visitor: the shape only (spec/1 §4: prices and sellers are for signed-in users)
  const values = [...cheapest, ...sellers.flatMap((s) => s.points)].filter((p): p is number => p !== null);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const shape = (p: PricePoint): PricePoint => (p === null ? null : hi > lo ? Math.round(((p - lo) / (hi - lo)) * 100) : 50);
  return ok({
    product_id: product.product_id,
    days,
    day_list: dayList,
    cheapest: cheapest.map(shape),
    sellers: sellers.map((s) => ({ source_name: '', source_slug_url: '', points: s.points.map(shape) })),
    lowest: lowest && { price: 0, day: lowest.day, source_name: '' },
    gated: true,
  });
};

type DropRow = Omit<PriceDrop, 'sale_price' | 'median_30d' | 'deal_percent'> & {
  sale_price: string | number;
  median_30d: string | number;
  deal_percent: string | number;
};

export const Get_PriceDrops: Handler<'Get_PriceDrops'> = async ({ db, payload, user }) => {
  const limit = payload.limit;
  // the partial index price_offers_deal_idx walks the in-stock offers by deal_percent
  const { rows } = await db.execute<DropRow>(sql`
    SELECT p.product_id, p.product_name, p.product_slug_url, p.product_image, b.brand_name, b.brand_slug_url,
           s.source_name, s.source_slug_url, o.sale_price, o.median_30d, o.deal_percent
    FROM price_offers o
    JOIN products p ON p.product_id = o.product_id AND p.product_status = 1
    JOIN brands b ON b.brand_id = p.brand_id AND b.brand_status = 1
    JOIN sources s ON s.source_id = o.source_id AND s.source_status = 1
    WHERE o.stock_status = 1 AND o.deal_percent >= ${DEAL_RULES.dropListMinPercent}
    ORDER BY o.deal_percent DESC, o.offer_id
    LIMIT ${limit * 4}`);
  const seen = new Set<number>();
  const drops: PriceDrop[] = [];
  for (const r of rows) {
    if (seen.has(r.product_id) || drops.length >= limit) continue;
    seen.add(r.product_id);
    drops.push({
      ...r,
      source_name: user ? r.source_name : '',
      source_slug_url: user ? r.source_slug_url : '',
      sale_price: user ? num(r.sale_price) : 0,
      median_30d: user ? num(r.median_30d) : 0,
      deal_percent: num(r.deal_percent),
    });
  }
  return ok(drops);
};
