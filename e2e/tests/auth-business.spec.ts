// Business registration (source and brand) through the UI → pending → manager approval → published;
// a new source completing the setup wizard through the UI (uploads, a screenshot of the local test site).
import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInPage, signInToken } from '../support/api';
import { TINY_PNG, completeSetupByApi } from '../support/business';
import { TEST_SITE_URL } from '../support/test-site';
import { API_URL } from '../support/constants';
import { accountMenu, codeFromInbox, manager, openAuthFromMenu, submitBusinessRegistration, toastWith, typeCode, uniq } from './auth.helpers';
import { expectBadgeRendered, watchCsp } from '../support/watch';
import { ownStack } from '../support/tags';

// The server screenshots the local test site, which only the e2e stack's API may reach (SSRF_TEST_ALLOW).
const WIZARD = ownStack('the screenshot needs the stack\'s test-site allowance');

const PENDING = 'Your business account will be reviewed by our managers and activated after approval.';

interface Registered {
  name: string;
  listing: string;
  slug: string;
  email: string;
}

async function registerThroughUi(page: Page, type: 'source' | 'brand'): Promise<Registered> {
  const id = uniq();
  const name = `biz${id}`;
  const listing = type === 'source' ? `e2e-shop-${id}.store` : `e2e labs ${id}`;
  const slug = listing.replace(/[^a-z0-9]+/g, '-');
  const email = `owner@${name}.example`;

  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'business');
  await expect(page.getByRole('dialog', { name: 'Sign in as a business' })).toBeVisible();
  await popup.getByRole('button', { name: 'Register your business' }).click();
  await popup.getByRole('button', { name: type === 'source' ? /^Source/ : /^Brand/ }).click();
  await expect(popup).toHaveAttribute('data-form', 'sign-up-step-1');

  // the name rule of the type
  await popup.locator('[name="source_or_brand_name"]').fill(type === 'source' ? 'bad name' : 'bad.name');
  await popup.getByRole('button', { name: `Register ${type}` }).click();
  await expect(toastWith(page, 'Please check all fields!')).toBeVisible();
  await expect(popup.getByText(type === 'source' ? "Source name can only contain lowercase letters, numbers, '.' and '-'!" : 'Brand name can only contain lowercase letters, numbers and spaces!')).toBeVisible();

  await submitBusinessRegistration(popup, type, { listing, name, email });

  await expect(toastWith(page, 'Registration is successful.')).toBeVisible();
  await expect(popup).toHaveAttribute('data-form', 'verify-account');
  const code = await codeFromInbox(email);
  await typeCode(popup, code);
  await popup.getByRole('button', { name: 'Verify account' }).click();
  await expect(popup).toHaveAttribute('data-form', 'verified-account');
  // the pending state the spec describes: a notice that managers review the registration
  await expect(popup.getByTestId('pending-approval')).toHaveText(PENDING);
  await page.screenshot({ path: test.info().outputPath(`${type}-pending.png`) });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page, name)).toBeVisible();
  return { name, listing, slug, email };
}

/** The page of the public list (20 per page) where the newest, unrated listing sits: the last one. */
async function lastListPage(type: 'source' | 'brand'): Promise<number> {
  const reply =
    type === 'source'
      ? await apiCall('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0, verification: false })
      : await apiCall('Get_BrandPagination', { limit: 20, offset: 0, rating_id: 0, verification: false });
  return Math.max(1, Math.ceil((reply.totalData ?? 0) / 20));
}

for (const type of ['source', 'brand'] as const) {
  test(`${type} sign-up → pending → manager approval → published on the public list @auth @business @catalog @shell`, async ({ page }) => {
    // A long journey (UI sign-up, three manager decisions, setup upload): 3× the default timeout.
    test.slow();
    const reg = await registerThroughUi(page, type);

    // pending: not public yet (the detail page is not found), listed for the managers
    expect((await apiCall(type === 'source' ? 'Get_Source' : 'Get_Brand', { [`${type}_slug_url`]: reg.slug })).status).toBe(false);
    expect((await manager.pending('signup')).map((x) => x.user_name)).toContain(reg.name);

    // signing in again while pending: the notice
    await accountMenu(page, reg.name).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const popup = await openAuthFromMenu(page, 'business');
    await popup.locator('[name="user_name"]').fill(reg.name);
    await popup.locator('[name="user_password"]').fill('secret123');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alertdialog').getByText(PENDING)).toBeVisible();

    // a manager approves the sign-up; the listing is published once its setup is approved too
    await manager.approveSignup(reg.name);
    expect((await apiCall(type === 'source' ? 'Get_Source' : 'Get_Brand', { [`${type}_slug_url`]: reg.slug })).status).toBe(false);
    await completeSetupByApi(await signInToken(reg.name, 'secret123'), type);
    await manager.approveSubmission('setup', reg.listing);
    expect((await apiCall(type === 'source' ? 'Get_Source' : 'Get_Brand', { [`${type}_slug_url`]: reg.slug })).status).toBe(true);

    // published: on the public list and its detail page
    await page.goto(`/${type}s?page=${await lastListPage(type)}`);
    await expect(page.getByRole('link', { name: new RegExp(reg.listing.replace(/[.]/g, '\\.'), 'i') }).first()).toBeVisible();
    await page.goto(`/${type}/${reg.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: reg.listing, exact: true })).toBeVisible();
    // the owner was told by e-mail
    const mails = (await (await fetch(`${API_URL}/dev/inbox/messages?to=${encodeURIComponent(reg.email)}`)).json()) as Array<{ subject: string }>;
    expect(mails.map((m) => m.subject)).toContain('Your IronScore business account has been approved');
  });
}

test('a new source completes the setup wizard (uploads, a screenshot of its site) → approved → the public page shows it @auth @business @catalog @shell', WIZARD, async ({ page }) => {
  // UI sign-up, two manager decisions, a server-side screenshot and a multipart save: 4 minutes.
  test.setTimeout(240_000);
  const cspViolations = await watchCsp(page);
  const reg = await registerThroughUi(page, 'source');
  await manager.approveSignup(reg.name);
  await signInPage(page, reg.name, 'secret123');

  await page.goto('/profile/source-dashboard');
  await page.getByRole('button', { name: 'GO TO PROFILE SETUP' }).click({ timeout: 30_000 });
  const progress = page.getByRole('progressbar', { name: 'Setup progress' });
  const next = page.getByRole('button', { name: 'NEXT STEP' });
  await expect(progress).toHaveAttribute('aria-valuenow', '12');
  await page.getByLabel(/Main logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await next.click();

  // the server screenshots the local test page (reachable through the test-only SSRF allowance)
  await expect(progress).toHaveAttribute('aria-valuenow', '24');
  // a site the server may not reach: the spec's firewall message, and under it what to do instead
  await page.getByLabel(/Site URL/).fill('http://10.0.0.1/');
  await page.getByRole('button', { name: 'Take a screenshot' }).click();
  await expect(page.getByText('Unfortunately, due to the firewalls on your site (similar to cloudflare) we could not take a screenshot.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/You can upload an image of your site instead \(512x512/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`wizard-screenshot-failed-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel(/Site URL/).fill(TEST_SITE_URL);
  await page.getByRole('button', { name: 'Take a screenshot' }).click();
  const shot = page.getByRole('img', { name: 'Screenshot of your site' });
  await expect(shot).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath('wizard-screenshot-step.png') });
  await next.click();

  await expect(progress).toHaveAttribute('aria-valuenow', '36');
  await page.getByRole('checkbox').first().check();
  await next.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '48');
  await page.getByRole('checkbox', { name: /^Europe/ }).check();
  await next.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  // a continent chosen to ship to cannot also be one it cannot ship to
  await page.getByRole('checkbox', { name: /^Europe/ }).check();
  await next.click();
  await expect(toastWith(page, 'A country cannot be in both the list you ship to and the list you cannot ship to!')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '60');
  await page.getByRole('checkbox', { name: /^Europe/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Asia/ }).check();
  await next.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '72');
  await page.getByLabel(/Category of your source/).selectOption({ index: 1 });
  await next.click();

  await expect(progress).toHaveAttribute('aria-valuenow', '84');
  const description = `Set up through the wizard ${uniq()}`;
  await page.getByLabel(/Country/).selectOption('Germany');
  await page.getByLabel(/Year of foundation/).fill('2015');
  await page.getByLabel(/Average delivery time/).selectOption('3 - 6 Days');
  await page.getByLabel(/Description/).fill(description);
  await page.getByRole('button', { name: 'SAVE AND PROCEED TO NEXT STEP' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '96', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'SHOW BADGE CODE' })).toHaveCount(3);
  // step 8: the previews show the (not yet published) listing's badges, and nothing breaks the CSP
  for (const design of [1, 2, 3]) await expectBadgeRendered(page.frameLocator(`iframe[title="Preview of badge design ${design}"]`), reg.listing);
  await page.screenshot({ path: test.info().outputPath('wizard-badge-step.png'), fullPage: true });
  expect(await cspViolations()).toEqual([]);
  await page.getByRole('button', { name: 'SETUP FINISHED' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.getByRole('button', { name: 'GO TO HOME' }).click();
  await expect(page).toHaveURL(/\/$/);

  // the dashboard: the setup waits for a manager; the public page does not exist yet
  await page.goto('/profile/source-dashboard');
  await expect(page.getByText(/Your listing is being reviewed by the administration/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'GO TO PROFILE SETUP' })).toHaveCount(0);
  expect((await apiCall('Get_Source', { source_slug_url: reg.slug })).status).toBe(false);

  await manager.approveSubmission('setup', reg.listing);
  expect((await apiCall('Get_Source', { source_slug_url: reg.slug })).status).toBe(true);

  // the public page shows what the wizard sent
  await page.goto(`/source/${reg.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: reg.listing, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('3 - 6 Days')).toBeVisible();
  await expect(page.getByText('2015', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('source-public-after-setup.png'), fullPage: true });
});
