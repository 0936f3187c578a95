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

/*
 * The formats the pages show on every screen (whole numbers, USD prices, "Mar 5, 2024" and
 * "Mar 5, 2024, 14:03") are written out here instead of through Intl: the first Intl formatter a
 * page builds loads the locale data (80–150 ms under Lighthouse's 4× CPU slowdown), inside the task
 * that renders the page's data. Any other number or options go through Intl, one formatter per
 * set of options, built on first use.
 */
const intlFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function intlFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let format = intlFormats.get(key) as F | undefined;
  if (!format) {
    format = create();
    intlFormats.set(key, format);
  }
  return format;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');
/** "Mar 5, 2024": Intl's en-US { year: 'numeric', month: 'short', day: 'numeric' }. */
const shortDate = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

/** "Mar 5, 2024" (en-US); '' for a missing or invalid date. Other `options`: Intl.DateTimeFormat's. */
export function formatDate(input: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const d = parseDate(input);
  if (!d) return '';
  if (!options) return shortDate(d);
  return intlFormat(`date ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('en-US', options)).format(d);
}

/** "Mar 5, 2024, 14:03" (24-hour clock, 00–23). */
export function formatDateTime(input: DateInput): string {
  const d = parseDate(input);
  return d ? `${shortDate(d)}, ${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}` : '';
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

const toNumber = (value: number | string | null | undefined) => {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Below this, toFixed writes plain digits (no exponent). */
const PLAIN_DIGITS_MAX = 1e21;

/**
 * Whole cents of `n` (≥ 0, < 1e21) as Intl rounds it: half up on the number's shortest decimal
 * form (1.005 → 101), not on its binary value as toFixed does (1.005.toFixed(2) is "1.00").
 */
function toCents(n: number): bigint {
  const text = String(n);
  if (text.includes('e')) return 0n; // below 1e-6
  const [whole, fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  return BigInt(whole + digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1n : 0n);
}

/** "$1,234.50" (USD, two decimals); invalid input gives "$0.00". */
export function formatPrice(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (CURRENCY === 'USD' && Math.abs(n) < PLAIN_DIGITS_MAX) {
    const cents = String(toCents(Math.abs(n))).padStart(3, '0');
    return `${n < 0 ? '-' : ''}$${groupThousands(cents.slice(0, -2))}.${cents.slice(-2)}`;
  }
  return intlFormat('price', () => new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(n);
}

/** "12,345" with thousands separators. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (Number.isSafeInteger(n)) return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
  return intlFormat('number', () => new Intl.NumberFormat('en-US')).format(n);
}

/** A count with its noun, singular for exactly one: "1 member", "0 members", "12,345 members". */
export function quantity(value: number | string | null | undefined, singular: string, plural = `${singular}s`): string {
  const n = toNumber(value);
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
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
