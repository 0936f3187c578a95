// The page's first frame in the HTML (issue 9: LCP on a phone). The shell's server puts what the
// page renders before any data — the shell's header and footer, the page's static text, placeholders
// of final size — into the HTML (packages/static-server/src/first-frame.mjs, built by
// packages/mf-config's first-frame step); the shell's client takes it over without a flash or a shift.
// A page of one item (source, brand, product, …) is rendered per request with its data by the
// catalog's server (packages/static-server/src/request-frame.mjs), its answers sent along.
import { expect, test, type Page } from '@playwright/test';

const HERO_TITLE = 'Real reviews of sources and brands';
const HERO_TEXT = 'A review community for sources and brands';
const SOURCES_TITLE = 'Best in Sources'; // MSG.catalogue.bestInSources
const SOURCES_SUBTITLE = "Sellers ranked by the community's reviews. Filter by rating, verification and category.";

/** Sums the layout shifts of the page (CLS without session windows: an upper bound of it). */
async function trackLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** Records whether the page's h1 was ever missing from #root after the HTML was parsed (a flash of a placeholder). */
async function trackHeadingGaps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __h1Gone: boolean };
    w.__h1Gone = false;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver(() => {
        if (!root.querySelector('h1')) w.__h1Gone = true;
      }).observe(root, { childList: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __h1Gone: boolean }).__h1Gone);
}

/**
 * Opens `path` watching the takeover of its first frame: the layout shifts, whether the h1 ever
 * went missing and the page's errors; returns once the remote's page has replaced the frame.
 */
async function openWatchingTakeover(page: Page, path: string) {
  const shifts = await trackLayoutShifts(page);
  const headingGone = await trackHeadingGaps(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  // the remote's code on a loaded machine: as served-pages.spec's direct loads
  await expect(page.locator('[data-remote-root="catalog"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('#root [data-first-frame]')).toHaveCount(0);
  return { shifts, headingGone, errors };
}

test('without JavaScript the HTML already shows the header and the page’s static text @catalog @shell', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'IronScore home' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
    await expect(page.getByText(HERO_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Sources' })).toBeVisible();
    // Its search field cannot take input React would throw away: inert and read-only until the page is live.
    await expect(page.locator('#root input').first()).toHaveAttribute('inert', '');
    await expect(page.locator('#root input').first()).toHaveAttribute('readonly', '');

    await page.goto('/sources');
    await expect(page.getByRole('heading', { level: 1, name: SOURCES_TITLE })).toBeVisible();
    await expect(page.getByText(SOURCES_SUBTITLE)).toBeVisible();

    // A detail page's frame: the header and placeholders, nothing of the path's slug.
    await page.goto('/source/not-rendered-before-data');
    await expect(page.getByRole('banner').getByRole('link', { name: 'IronScore home' })).toBeVisible();
    expect(await page.content()).not.toContain('not-rendered-before-data');

    // A protected route or an unknown path: the plain page.
    await page.goto('/community/post/1');
    expect(await page.locator('#root').innerHTML()).toBe('');
  } finally {
    await context.close();
  }
});

test('the page takes its first frame over in place: one hero, never gone, no frame left, nothing moves @catalog @shell', async ({ page }) => {
  const { shifts, headingGone, errors } = await openWatchingTakeover(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'View source' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThanOrEqual(0.05);
  expect(await headingGone()).toBe(false);

  // The page works: the hero's search leads to the search page.
  const box = page.getByRole('combobox', { name: 'Search sources, brands, products, news and promos' });
  await box.fill('titan');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  expect(errors).toEqual([]);
});

test('a lazy page (/sources) goes from its frame to its rows without a fallback in between @catalog @shell', async ({ page }) => {
  const shifts = await trackLayoutShifts(page);
  const headingGone = await trackHeadingGaps(page);
  await page.goto('/sources');
  await expect(page.locator('[data-remote-root="catalog"]')).toBeAttached();
  await expect(page.locator('#root [data-first-frame]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: SOURCES_TITLE })).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveCount(20); // the first page of rows
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThanOrEqual(0.05);
  expect(await headingGone()).toBe(false);
});

test('a page of one item comes with its data in the HTML and keeps it through the takeover @catalog @shell', async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const html = await context.newPage();
  let name = '';
  try {
    // A catalog server started a moment ago (composition.spec restarts it) is still warming its
    // renderer up, and a path's first asks get the build-time frame meanwhile (also when a busy
    // machine makes its render miss the time limit): wait until it renders each path.
    const rendered = (path: string) =>
      expect.poll(async () => (await html.request.get(path, { headers: { accept: 'text/html' } })).text(), { timeout: 30_000 }).toContain('id="ironscore-state"');
    await rendered('/source/irondepot');
    await html.goto('/source/irondepot');
    name = ((await html.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(name).not.toBe('');
    // The review box under the name (the page's largest element on a phone) and the answers the page rendered with.
    await expect(html.getByRole('heading', { level: 3, name: `Review ${name}` })).toBeVisible();
    await expect(html.locator('script#ironscore-state')).toBeAttached();
    // Its buttons are the page's real ones: inert until the page is live, so a press is never lost.
    await expect(html.locator('#root button').first()).toHaveAttribute('inert', '');

    await rendered('/brand/titan-labs');
    await html.goto('/brand/titan-labs');
    await expect(html.getByRole('heading', { level: 1, name: 'Titan Labs' })).toBeVisible();
  } finally {
    await context.close();
  }

  // The shell hydrates that markup: the page's elements stay the ones the HTML made, its controls go live.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('#root h1');
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { shifts, headingGone, errors } = await openWatchingTakeover(page, '/source/irondepot');
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toHaveCount(1);
  await expect(page.locator('#root [data-frame-inert]')).toHaveCount(0);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector('#root h1') === (window as unknown as { __h1: Element | null }).__h1)).toBe(true);
  expect(warnings.filter((text) => text.includes('instead of hydrated'))).toEqual([]);
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toBeLessThanOrEqual(0.05);
  expect(await headingGone()).toBe(false);
  expect(errors).toEqual([]);

  // A control of the hydrated markup works: the share dialog opens.
  await page.getByRole('main').getByRole('button', { name: /share/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
