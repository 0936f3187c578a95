// The managers' console (mfe-manage, issue 24) across remotes: a new business signs up in the auth
// popup, the manager approves it in the console, the owner's dashboard shows the approval; three
// members report a review on a source page and it disappears for a visitor, the manager restores
// it and it is back; three members report a community post and it is hidden for another member
// (labelled for its author) until the manager restores it, and a review comment reported on a
// source page is in the queue; the console's paths are the site's 404 for a member. Screenshots of
// the console at 1280 and 390 px go to the test's folder; axe finds no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { apiMultipart } from '../support/business';
import { accountMenu, codeFromInbox, openAuthFromMenu, submitBusinessRegistration, toastWith, typeCode, uniq, verifiedMember } from './auth.helpers';

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

/** A page of its own context signed in as `user`. */
async function pageAs(browser: Browser, user: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, user, password);
  return page;
}

test('a business signs up, the manager approves it in the console, the owner\'s dashboard shows it @manage @auth @business @shell', async ({ page, browser }) => {
  test.slow();
  const id = uniq();
  const name = `mgr${id}`;
  const listing = `e2e-manage-${id}.store`;
  const email = `owner@${name}.example`;

  // the sign-up in the auth popup
  await page.goto('/');
  const popup = await openAuthFromMenu(page, 'business');
  await popup.getByRole('button', { name: 'Register your business' }).click();
  await popup.getByRole('button', { name: /^Source/ }).click();
  await submitBusinessRegistration(popup, 'source', { listing, name, email });
  await expect(popup).toHaveAttribute('data-form', 'verify-account');
  await typeCode(popup, await codeFromInbox(email));
  await popup.getByRole('button', { name: 'Verify account' }).click();
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page, name)).toBeVisible();
  await page.goto('/profile/source-dashboard');
  await expect(page.getByText('Your business account is waiting for approval by our managers.')).toBeVisible({ timeout: 30_000 });

  // the manager: the profile menu's "Manage" item, the approvals, the side-by-side view, Approve
  const manager = await pageAs(browser, ACCOUNTS.manager.user, ACCOUNTS.manager.password);
  await manager.goto('/');
  await accountMenu(manager, ACCOUNTS.manager.user).click();
  await manager.getByRole('menuitem', { name: 'Manage' }).click();
  await expect(manager).toHaveURL(/\/manage\//);
  await manager.goto('/manage/approvals?kind=signup');
  await expect(manager.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({ timeout: 30_000 });
  await manager.getByRole('button', { name: `Review sign-up of ${listing}` }).click();
  const dialog = manager.getByRole('dialog');
  await expect(dialog.getByRole('row', { name: /website/ })).toContainText(`https://www.${name}.example`);
  await shots(manager, 'approval-detail');
  expect(await seriousViolations(manager)).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(manager, 'Approved.')).toBeVisible();
  await expect(manager.getByRole('button', { name: `Review sign-up of ${listing}` })).toHaveCount(0);

  // the audit log has the decision
  await manager.goto('/manage/audit');
  await expect(manager.getByRole('row', { name: new RegExp(`Approved sign-up.*${name}`) })).toBeVisible({ timeout: 30_000 });
  await shots(manager, 'audit');
  expect(await seriousViolations(manager)).toEqual([]);

  // the owner's dashboard: approved, the setup is next
  await page.reload();
  await expect(page.getByRole('button', { name: 'GO TO PROFILE SETUP' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Your business account is waiting for approval by our managers.')).toHaveCount(0);
});

test('three members report a review: hidden for a visitor; the manager restores it in the console and it is back @manage @catalog @shell', async ({ page, browser }) => {
  test.slow();
  // a fresh review on a published source (one that few other tests review)
  const list = await apiCall<Array<{ source_id: number; source_slug_url: string }>>('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = list.data![Math.min(7, list.data!.length - 1)]!;
  const author = await verifiedMember('auth');
  const text = `Reported in the manage journey ${uniq()}`;
  const stars = { contact_rating: 2, delivery_rating: 2, quality_rating: 2, pricing_rating: 2, support_rating: 2 };
  const written = await apiMultipart('Set_SourceNewReview', { source_id: source.source_id, review_comment: `<p>${text}</p>`, ...stars }, author.token);
  expect(written.status, written.message).toBe(true);

  const path = `/source/${source.source_slug_url}`;
  for (let i = 0; i < 3; i++) {
    const reporter = await verifiedMember('rep');
    const p = await pageAs(browser, reporter.user, reporter.password);
    await p.goto(path);
    const card = p.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Report' }).click({ timeout: 30_000 });
    const report = p.getByRole('dialog', { name: 'Report this review' });
    await report.getByLabel('Spam or Promotion').check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toHaveCount(0);
    await p.context().close();
  }

  // a visitor no longer sees it
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(text)).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // the manager restores it from the report queue
  const manager = await pageAs(browser, ACCOUNTS.manager.user, ACCOUNTS.manager.password);
  await manager.goto('/manage/reports');
  await expect(manager.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  const row = manager.getByRole('listitem').filter({ hasText: text });
  await expect(row).toContainText('Hidden pending review');
  await expect(row).toContainText('3 reports');
  await shots(manager, 'reports');
  expect(await seriousViolations(manager)).toEqual([]);
  await row.getByRole('button', { name: /^Restore/ }).click();
  await expect(toastWith(manager, 'Restored: the item is visible again and its reports are dismissed.')).toBeVisible();
  await manager.getByRole('tab', { name: 'Held reviews' }).click();
  await shots(manager, 'held-reviews');
  await manager.goto('/manage/members?q=manager');
  await expect(manager.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible({ timeout: 30_000 });
  await shots(manager, 'members');
  expect(await seriousViolations(manager)).toEqual([]);

  // back for the visitor
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});

test('the console\'s paths are the site\'s 404 for a member, and its calls refuse them @manage @shell', async ({ page }) => {
  const token = await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
  for (const path of ['/manage/approvals', '/manage/reports', '/manage/members', '/manage/audit']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Approvals' })).toHaveCount(0);
  }
  await accountMenu(page, ACCOUNTS.member.user).click();
  await expect(page.getByRole('menuitem', { name: 'Manage' })).toHaveCount(0);
  const refused = await apiCall('Get_ManageApprovals', {}, token);
  expect(refused).toMatchObject({ status: false, message: 'This is for managers only.' });
});

test('three members report a community post: hidden for another member, labelled for its author; the manager restores it; a review comment reported on a source page is in the queue @manage @community @catalog @shell', async ({ browser }) => {
  test.slow();
  const text = `Reported community post ${uniq()}`;
  const author = await verifiedMember('auth');
  const posted = await apiCall<{ post_id: number }>('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: `<p>${text}</p>` }, author.token);
  expect(posted.status, posted.message).toBe(true);
  const path = `/community/post/${posted.data!.post_id}`;

  for (let i = 0; i < 3; i++) {
    const reporter = await verifiedMember('rep');
    const p = await pageAs(browser, reporter.user, reporter.password);
    await p.goto(path);
    const post = p.getByRole('article').filter({ hasText: text });
    await post.getByRole('button', { name: 'Report', exact: true }).click({ timeout: 30_000 });
    const dialog = p.getByRole('dialog', { name: 'Report post' });
    await dialog.getByLabel('Spam or Promotion').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(p.getByText('Thank you for your feedback.')).toBeVisible();
    await p.context().close();
  }

  // another member no longer sees it; its author sees it labelled
  const viewer = await verifiedMember('view');
  const other = await pageAs(browser, viewer.user, viewer.password);
  await other.goto(path);
  await expect(other.getByText('This post could not be found.')).toBeVisible({ timeout: 30_000 });
  await expect(other.getByText(text)).toHaveCount(0);
  const own = await pageAs(browser, author.user, author.password);
  await own.goto(path);
  await expect(own.getByRole('article').filter({ hasText: text })).toContainText('Hidden pending review', { timeout: 30_000 });
  await shots(own, 'community-post-hidden-for-author');

  // a comment on a source review, reported from the source page
  const list = await apiCall<Array<{ source_id: number; source_slug_url: string }>>('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = list.data![Math.min(11, list.data!.length - 1)]!;
  const reviewer = await verifiedMember('auth');
  const reviewText = `Review with a reported comment ${uniq()}`;
  const stars = { contact_rating: 4, delivery_rating: 4, quality_rating: 4, pricing_rating: 4, support_rating: 4 };
  expect((await apiMultipart('Set_SourceNewReview', { source_id: source.source_id, review_comment: `<p>${reviewText}</p>`, ...stars }, reviewer.token)).status).toBe(true);
  const reviews = await apiCall<Array<{ rating_id: number; review_comment: string }>>('Get_SourceReviewsPagination', { source_id: source.source_id, limit: 20, offset: 0 });
  const ratingId = reviews.data!.find((r) => r.review_comment.includes(reviewText))!.rating_id;
  const commenter = await verifiedMember('cmt');
  const commentText = `Rude comment ${uniq()}`;
  const commented = await apiCall('Set_SourceNewComment', { source_id: source.source_id, parent_rating_id: ratingId, review_comment: `<p>${commentText}</p>` }, commenter.token);
  expect(commented.status, commented.message).toBe(true);
  const reporter = await verifiedMember('rep');
  const rp = await pageAs(browser, reporter.user, reporter.password);
  await rp.goto(`/source/${source.source_slug_url}`);
  await rp.getByRole('button', { name: `Report the comment by ${commenter.user}` }).click({ timeout: 30_000 });
  const commentReport = rp.getByRole('dialog', { name: 'Report comment' });
  await commentReport.getByLabel('Contains Insults and Profanity').check();
  await commentReport.getByRole('button', { name: 'Send report' }).click();
  await expect(rp.getByText('Thank you for your feedback.')).toBeVisible();
  await rp.context().close();

  // the console: both in the queue, each with its kind; Restore of the post
  const manager = await pageAs(browser, ACCOUNTS.manager.user, ACCOUNTS.manager.password);
  await manager.goto('/manage/reports');
  await expect(manager.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 30_000 });
  const postRow = manager.getByRole('listitem').filter({ hasText: text });
  await expect(postRow).toContainText('Post');
  await expect(postRow).toContainText('Hidden pending review');
  await expect(postRow).toContainText('3 reports');
  const commentRow = manager.getByRole('listitem').filter({ hasText: commentText });
  await expect(commentRow).toContainText('Review comment');
  await expect(commentRow).toContainText('1 report');
  await expect(commentRow.getByRole('link').first()).toHaveAttribute('href', `/source/${source.source_slug_url}`);
  await shots(manager, 'reports-community');
  expect(await seriousViolations(manager)).toEqual([]);
  await postRow.getByRole('button', { name: /^Restore/ }).click();
  await expect(toastWith(manager, 'Restored: the item is visible again and its reports are dismissed.')).toBeVisible();
  await expect(manager.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

  // back for the other member, no longer labelled for its author
  await expect(async () => {
    await other.goto(path);
    await expect(other.getByText(text)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await own.goto(path);
  await expect(own.getByText(text)).toBeVisible({ timeout: 30_000 });
  await expect(own.getByText('Hidden pending review')).toHaveCount(0);
});
