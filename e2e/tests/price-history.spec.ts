// Price intelligence (issue 25 items 1, 2, 5) through the production builds against the seeded
// database: the product page's "Price history" (chart with its accessible name, periods, the
// lowest price of 30 days, the table alternative; visitors get the shape behind the price gate),
// the "Good deal" badge on an offer, and the "Price drops" lists of the home page and the price
// matcher. Expected values are read from the API at test time.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInPage, signInToken } from '../support/api';
import { data, isBlurred, usd, type ProductDetail } from '../support/catalog';

interface PriceDrop {
  product_id: number;
  product_name: string;
  product_slug_url: string;
  brand_slug_url: string;
  source_name: string;
  sale_price: number;
  median_30d: number;
  deal_percent: number;
}
interface PriceHistory {
  day_list: string[];
  cheapest: (number | null)[];
  sellers: { source_name: string }[];
  lowest: { price: number; day: string; source_name: string } | null;
}

const drops = (token?: string) => data<PriceDrop[]>('Get_PriceDrops', {}, token);
const productPath = (d: PriceDrop) => `/brand/${d.brand_slug_url}/${d.product_slug_url}`;

/** The Price history region, scrolled into view (its read and chart start near the view). */
async function historyRegion(page: Page) {
  const region = page.getByRole('region', { name: 'Price history' });
  // the page's first frame (HTML) may be replaced by the app while scrolling: retry on the new node
  await expect(async () => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  return region;
}

test('member: the product page shows the price history chart, periods, the lowest price of 30 days, the table, and the Good deal badge @catalog @shell', async ({ page }) => {
  const token = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const [top] = await drops(token);
  expect(top, 'the seed has current price drops').toBeTruthy();
  const detail = await data<ProductDetail>('Get_BrandProduct', { brand_slug_url: top.brand_slug_url, product_slug_url: top.product_slug_url }, token);
  const history30 = await data<PriceHistory>('Get_PriceHistory', { product_id: top.product_id, days: 30 }, token);

  await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  await page.goto(productPath(top));
  await expect(page.getByRole('heading', { level: 1, name: detail.product_name })).toBeVisible();

  // the offer of the drop carries the Good deal badge
  const prices = page.getByRole('region', { name: 'SELLER PRICES' });
  const dealIndex = detail.price_match_list.findIndex((o) => o.good_deal);
  expect(dealIndex).toBeGreaterThanOrEqual(0);
  while ((await prices.getByRole('listitem').count()) <= dealIndex) await prices.getByRole('button', { name: 'Show more' }).click();
  const dealRow = prices.getByRole('listitem').nth(dealIndex);
  await expect(dealRow.getByText('Good deal', { exact: true })).toBeVisible();
  await expect(dealRow).toContainText(detail.price_match_list[dealIndex].source_name);
  await expect(prices.getByText('Good deal', { exact: true })).toHaveCount(
    detail.price_match_list.slice(0, await prices.getByRole('listitem').count()).filter((o) => o.good_deal).length,
  );

  // the history: a drawn chart with its accessible name, the legend and the lowest price
  const region = await historyRegion(page);
  const values = history30.cheapest.filter((p): p is number => p !== null);
  const chart = region.getByRole('img', { name: /last 30 days/ });
  await expect(chart).toHaveAccessibleName(new RegExp(`from \\${usd(Math.min(...values))} to \\${usd(Math.max(...values))}`));
  await expect(chart.locator('canvas').first()).toBeVisible();
  const box = await chart.locator('canvas').first().boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(150);
  await expect(region.getByTestId('lowest-price')).toContainText(`Lowest price in the last 30 days: ${usd(history30.lowest!.price)}`);
  await expect(region.getByTestId('lowest-price')).toContainText(history30.lowest!.source_name);
  for (const seller of history30.sellers) await expect(region.getByRole('list', { name: 'Lines' })).toContainText(seller.source_name);

  // the table alternative: one row per day, newest first, today's cheapest price
  await region.getByText('Show the prices as a table').click();
  const table = region.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  const today = history30.cheapest.at(-1);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(today === null ? '–' : usd(today!));

  // another period
  await region.getByRole('button', { name: '180 days' }).click();
  await expect(region.getByRole('button', { name: '180 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(region.getByRole('img', { name: /last 180 days/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(181);
});

test('visitor: the price history is the shape behind the price gate; no price of the product is in the page @catalog @shell', async ({ page }) => {
  const [top] = await drops();
  const token = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const history = await data<PriceHistory>('Get_PriceHistory', { product_id: top.product_id, days: 30 }, token);
  await page.goto(productPath(top));
  await expect(page.getByRole('heading', { level: 1, name: top.product_name })).toBeVisible();
  const region = await historyRegion(page);
  await expect(region.getByRole('note')).toContainText('Sign in to see the prices of the history.');
  await expect(region.getByRole('img', { name: /Prices are hidden until you sign in/ })).toBeVisible();
  await expect(region.getByRole('img').locator('canvas').first()).toBeVisible();
  const lowest = region.getByTestId('lowest-price').getByText('$0.00', { exact: true });
  await expect(lowest).toBeVisible();
  expect(await isBlurred(lowest)).toBe(true);
  await region.getByText('Show the prices as a table').click();
  await expect(region.getByRole('table').getByRole('columnheader', { name: 'Seller 1' })).toBeVisible();

  const text = await page.evaluate(() => document.body.textContent ?? '');
  for (const p of history.cheapest) if (p !== null) expect(text).not.toContain(usd(p));
  for (const s of history.sellers) expect(await region.textContent()).not.toContain(s.source_name);

  await region.getByRole('note').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Price drops on the home page and the price matcher: biggest drop first with Good deal; prices for members only @catalog @shell', async ({ page }) => {
  const token = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const list = await drops(token);
  expect(list.length).toBeGreaterThan(0);

  // visitor on home
  await page.goto('/');
  const homeDrops = page.getByRole('region', { name: 'Price drops' });
  await expect(async () => homeDrops.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const cards = homeDrops.getByTestId('price-drop');
  await expect(cards).toHaveCount(list.length);
  await expect(cards.first()).toContainText(list[0].product_name);
  await expect(cards.first()).toContainText(`${Math.round(list[0].deal_percent)}% under its 30-day median`);
  await expect(cards.first().getByText('Good deal', { exact: true })).toBeVisible();
  const hidden = cards.first().getByText('$0.00', { exact: true });
  await expect(hidden).toBeVisible();
  expect(await isBlurred(hidden)).toBe(true);
  await expect(homeDrops).not.toContainText(list[0].source_name);

  // member on the price matcher; a card opens its product
  await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  await page.goto('/product-price-matcher');
  const matcherDrops = page.getByRole('region', { name: 'Price drops' });
  const first = matcherDrops.getByTestId('price-drop').first();
  await expect(first).toContainText(`${usd(list[0].sale_price)} ${usd(list[0].median_30d)} at ${list[0].source_name}`);
  await first.getByRole('link', { name: list[0].product_name }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath(list[0])}$`));
  await expect(page.getByRole('heading', { level: 1, name: list[0].product_name })).toBeVisible();
});

test("the chart's code (uPlot) loads only when the Price history section comes into view, at 390 and 1280 px @catalog @shell", async ({ browser }) => {
  test.setTimeout(120_000);
  const [top] = await drops();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    // a first visit at each width (a browser of its own: nothing cached, no scroll position kept)
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      // uPlot's chunk is the one script that carries its class names; the section's own chunk is price-chart.*.js
      const chartScripts: string[] = [];
      page.on('response', async (response) => {
        const url = response.url();
        if (!url.endsWith('.js')) return;
        const body = await response.text().catch(() => '');
        if (/\/price-chart\.[^/]*\.js$/.test(url) || body.includes('u-over')) chartScripts.push(url);
      });
      await page.goto(productPath(top));
      await expect(page.getByRole('heading', { level: 1, name: top.product_name })).toBeVisible();
      await page.waitForLoadState('load');
      const region = page.getByRole('region', { name: 'Price history' });
      const box = await region.boundingBox();
      expect(box!.y, `the section starts below the first screen at ${viewport.width} px`).toBeGreaterThan(viewport.height);
      // the first screen settled (the app hydrated, its reads answered): no chart code fetched
      await page.waitForTimeout(2_000);
      expect(chartScripts, `chart code on the first screen at ${viewport.width} px`).toEqual([]);
      await expect(region.getByRole('img')).toHaveCount(0);
      // scrolled to it: the chart loads and draws
      await historyRegion(page);
      await expect(region.getByRole('img').locator('canvas').first()).toBeVisible();
      // the response handler reads each script's body before it records it: poll, the chart may draw first
      await expect.poll(() => chartScripts.some((u) => /\/price-chart\.[^/]*\.js$/.test(u))).toBe(true);
      // the seller prices and the price history as a visitor sees them, for a person to look at
      await page.getByRole('region', { name: 'SELLER PRICES' }).screenshot({ path: test.info().outputPath(`seller-prices-${viewport.width}.png`) });
      await region.screenshot({ path: test.info().outputPath(`price-history-${viewport.width}.png`) });
    } finally {
      await context.close();
    }
  }
});

/** axe-core's serious and critical violations inside `selector`, one readable line each. */
async function blockingViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`));
}

test('the price history, seller prices and price drops have no serious or critical axe violation, for a visitor and a member @catalog @shell', async ({ page }) => {
  test.setTimeout(150_000);
  const [top] = await drops();
  for (const member of [false, true]) {
    if (member) await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
    await page.goto(productPath(top));
    await expect(page.getByRole('heading', { level: 1, name: top.product_name })).toBeVisible();
    const region = await historyRegion(page);
    await expect(region.getByRole('img').locator('canvas').first()).toBeVisible();
    await region.getByText('Show the prices as a table').click();
    await expect(region.getByRole('table')).toBeVisible();
    expect(await blockingViolations(page, '[data-testid="price-history"]')).toEqual([]);
    expect(await blockingViolations(page, 'section[aria-labelledby="seller-prices"]')).toEqual([]);
    await page.goto('/product-price-matcher');
    await expect(page.getByRole('region', { name: 'Price drops' }).getByTestId('price-drop').first()).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);
  }
});
