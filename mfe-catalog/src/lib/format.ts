/** Display helpers of the catalog screens (thin names over packages/ui's formatters). */
import { excerpt, formatDate, formatNumber, formatPrice, plainText } from '@ironscore/ui';

/** 12345 → "12,345"; 123456 → "123K"; 1234567 → "1.2M". */
export function formatCount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  if (Math.abs(n) >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(n) >= 100_000) return `${Math.round(n / 1000)}K`;
  return formatNumber(Math.round(n));
}

/** Plain text of an HTML fragment (for excerpts and meta descriptions). */
export const htmlToText = (html: string | null | undefined): string => plainText(html);

/** The first `max` characters of the text of `html`, with "..." when cut. */
export const textExcerpt = (html: string | null | undefined, max = 100): string => excerpt(html, max);

/** "Mar 4, 2026". */
export const formatDay = (value: string | null | undefined): string => formatDate(value);

/** "$1,234.50" (USD). */
export const formatUsd = (value: number | string | null | undefined): string => formatPrice(value);
