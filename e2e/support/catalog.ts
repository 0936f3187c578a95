// Helpers of the public catalog suite: typed reads of the seeded data through the API (what the
// pages should show), the SEO template filling, and a few locators of the shared list widgets.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './api';

export interface SourceCard {
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_rating: number;
  total_review: number;
  total_views: number;
  source_verification_status: string;
  source_ranked: number;
}
export interface Country {
  country_name: string;
}
export interface SourceDetail extends SourceCard {
  source_website: string | null;
  source_email: string | null;
  source_since: string | null;
  source_avg_delivery_time: string | null;
  source_country: string | null;
  contact_rating_total: number;
  delivery_rating_total: number;
  quality_rating_total: number;
  pricing_rating_total: number;
  support_rating_total: number;
  source_payment_types: { payment_method_name: string }[];
  source_delivery_countries: Country[];
  source_restricted_countries: Country[];
}
export interface BrandCard {
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  total_views: number;
}
export interface ProductItem {
  product_id: number;
  product_name: string;
  product_slug_url: string;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  price_count: number;
}
export interface PriceOffer {
  sale_price: number;
  source_name: string;
  source_slug_url: string;
  /** Issue 25: shipping fee, the good-deal flag and, for a member with a country, whether the source ships there. */
  shipping_fee?: number;
  good_deal?: boolean;
  ships_to_member?: boolean | null;
}
export interface ProductDetail extends ProductItem {
  price_match_list: PriceOffer[];
}
export interface Promo {
  promo_id: number;
  promo_name: string;
  promo_slug_url: string;
  promo_code?: string | null;
  promo_end_date: string;
  total_views: number;
  source_name: string;
}
export interface News {
  news_id: number;
  news_name: string;
  news_slug_url: string;
  total_views: number;
  category_id: number;
}
export interface HomeNews {
  news_name: string;
  news_slug_url: string;
  position: 'left' | 'center' | 'right';
}
export interface Category {
  category_id: number;
  category_name: string;
}
export interface ProductCategory extends Category {
  category_slug_url: string;
  category_type: string;
}
export interface SearchResult {
  type: 'source' | 'brand' | 'product' | 'news' | 'promo';
  name: string;
  url: string;
}

/** The data of a call that must succeed (the test's expectations are built from it). */
export async function data<T>(name: string, fields: Record<string, string | number | boolean> = {}, token?: string): Promise<T> {
  const reply = await apiCall<T>(name, fields, token);
  if (!reply.status || reply.data === null) throw new Error(`${name} ${JSON.stringify(fields)}: ${reply.message}`);
  return reply.data;
}

/** One page of a paged call: its rows and totalData. */
export async function paged<T>(name: string, fields: Record<string, string | number | boolean>): Promise<{ rows: T[]; total: number }> {
  const reply = await apiCall<T[]>(name, fields);
  if (!reply.status) throw new Error(`${name} ${JSON.stringify(fields)}: ${reply.message}`);
  return { rows: reply.data ?? [], total: Number(reply.totalData ?? 0) };
}

/** "$1,234.50", as prices are shown. */
export const usd = (value: number | string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));

/** "4.5" (one decimal), as ratings are shown. */
export const rating = (value: number | string) => Math.min(5, Math.max(0, Number(value) || 0)).toFixed(1);

/** A template of the general settings (seo_* title or description) with its {placeholders} replaced. */
export async function seoTemplate(key: string, vars: Record<string, string> = {}): Promise<string> {
  const settings = await data<Record<string, string>>('Get_GeneralSettings');
  const template = settings[key];
  if (!template) throw new Error(`no ${key} template in the general settings`);
  const all: Record<string, string> = { site_title: settings.general_site_title, ...vars };
  return template
    .replace(/\{([a-z_]+)\}/gi, (_, name: string) => all[name] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until the address query holds exactly these values (null: the parameter is absent). */
export async function expectQuery(page: Page, expected: Record<string, string | null>) {
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return Object.fromEntries(Object.keys(expected).map((name) => [name, params.get(name)]));
    })
    .toEqual(expected);
}

/** The Previous / Next pager of a list. */
export function pager(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  return {
    nav,
    previous: nav.getByRole('button', { name: 'Previous' }),
    next: nav.getByRole('button', { name: 'Next' }),
    /** "Page x of y". */
    status: (current: number, last: number) => nav.getByText(`Page ${current} of ${last}`),
  };
}

/** The names (level-3 headings) of the cards of a list screen. */
export const cardNames = (scope: Page | Locator) => scope.getByRole('article').getByRole('heading', { level: 3 });

/**
 * Whether the element is drawn through a blur filter (itself or an ancestor). Read on the element in
 * the page: when the page took its first frame over between finding the element and reading it (a
 * detached node has no computed style), the locator is resolved again.
 */
export async function isBlurred(locator: Locator): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const blurred = await locator.evaluate((element) => {
      if (!element.isConnected) return null;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).filter.includes('blur')) return true;
      }
      return false;
    });
    if (blurred !== null) return blurred;
  }
  throw new Error('the element kept being replaced while its blur was read');
}

/** Seconds of a countdown label "N days hh:mm:ss". */
export function countdownSeconds(label: string): number {
  const match = /^(\d+) days? (\d\d):(\d\d):(\d\d)$/.exec(label.trim());
  if (!match) return NaN;
  const [, d, h, m, s] = match.map(Number);
  return d * 86400 + h * 3600 + m * 60 + s;
}

/** Records the calls of one name the page sends, as their form fields (multipart bodies). */
export function recordCalls(page: Page, callName: string) {
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== `/api/${callName}`) return;
    const fields: Record<string, string> = {};
    for (const match of (request.postData() ?? '').matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) fields[match[1]] = match[2];
    sent.push(fields);
  });
  return sent;
}

export interface BlurSample {
  /** Milliseconds since the blur. */
  at: number;
  value: string;
  /** A results list or a 'not found' text is shown under the field. */
  open: boolean;
}

/**
 * Moves the focus out of a search field and samples, inside the page (free of test-runner
 * latency), what it shows every 25 ms for `forMs`: the field's text and whether its results are open.
 */
function samplesAfterBlur(field: Locator, forMs = 2000): Promise<BlurSample[]> {
  return field.evaluate(async (input: HTMLInputElement, duration: number) => {
    const form = input.closest('form');
    const open = () => !!form?.querySelector('[role="listbox"]');
    const samples: { at: number; value: string; open: boolean }[] = [];
    const start = performance.now();
    input.blur();
    while (performance.now() - start < duration) {
      samples.push({ at: performance.now() - start, value: input.value, open: open() });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return samples;
  }, forMs);
}

/** The moment (ms after the blur) the field was first seen empty with its results closed. */
function clearedAt(samples: BlurSample[]): number {
  const cleared = samples.find((s) => s.value === '' && !s.open);
  return cleared ? cleared.at : Infinity;
}

/**
 * Moves the focus out of the search field showing `term`: the text and its results stay for 500 ms,
 * then both are cleared.
 */
export async function expectClearedAfterBlur(box: Locator, results: Locator, term: string): Promise<void> {
  const samples = await samplesAfterBlur(box);
  const cleared = clearedAt(samples);
  expect(cleared, JSON.stringify(samples)).toBeGreaterThanOrEqual(450);
  expect(cleared, JSON.stringify(samples)).toBeLessThan(2000);
  // Until then the text and the results stay.
  expect(samples.filter((s) => s.at < cleared).every((s) => s.value === term && s.open)).toBe(true);
  await expect(box).toHaveValue('');
  await expect(results).toHaveCount(0);
}

/** The search field's results list shows `expected` in order: each result's name, linking to its page. */
export async function expectSearchResults(results: Locator, expected: SearchResult[]): Promise<void> {
  await expect(results.getByRole('option')).toHaveCount(expected.length);
  for (const [i, result] of expected.entries()) {
    const link = results.getByRole('option').nth(i).getByRole('link');
    await expect(link).toContainText(result.name);
    await expect(link).toHaveAttribute('href', result.url);
  }
}
