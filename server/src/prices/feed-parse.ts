/**
 * Parsing a seller's price feed (CSV or JSON) into raw rows, within PRICE_FEED's limits. Nothing
 * here trusts the file: a feed that is not the format it claims, has no usable columns or too many
 * rows is refused whole with a message for the import report; row values are checked later, row by
 * row (feed-import.ts).
 *
 * Columns (PRICE_FEED_COLUMNS, case-insensitive, surrounding spaces ignored): link | brand + product,
 * price, stock, shipping. CSV: a header row, delimiter `,` `;` or tab, RFC 4180 quotes, UTF-8 with
 * or without BOM. JSON: an array of objects, or `{"offers": [...]}`.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { MSG, PRICE_FEED, type PriceFeedFormat } from '@ironscore/contract';

/** One data row as given: values are untrusted (strings from CSV, anything from JSON). */
export interface RawFeedRow {
  /** 1-based number of the data row (the header is not counted). */
  row: number;
  /** Null when a JSON element is not an object. */
  values: Record<string, unknown> | null;
}

export type ParsedFeed = { ok: true; rows: RawFeedRow[] } | { ok: false; error: string };

const P = MSG.sourcePrices;

function lowerKeys(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) out[key.trim().toLowerCase()] = value;
  return out;
}

function checkColumns(columns: readonly string[]): string | null {
  const set = new Set(columns);
  if (!set.has('price')) return P.feedNoPriceColumn;
  if (!set.has('link') && !(set.has('brand') && set.has('product'))) return P.feedNoKeyColumn;
  return null;
}

function parseCsvFeed(text: string, maxRows: number): ParsedFeed {
  let header: string[] = [];
  let records: Record<string, string>[];
  try {
    records = parseCsv(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((n) => String(n).trim().toLowerCase())),
      delimiter: [',', ';', '\t'],
      skip_empty_lines: true,
      trim: true,
      // a row with more or fewer cells than the header is an error of the file, not a guess
      relax_column_count: false,
      // one line past the limit is enough to know the feed is too long
      to_line: maxRows + 2,
      max_record_size: 64 * 1024,
    }) as Record<string, string>[];
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/\.$/, '').slice(0, 200) : 'unreadable';
    return { ok: false, error: P.feedNotCsv(reason) };
  }
  if (records.length > maxRows) return { ok: false, error: P.feedTooManyRows(maxRows) };
  const missing = checkColumns(header);
  if (missing) return { ok: false, error: missing };
  return { ok: true, rows: records.map((values, i) => ({ row: i + 1, values })) };
}

function parseJsonFeed(text: string, maxRows: number): ParsedFeed {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: P.feedNotJson };
  }
  const list = Array.isArray(doc) ? doc : doc && typeof doc === 'object' && Array.isArray((doc as { offers?: unknown }).offers) ? (doc as { offers: unknown[] }).offers : null;
  if (!list) return { ok: false, error: P.feedNotJson };
  if (list.length > maxRows) return { ok: false, error: P.feedTooManyRows(maxRows) };
  const rows: RawFeedRow[] = list.map((item, i) => ({
    row: i + 1,
    values: item && typeof item === 'object' && !Array.isArray(item) ? lowerKeys(item as Record<string, unknown>) : null,
  }));
  const columns = new Set<string>();
  for (const r of rows) for (const key of Object.keys(r.values ?? {})) columns.add(key);
  if (rows.length > 0) {
    const missing = checkColumns([...columns]);
    if (missing) return { ok: false, error: missing };
  }
  return { ok: true, rows };
}

/** Parses a fetched feed body (already bounded by PRICE_FEED.maxBytes by the fetcher). */
export function parseFeed(body: Buffer, format: PriceFeedFormat, maxRows: number = PRICE_FEED.maxRows): ParsedFeed {
  if (body.length > PRICE_FEED.maxBytes) return { ok: false, error: P.feedTooLarge(PRICE_FEED.maxBytes / 1024 / 1024) };
  const text = body.toString('utf8');
  if (text.includes('\u0000')) return { ok: false, error: format === 'csv' ? P.feedNotCsv('it contains binary data') : P.feedNotJson };
  return format === 'csv' ? parseCsvFeed(text, maxRows) : parseJsonFeed(text, maxRows);
}
