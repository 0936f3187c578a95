// Accessibility: axe-core on the public pages every visitor sees first and on the member sign-in
// popup. Any violation of impact "serious" or "critical" fails the test and is listed (rule, impact,
// the elements and axe's summary), so the report says what to fix and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { data, paged, type ProductItem, type SourceCard } from '../support/catalog';
import { openAuthFromMenu } from './auth.helpers';

const BLOCKING = new Set(['serious', 'critical']);

/** axe-core on the page as it is now; the serious and critical violations, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${(node.failureSummary ?? v.help).replace(/\s+/g, ' ')}`),
    );
}

/** Loads a path and waits until its data is on the page (no request in flight, `ready` visible). */
async function open(page: Page, path: string, ready: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('home has no serious or critical axe violation', async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { name: 'Top Sources' }));
  expect(await blockingViolations(page)).toEqual([]);
});

test('/sources has no serious or critical axe violation', async ({ page }) => {
  const { rows } = await paged<SourceCard>('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  await open(page, '/sources', (p) => p.getByRole('link', { name: rows[0]!.source_name }).first());
  expect(await blockingViolations(page)).toEqual([]);
});

test('a source page has no serious or critical axe violation', async ({ page }) => {
  const { rows } = await paged<SourceCard>('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = rows[0]!;
  await open(page, `/source/${source.source_slug_url}`, (p) => p.getByRole('heading', { level: 1, name: source.source_name, exact: true }));
  expect(await blockingViolations(page)).toEqual([]);
});

test('a product page has no serious or critical axe violation', async ({ page }) => {
  const [product] = await data<ProductItem[]>('Get_BrandProductMostViewed', { limit: 1 });
  await open(page, `/brand/${product!.brand_slug_url}/${product!.product_slug_url}`, (p) =>
    p.getByRole('heading', { level: 1, name: product!.product_name, exact: true }),
  );
  expect(await blockingViolations(page)).toEqual([]);
});

test('the member sign-in popup has no serious or critical axe violation', async ({ page }) => {
  await open(page, '/', (p) => p.getByRole('heading', { name: 'Top Sources' }));
  const popup = await openAuthFromMenu(page, 'member');
  await expect(popup.getByRole('button', { name: 'Create an account' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
