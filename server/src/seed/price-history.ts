/**
 * The seed's shipping fees and 180-day price history of the offers (issue 25). It draws from its
 * own PRNG, so the rest of the seed is the same with or without it. Each offer's history starts
 * when the offer appeared (at most PRICE_HISTORY_DAYS ago), changes every 4–20 days (a drift around
 * the current price, sometimes a sale, sometimes out of stock) and ends with the offer's current
 * values at its `updated_date`, the rule `changeOffers` keeps at runtime (src/prices/offers.ts).
 * About a third of the offers reached their current price by a cut of 12–30 %, which gives the
 * home page's "Price drops" and the "Good deal" badges something real to show.
 */
import { PRICE_HISTORY_DAYS } from '@ironscore/contract';
import { Rng } from './prng';

type Row = Record<string, unknown>;

const PRICE_SEED = 0x25_0025;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const FEES = [4.99, 5.9, 7.5, 9.9, 12, 14.99, 19.9] as const;

const cents = (n: number) => Math.round(n * 100) / 100;

/** Sets `shipping_fee` on every offer and returns the history rows (ordered by offer, time). */
export function generatePriceHistory(offers: Row[], now: number, isoText: (ms: number) => string): Row[] {
  const rng = new Rng(PRICE_SEED);
  const rows: Row[] = [];
  let historyId = 0;
  for (const offer of offers) {
    const fee = rng.chance(0.4) ? 0 : rng.pick(FEES);
    offer.shipping_fee = fee;
    const price = offer.sale_price as number;
    const stock = offer.stock_status as number;
    const updated = Date.parse(offer.updated_date as string);
    const start = Math.max(Date.parse(offer.created_date as string), now - PRICE_HISTORY_DAYS * DAY);
    const points: { price: number; stock: number; at: number }[] = [];
    let level = 0.95 + rng.next() * 0.25;
    for (let at = start; at < updated; ) {
      points.push({ price: cents(price * level), stock: rng.chance(0.9) ? 1 : 0, at });
      at += rng.int(4, 20) * DAY + rng.int(0, 23) * HOUR;
      level = rng.chance(0.12) ? level * (0.8 + rng.next() * 0.1) : 1 + (level - 1) * 0.5 + (rng.next() - 0.45) * 0.16;
      if (at >= updated && points.length && rng.chance(0.35)) {
        // the last change before today's price was a cut
        points[points.length - 1].price = cents(price * (1.12 + rng.next() * 0.18));
      }
    }
    points.push({ price, stock, at: updated });
    let last: { price: number; stock: number } | null = null;
    for (const p of points) {
      if (last && last.price === p.price && last.stock === p.stock && p.at !== updated) continue;
      rows.push({
        history_id: ++historyId,
        offer_id: offer.offer_id,
        product_id: offer.product_id,
        sale_price: p.price,
        stock_status: p.stock,
        shipping_fee: fee,
        recorded_at: isoText(p.at),
      });
      last = p;
    }
  }
  return rows;
}
