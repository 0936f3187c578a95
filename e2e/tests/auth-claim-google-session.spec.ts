// Ownership claim, Google sign-in against the Firebase Auth emulator, and session expiry.
import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { GAPI_SHIM } from './auth.gapi-shim';
import { accountMenu, codeFromInbox, openAuthFromMenu, toastWith, typeCode, uniq } from './auth.helpers';

interface SourceDetail {
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_website: string;
  user_id: number;
}

/** An unclaimed (owner user_id 1) published source with a website, taken from the end of the list. */
async function unclaimedSource(): Promise<SourceDetail> {
  const first = await apiCall<Array<{ source_slug_url: string }>>('Get_SourcePagination', { limit: 100, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const slugs = (first.data ?? []).map((s) => s.source_slug_url).reverse();
  for (const slug of slugs) {
    if (slug === 'muscle-outlet') continue; // the seed's documented unclaimed source, left for other suites
    const detail = await apiCall<SourceDetail>('Get_Source', { source_slug_url: slug });
    if (detail.data?.user_id === 1 && /^https?:\/\/[^/]+\.[a-z]{2,}/i.test(detail.data.source_website)) return detail.data;
  }
  throw new Error('no unclaimed source with a website in the seed');
}

test('ownership claim: company e-mail → code from the inbox → signed in as the owner @auth @catalog @shell', async ({ page }) => {
  const source = await unclaimedSource();
  const host = new URL(source.source_website).hostname.replace(/^www\./, '');
  const email = `owner.${uniq()}@${host}`;

  await page.goto(`/source/${source.source_slug_url}`);
  await page.getByRole('button', { name: 'GET FREE ACCOUNT' }).click();
  const dialog = page.getByTestId('claim-dialog');
  await expect(page.getByRole('dialog', { name: 'Is this your company?' })).toBeVisible();
  await expect(dialog.locator('[name="claim_name"]')).toHaveValue(source.source_name);
  await expect(dialog.locator('[name="claim_website"]')).toHaveValue(source.source_website);
  await expect(dialog.getByText(`xxx@${host}`).first()).toBeVisible();

  // an e-mail on another domain: the spec message under the e-mail field
  await dialog.locator('[name="MemberEmail"]').fill('someone@gmail.com');
  await dialog.locator('[name="MemberPassword"]').fill('secret123');
  await dialog.locator('[name="MemberConfirmPassword"]').fill('secret123');
  await dialog.locator('[name="Member_terms_conditions"]').check();
  await dialog.getByRole('button', { name: 'GET FREE ACCOUNT' }).click();
  await expect(dialog.getByText("Email address must have the extension of your company's official website!")).toBeVisible();
  await expect(toastWith(page, 'Please check all fields!')).toBeVisible();

  await dialog.locator('[name="MemberEmail"]').fill(email);
  await dialog.getByRole('button', { name: 'GET FREE ACCOUNT' }).click();
  await expect(dialog).toHaveAttribute('data-step', '1');
  await expect(dialog.getByTestId('code-timer')).toHaveText(/^1[45]:\d\d$/);

  const code = await codeFromInbox(email);
  await typeCode(dialog, code === 'WWWWWW' ? 'XXXXXX' : 'WWWWWW');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('The 6-digit code did not match!')).toBeVisible();
  await typeCode(dialog, code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveAttribute('data-step', '2');
  await expect(toastWith(page, 'Login successful.')).toBeVisible();
  const userName = (await dialog.getByTestId('claim-user-name').textContent())!.trim();
  await page.screenshot({ path: test.info().outputPath('claim-success.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(accountMenu(page, userName)).toBeVisible();

  // the listing now belongs to the new account
  const after = await apiCall<SourceDetail>('Get_Source', { source_slug_url: source.source_slug_url });
  expect(after.data?.user_id).not.toBe(1);
  const token = await page.evaluate(() => window.localStorage.getItem('ironscore.token'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({ user_id: after.data!.user_id, user_type: 'source', user_verification_status: 1 });
});

test('Google sign-in through the Firebase Auth emulator creates and signs in a member @auth @shell', async ({ page, context }) => {
  // two popup sign-ins through the Auth emulator and a sign-out: ~25 s quiet, 50–66 s at load 30+
  test.setTimeout(180_000);
  // The emulator's account chooser loads styles from the internet; offline they are skipped.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
  // Offline: Google's gapi loader is replaced by a minimal postMessage version (see auth.gapi-shim.ts).
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
  const id = uniq();
  const email = `gina.${id}@example.com`;
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'member');
  const google = popup.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeEnabled();
  const [chooser] = await Promise.all([page.waitForEvent('popup'), google.click()]);
  await chooser.waitForLoadState('domcontentloaded');
  await chooser.locator('#add-account-button button').click();
  await chooser.locator('#email-input').fill(email);
  await chooser.locator('#display-name-input').fill(`Gina ${id}`);
  await chooser.locator('#sign-in').click();

  await expect(toastWith(page, 'Login successful.')).toBeVisible({ timeout: 20_000 });
  await expect(popup).toBeHidden();
  const token = await page.evaluate(() => window.localStorage.getItem('ironscore.token'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
  expect(claims).toMatchObject({ user_email: email, user_type: 'member', user_verification_status: 1 });
  await expect(accountMenu(page, claims.user_name)).toBeVisible();

  // the same Google account signs in to the same IronScore account
  await accountMenu(page, claims.user_name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const again = await openAuthFromMenu(page, 'member');
  const [chooser2] = await Promise.all([page.waitForEvent('popup'), again.getByRole('button', { name: 'Continue with Google' }).click()]);
  await chooser2.waitForLoadState('domcontentloaded');
  await chooser2.getByText(email).first().click();
  await expect(accountMenu(page, claims.user_name)).toBeVisible({ timeout: 20_000 });
});

test('session expiry: a token revoked on the server logs the user out with the alert @auth @shell', async ({ page }) => {
  const name = `e2e${uniq()}`;
  const signUp = await apiCall<string>('Sign_Up', { user_name: name, user_email: `${name}@example.com`, user_password: 'secret123' });
  const token = signUp.data!;
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('ironscore.token', value);
      window.sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.goto('/');
  await expect(accountMenu(page, name)).toBeVisible();

  // revoked server-side (e.g. signed out elsewhere)
  expect((await apiCall('Logout', {}, token)).status).toBe(true);
  await page.reload();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Oops...');
  await expect(alert).toContainText('Your session has expired, please log in again!');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('ironscore.token'))).toBeNull();
});
