/**
 * Community (issue 11): a member posts text, image, poll and a friends-only post; a second member
 * (not a friend) sees the first three in the hashtag feed but not the friends-only one, votes,
 * likes and comments; the author sees the notifications and the counts. A community is created,
 * joined, posted in and left. A visitor sees the prompt and the sign-in popup.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage, signInToken } from '../support/api';
import { SHELL_URL } from '../support/constants';

const GENERATED_PASSWORD = 'member1234';
// 8×8 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ESCHFTEMLQkAcwpNgYcsJIMAAAAASUVORK5CYII=',
  'base64',
);

async function signedInPage(browser: Browser, user: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, user, password);
  return page;
}

/** A generated member whom demo does not follow (so they are not friends). */
async function stranger(): Promise<string> {
  const demo = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const who = await apiCall<Array<{ user_name: string }>>('Get_WhoToFollow', { limit: 20 }, demo);
  for (const u of who.data ?? []) {
    const login = await apiCall('Sign_In', { user_name: u.user_name, user_password: GENERATED_PASSWORD });
    if (login.status) return u.user_name;
  }
  throw new Error('no generated member among those demo may follow');
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const postWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function share(page: Page) {
  const composer = page.getByRole('region', { name: 'Create a post' });
  await composer.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Your post has been shared.')).toBeVisible({ timeout: 20_000 });
}

test('post, like, vote, comment; friends-only stays hidden from a non-friend; the author is notified @community @shell', async ({ browser }) => {
  test.setTimeout(300_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const bName = await stranger();
  const a = await signedInPage(browser, ACCOUNTS.member.user, ACCOUNTS.member.password);
  const b = await signedInPage(browser, bName, GENERATED_PASSWORD);

  // A posts text, poll, image and a friends-only text, all with the run's hashtag.
  await a.goto(`${SHELL_URL}/community/home`);
  const composer = a.getByRole('region', { name: 'Create a post' });
  await expect(composer).toBeVisible({ timeout: 30_000 });
  await composer.getByRole('textbox', { name: 'Post text' }).fill(`Squat day #${tag} text`);
  await share(a);
  await expect(postWith(a, `Squat day #${tag} text`)).toBeVisible();

  await composer.getByRole('tab', { name: 'Poll' }).click();
  await composer.getByRole('textbox', { name: 'Post text' }).fill(`Which split? #${tag} poll`);
  await composer.getByRole('textbox', { name: 'Poll title' }).fill(`Split ${tag}`);
  await composer.getByRole('textbox', { name: 'Answer 1' }).fill('Push pull legs');
  await composer.getByRole('textbox', { name: 'Answer 2' }).fill('Full body');
  await share(a);

  await composer.getByRole('tab', { name: 'Image' }).click();
  await composer.getByRole('textbox', { name: 'Post text' }).fill(`Gym view #${tag} image`);
  await composer.locator('input[type=file]').setInputFiles({ name: 'gym.png', mimeType: 'image/png', buffer: PNG });
  await share(a);
  await expect(postWith(a, `Gym view #${tag} image`).getByRole('img', { name: /Image of post/ })).toBeVisible();

  await composer.getByRole('textbox', { name: 'Post text' }).fill(`Friends only #${tag} secret`);
  await composer.getByRole('combobox', { name: 'Audience' }).selectOption('friends');
  await share(a);

  // B (not a friend) reads the hashtag's feed: three posts, not the friends-only one.
  await b.goto(`${SHELL_URL}/community/home?hashtag=${tag}`);
  await expect(postWith(b, `Squat day #${tag} text`)).toBeVisible({ timeout: 30_000 });
  await expect(b.getByRole('article')).toHaveCount(3);
  await expect(b.getByText(`Friends only #${tag} secret`)).toHaveCount(0);
  await expect(b.getByText('No more content.')).toBeVisible();

  // B votes, likes and comments.
  const poll = postWith(b, `Which split? #${tag} poll`).getByRole('group', { name: `Split ${tag}` });
  await poll.getByRole('button', { name: 'Full body' }).click();
  await expect(poll.getByText('1 vote')).toBeVisible({ timeout: 20_000 });
  await expect(poll.getByRole('listitem').filter({ hasText: 'Full body' })).toContainText('100%');

  const text = postWith(b, `Squat day #${tag} text`);
  await text.getByRole('button', { name: /^Like/ }).click();
  await expect(text.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 });
  await text.getByRole('button', { name: /^Comments/ }).click();
  await text.getByRole('textbox', { name: 'Write a comment' }).fill('Solid depth!');
  await text.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(toast(b, 'Your comment has been shared.')).toBeVisible({ timeout: 20_000 });
  await expect(text.getByRole('button', { name: 'Comments 1' })).toBeVisible();

  // B cannot open the friends-only post by its address either.
  const list = await apiCall<Array<{ post_id: number; post_content: string }>>(
    'Get_CommunityPostList',
    { hashtag_name: tag, limit: 10 },
    await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password),
  );
  const secret = list.data!.find((p) => p.post_content.includes('secret'))!;
  await b.goto(`${SHELL_URL}/community/post/${secret.post_id}`);
  await expect(b.getByRole('heading', { level: 1, name: `Post #${secret.post_id}` })).toBeVisible({ timeout: 30_000 });
  await expect(b.getByText('This post could not be found.')).toBeVisible();

  // A: the menu shows new notifications; the list names B's like, comment and vote; the post shows them.
  await a.goto(`${SHELL_URL}/community/home`);
  await expect(a.getByRole('link', { name: /^Notifications, \d+ new$/ })).toBeVisible({ timeout: 30_000 });
  await a.getByRole('link', { name: /^Notifications, \d+ new$/ }).click();
  await expect(a.getByRole('link', { name: `${bName} liked your post.` }).first()).toBeVisible({ timeout: 20_000 });
  await expect(a.getByRole('link', { name: `${bName} commented on your post.` }).first()).toBeVisible();
  await expect(a.getByRole('link', { name: `${bName} voted on your poll.` }).first()).toBeVisible();
  await a.getByRole('link', { name: `${bName} commented on your post.` }).first().click();
  await expect(a.getByRole('heading', { level: 1, name: /^Post #\d+$/ })).toBeVisible({ timeout: 20_000 });
  await expect(a.getByRole('button', { name: 'Like 1' })).toBeVisible();
  await expect(a.getByText('Solid depth!')).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test('a community is created, joined, posted in and left @community @shell', async ({ browser }) => {
  test.setTimeout(240_000);
  const name = `Club ${Date.now().toString(36)}`;
  const bName = await stranger();
  const a = await signedInPage(browser, ACCOUNTS.member.user, ACCOUNTS.member.password);
  const b = await signedInPage(browser, bName, GENERATED_PASSWORD);

  await a.goto(`${SHELL_URL}/community/communitys`);
  await a.getByRole('button', { name: 'Create a community' }).click({ timeout: 30_000 });
  const dialog = a.getByRole('dialog', { name: 'Create a community' });
  await dialog.getByRole('textbox', { name: /Community name/ }).fill(name);
  await dialog.getByRole('radio', { name: 'Style 3' }).check();
  await dialog.getByRole('textbox', { name: /Description/ }).fill('A place for the e2e journey.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(a, 'Congratulations you have created a new community.')).toBeVisible({ timeout: 20_000 });
  await expect(a.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expect(a.getByRole('button', { name: 'Leave' })).toHaveCount(0);
  await expect(a.getByText('1 member', { exact: true })).toBeVisible();
  const url = a.url();

  await b.goto(url);
  await expect(b.getByText('You must join the community to view its content.')).toBeVisible({ timeout: 30_000 });
  await b.getByRole('button', { name: 'Join' }).click();
  await b.getByRole('alertdialog', { name: 'Do you want to join the community?' }).getByRole('button', { name: 'Yes' }).click();
  const composer = b.getByRole('region', { name: 'Create a post' });
  await expect(composer).toBeVisible({ timeout: 20_000 });
  await expect(b.getByText('2 members')).toBeVisible();
  await composer.getByRole('textbox', { name: 'Post text' }).fill('Hello club!');
  await share(b);
  await expect(postWith(b, 'Hello club!')).toBeVisible();

  // A, the owner, is notified that B joined.
  await a.goto(`${SHELL_URL}/community/notification`);
  await expect(a.getByRole('link', { name: new RegExp(`^${bName} joined your community ${name}`) }).first()).toBeVisible({ timeout: 30_000 });

  await b.getByRole('button', { name: 'Leave' }).click();
  await b.getByRole('alertdialog', { name: 'Do you want to leave the community?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(b.getByText('You must join the community to view its content.')).toBeVisible({ timeout: 20_000 });
  await a.context().close();
  await b.context().close();
});

test('visitors see the prompt and the sign-in popup @community @auth @shell', async ({ page }) => {
  await page.goto(`${SHELL_URL}/community/home`);
  await expect(page.getByText('Please login to view more content.')).toBeVisible({ timeout: 30_000 });
  await page.locator('#main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in as a member' })).toBeVisible();
});
