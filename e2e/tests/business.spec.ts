// The business area as its owner uses it: the dashboard with the real figures, an account edit
// that waits for a manager (the public page keeps the approved text), the manager's approval
// through the console's call, then the public page shows it; the received reviews and the badge codes;
// a brand's new product and official seller on its public page; an owner's comment and report on a
// received review. (The setup wizard with a screenshot is in auth-business.spec.ts, after a sign-up.)
// Screenshots of the screens at 1280 and 390 px go to each test's folder in test-results/.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { apiMultipart } from '../support/business';
import { manager, toastWith, uniq, verifiedMember } from './auth.helpers';

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('source owner: dashboard with real figures → account edit waits for a manager → approved → public page @business @catalog @shell', async ({ page }) => {
  // A long journey on a loaded machine (a manager command, a multipart save, four pages).
  test.slow();
  const token = await signInPage(page, ACCOUNTS.source.user, ACCOUNTS.source.password);
  const figures = await apiCall<{ all_reviews: number; total_views: number; source_name: string; source_slug_url: string }>('Get_SourceDashboard', {}, token);
  expect(figures.status, figures.message).toBe(true);
  const d = figures.data!;

  await page.goto('/profile/source-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: d.source_name })).toBeVisible({ timeout: 30_000 });
  const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
  await expect(page.getByRole('article', { name: 'All Reviews' })).toContainText(fmt(d.all_reviews));
  await expect(page.getByRole('article', { name: 'Total Views' })).toContainText(fmt(d.total_views));
  await expect(page.getByRole('article', { name: 'Publication' })).toContainText('Published');
  await shots(page, 'source-dashboard');

  // received reviews and the READ modal
  await page.goto('/profile/source-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'ALL THE REVIEWS YOU RECEIVE' })).toBeVisible({ timeout: 30_000 });
  if (d.all_reviews > 0) {
    await page.getByRole('button', { name: /^READ the review by / }).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Comment', exact: true })).toBeVisible({ timeout: 20_000 });
    await shots(page, 'source-review-modal');
    await page.keyboard.press('Escape');
  }
  await shots(page, 'source-reviews');

  // the account edit: a new description, saved, waiting for a manager
  const marker = `Edited by the e2e suite ${uniq()}`;
  await page.goto('/profile/source-settings');
  await page.getByRole('button', { name: 'Edit' }).click({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Edit your source' });
  await form.getByLabel(/Description/).fill(marker);
  await shots(page, 'source-account-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  // the tab says so, above the notice that the change waits for a manager
  await expect(page.getByRole('status').filter({ hasText: 'Your information has been updated!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /Your latest changes are waiting for approval/ })).toBeVisible();
  await shots(page, 'source-account-saved');
  await expect(page.getByText(marker)).toBeVisible();

  // the public page still shows the approved text
  const publicPath = `/source/${d.source_slug_url}`;
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(marker)).toHaveCount(0);

  // the manager approves the edit (the console's call)
  await manager.approveSubmission('edit', d.source_name);

  await expect(async () => {
    await page.goto(publicPath);
    await expect(page.getByText(marker)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // the badge codes
  await page.goto('/profile/source-settings');
  await page.getByRole('tab', { name: 'Badge' }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: 'SHOW BADGE CODE' }).first().click();
  await expect(page.getByLabel('Code of badge design 1')).toHaveValue(/data-ironscore-badge="[^"]+"/);
  await shots(page, 'source-badge');
});

test('brand owner: dashboard and received reviews @business @shell', async ({ page }) => {
  test.slow();
  const token = await signInPage(page, ACCOUNTS.brand.user, ACCOUNTS.brand.password);
  const figures = await apiCall<{ all_reviews: number; brand_name: string }>('Get_BrandDashboard', {}, token);
  const d = figures.data!;
  await page.goto('/profile/brand-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: d.brand_name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'All Reviews' })).toContainText(new Intl.NumberFormat('en-US').format(d.all_reviews));
  await shots(page, 'brand-dashboard');
  await page.goto('/profile/brand-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'ALL THE REVIEWS YOU RECEIVE' })).toBeVisible({ timeout: 30_000 });
  await shots(page, 'brand-reviews');
});

/** Takes a product (by name) and an official seller off the signed-in brand again, through the API. */
async function removeFromBrand(token: string, productName: string, sellerId: number) {
  await apiCall('Set_BrandOfficalSellerUpdate', { type: 'delete', source_id: sellerId }, token);
  for (let offset = 0; ; ) {
    const rows = (await apiCall<{ product_id: number; product_name: string }[]>('Get_BrandProductsPaginationToken', { offset }, token)).data ?? [];
    const found = rows.find((row) => row.product_name === productName);
    if (found) return void (await apiCall('Set_BrandProductDelete', { product_id: found.product_id }, token));
    if (rows.length === 0) return;
    offset += rows.length;
  }
}

test('brand owner: a new product and an official seller appear on the public brand page @business @catalog @shell', async ({ page }) => {
  // Two saves through the UI, then the public brand and product pages.
  test.setTimeout(150_000);
  const token = await signInPage(page, ACCOUNTS.brand.user, ACCOUNTS.brand.password);
  const brand = (await apiCall<{ brand_name: string; brand_slug_url: string }>('Get_BrandDashboard', {}, token)).data!;
  const listed = (await apiCall<{ source_id: number }[]>('Get_BrandOfficalSellerList', {}, token)).data ?? [];
  const sources = (await apiCall<{ source_id: number; source_name: string }[]>('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0, verification: false })).data ?? [];
  const seller = sources.find((s) => !listed.some((l) => l.source_id === s.source_id));
  if (!seller) throw new Error('every listed source is already an official seller of the brand');

  // a product, through the add modal
  const product = `E2E Test ${uniq()}`;
  try {
    await page.goto('/profile/brand-products');
    await page.getByRole('button', { name: 'Add product' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await dialog.getByLabel(/Category/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Name/).fill(product);
    await dialog.getByLabel(/^Description/).fill('Added by the e2e suite.');
    await dialog.getByRole('radio', { name: 'Oral' }).check();
    await dialog.getByLabel('Dosage').fill('50 mg');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, 'Product saved.')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: product })).toBeVisible();
    await shots(page, 'brand-products');

    // an official seller, through the search (from 3 characters)
    await page.goto('/profile/brand-offical-sellers');
    await page.getByRole('combobox').fill(seller.source_name, { timeout: 30_000 });
    await page.getByRole('list', { name: 'Sources found' }).getByRole('button', { name: `Add ${seller.source_name}`, exact: true }).click();
    await expect(toastWith(page, 'Transaction Successful.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('cell', { name: seller.source_name, exact: true })).toBeVisible();
    await shots(page, 'brand-sellers');

    // the public brand page: the product among its products, the seller in OFFICAL RESELLERS
    await page.goto(`/brand/${brand.brand_slug_url}`);
    await expect(page.getByRole('heading', { level: 1, name: brand.brand_name })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'OFFICAL RESELLERS' }).click();
    await expect(page.getByRole('dialog').getByText(seller.source_name, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    const card = page.getByRole('link', { name: product }).first();
    await expect(card).toBeAttached();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible({ timeout: 30_000 });
  } finally {
    // The brand's lists stay as they were: a used deployment's brand page shows its first 100 products.
    await removeFromBrand(token, product, seller.source_id);
  }
});

test('source owner: comments on and reports a received review @business @shell', async ({ page }) => {
  test.setTimeout(120_000);
  // A review of its own to answer and report (an owner reports a review once: on a used deployment
  // the newest seeded review may already be reported by an earlier run).
  const reviewer = await verifiedMember('rev');
  const source = await apiCall<{ source_id: number }>('Get_Source', { source_slug_url: 'irondepot' });
  const stars = { contact_rating: 4, delivery_rating: 4, quality_rating: 3, pricing_rating: 4, support_rating: 5 };
  const written = await apiMultipart('Set_SourceNewReview', { source_id: source.data!.source_id, review_comment: `<p>Written for the owner's answer ${uniq()}</p>`, ...stars }, reviewer.token);
  expect(written.status, written.message).toBe(true);
  await signInPage(page, ACCOUNTS.source.user, ACCOUNTS.source.password);
  await page.goto('/profile/source-reviews');
  await page.getByRole('button', { name: `READ the review by ${reviewer.user}` }).first().click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');

  const comment = `Thank you for the review ${uniq()}`;
  await dialog.getByRole('button', { name: 'Comment', exact: true }).click({ timeout: 20_000 });
  await dialog.getByLabel(/Your comment/).fill(comment);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Your comment has been successfully submitted.')).toBeVisible({ timeout: 30_000 });
  // the thread shows it as the owner's own comment
  const own = dialog.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: comment });
  await expect(own).toBeVisible({ timeout: 30_000 });
  await expect(own).toHaveAttribute('data-own', /.*/);

  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const report = dialog.getByRole('group', { name: 'Report this review' });
  await report.getByRole('radio', { name: 'Spam or Promotion' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Report Sent' })).toBeVisible({ timeout: 30_000 });
  await shots(page, 'source-review-reported');
});
