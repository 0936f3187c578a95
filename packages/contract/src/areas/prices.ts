/**
 * Price intelligence (issue 25): the offers' price history, deal detection and the landed price.
 * Every threshold of these features lives here, once; the server computes with them and the
 * screens describe them with them.
 */

// ================================================================== rules

/** How far back the price history goes (days); the seed generates this much. */
export const PRICE_HISTORY_DAYS = 180;
/** The periods the product page's chart offers (days). */
export const PRICE_HISTORY_RANGES = [30, 90, 180] as const;
export type PriceHistoryRange = (typeof PRICE_HISTORY_RANGES)[number];

/**
 * Deal detection. An offer is a "Good deal" when it is in stock and its price is at least
 * `minPercentUnder` % under its own median over the last `medianDays` days (the median of the
 * prices the offer had at the end of each of those UTC days, today's current price included).
 * The "Price drops" lists show the in-stock offers at least `dropListMinPercent` % under that
 * median, the biggest drop first, at most `dropListSize` (one per product).
 */
export const DEAL_RULES = {
  medianDays: 30,
  minPercentUnder: 10,
  dropListMinPercent: 10,
  dropListSize: 8,
} as const;

/** The lowest price shown beside the chart covers this many days. */
export const LOWEST_PRICE_DAYS = 30;
