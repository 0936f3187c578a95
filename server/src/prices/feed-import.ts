/**
 * Importing a parsed price feed into one source's offers: each row is checked (price, stock,
 * shipping, link), matched to an offer of the source (by `link`) or to a product of IronScore (by
 * `brand` + `product` slugs), and the matched rows that change something are applied as one batch
 * of offer changes (applyOfferChanges, offers.ts: a few statements per chunk, history rows, product
 * aggregates and the price-drop alert claims in one transaction, the e-mails after it). The report
 * counts every row: matched (changed or not), unmatched (no offer or product), refused (a bad
 * value, a duplicate) with the reason, listing the first PRICE_FEED.reportRowsMax rows of each by
 * row number.
 */
import { sql } from 'drizzle-orm';
import { MSG, PRICE_FEED, parseMoney, parseStock, type Flag01, type PriceFeedReport, type PriceFeedRowIssue } from '@ironscore/contract';
import type { AlertDeps } from './alerts';
import type { RawFeedRow } from './feed-parse';
import { applyOfferChanges, type OfferChange, type OfferChangeInput } from './offers';

const P = MSG.sourcePrices;

const cell = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function validLink(link: string): boolean {
  if (link.length > 500) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

interface CheckedRow {
  row: number;
  key: string;
  link: string;
  brand: string;
  product: string;
  price: number;
  stock: Flag01;
  /** Absent: the offer keeps its fee (a new offer gets 0). */
  shipping: number | undefined;
}

export interface FeedImportResult {
  report: Omit<PriceFeedReport, 'started_at' | 'finished_at' | 'status' | 'error'>;
  /** The offers whose price, stock or shipping fee changed. */
  applied: OfferChange[];
  /** Price-drop e-mails sent. */
  mailed: number;
}

/** Applies `rows` to the offers of `sourceId` and sends the price-drop alerts of the changes. */
export async function importFeedRows(deps: AlertDeps, sourceId: number, rows: readonly RawFeedRow[]): Promise<FeedImportResult> {
  const { db } = deps;
  const unmatched: PriceFeedRowIssue[] = [];
  const refused: PriceFeedRowIssue[] = [];
  // at most PRICE_FEED.maxRows each (the parser's bound); the report keeps the first rows of each
  const refuse = (row: number, key: string, reason: string) => void refused.push({ row, key: key.slice(0, 200), reason });
  const miss = (row: number, key: string, reason: string) => void unmatched.push({ row, key: key.slice(0, 200), reason });
  const firstRows = (list: PriceFeedRowIssue[]) => list.sort((a, b) => a.row - b.row).slice(0, PRICE_FEED.reportRowsMax);

  // 1. values
  const checked: CheckedRow[] = [];
  for (const r of rows) {
    if (!r.values) {
      refuse(r.row, '', P.rowNotObject);
      continue;
    }
    const link = cell(r.values.link);
    const brand = cell(r.values.brand).toLowerCase();
    const product = cell(r.values.product).toLowerCase();
    const key = brand && product ? `${brand}/${product}` : link;
    if (!link && !(brand && product)) {
      refuse(r.row, '', P.rowNoKey);
      continue;
    }
    if (link && !validLink(link)) {
      refuse(r.row, key, P.rowLink);
      continue;
    }
    const price = parseMoney(r.values.price, { positive: true });
    if (price === null) {
      refuse(r.row, key, P.rowPrice);
      continue;
    }
    const stock = parseStock(r.values.stock);
    if (stock === null) {
      refuse(r.row, key, P.rowStock);
      continue;
    }
    const rawShipping = r.values.shipping;
    const shipping = rawShipping === undefined || rawShipping === null || rawShipping === '' ? undefined : parseMoney(rawShipping, { positive: false });
    if (shipping === null) {
      refuse(r.row, key, P.rowShipping);
      continue;
    }
    checked.push({ row: r.row, key, link, brand, product, price, stock, shipping });
  }

  // 2. matching: the source's offers by link, IronScore's products by brand + product slug
  const offers = await db.execute<{ product_id: number; matching_product_link: string; sale_price: string; stock_status: number; shipping_fee: string }>(
    sql`select product_id, matching_product_link, sale_price, stock_status, shipping_fee from price_offers where source_id = ${sourceId}`,
  );
  const names = new Map<number, string>();
  const offerByLink = new Map<string, number>();
  /** The source's offers now, by product: a row that changes none of it is matched and skipped. */
  const current = new Map<number, { price: number; stock: number; shipping: number; link: string }>();
  for (const o of offers.rows) {
    current.set(Number(o.product_id), { price: Number(o.sale_price), stock: Number(o.stock_status), shipping: Number(o.shipping_fee), link: o.matching_product_link });
    if (o.matching_product_link) offerByLink.set(o.matching_product_link, Number(o.product_id));
  }
  const slugRows = checked.filter((c) => c.brand && c.product);
  const productBySlug = new Map<string, number>();
  if (slugRows.length > 0) {
    const found = await db.execute<{ product_id: number; brand: string; product: string; product_name: string }>(sql`
      select p.product_id, b.brand_slug_url as brand, p.product_slug_url as product, p.product_name
      from unnest(${sql.param(slugRows.map((c) => c.brand))}::text[], ${sql.param(slugRows.map((c) => c.product))}::text[]) as k(brand, product)
      join brands b on b.brand_slug_url = k.brand
      join products p on p.brand_id = b.brand_id and p.product_slug_url = k.product and p.product_status = 1`);
    for (const f of found.rows) {
      productBySlug.set(`${f.brand}/${f.product}`, Number(f.product_id));
      names.set(Number(f.product_id), f.product_name);
    }
  }

  const changes: OfferChangeInput[] = [];
  const seen = new Set<number>();
  let matched = 0;
  let creating = 0;
  for (const c of checked) {
    const productId = c.brand && c.product ? productBySlug.get(`${c.brand}/${c.product}`) : offerByLink.get(c.link);
    if (productId === undefined) {
      miss(c.row, c.key, c.brand && c.product ? P.rowNoProduct : P.rowNoOffer);
      continue;
    }
    if (seen.has(productId)) {
      refuse(c.row, c.key, P.rowDuplicate);
      continue;
    }
    const now = current.get(productId);
    const isNew = now === undefined;
    if (isNew && !c.link) {
      refuse(c.row, c.key, P.rowLink);
      continue;
    }
    seen.add(productId);
    matched++;
    if (isNew) creating++;
    // unchanged rows (the usual case between two fetches) take no lock and write nothing
    if (now && now.price === c.price && now.stock === c.stock && (c.shipping === undefined || now.shipping === c.shipping) && (!c.link || c.link === now.link)) continue;
    changes.push({
      product_id: productId,
      source_id: sourceId,
      sale_price: c.price,
      stock_status: c.stock,
      ...(c.shipping !== undefined ? { shipping_fee: c.shipping } : {}),
      ...(c.link ? { matching_product_link: c.link } : {}),
      ...(isNew ? { matching_product_name: names.get(productId) ?? '' } : {}),
    });
  }

  // 3. the offer changes as one batch (history, aggregates, alert claims in its transaction)
  const { changes: done, mailed } = await applyOfferChanges(deps, changes);
  const applied = done.filter((c) => c.recorded);
  return {
    report: {
      rows: rows.length,
      matched,
      changed: applied.length,
      created: creating,
      unmatched_count: unmatched.length,
      refused_count: refused.length,
      unmatched: firstRows(unmatched),
      refused: firstRows(refused),
    },
    applied,
    mailed,
  };
}
