/**
 * Member area across remotes: two members chat in real time (quick-view SEND MESSAGE in the
 * catalog → the profile remote's messages through the local Realtime Database; the shell's unread
 * markers live), an edited review on the public page, privacy that survives a reload.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage, signInToken } from '../support/api';
import { SHELL_URL } from '../support/constants';
import { verifiedMember } from './auth.helpers';

const GENERATED_PASSWORD = 'member1234';

// Several remotes, two browsers and real writes: well over a minute per test on a loaded machine.
test.describe.configure({ timeout: 150_000 });
// The first page of a test waits for the shell, the remote and the profile on a cold stack.
const FIRST_PAGE = { timeout: 45_000 };

interface ReviewRow {
  rating_id: number;
  user_name: string;
  updated_review: number;
}

async function signedInPage(browser: Browser, user: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, user, password);
  return page;
}

/** A generated member (seeded password) with a review on the first page of the demo source. */
async function chatPartner(): Promise<{ user: string; sourceSlug: string }> {
  const source = await apiCall<{ source_id: number; source_slug_url: string }>('Get_Source', { source_slug_url: 'irondepot' });
  const reviews = await apiCall<ReviewRow[]>('Get_SourceReviewsPagination', { source_id: source.data!.source_id, limit: 20, offset: 0 });
  for (const r of reviews.data ?? []) {
    const login = await apiCall('Sign_In', { user_name: r.user_name, user_password: GENERATED_PASSWORD });
    if (login.status) return { user: r.user_name, sourceSlug: 'irondepot' };
  }
  throw new Error('no chat partner among the reviewers of irondepot');
}

const unreadMarker = (page: Page) => page.getByRole('button', { name: /Account menu of/ }).locator('[data-marker="unread"]');

test('two members chat in real time; the unread marker lights up and clears @profile @shell', async ({ browser }) => {
  // A is a member of its own, so no conversation with B exists yet (however often the suite ran).
  const member = await verifiedMember('chat');
  const partner = await chatPartner();
  const a = await signedInPage(browser, member.user, member.password);
  const b = await signedInPage(browser, partner.user, GENERATED_PASSWORD);

  // B waits on the messages page; nothing unread from A yet.
  await b.goto(`${SHELL_URL}/profile/messages`);
  await expect(b.getByRole('heading', { name: 'Conversations' })).toBeVisible(FIRST_PAGE);
  await expect(b.getByRole('button', { name: new RegExp(`^${member.user}\\b`) })).toHaveCount(0);
  const bHadUnread = (await unreadMarker(b).count()) > 0;

  // A opens B's quick-view on the source page → SEND MESSAGE → the conversation opens.
  await a.goto(`${SHELL_URL}/source/${partner.sourceSlug}`);
  const review = a.getByRole('article', { name: `Review by ${partner.user}` }).first();
  await review.getByRole('button', { name: partner.user, exact: true }).first().click();
  await a.getByRole('dialog', { name: `${partner.user} quick view` }).getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(a).toHaveURL(/\/profile\/messages\?message_id=\d+/, { timeout: 30_000 });
  await expect(a.getByText('There is no message yet.')).toBeVisible(FIRST_PAGE);
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(a.getByText('This field cannot be left blank!')).toBeVisible();
  const text = `Hello from e2e ${Date.now()}`;
  await a.getByRole('textbox', { name: 'Write a message…' }).fill(text);
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(a.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();

  // B: the shell's marker and the conversation appear without a reload.
  const fromA = b.getByRole('button', { name: new RegExp(`^${member.user}\\b`) });
  await expect(fromA).toBeVisible({ timeout: 10_000 });
  await expect(fromA.locator('[data-marker="unread"]')).toBeVisible();
  await expect(unreadMarker(b)).toBeVisible();
  await fromA.click();
  await expect(b.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(fromA.locator('[data-marker="unread"]')).toHaveCount(0);
  if (!bHadUnread) await expect(unreadMarker(b)).toHaveCount(0);

  // With the conversation open on both sides, replies arrive live.
  const reply = `Reply ${Date.now()}`;
  await b.getByRole('textbox', { name: 'Write a message…' }).fill(reply);
  await b.getByRole('button', { name: 'Send' }).click();
  await expect(a.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible({ timeout: 10_000 });
  await b.context().close();
  await a.context().close();
});

test('SEND MESSAGE on a community profile opens the conversation with that member @community @profile @shell', async ({ page }) => {
  const name = `peer${Date.now().toString(36).slice(-8)}`;
  const signUp = await apiCall<string>('Sign_Up', { user_name: name, user_email: `${name}@example.com`, user_password: 'secret123' });
  expect(signUp.status).toBe(true);
  await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  await page.goto(`${SHELL_URL}/community/profile/${name}`);
  await page.getByRole('region', { name: `Profile of ${name}` }).getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page).toHaveURL(/\/profile\/messages\?message_id=\d+/, { timeout: 30_000 });
  await expect(page.getByText('There is no message yet.')).toBeVisible(FIRST_PAGE);
  await expect(page.getByRole('button', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
});

test('an edited review shows its new rating and the amended note on the public page @profile @catalog @shell', async ({ page }) => {
  await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  await page.goto(`${SHELL_URL}/profile/my-reviews?type=brand`);
  const first = page.locator('[data-rating-id]').first();
  await expect(first).toBeVisible(FIRST_PAGE);
  const ratingId = await first.getAttribute('data-rating-id');
  const itemHref = await first.getByRole('link').first().getAttribute('href');
  await first.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit review' });
  await dialog.getByRole('radio', { name: '1 star', exact: true }).click();
  const comment = `Changed my mind after a month ${Date.now()}`;
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Your review has been edited')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // the page of the brand's reviews that holds it (newest first, 20 a page)
  const brand = await apiCall<{ brand_id: number }>('Get_Brand', { brand_slug_url: itemHref!.split('/')[2]! });
  let pageNo = 1;
  for (let offset = 0; offset < 2000; offset += 20, pageNo++) {
    const rows = await apiCall<ReviewRow[]>('Get_BrandReviewsPagination', { brand_id: brand.data!.brand_id, limit: 20, offset });
    if (!rows.data?.length || rows.data.some((r) => String(r.rating_id) === ratingId)) break;
  }
  await page.goto(`${SHELL_URL}${itemHref}?page=${pageNo}`);
  const card = page.locator(`article[data-rating-id="${ratingId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(comment);
  await expect(card).toContainText('This review has subsequently been amended.');
  await expect(card).toContainText('1.0');
});

test('privacy saved in the settings survives a reload and hides the quick-view details @profile @shell', async ({ page }) => {
  const name = `priv${Date.now().toString(36).slice(-8)}`;
  const signUp = await apiCall<string>('Sign_Up', { user_name: name, user_email: `${name}@example.com`, user_password: 'secret123' });
  expect(signUp.status).toBe(true);
  await page.addInitScript((token) => window.localStorage.setItem('ironscore.token', token), signUp.data!);
  await page.goto(`${SHELL_URL}/profile/settings?tab=privacy`);
  const group = page.getByRole('radiogroup', { name: 'Who can see my profile' });
  await group.getByRole('radio', { name: 'Friends' }).click();
  await page.getByRole('radiogroup', { name: 'Holiday mode settings' }).getByRole('radio', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Your information has been updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Who can see my profile' }).getByRole('radio', { name: 'Friends' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Holiday mode settings' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  // the server enforces it: a stranger's quick-view gets no personal fields
  await apiCall('Set_Profile', { user_bio: 'Private bio', user_weight: '77' }, signUp.data!);
  const demo = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const seen = await apiCall<{ user_bio: string; user_weight: string }>('Get_User', { user_name: name }, demo);
  expect(seen.data).toMatchObject({ user_bio: '', user_weight: '' });
});

test('a new member: the unverified banner, every page in its empty state, personal information saved across a reload @profile @shell', async ({ page }) => {
  const name = `new${Date.now().toString(36).slice(-8)}`;
  const signUp = await apiCall<string>('Sign_Up', { user_name: name, user_email: `${name}@example.com`, user_password: 'secret123' });
  expect(signUp.status).toBe(true);
  // one favourite to remove from the favourites page
  const source = await apiCall<{ source_id: number; source_name: string }>('Get_Source', { source_slug_url: 'irondepot' });
  expect((await apiCall('Set_UserFavoriteList', { item_type: 'source', item_id: source.data!.source_id }, signUp.data!)).status).toBe(true);
  await page.addInitScript((token) => window.localStorage.setItem('ironscore.token', token), signUp.data!);

  // My Profile: banner, summary, the karma modal, no activity yet
  await page.goto(`${SHELL_URL}/profile/my-profile`);
  await expect(page).toHaveTitle(`${name} | Profile`, FIRST_PAGE);
  await expect(page.getByText('You have not verified your account. Please verify your account.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Profile' })).toContainText(`@${name}`);
  await expect(page.getByRole('link', { name: 'Go to settings' })).toBeVisible();
  await expect(page.getByText('You have no history of activity.')).toBeVisible();
  await page.getByRole('button', { name: 'How do I earn karma points ?' }).click();
  const karma = page.getByRole('dialog', { name: 'How do I earn karma points ?' });
  await expect(karma.getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(karma).toHaveCount(0);

  // My Reviews and Messages: empty
  await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'My Reviews' }).click();
  await expect(page.getByText('There are no review yet...')).toBeVisible();
  await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByText('Your message list is empty!')).toBeVisible();
  await expect(page.getByText('First choose who you want to exchange messages with.')).toBeVisible();

  // Favorites: removal after confirmation, then the empty text
  await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('link', { name: 'Favorites' }).click();
  const favourite = page.locator(`[data-favorite="source-${source.data!.source_id}"]`);
  await favourite.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Your favorites list is empty.')).toBeVisible();

  // another slug of the area
  await page.goto(`${SHELL_URL}/profile/source-dashboard`);
  await expect(page.getByText('No content found!')).toBeVisible();

  // Settings: My Profile's "Go to settings" opens the personal information; the field rules, then a
  // save that survives a reload
  await page.goto(`${SHELL_URL}/profile/my-profile`);
  await page.getByRole('link', { name: 'Go to settings' }).click();
  await expect(page.getByRole('tab', { name: 'Personal information' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Çağrı Öztürk');
  await page.getByRole('textbox', { name: 'Weight' }).fill('80kg');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Weight cannot contain special characters or characters!')).toBeVisible();
  await page.getByRole('textbox', { name: 'Weight' }).fill('80');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Your information has been updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Çağrı Öztürk').first()).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^80$/ })).toBeVisible();

  // Account Settings: the sign-in is in the login log; the delete dialog points to support
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(page.getByTestId('login-log').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(`${name}@example.com`);
  await page.getByRole('button', { name: 'You want to delete your account?' }).click();
  await expect(page.getByRole('alertdialog', { name: 'You want to delete your account?' })).toBeVisible();
});
