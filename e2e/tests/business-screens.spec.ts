// What a business owner sees on every screen of the area (issue 29): the profile sidebar on every
// source and brand page, badge previews that render under the shell's Content-Security-Policy
// without breaking it, and reviewer avatars that load in the received-review screens (no image
// request fails). Screenshots at 1280 and 390 px go to each test's folder in test-results/.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { expectBadgeRendered, watchCsp, watchImages } from '../support/watch';

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const PAGES = {
  source: [
    ['source-dashboard', 'Dashboard'],
    ['source-reviews', 'Reviews'],
    ['source-prices', 'Prices'],
    ['source-advertisement', 'Advertisement'],
    ['source-settings', 'Settings'],
  ],
  brand: [
    ['brand-dashboard', 'Dashboard'],
    ['brand-reviews', 'Reviews'],
    ['brand-products', 'Products'],
    ['brand-offical-sellers', 'Official Sellers'],
    ['brand-advertisement', 'Advertisement'],
    ['brand-settings', 'Settings'],
  ],
} as const;

for (const type of ['source', 'brand'] as const) {
  test(`${type} owner: every page of the area has the profile sidebar (avatar, full name, @username, rank, menu) @business @profile @shell`, async ({ page }) => {
    test.slow();
    const account = ACCOUNTS[type];
    const token = await signInPage(page, account.user, account.password);
    const profile = (await apiCall<{ user_fullname: string; user_name: string }>('Get_Profile', {}, token)).data!;
    const menu: string[] = PAGES[type].map(([, label]) => label);
    menu.splice(type === 'source' ? 2 : 4, 0, 'Messages');
    for (const [slug, label] of [...PAGES[type], ['messages', 'Messages'] as const]) {
      await page.goto(`/profile/${slug}`);
      const sidebar = page.getByRole('complementary', { name: 'Profile' });
      await expect(sidebar.getByText(`@${profile.user_name}`)).toBeVisible({ timeout: 30_000 });
      await expect(sidebar.getByText(profile.user_fullname || profile.user_name, { exact: true })).toBeVisible();
      await expect(sidebar.getByRole('img', { name: /Karma Point/ })).toBeVisible();
      await expect.poll(() => sidebar.locator('img').first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      const links = sidebar.getByRole('navigation', { name: 'Profile menu' }).getByRole('link');
      await expect(links).toHaveText(menu.map((l) => new RegExp(`^${l}`)));
      await expect(links.filter({ hasText: label })).toHaveAttribute('href', `/profile/${slug}`);
    }
    await page.goto(`/profile/${type}-reviews`);
    await expect(page.getByRole('complementary', { name: 'Profile' })).toBeVisible({ timeout: 30_000 });
    await shots(page, `${type}-reviews-sidebar`);
  });

  test(`${type} owner: the Badge tab previews the three badges, with no CSP violation; the code still shows @business @shell`, async ({ page }) => {
    test.slow();
    const violations = await watchCsp(page);
    const account = ACCOUNTS[type];
    const token = await signInPage(page, account.user, account.password);
    const own = (await apiCall<{ badge: { name: string } }>(type === 'source' ? 'Get_SourceToken' : 'Get_BrandToken', {}, token)).data!;
    await page.goto(`/profile/${type}-settings`);
    await page.getByRole('tab', { name: 'Badge' }).click({ timeout: 30_000 });
    for (const design of [1, 2, 3]) {
      await expectBadgeRendered(page.frameLocator(`iframe[title="Preview of badge design ${design}"]`), own.badge.name);
    }
    await page.getByRole('button', { name: 'SHOW BADGE CODE' }).first().click();
    await expect(page.getByLabel('Code of badge design 1')).toHaveValue(/data-ironscore-badge="[^"]+"[\s\S]*\/badge\/[^"]+\/1\.js/);
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await shots(page, `${type}-badge-tab`);
    expect(await violations()).toEqual([]);
  });
}

test('received-review screens load every reviewer avatar (no failed image request) @business @shell', async ({ page }) => {
  test.setTimeout(150_000);
  const failed = watchImages(page);
  const avatarsLoaded = async () => {
    const imgs = page.locator('main img, [role="dialog"] img');
    await expect.poll(async () => imgs.evaluateAll((list) => list.filter((el) => !(el as HTMLImageElement).complete).length), { timeout: 20_000 }).toBe(0);
  };

  await signInPage(page, ACCOUNTS.source.user, ACCOUNTS.source.password);
  await page.goto('/profile/source-reviews');
  await expect(page.getByRole('button', { name: /^READ the review by / }).first()).toBeVisible({ timeout: 30_000 });
  await avatarsLoaded();
  await page.getByRole('button', { name: /^READ the review by / }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Comment', exact: true })).toBeVisible({ timeout: 20_000 });
  await avatarsLoaded();
  await shots(page, 'source-read-modal');
  expect(failed, 'source-reviews and its READ modal').toEqual([]);

  await signInPage(page, ACCOUNTS.brand.user, ACCOUNTS.brand.password);
  await page.goto('/profile/brand-reviews');
  await expect(page.getByRole('button', { name: /^READ the review by / }).first()).toBeVisible({ timeout: 30_000 });
  await avatarsLoaded();
  await page.getByRole('button', { name: /^READ the review by / }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Comment', exact: true })).toBeVisible({ timeout: 20_000 });
  await avatarsLoaded();
  expect(failed, 'brand-reviews and its READ modal').toEqual([]);

  // a product's reviews modal, then the READ modal of one of them
  await page.goto('/profile/brand-products');
  const reviewed = page.getByRole('button', { name: /^[1-9]\d* reviews of / }).first();
  await reviewed.click({ timeout: 30_000 });
  await page.getByRole('dialog').getByRole('button', { name: /^READ the review by / }).first().click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Comment', exact: true })).toBeVisible({ timeout: 20_000 });
  await avatarsLoaded();
  await shots(page, 'brand-product-review-modal');
  expect(failed, 'brand products: the reviews and READ modals').toEqual([]);
});
