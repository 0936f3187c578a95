/**
 * Source prices area (issue 25 item 3): a source's own prices (`/profile/source-prices`, business
 * remote) with its price feed and import report.
 *
 * Rules that live here once (browser and server): the price and shipping format of inputs, the
 * feed's limits and columns.
 */
import * as v from 'valibot';
import { call } from '../call';
import { bool, fieldsObject, id, oneOf, pageFields } from '../fields';
import * as sourcePriceMessages from '../messages/source-prices';
import type { Flag01 } from './general';
import { siteUrlRule } from './business';

const P = sourcePriceMessages.sourcePrices;

/** The largest price or shipping fee (the database keeps numeric(10,2)). */
export const PRICE_INPUT_MAX = 1_000_000;

/** Source prices list page size. */
export const SOURCE_PRICES_PAGE = 20;

/**
 * The price feed: fetched through the SSRF-safe fetcher (server/src/lib/ssrf.ts) within these
 * bounds, every `intervalMinutes`, retried `retries` times by the job queue (its backoff: about
 * e^attempt seconds) when the fetch fails. A feed over `maxBytes` or `maxRows` is refused whole
 * (nothing changes).
 */
export const PRICE_FEED = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 20_000,
  maxRows: 20_000,
  intervalMinutes: 360,
  retries: 3,
  /** Unmatched and refused rows kept in the report (the counts are always whole). */
  reportRowsMax: 100,
} as const;

export const PRICE_FEED_FORMATS = ['csv', 'json'] as const;
export type PriceFeedFormat = (typeof PRICE_FEED_FORMATS)[number];

/**
 * The feed's columns (CSV header names or JSON keys, case-insensitive). A row names its offer by
 * `link` (the seller's product page, as stored on the offer) or by `brand` + `product` (IronScore's
 * brand and product slugs; a row for a product without an offer of the source creates one, then
 * `link` is required). `price` is required; `stock` defaults to 1; `shipping` is optional.
 */
export const PRICE_FEED_COLUMNS = ['link', 'brand', 'product', 'price', 'stock', 'shipping'] as const;

/** "12.34" / 12.34 → 12.34; at most two decimals, from `min` (exclusive when `positive`). */
export function parseMoney(raw: unknown, { positive }: { positive: boolean }): number | null {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  if (value > PRICE_INPUT_MAX || (positive ? value <= 0 : value < 0)) return null;
  return value;
}

/** Stock words a feed or a form may use → 1/0; null for anything else. */
export function parseStock(raw: unknown): Flag01 | null {
  if (raw === undefined || raw === null || raw === '') return 1;
  if (raw === true || raw === 1) return 1;
  if (raw === false || raw === 0) return 0;
  if (typeof raw !== 'string') return null;
  const word = raw.trim().toLowerCase();
  if (['1', 'yes', 'true', 'in stock', 'instock', 'in_stock', 'y'].includes(word)) return 1;
  if (['0', 'no', 'false', 'out of stock', 'outofstock', 'out_of_stock', 'n'].includes(word)) return 0;
  return null;
}

const money = (message: string, positive: boolean) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.check((x) => parseMoney(x, { positive }) !== null, message),
    v.transform((x) => parseMoney(x, { positive }) as number),
  );

/** A price (> 0, two decimals at most, at most PRICE_INPUT_MAX). */
export const priceRule = () => money(P.priceInvalid, true);
/** A shipping fee (≥ 0). */
export const shippingRule = () => money(P.shippingInvalid, false);

const stockRule = () =>
  v.pipe(
    v.union([v.string(P.stockInvalid), v.number(P.stockInvalid)], P.stockInvalid),
    v.transform(String),
    v.picklist(['1', '0'], P.stockInvalid),
    v.transform((x) => (x === '1' ? 1 : 0) as Flag01),
  );

/** The edit of one row of /profile/source-prices. */
export const sourcePriceForm = fieldsObject({
  offer_id: id('A valid offer_id is expected.'),
  sale_price: priceRule(),
  stock_status: stockRule(),
  /** The shipping fee added for the landed price (0: free or not stated); absent: unchanged. */
  shipping_fee: v.optional(shippingRule()),
});

/** The "Price feed" form: an http(s) address (or empty to remove the feed) and its format. */
export const priceFeedForm = fieldsObject({
  feed_url: v.union([v.literal(''), siteUrlRule()], (issue) => v.safeParse(siteUrlRule(), issue.input).issues?.[0]?.message ?? P.formatInvalid),
  feed_format: oneOf(PRICE_FEED_FORMATS, P.formatInvalid),
});

// ================================================================== data

/** One offer of the signed-in source (Get_SourcePricesPagination). */
export interface SourcePriceRow {
  offer_id: number;
  product_id: number;
  product_name: string;
  product_slug_url: string;
  brand_name: string;
  brand_slug_url: string;
  sale_price: number;
  stock_status: Flag01;
  shipping_fee: number;
  matching_product_link: string;
  updated_date: string;
}

/** A row of the feed the import could not use, and why (1-based row number of the data). */
export interface PriceFeedRowIssue {
  row: number;
  reason: string;
  /** The row's key as given (link, or brand/product). */
  key: string;
}

/** What the last import of a feed did. */
export interface PriceFeedReport {
  started_at: string;
  finished_at: string;
  /** 'failed': the whole feed was refused or unreachable (error says why); nothing changed. */
  status: 'ok' | 'failed';
  error: string;
  rows: number;
  matched: number;
  /** Matched rows whose price, stock or shipping differed (written as offer changes). */
  changed: number;
  /** New offers created by brand + product rows. */
  created: number;
  unmatched_count: number;
  refused_count: number;
  unmatched: PriceFeedRowIssue[];
  refused: PriceFeedRowIssue[];
}

/** Get_SourcePriceFeed / Set_SourcePriceFeed. */
export interface PriceFeedSettings {
  feed_url: string;
  feed_format: PriceFeedFormat;
  /** When the next scheduled import is due (null without a feed). */
  next_import_at: string | null;
  /** An import is queued or running. */
  importing: boolean;
  last_report: PriceFeedReport | null;
}

// ================================================================== calls

export const sourcePriceCalls = {
  /** The signed-in source's offers (newest change first), paged. */
  Get_SourcePricesPagination: call<SourcePriceRow[]>()({
    token: true,
    payload: fieldsObject(pageFields(SOURCE_PRICES_PAGE)),
    paged: true,
  }),
  /** Changes one offer of the signed-in source (an approved, published source only). */
  Set_SourcePrice: call<SourcePriceRow>()({ token: true, approvedBusiness: true, payload: sourcePriceForm }),
  Get_SourcePriceFeed: call<PriceFeedSettings>()({ token: true, payload: fieldsObject({}) }),
  /** Saves (or with an empty feed_url removes) the feed and queues an import; `import_now` only queues one. */
  Set_SourcePriceFeed: call<PriceFeedSettings>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ ...priceFeedForm.entries, import_now: v.optional(bool(), false) }),
  }),
} as const;
