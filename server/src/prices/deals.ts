/**
 * Deal detection (issue 25 item 2; the thresholds are the contract's DEAL_RULES). An offer's
 * 30-day median is the median of its prices at the end of each of the last DEAL_RULES.medianDays
 * UTC days (today: its current price; days before the offer existed do not count).
 * `deal_percent` = how many % the current price is under that median (negative above it). An
 * in-stock offer with deal_percent ≥ DEAL_RULES.minPercentUnder is a "Good deal".
 *
 * Stored on price_offers (median_30d, deal_percent, deal_day) so the product page and the
 * "Price drops" lists read one indexed column: refreshed for the offer by every changeOffers (same
 * transaction), for every offer by the seed, and for the offers of earlier days by the hourly prices.deal-refresh job
 * (the median moves with the calendar even when the price does not).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEAL_RULES } from '@ironscore/contract';
import type { Executor } from '../db/executor';
import { defineJob } from '../jobs/queue';

export type DealScope = { offerIds: readonly number[] } | { stale: true; limit: number } | { all: true };

/** The UTC day the values are computed for. */
const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

/** Recomputes median_30d / deal_percent / deal_day of the offers of `scope`; returns how many rows changed. */
export async function refreshOfferDeals(db: Executor, scope: DealScope): Promise<number> {
  let filter: SQL;
  if ('offerIds' in scope) {
    if (!scope.offerIds.length) return 0;
    filter = sql`o2.offer_id = ANY(${sql.param([...scope.offerIds])}::int[])`;
  } else if ('stale' in scope) {
    filter = sql`o2.offer_id IN (SELECT offer_id FROM price_offers WHERE deal_day IS NULL OR deal_day < ${TODAY} ORDER BY offer_id LIMIT ${scope.limit})`;
  } else {
    filter = sql`true`;
  }
  const result = await db.execute(sql`
    WITH days AS (
      SELECT (${TODAY} - g)::date AS d FROM generate_series(0, ${DEAL_RULES.medianDays - 1}) g
    ), medians AS (
      SELECT o2.offer_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price) AS median
      FROM price_offers o2
      CROSS JOIN days
      LEFT JOIN LATERAL (
        SELECT h.sale_price AS price FROM price_history h
        WHERE h.offer_id = o2.offer_id AND h.recorded_at < (days.d + 1)::timestamp AT TIME ZONE 'UTC'
        ORDER BY h.recorded_at DESC, h.history_id DESC LIMIT 1
      ) p ON true
      WHERE ${filter}
      GROUP BY o2.offer_id
    )
    UPDATE price_offers o SET
      median_30d = round(m.median::numeric, 2),
      deal_percent = CASE WHEN m.median > 0
        THEN greatest(-99999.9, round(((m.median::numeric - o.sale_price) / m.median::numeric) * 100, 1)) ELSE 0 END,
      deal_day = ${TODAY}
    FROM medians m
    WHERE o.offer_id = m.offer_id`);
  return result.rowCount ?? 0;
}

/** True when an offer is a "Good deal" (in stock, at least minPercentUnder % under its median). */
export function isGoodDeal(offer: { stock_status: number; deal_percent: number }): boolean {
  return offer.stock_status === 1 && offer.deal_percent >= DEAL_RULES.minPercentUnder;
}

/**
 * Keeps every offer's deal values on today's calendar: refreshes the offers last computed on an
 * earlier UTC day, `batch` at a time, and returns how many. Idempotent.
 */
export async function refreshStaleDeals(db: Executor, batch = 2000): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await refreshOfferDeals(db, { stale: true, limit: batch });
    total += n;
    if (n === 0) return total;
  }
}

/** The hourly job of refreshStaleDeals (src/jobs/kinds.ts): once per deployment, not per instance. */
export const dealRefresh = defineJob<Record<string, never>>('prices.deal-refresh', { maxAttempts: 3 }, async (_payload, deps) => {
  const total = await refreshStaleDeals(deps.db);
  if (total) deps.log.info(`deal values refreshed for ${total} offers`);
});
