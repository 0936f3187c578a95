// Reviews on the public pages (issue "Catalog, price offers, search and reviews", item 2), against
// the production builds: a verified member writes a five-step source review with an image, a
// visitor's useful vote opens the sign-in popup, an unverified member gets the verification message.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage } from '../support/api';
import { verifiedMember } from './auth.helpers';

interface SourceRow {
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_rating: number;
  total_review: number;
}
interface ReviewRow {
  user_name: string;
}

// A 1x1 PNG (decodable by the browser and by the server's image pipeline).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * The source of the first sources-list page (default filters) with the fewest reviews: one more
 * review moves its shown rating (one decimal) however many reviews earlier runs added elsewhere.
 */
async function leastReviewedSource(): Promise<SourceRow> {
  const page = await apiCall<SourceRow[]>('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0 });
  const source = [...(page.data ?? [])].sort((a, b) => Number(a.total_review) - Number(b.total_review))[0];
  if (!source) throw new Error('no source on the first page of the list');
  return source;
}

/** The rating and review count shown in the source header. */
async function headerFigures(page: Page) {
  const header = page.locator('header:has(h1)');
  const text = await header.innerText();
  const rating = Number(/^(\d\.\d)$/m.exec(text)?.[1] ?? NaN);
  const reviews = Number(/(\d+)\s+reviews?/.exec(text)?.[1] ?? NaN);
  return { rating, reviews };
}

/** A source page with at least one review. */
async function reviewedSource(): Promise<SourceRow> {
  const page = await apiCall<SourceRow[]>('Get_SourcePagination', { limit: 20, offset: 0, category_id: 0, rating_id: 0 });
  const source = (page.data ?? []).find((s) => Number(s.total_review) > 0);
  if (!source) throw new Error('no reviewed source on the first page');
  return source;
}

test('home → a source → a verified member sends a five-step review with an image; it is listed and the rating and count change @catalog @shell', async ({ page }) => {
  // A member of its own: no review of any source yet, whatever earlier runs did.
  const member = await verifiedMember();
  const source = await leastReviewedSource();
  await signInPage(page, member.user, member.password);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Top Sources' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Sources', exact: true }).first().click();
  await expect(page).toHaveURL(/\/sources/);
  await page.locator(`a[href="/source/${source.source_slug_url}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/source/${source.source_slug_url}$`));
  await expect(page.getByRole('heading', { level: 1, name: source.source_name })).toBeVisible();
  await expect(page.getByRole('article').first().or(page.getByText('There are no review yet...'))).toBeVisible();

  const before = await headerFigures(page);
  expect(before.reviews).toBe(Number(source.total_review));
  // Points far from the current average, so the shown rating must move.
  const points = before.rating >= 3 ? 1 : 5;

  // New review is a modal (spec/1 §2).
  await page.getByRole('button', { name: 'WRITE A REVIEW' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${source.source_name}` });
  const box = dialog.locator('form');
  await expect(box.getByText(/Step 1 of 5/)).toBeVisible();
  // Next needs a point.
  await box.getByRole('button', { name: 'NEXT STEP' }).click();
  await expect(box.getByText('You must give at least 1 point!')).toBeVisible();
  await expect(box.getByText(/Step 1 of 5/)).toBeVisible();

  for (const step of ['Contact', 'Delivery', 'Quality', 'Pricing']) {
    await box.getByRole('radiogroup', { name: `${step} rating` }).getByRole('radio', { name: `${points} star${points > 1 ? 's' : ''}` }).click();
    await box.getByRole('button', { name: 'NEXT STEP' }).click();
  }
  const form = box;
  await expect(form.getByText(/Step 5 of 5/)).toBeVisible();
  await form.getByRole('radiogroup', { name: 'Overall rating' }).getByRole('radio', { name: `${points} star${points > 1 ? 's' : ''}` }).click();
  const text = `E2E wizard review ${Date.now()}`;
  await form.getByRole('textbox', { name: /Your review/ }).fill(text);
  await form.locator('input[type="file"]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('button', { name: 'Remove image' })).toBeVisible();

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/Set_SourceNewReview'));
  await form.getByRole('button', { name: /SEND REVIEW/ }).click();
  const reply = await (await sent).json();
  expect(reply.status).toBe(true);

  await expect(dialog.getByText('Congratulations, your review has been sent!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  const mine = page.getByRole('article', { name: `Review by ${member.user}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(text)).toBeVisible();
  await expect(mine.getByRole('img', { name: `Photo by ${member.user}` })).toHaveAttribute('src', /\/uploads\/reviews\/source\/.+/);
  await expect(mine.getByRole('img', { name: `Rated ${points} out of 5` })).toBeVisible();

  // The page header reloads: one more review, a different rating.
  await expect.poll(async () => (await headerFigures(page)).reviews).toBe(before.reviews + 1);
  const after = await headerFigures(page);
  expect(after.rating).not.toBe(before.rating);

  // A second review of the same source is refused clearly by the server.
  const again = await apiCall('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: source.source_id });
  expect((again.data as ReviewRow[]).filter((r) => r.user_name === member.user)).toHaveLength(1);
});

test('a visitor clicking Useful gets the member sign-in popup, and nothing is voted @catalog @auth @shell', async ({ page }) => {
  const source = await reviewedSource();
  const votes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('ReviewUseful')) votes.push(r.url());
  });
  await page.goto(`/source/${source.source_slug_url}`);
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^Useful/ }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in as a member' })).toBeVisible();
  expect(votes).toEqual([]);
});

test('an unverified member gets the verification message when reviewing or commenting @catalog @shell', async ({ page }) => {
  const source = await reviewedSource();
  const writes: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/Set_Source(NewReview|NewComment)/.test(r.url())) writes.push(r.url());
  });
  await signInPage(page, ACCOUNTS.unverified.user, ACCOUNTS.unverified.password);
  await page.goto(`/source/${source.source_slug_url}`);
  const message = 'You cannot comment or review without verifying your account!';

  await page.getByRole('button', { name: 'WRITE A REVIEW' }).click();
  const alert = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  // The new-review modal did not open.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('article').first().getByRole('button', { name: /^Comment/ }).click();
  await expect(page.getByRole('alertdialog').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  expect(writes).toEqual([]);
});
