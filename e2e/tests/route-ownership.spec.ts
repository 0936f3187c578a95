// Routes owned by the remotes, composed at run time (issue 23): a remote's build publishes the routes
// it owns (routes.json next to its mf-manifest.json) and the shell composes its router from them at
// boot. Proof with today's shell build left as it is: the catalog remote, built in a temporary copy
// of the repository with a page it did not have (/deals) and without one it had
// (/product-price-matcher), is deployed in place of the stack's catalog; the new page opens and the
// dropped one is the 404. A remote that is down keeps its paths (the copy of its routes in
// remotes.json): its fallback shows, not the 404.
import { createHash } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { SHELL_URL } from '../support/constants';
import { startApp, stopApp } from '../support/stack';
import { ownStack } from '../support/tags';
import { buildVariantApp, copyRepository, patchFile, type VariantTree } from '../support/variant';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD_ID = 'catalog@route-ownership';

test.describe.configure({ mode: 'serial' });
// Builds a variant of the catalog and serves it in place of the stack's: a deployment run leaves these out.
const VARIANT = ownStack("builds a variant of the catalog and serves it in place of the stack's");

let tree: VariantTree | null = null;
let shellBefore = '';

const shellMain = async (page: Page) => createHash('sha256').update(await (await page.request.get(`${SHELL_URL}/main.js`)).body()).digest('hex');

/** The shell's composition report (runtime/routeTable.ts). */
const compositionOf = async (page: Page) =>
  JSON.parse((await page.locator('#ironscore-composition').textContent({ timeout: 20_000 })) ?? 'null') as {
    remotes: Record<string, { from: string }>;
    conflicts: unknown[];
    routes: Array<{ remote: string; id: string; path: string }>;
  };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await browser.newPage();
  shellBefore = await shellMain(page);
  await page.close();

  tree = copyRepository('ironscore-routes-');
  // The catalog declares /deals and drops the price matcher; its page map follows (checked at compile time).
  patchFile(
    tree,
    'mfe-catalog/src/routes.ts',
    /\n\s*\{ id: 'price-matcher', path: '\/product-price-matcher'[^\n]*\n/,
    "\n    { id: 'deals', path: '/deals', access: 'public', title: { name: 'Deals' } },\n",
  );
  patchFile(tree, 'mfe-catalog/src/App.tsx', /\n\s*'price-matcher': page\([^\n]*\n/, "\n    deals: page(() => import('./pages/DealsPage'), 'DealsPage'),\n");
  copyFileSync(path.join(root, 'e2e/fixtures/route-ownership/DealsPage.tsx'), path.join(tree.dir, 'mfe-catalog/src/pages/DealsPage.tsx'));
  await buildVariantApp(tree, 'mfe-catalog', BUILD_ID);

  await stopApp('catalog');
  await startApp('catalog', path.join(tree.dir, 'mfe-catalog/dist'));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopApp('catalog').catch(() => undefined);
  await startApp('catalog');
  tree?.remove();
});

test('a page a remote adds opens in today\'s shell, with no shell rebuild @catalog @shell', VARIANT, async ({ page }) => {
  await page.goto('/deals');
  const area = page.locator('[data-remote="catalog"][data-route="deals"]');
  await expect(area.getByRole('heading', { name: 'Deals of the week' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-remote-root="catalog"]')).toHaveAttribute('data-build-id', BUILD_ID);
  await expect(page).toHaveURL(`${SHELL_URL}/deals`);
  await expect.poll(() => page.title()).toBe('Deals of the week | IronScore');
  const composition = await compositionOf(page);
  expect(composition.remotes.catalog.from).toBe('live');
  expect(composition.routes).toContainEqual({ remote: 'catalog', id: 'deals', path: '/deals', access: 'public' });

  // Reached inside the site too (the router has the route), and the shell's server serves its first frame.
  await page.goto('/sources');
  await expect(page.locator('[data-remote-root="catalog"]')).toBeAttached();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/deals');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Deals of the week' })).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/deals', { headers: { accept: 'text/html' } })).text(), { timeout: 20_000 })
    .toContain('data-remote="catalog" data-route="deals"');

  expect(await shellMain(page)).toBe(shellBefore);
});

test('a page a remote drops is the 404 in today\'s shell @catalog @shell', VARIANT, async ({ page }) => {
  await page.goto('/product-price-matcher');
  await expect(page).toHaveURL(`${SHELL_URL}/404`);
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
  const composition = await compositionOf(page);
  expect(composition.routes.some((r) => r.path === '/product-price-matcher')).toBe(false);
  expect(await shellMain(page)).toBe(shellBefore);
});

test('a remote that is down keeps its paths: its fallback shows, not the 404 @catalog @shell', VARIANT, async ({ page }) => {
  await stopApp('catalog');
  await page.goto('/news');
  await expect(page).toHaveURL(`${SHELL_URL}/news`);
  await expect(page.locator('[data-remote-fallback="catalog"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toHaveCount(0);
  expect((await compositionOf(page)).remotes.catalog.from).toBe('snapshot');
});
