/**
 * Price intelligence (issue 25): the offers' price history, deal detection and the landed price.
 * Every threshold of these features lives here, once; the server computes with them and the
 * screens describe them with them.
 */
import * as v from 'valibot';
import { call } from '../call';
import { fieldsObject, id, int, intBetween, optionalNumber } from '../fields';

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

// ================================================================== entities

/** One day of a series: the price at the end of that UTC day (null: no in-stock offer then). */
export type PricePoint = number | null;

/** Get_PriceHistory: a product's daily prices over `days` days (oldest first, today last). */
export interface PriceHistory {
  product_id: number;
  days: PriceHistoryRange;
  /** The UTC days of the points (YYYY-MM-DD), oldest first. */
  day_list: string[];
  /** Cheapest in-stock price of each day. Visitors: the shape only (0–100 within the chart's range). */
  cheapest: PricePoint[];
  /** Each seller's in-stock price per day (visitors: the same scale, sellers unnamed). */
  sellers: { source_name: string; source_slug_url: string; points: PricePoint[] }[];
  /** The lowest cheapest-of-day price of the last LOWEST_PRICE_DAYS days and its latest day (visitors: price 0). */
  lowest: { price: number; day: string; source_name: string } | null;
  /** True when the prices are hidden (visitor): the values are the shape on a 0–100 scale. */
  gated: boolean;
}

/** Get_PriceDrops item: the biggest current drop of a product (one offer). */
export interface PriceDrop {
  product_id: number;
  product_name: string;
  product_slug_url: string;
  product_image: string;
  brand_name: string;
  brand_slug_url: string;
  /** Hidden ('' / 0) for visitors, like every price (spec/1 §4). */
  source_name: string;
  source_slug_url: string;
  sale_price: number;
  median_30d: number;
  /** How many % under the 30-day median. */
  deal_percent: number;
}

// ================================================================== calls

export const priceCalls = {
  /** Optional token: visitors get the shape without prices (spec/1 §4 price gate). */
  Get_PriceHistory: call<PriceHistory>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({
      product_id: id('A valid product_id is expected.'),
      days: v.pipe(
        optionalNumber(int('days must be 30, 90 or 180.'), 30),
        v.check((d) => (PRICE_HISTORY_RANGES as readonly number[]).includes(d), 'days must be 30, 90 or 180.'),
        v.transform((d) => d as PriceHistoryRange),
      ),
    }),
  }),
  /** The biggest current drops (DEAL_RULES); optional token like every price. */
  Get_PriceDrops: call<PriceDrop[]>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({
      limit: optionalNumber(intBetween(1, 24, 'limit must be from 1 to 24.'), DEAL_RULES.dropListSize),
    }),
  }),
} as const;
