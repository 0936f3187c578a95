// Member accounts through the real UI and the dev inbox (issue "Accounts and authentication").
import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { accountMenu, codeFromInbox, mailCount, openAuthFromMenu, toastWith, typeCode, uniq, wrongCodesFor } from './auth.helpers';

const MSG = {
  pleaseCheckAllFields: 'Please check all fields!',
  registrationSuccessful: 'Registration is successful.',
  loginSuccessful: 'Login successful.',
  passwordChanged: 'Your password has been successfully changed. You can log in with your new password.',
  codeAndEmailMismatch: 'The 6-digit code and your email did not match!',
  tooManyWrongCodes: 'You entered too many incorrect codes. Please try again later.!',
  termsRequired: 'You must confirm the Terms & Conditions!',
};

/** Creates a member through the API (set-up, not what the test is about). */
async function apiMember() {
  const name = `e2e${uniq()}`;
  const email = `${name}@example.com`;
  const reply = await apiCall('Sign_Up', { user_name: name, user_email: email, user_password: 'secret123' });
  expect(reply.status).toBe(true);
  return { name, email };
}

test('member sign-up → code from the inbox → verified → signed in → logout → sign in again @auth @shell', async ({ page }) => {
  // five screens, a mail round trip and two sign-ins: ~20 s quiet, over 60 s at load 35+
  test.setTimeout(180_000);
  const name = `e2e${uniq()}`;
  const email = `${name}@example.com`;
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'member');
  await expect(page.getByRole('dialog', { name: 'Sign in as a member' })).toBeVisible();
  await popup.getByRole('button', { name: 'Create an account' }).click();
  await expect(popup).toHaveAttribute('data-form', 'sign-up');

  // an invalid form: the spec's toast and messages per field
  await popup.getByRole('button', { name: 'Create account' }).click();
  await expect(toastWith(page, MSG.pleaseCheckAllFields)).toBeVisible();
  await expect(popup.getByText(MSG.termsRequired)).toBeVisible();

  // the terms popup states the minimum age
  await popup.getByRole('button', { name: 'Terms & Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(terms).toContainText('at least 25 years old');
  await terms.getByRole('button', { name: 'I agree' }).click();
  await expect(terms).toBeHidden();

  await popup.locator('[name="user_name"]').fill(name);
  await popup.locator('[name="user_email"]').fill(email);
  await popup.locator('[name="user_password"]').fill('secret123');
  await popup.locator('[name="user_password_confirm"]').fill('secret123');
  await expect(popup.locator('[name="terms"]')).toBeChecked();
  await popup.getByRole('button', { name: 'Create account' }).click();

  await expect(toastWith(page, MSG.registrationSuccessful)).toBeVisible();
  await expect(popup).toHaveAttribute('data-form', 'verify-account');
  await expect(popup.getByTestId('verify-email')).toHaveText(email);
  await expect(popup.getByTestId('code-timer')).toHaveText(/^1[45]:\d\d$/);
  // signed in but unverified: the red marker on the profile button
  await expect(accountMenu(page, name).locator('[data-marker="verify"]')).toBeAttached();

  const code = await codeFromInbox(email);
  await typeCode(popup, code.toLowerCase());
  await popup.getByRole('button', { name: 'Verify account' }).click();
  await expect(popup).toHaveAttribute('data-form', 'verified-account');
  await expect(popup.getByText('Your account is verified!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verified-account.png') });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(popup).toBeHidden();

  // verified: the marker is gone (fresh token from Get_UserToken)
  await expect(accountMenu(page, name)).toBeVisible();
  await expect(accountMenu(page, name).locator('[data-marker="verify"]')).toHaveCount(0);

  // logout returns home, signed out
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // sign in again with the e-mail address
  const again = await openAuthFromMenu(page, 'member');
  await again.locator('[name="user_name"]').fill(email);
  await again.locator('[name="user_password"]').fill('secret123');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, MSG.loginSuccessful)).toBeVisible();
  await expect(accountMenu(page, name)).toBeVisible();
});

test('wrong password: the server message; the popup stays open @auth @shell', async ({ page }) => {
  const { name } = await apiMember();
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'member');
  await popup.locator('[name="user_name"]').fill(name);
  await popup.locator('[name="user_password"]').fill('not-my-password');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByTestId('auth-notice')).toHaveText('Username or password is incorrect!');
  await expect(popup).toHaveAttribute('data-form', 'sign-in');
});

test('forgot password: code from the inbox, new password, sign in with it @auth @shell', async ({ page }) => {
  const { name, email } = await apiMember();
  const before = await mailCount(email);
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'member');
  await popup.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(popup).toHaveAttribute('data-form', 'forgot-password-step-1');
  await popup.locator('[name="user_email"]').fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup).toHaveAttribute('data-form', 'forgot-password-step-2');
  await expect(popup.getByTestId('code-timer')).toHaveText(/^1[45]:\d\d$/);

  const code = await codeFromInbox(email, before);
  await typeCode(popup, code);
  await popup.locator('[name="user_password"]').fill('newpass99');
  await popup.locator('[name="user_password_confirm"]').fill('newpass99');
  await popup.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWith(page, MSG.passwordChanged)).toBeVisible();
  await expect(popup).toHaveAttribute('data-form', 'sign-in');

  await popup.locator('[name="user_name"]').fill(name);
  await popup.locator('[name="user_password"]').fill('newpass99');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastWith(page, MSG.loginSuccessful)).toBeVisible();
  await expect(accountMenu(page, name)).toBeVisible();
});

test('forgot password: three wrong codes end the flow at sign-in, and the code is dead @auth @shell', async ({ page }) => {
  const { name, email } = await apiMember();
  const before = await mailCount(email);
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'member');
  await popup.getByRole('button', { name: 'Forgot password?' }).click();
  await popup.locator('[name="user_email"]').fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup).toHaveAttribute('data-form', 'forgot-password-step-2');
  const code = await codeFromInbox(email, before);
  const wrong = wrongCodesFor(code);

  await popup.locator('[name="user_password"]').fill('newpass99');
  await popup.locator('[name="user_password_confirm"]').fill('newpass99');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await typeCode(popup, wrong[attempt - 1]!);
    await popup.getByRole('button', { name: 'Change password' }).click();
    if (attempt < 3) await expect(popup.getByRole('alert').filter({ hasText: MSG.codeAndEmailMismatch })).toBeVisible();
  }
  await expect(toastWith(page, MSG.tooManyWrongCodes)).toBeVisible();
  await expect(popup).toHaveAttribute('data-form', 'sign-in');

  // the right code no longer works; the old password still does
  const late = await apiCall('Forgot_Change_Password', { user_email: email, user_password: 'newpass99', code });
  expect(late.status).toBe(false);
  expect((await apiCall('Sign_In', { user_name: name, user_password: 'secret123' })).status).toBe(true);
});
