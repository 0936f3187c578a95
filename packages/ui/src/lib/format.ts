/** Formatting helpers shared by every remote (dates, prices, excerpts, plain text). */
import { CURRENCY } from '@ironscore/contract';

type DateInput = string | number | Date | null | undefined;

/** Parses API dates: ISO strings, "YYYY-MM-DD HH:mm:ss" (read as local time), epoch ms, Date. */
export function parseDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') {
    const d = new Date(input);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const text = input.trim();
  const sqlLike = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? text.replace(' ', 'T') : text;
  const d = new Date(sqlLike);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** One Intl.DateTimeFormat per set of options: building one costs far more than formatting a date. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "Mar 5, 2024" (en-US); '' for a missing or invalid date. */
export function formatDate(input: DateInput, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }): string {
  const d = parseDate(input);
  return d ? dateFormat(options).format(d) : '';
}

/** "Mar 5, 2024, 14:03". */
export function formatDateTime(input: DateInput): string {
  return formatDate(input, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
}

/** "3 hours ago", "2 days ago", falling back to formatDate after 30 days. */
export function timeAgo(input: DateInput, now: number = Date.now()): string {
  const d = parseDate(input);
  if (!d) return '';
  const s = Math.round((now - d.getTime()) / 1000);
  if (s < 45) return 'just now';
  const units: Array<[number, string]> = [
    [60, 'minute'],
    [3600, 'hour'],
    [86400, 'day'],
  ];
  if (s >= 30 * 86400) return formatDate(d);
  for (let i = units.length - 1; i >= 0; i -= 1) {
    const [size, name] = units[i];
    if (s >= size) {
      const n = Math.round(s / size);
      return `${n} ${name}${n === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}

const priceFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50" (USD, two decimals); invalid input gives "$0.00". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return priceFormat.format(Number.isFinite(n) ? n : 0);
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "12,345" with thousands separators. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return numberFormat.format(Number.isFinite(n) ? n : 0);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

let template: HTMLTemplateElement | null = null;
const parser = () => (template ??= document.createElement('template'));

/** Text content of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  let text: string;
  if (typeof document !== 'undefined') {
    // A template's content is inert (scripts do not run, images do not load). One template serves
    // every call: a new DOMParser document per excerpt showed in the home page's long tasks.
    const content = parser();
    content.innerHTML = html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, '$& ');
    content.content.querySelectorAll('script, style').forEach((el) => el.remove());
    text = content.content.textContent ?? '';
    content.innerHTML = '';
  } else {
    text = html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#?\w+);/g, (m, name: string) => {
        if (ENTITIES[name]) return ENTITIES[name];
        if (name.startsWith('#')) {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return Number.isFinite(code) ? String.fromCodePoint(code) : m;
        }
        return m;
      });
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of a text (HTML allowed) followed by "..." when it was longer. */
export function excerpt(text: string | null | undefined, max = 100): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max).trimEnd()}...`;
}
