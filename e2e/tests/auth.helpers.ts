// Helpers of the auth e2e suites: the dev inbox, the popup, unique names, the manager command.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall, signInToken } from '../support/api';
import { API_URL, E2E_PORT_OFFSET } from '../support/constants';
import { dataDir } from '../support/stack';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A short unique lower-case suffix (user names are at most 14 characters). */
export function uniq(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 2).toString(36).padStart(2, '0')}`;
}

interface InboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  date: string;
}

async function mailsTo(email: string): Promise<InboxMail[]> {
  const res = await fetch(`${API_URL}/dev/inbox/messages?to=${encodeURIComponent(email)}`);
  return (await res.json()) as InboxMail[];
}

/** Number of mails the dev inbox holds for the address (to wait for the next one). */
export async function mailCount(email: string): Promise<number> {
  return (await mailsTo(email)).length;
}

/**
 * The code of the newest mail to `email` once the inbox holds more than `after` mails to it
 * (the SMTP catcher stores mail asynchronously).
 */
export async function codeFromInbox(email: string, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        if (mails.length <= after) return '';
        code = /Your code: ([A-Z0-9]{6})/.exec(mails[0]!.text)?.[1] ?? '';
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 20_000 },
    )
    .toMatch(/^[A-Z0-9]{6}$/);
  return code;
}

/**
 * A new verified member, made through the API and the dev inbox (sign-up, the mailed code,
 * Set_UserVerification), signed in again after the verification: a test that needs a member with
 * no history (no review, no conversation) makes its own instead of relying on a seeded account.
 */
export async function verifiedMember(prefix = 'e2e'): Promise<{ user: string; password: string; email: string; token: string }> {
  const user = `${prefix}${uniq()}`;
  const email = `${user}@example.com`;
  const password = 'secret123';
  const signUp = await apiCall<string>('Sign_Up', { user_name: user, user_email: email, user_password: password });
  if (!signUp.status || !signUp.data) throw new Error(`Sign_Up ${user}: ${signUp.message}`);
  const verified = await apiCall('Set_UserVerification', { verification_code: await codeFromInbox(email) }, signUp.data);
  if (!verified.status) throw new Error(`Set_UserVerification ${user}: ${verified.message}`);
  return { user, password, email, token: await signInToken(user, password) };
}

/**
 * Three wrong codes, none equal to `code`, and differing from each other in every box (typing a
 * box's current character again does not advance the six-box input).
 */
export const wrongCodesFor = (code: string) => ['W', 'X', 'Y', 'Z'].map((c) => c.repeat(6)).filter((c) => c !== code).slice(0, 3);

/** Opens the authentication popup from the signed-out profile menu of the top bar. */
export async function openAuthFromMenu(page: Page, variant: 'member' | 'business'): Promise<Locator> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('menuitem', { name: variant === 'member' ? 'Sign in as a member' : 'Sign in as a business' }).click();
  const popup = page.getByTestId('auth-popup');
  await expect(popup).toBeVisible();
  return popup;
}

/** Types a code into the six boxes of `scope`. */
export async function typeCode(scope: Locator, code: string) {
  await scope.getByRole('textbox', { name: 'Character 1 of 6' }).click();
  await scope.page().keyboard.type(code);
}

/** The toast with this text (toasts live in the shell's host). */
export const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The signed-in account menu button of the top bar. */
/** The account menu's trigger — also while a modal dialog is open, which hides the page behind it from
 *  the accessibility tree (aria-hidden), though it stays painted. */
export const accountMenu = (page: Page, userName: string) =>
  page.getByRole('button', { name: `Account menu of ${userName}`, includeHidden: true });

/**
 * Runs the managers' command against the e2e stack's database:
 * `tsx src/cli/manager.ts <args>` in server/, DATA_DIR and PG_PORT of the e2e stack.
 */
export function manager(...args: string[]): { code: number; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/manager.ts', ...args], {
    cwd: path.join(root, 'server'),
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, PG_PORT: String(5433 + E2E_PORT_OFFSET), NODE_ENV: 'development' },
    timeout: 60_000,
  });
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}
