// Runtime composition of the shell and the five remotes (issue "Platform foundation", item 10).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { SHELL_URL } from '../support/constants';
import { startApp, stopApp } from '../support/stack';
import { ownStack } from '../support/tags';
// @ts-expect-error plain ESM helper shared with the benchmark
import { countReactCopies } from '../support/react-copies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Collects the JavaScript the page loads, to count React copies. */
function collectScripts(page: Page) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.push((await response.body()).toString('utf8'));
    } catch {
      /* aborted */
    }
  });
  return bodies;
}

const remoteRoot = (page: Page, remote: string) => page.locator(`[data-remote-root="${remote}"]`);

test('the shell and every remote load, with React loaded once per page @shell @catalog @auth @community @profile @business', async ({ page, browser }) => {
  const scripts = collectScripts(page);
  // Each navigation is reported to the API's analytics collector (spec/3 §2.2).
  const pageView = (path: string) =>
    page.waitForResponse((r) => r.url().endsWith('/analytics/page-view') && r.request().postDataJSON()?.path === path);
  const homeViewed = pageView('/');
  await page.goto('/');
  expect((await homeViewed).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'IronScore home' })).toBeVisible();
  await expect(remoteRoot(page, 'catalog')).toBeAttached();

  // The auth remote, loaded on demand by the shell's popup host.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Sign in as a member' }).click();
  const popup = page.getByRole('dialog', { name: 'Sign in as a member' });
  await popup.getByRole('textbox').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The community remote, reached through the top bar.
  const communityViewed = pageView('/community/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /community/i }).click();
  expect((await communityViewed).status()).toBe(200);
  await expect(remoteRoot(page, 'community')).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(countReactCopies(scripts)).toBe(1);

  // The profile remote (a member's area) and the business remote (a source owner's area).
  for (const [account, slug, remote] of [
    [ACCOUNTS.member, 'my-profile', 'profile'],
    [ACCOUNTS.source, 'source-dashboard', 'business'],
  ] as const) {
    const context = await browser.newContext();
    const signedIn = await context.newPage();
    const loaded = collectScripts(signedIn);
    await signInPage(signedIn, account.user, account.password);
    await signedIn.goto(`/profile/${slug}`);
    await expect(remoteRoot(signedIn, remote)).toBeAttached();
    await signedIn.waitForLoadState('networkidle');
    expect(countReactCopies(loaded)).toBe(1);
    await context.close();
  }
});

test('a stopped remote shows its fallback while the rest works, and Retry recovers @community @shell', ownStack("stops and restarts a remote's static server of the stack"), async ({ page }) => {
  await stopApp('community');
  try {
    await page.goto('/community/home');
    const area = page.locator('[data-remote="community"]');
    await expect(area.getByRole('heading', { name: /could not be loaded/ })).toBeVisible({ timeout: 20_000 });
    // The shell and the other remotes keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /sources/i }).click();
    await expect(remoteRoot(page, 'catalog')).toBeAttached();
    await page.goBack();
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  } finally {
    await startApp('community');
  }
  await page.locator('[data-remote="community"]').getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'community')).toBeAttached();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('a rebuilt and redeployed remote shows its change with the shell untouched @catalog @shell', ownStack("builds a variant of a remote and serves it in place of the stack's"), async ({ page, request }) => {
  test.setTimeout(400_000);
  const shellMain = async () => createHash('sha256').update(await (await request.get(`${SHELL_URL}/main.js`)).body()).digest('hex');
  const shellBefore = await shellMain();
  await page.goto('/sources');
  const before = await remoteRoot(page, 'catalog').getAttribute('data-build-id');
  expect(before).toBeTruthy();

  const buildId = `catalog@redeployed-${Date.now()}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'ironscore-catalog-'));
  try {
    const build = spawnSync(
      path.join(root, 'mfe-catalog/node_modules/.bin/webpack'),
      ['--config', 'webpack.config.cjs', '--mode', 'production', '--output-path', outDir],
      { cwd: path.join(root, 'mfe-catalog'), env: { ...process.env, IRONSCORE_BUILD_ID: buildId }, encoding: 'utf8' },
    );
    expect(build.status, build.stdout + build.stderr).toBe(0);

    await stopApp('catalog');
    await startApp('catalog', outDir);
    await page.reload();
    await expect(remoteRoot(page, 'catalog')).toHaveAttribute('data-build-id', buildId);
    expect(await shellMain()).toBe(shellBefore);
  } finally {
    await stopApp('catalog').catch(() => undefined);
    await startApp('catalog');
    for (const dir of [outDir, `${outDir}-server`]) rmSync(dir, { recursive: true, force: true });
  }
  await page.reload();
  await expect(remoteRoot(page, 'catalog')).toHaveAttribute('data-build-id', before!);
});

test('the footer shows the general settings and the pages @shell', async ({ page }) => {
  const settings = (await apiCall<Record<string, string>>('Get_GeneralSettings')).data!;
  const pages = (await apiCall<Array<{ page_name: string; page_slug_url: string }>>('Get_Pages')).data!;
  expect(pages.length).toBeGreaterThan(0);

  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText(settings.general_copyright);
  for (const p of pages) {
    await expect(footer.getByRole('link', { name: p.page_name })).toHaveAttribute('href', `/page/${p.page_slug_url}`);
  }
  const socials = Object.entries(settings).filter(([key]) => key.startsWith('social_'));
  expect(socials.some(([, url]) => url === '#')).toBe(true); // the seed hides some
  for (const [, url] of socials) {
    if (url === '#') continue;
    await expect(footer.locator(`a[href="${url}"]`)).toHaveCount(1);
  }
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Site Map' })).toHaveAttribute('href', /\/sitemap\.xml$/);
  await expect(footer.locator('a[href="/profile/my-profile"]')).toHaveCount(0);

  // A static page from the footer renders in the catalog remote.
  await footer.getByRole('link', { name: pages[0].page_name }).click();
  await expect(page.getByRole('heading', { level: 1, name: pages[0].page_name })).toBeVisible();
});

test('an unknown path lands on /404 @shell', async ({ page }) => {
  await page.goto('/this/path/does-not-exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
  await expect(page.getByText('Oops! The page you are looking for does not exist. It might have been moved or deleted.')).toBeVisible();
  await page.goto('/page/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
});
