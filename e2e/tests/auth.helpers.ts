// Helpers of the auth e2e suites: the dev inbox, the popup, unique names, the managers' decisions.
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInToken, type EnvelopeReply } from '../support/api';
import { API_URL } from '../support/constants';

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

/** Fills the business registration form of the auth popup (the listing, its owner, the password, the terms) and sends it. */
export async function submitBusinessRegistration(popup: Locator, type: 'source' | 'brand', f: { listing: string; name: string; email: string }) {
  await popup.locator('[name="source_or_brand_name"]').fill(f.listing);
  await popup.locator('[name="user_name"]').fill(f.name);
  await popup.locator('[name="offical_email"]').fill(f.email);
  await popup.locator('[name="offical_website"]').fill(`https://www.${f.name}.example`);
  await popup.locator('[name="user_password"]').fill('secret123');
  await popup.locator('[name="user_password_confirm"]').fill('secret123');
  await popup.locator('[name="terms"]').check();
  await popup.getByRole('button', { name: `Register ${type}` }).click();
}

/** The toast with this text (toasts live in the shell's host). */
export const toastWith = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The signed-in account menu button of the top bar. */
/** The account menu's trigger — also while a modal dialog is open, which hides the page behind it from
 *  the accessibility tree (aria-hidden), though it stays painted. */
export const accountMenu = (page: Page, userName: string) =>
  page.getByRole('button', { name: `Account menu of ${userName}`, includeHidden: true });

/** One pending item of the managers' console (contract ApprovalItem). */
export interface PendingApproval {
  kind: 'signup' | 'setup' | 'edit';
  id: number;
  listing_name: string;
  user_name: string;
}

let managerToken: string | null = null;

/** A console call signed in as the seed's manager (one session per worker, renewed when it ends). */
async function managerCall<T>(name: string, fields: Record<string, string | number>): Promise<EnvelopeReply<T>> {
  managerToken ??= await signInToken(ACCOUNTS.manager.user, ACCOUNTS.manager.password);
  let reply = await apiCall<T>(name, fields, managerToken);
  if (reply.token_error) {
    managerToken = await signInToken(ACCOUNTS.manager.user, ACCOUNTS.manager.password);
    reply = await apiCall<T>(name, fields, managerToken);
  }
  return reply;
}

/**
 * The managers' decisions, made through the console's API calls (Get_ManageApprovals,
 * Set_ManageApprove) as the seed's manager — the same server functions as the console and the
 * command-line tool, with no access to the database, so the suites run against any deployment.
 */
export const manager = {
  /** Pending sign-ups, setups and account edits, newest first. */
  async pending(kind: 'all' | PendingApproval['kind'] = 'all'): Promise<PendingApproval[]> {
    const reply = await managerCall<PendingApproval[]>('Get_ManageApprovals', { kind });
    if (!reply.status) throw new Error(`Get_ManageApprovals: ${reply.message}`);
    return reply.data ?? [];
  },
  /** Approves the pending business sign-up of `userName`. */
  async approveSignup(userName: string): Promise<void> {
    const item = (await manager.pending('signup')).find((x) => x.user_name === userName);
    if (!item) throw new Error(`no pending sign-up of ${userName}`);
    await manager.decide('approve', item);
  },
  /** Approves the newest pending setup or account edit of the listing named `listingName`. */
  async approveSubmission(kind: 'setup' | 'edit', listingName: string): Promise<void> {
    const item = (await manager.pending(kind)).find((x) => x.listing_name === listingName);
    if (!item) throw new Error(`no pending ${kind} of ${listingName}`);
    await manager.decide('approve', item);
  },
  async decide(decision: 'approve' | 'reject', item: Pick<PendingApproval, 'kind' | 'id'>, reason = ''): Promise<void> {
    const reply =
      decision === 'approve'
        ? await managerCall('Set_ManageApprove', { kind: item.kind, id: item.id })
        : await managerCall('Set_ManageReject', { kind: item.kind, id: item.id, reason });
    if (!reply.status) throw new Error(`${decision} ${item.kind} #${item.id}: ${reply.message}`);
  },
};
