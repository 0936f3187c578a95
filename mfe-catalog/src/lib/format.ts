/** Display helpers of the catalog screens. */

/** 12345 → "12,345"; 1234567 → "1.2M". */
export function formatCount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  if (Math.abs(n) >= 1_000_000) return `${(n / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(n) >= 100_000) return `${Math.round(n / 1000)}K`;
  return new Intl.NumberFormat('en-US').format(Math.round(n));
}

/** Plain text of an HTML fragment (for excerpts and meta descriptions). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the text of `html`, with an ellipsis when cut. */
export function textExcerpt(html: string | null | undefined, max = 100): string {
  const text = htmlToText(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** "Mar 4, 2026" from an ISO date (the raw value when it does not parse). */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "$1,234.50" (USD). */
export function formatUsd(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number.isFinite(n) ? n : 0);
}
