/** Small value conversions shared by the catalogue calls (sources, brands, products, promos, news). */
import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_ALL_MAX, rankName, type UserRank, type VerificationFlag } from '@ironscore/contract';
import { sanitizeHtml } from '../../lib/sanitize';

/** ISO 8601 text of a timestamp ('' when missing). */
export function iso(value: Date | string | null | undefined): string {
  if (!value) return '';
  if (value instanceof Date) return value.toISOString();
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString();
}

export function userRank(rankNo: number | null | undefined): UserRank {
  const n = Number(rankNo ?? 0);
  return { rank_no: n, rank_name: rankName(n) };
}

/** The public verification flag: the string '1' (verified) or '0'. */
export function verificationFlag(value: number | string | null | undefined): VerificationFlag {
  return String(value) === '1' ? '1' : '0';
}

/** A numeric value from the database (numeric columns read through raw SQL arrive as strings). */
export function num(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Year columns (smallint, nullable) as the text the API returns; '' when unknown. */
export function yearText(value: number | null | undefined): string {
  return value ? String(value) : '';
}

/** Escapes LIKE/ILIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * sanitizeHtml with a memo: descriptions and news are read far more often than written, and the
 * DOMPurify pass costs milliseconds (1–10 ms for a 200-character description on this machine,
 * more than the rest of an uncached Get_BrandProduct). The memo holds up to SANITIZE_MEMO_CHARS
 * of sanitized text, least recently used out first — the whole seeded catalogue (about 7,000
 * descriptions) fits, so a page read for the second time since start never sanitizes again.
 * Keyed by the SHA-256 of the raw HTML (an edit is a new key; the raw text is not kept twice).
 */
const SANITIZE_MEMO_CHARS = 8_000_000;
const sanitizeMemo = new Map<string, string>();
let sanitizeMemoChars = 0;
export function sanitizeCached(html: string | null | undefined): string {
  if (!html) return '';
  const key = createHash('sha256').update(html).digest('base64');
  const hit = sanitizeMemo.get(key);
  if (hit !== undefined) {
    // refresh recency
    sanitizeMemo.delete(key);
    sanitizeMemo.set(key, hit);
    return hit;
  }
  const clean = sanitizeHtml(html);
  if (clean.length <= SANITIZE_MEMO_CHARS / 100) {
    sanitizeMemo.set(key, clean);
    sanitizeMemoChars += clean.length;
    for (const [oldest, value] of sanitizeMemo) {
      if (sanitizeMemoChars <= SANITIZE_MEMO_CHARS) break;
      sanitizeMemo.delete(oldest);
      sanitizeMemoChars -= value.length;
    }
  }
  return clean;
}

/** limit/offset of a paged list; limit -1 (where the contract allows it) means "all from the start", at most PAGE_ALL_MAX rows. */
export function paging(limit: number, offset: number): { limit: number; offset: number } {
  if (limit < 0) return { limit: PAGE_ALL_MAX, offset: 0 };
  return { limit, offset: Math.max(0, offset) };
}

/**
 * Descending order as the schema's indexes store it (`.desc()` indexes are DESC NULLS LAST);
 * a plain DESC (NULLS FIRST) would not match them and the planner would sort instead.
 */
export const descNL = (column: AnyColumn | SQL): SQL => sql`${column} desc nulls last`;
