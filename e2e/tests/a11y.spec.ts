// Accessibility: axe-core on the public pages every visitor sees first, the member sign-in popup,
// the signed-in header with its account menu open, and the member area at phone and desktop widths.
// Any violation of impact "serious" or "critical" fails the test and is listed (rule, impact, the
// elements and axe's summary), so the report says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { data, paged, type ProductItem, type SourceCard } from '../support/catalog';
import { accountMenu, openAuthFromMenu } from './auth.helpers';

const BLOCKING = new Set(['serious', 'critical']);

// A page load, its data and a full axe run take well over a minute on a loaded machine.
test.describe.configure({ timeout: 150_000 });

/** axe-core on the page as it is now; the serious and critical violations, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch is one of axe's experimental rules (off by default): a control's
  // name must contain its visible text (WCAG 2.5.3), which voice control users speak.
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`),
    );
}

/** Loads a path and waits until its data is on the page (no request in flight, `ready` visible). */
async function open(page: Page, path: string, ready: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
}

test('home has no serious or critical axe violation @catalog @shell', async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { name: 'Top Sources' }));
  expect(await blockingViolations(page)).toEqual([]);
});

test('/sources has no serious or critical axe violation @catalog @shell', async ({ page }) => {
  const { rows } = await paged<SourceCard>('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  await open(page, '/sources', (p) => p.getByRole('link', { name: rows[0]!.source_name }).first());
  expect(await blockingViolations(page)).toEqual([]);
});

test('a source page has no serious or critical axe violation @catalog @shell', async ({ page }) => {
  const { rows } = await paged<SourceCard>('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = rows[0]!;
  await open(page, `/source/${source.source_slug_url}`, (p) => p.getByRole('heading', { level: 1, name: source.source_name, exact: true }));
  expect(await blockingViolations(page)).toEqual([]);
});

test('a product page has no serious or critical axe violation @catalog @shell', async ({ page }) => {
  const [product] = await data<ProductItem[]>('Get_BrandProductMostViewed', { limit: 1 });
  await open(page, `/brand/${product!.brand_slug_url}/${product!.product_slug_url}`, (p) =>
    p.getByRole('heading', { level: 1, name: product!.product_name, exact: true }),
  );
  expect(await blockingViolations(page)).toEqual([]);
});

test('the member sign-in popup has no serious or critical axe violation @auth @shell', async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { name: 'Top Sources' }));
  const popup = await openAuthFromMenu(page, 'member');
  await expect(popup.getByRole('button', { name: 'Create an account' })).toBeVisible({ timeout: 45_000 });
  expect(await blockingViolations(page)).toEqual([]);
});

test('the signed-in header and open account menu have no serious or critical axe violation @shell', async ({ page }) => {
  // The unverified member: the trigger carries the verify marker next to the name.
  const { user, password } = ACCOUNTS.unverified;
  await signInPage(page, user, password);
  await open(page, '/', (p) => accountMenu(p, user));
  await accountMenu(page, user).click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the member area at 390 and 1280 px has no serious or critical axe violation @profile @shell', async ({ page }) => {
  test.setTimeout(600_000);
  const token = await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  const threads = await apiCall<Array<{ message_id: number }>>('Get_UserMessageList', {}, token);
  const pages: Array<[string, (p: Page) => ReturnType<Page['getByRole']>]> = [
    ['/profile/my-profile', (p) => p.getByRole('button', { name: 'How do I earn karma points ?' })],
    ['/profile/my-reviews', (p) => p.getByRole('button', { name: 'Edit' }).first()],
    [`/profile/messages?message_id=${threads.data![0]!.message_id}`, (p) => p.getByTestId('chat-message').first()],
    ['/profile/favorites', (p) => p.getByRole('button', { name: 'Remove' }).first()],
    ['/profile/settings', (p) => p.getByTestId('login-log')],
    ['/profile/settings?tab=personal', (p) => p.getByRole('button', { name: 'Edit' })],
    ['/profile/settings?tab=privacy', (p) => p.getByRole('radiogroup', { name: 'Who can see my profile' })],
  ];
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [path, ready] of pages) {
      await open(page, path, ready);
      found.push(...(await blockingViolations(page)).map((v) => `${width} ${path}: ${v}`));
    }
  }
  expect(found).toEqual([]);
});

test('the business areas (source and brand) have no serious or critical axe violation @business @shell', async ({ page }) => {
  test.setTimeout(600_000);
  const pages: [account: { user: string; password: string }, path: string, ready: (p: Page) => ReturnType<Page['getByRole']>][] = [
    [ACCOUNTS.source, '/profile/source-dashboard', (p) => p.getByRole('article', { name: 'All Reviews' })],
    [ACCOUNTS.source, '/profile/source-reviews', (p) => p.getByRole('heading', { level: 1, name: 'ALL THE REVIEWS YOU RECEIVE' })],
    [ACCOUNTS.source, '/profile/source-settings', (p) => p.getByRole('button', { name: 'Edit' })],
    [ACCOUNTS.brand, '/profile/brand-products', (p) => p.getByRole('button', { name: 'Add product' })],
    [ACCOUNTS.brand, '/profile/brand-offical-sellers', (p) => p.getByRole('combobox')],
  ];
  const found: string[] = [];
  let signedIn = '';
  for (const [account, path, ready] of pages) {
    if (signedIn !== account.user) {
      await page.context().clearCookies();
      await signInPage(page, account.user, account.password);
      signedIn = account.user;
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path, ready);
      found.push(...(await blockingViolations(page)).map((v) => `${path} @ ${width}px: ${v}`));
    }
  }
  expect(found).toEqual([]);
});
