/**
 * Buttons that tell a state the server holds, and the user quick-view, on production builds:
 * - a member who already favourited a source loads its page directly: until
 *   Get_UserFavoriteControl answers, the button is neutral and disabled (no guessed "Favorite" to
 *   click), then it reads "Unfavorite";
 * - the quick-view's weight, height and body fat fit inside the popover at 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiCall, signInPage, signInToken } from '../support/api';
import { SHELL_URL } from '../support/constants';

test.describe.configure({ timeout: 150_000 });
const FIRST_PAGE = { timeout: 45_000 };

async function demoSource(): Promise<{ id: number; slug: string }> {
  const source = await apiCall<{ source_id: number; source_slug_url: string }>('Get_Source', { source_slug_url: 'irondepot' });
  return { id: source.data!.source_id, slug: source.data!.source_slug_url };
}

/** Makes the item a favourite of the token's member (or not), whatever it was. */
async function setFavourite(token: string, id: number, wanted: boolean) {
  const held = (await apiCall('Get_UserFavoriteControl', { item_type: 'source', item_id: id }, token)).status;
  if (held !== wanted) expect((await apiCall('Set_UserFavoriteList', { item_type: 'source', item_id: id }, token)).status).toBe(true);
}

test('a favourited source loaded directly shows no guess until Get_UserFavoriteControl answers @catalog @shell', async ({ page }) => {
  const source = await demoSource();
  const token = await signInToken(ACCOUNTS.member.user, ACCOUNTS.member.password);
  const before = (await apiCall('Get_UserFavoriteControl', { item_type: 'source', item_id: source.id }, token)).status;
  await setFavourite(token, source.id, true);
  try {
    // Hold the answer until the test has looked at the button.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/api/Get_UserFavoriteControl', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
    await page.goto(`${SHELL_URL}/source/${source.slug}`);
    const button = page.getByTestId('favorite');
    await expect.poll(() => asked, FIRST_PAGE).toBe(true);
    await expect(button).toHaveAttribute('data-state', 'unknown', FIRST_PAGE);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveCount(0);
    await button.click({ force: true });
    release();
    const unfavorite = page.getByRole('button', { name: 'Unfavorite', exact: true });
    await expect(unfavorite).toBeEnabled();
    await expect(unfavorite).toHaveAttribute('aria-pressed', 'true');
    // The click in the unknown window did nothing: still a favourite on the server.
    expect((await apiCall('Get_UserFavoriteControl', { item_type: 'source', item_id: source.id }, token)).status).toBe(true);
  } finally {
    await setFavourite(token, source.id, before);
  }
});

/** Every element of the open quick-view keeps its content inside its box (the member's name may ellipsize). */
async function overflowing(page: Page, name: string): Promise<string[]> {
  return page.getByRole('dialog', { name: `${name} quick view` }).evaluate((dialog) =>
    [dialog, ...Array.from(dialog.querySelectorAll('*'))]
      .filter((el) => getComputedStyle(el).textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: "${(el.textContent ?? '').slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`),
  );
}

for (const width of [390, 1280]) {
  test(`the user quick-view's body stats fit at ${width} px @catalog @shell`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInPage(page, ACCOUNTS.member.user, ACCOUNTS.member.password);
    await page.goto(`${SHELL_URL}/source/irondepot`);
    const review = page.getByRole('article', { name: /^Review by / }).first();
    await expect(review).toBeVisible(FIRST_PAGE);
    const reviewer = ((await review.getAttribute('aria-label')) ?? '').replace(/^Review by /, '');
    await review.getByRole('button', { name: reviewer, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: `${reviewer} quick view` });
    await expect(dialog.getByRole('link', { name: 'VIEW COMMUNITY PROFILE' })).toBeVisible();
    // Either the three stats (a value or "Unspecified") or the friends-only note.
    await expect(dialog.getByRole('definition').or(dialog.getByTestId('quick-view-private')).first()).toBeVisible();
    expect(await overflowing(page, reviewer)).toEqual([]);
  });
}
