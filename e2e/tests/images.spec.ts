// Images sized to their slot (issue 9, items 2 and 3): the catalog pages' images all load — no
// broken image, every one in view has pixels — on a phone and a desktop, every uploaded image comes
// from the API without an error, and a phone fetches the small WebP variant of a logo, not the original.
import { expect, test, type Page, type Response } from '@playwright/test';
import { cardNames } from '../support/catalog';

const PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('region', { name: 'Top rated Brands' }).getByRole('heading', { level: 3 }).first() },
  { path: '/sources', ready: (page: Page) => cardNames(page).first() },
  { path: '/brand/titan-labs', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Titan Labs' }) },
];

/** The images drawn in the viewport now: all loaded (or failed), and the URLs of those without pixels. */
const imagesInView = () => {
  const inView = [...document.images].filter((img) => {
    const r = img.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && img.checkVisibility();
  });
  return { settled: inView.every((img) => img.complete), broken: inView.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src) };
};

/** Scrolls the page from top to bottom; at each screen the images in view must load with pixels (the URLs of those without are the failure). */
async function expectImagesLoadWhileScrolling(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect
      .poll(async () => {
        const now = await page.evaluate(imagesInView);
        return now.settled ? now.broken : ['(images in view still loading)'];
      }, { message: `images in view at scroll ${y} px` })
      .toEqual([]);
  }
}

function uploadResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/uploads/')) seen.push(res);
  });
  return seen;
}

for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
]) {
  test.describe(`at ${screen.viewport.width} px`, () => {
    const { name: _name, ...options } = screen;
    test.use(options);

    for (const { path, ready } of PAGES) {
      test(`${path}: every image loads, every upload answers @catalog @shell`, async ({ page }) => {
        const uploads = uploadResponses(page);
        await page.goto(path);
        // the home page's lower sections (its brands) come after its first data: slow on a loaded machine, as a11y.spec's pages
        await expect(ready(page)).toBeVisible({ timeout: 45_000 });
        await expectImagesLoadWhileScrolling(page);
        expect(uploads.length).toBeGreaterThan(0);
        expect(uploads.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
      });
    }
  });
}

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('fetches the small WebP variant of each listing logo on /sources @catalog @shell', async ({ page }) => {
    const uploads = uploadResponses(page);
    await page.goto('/sources');
    await expect(cardNames(page).first()).toBeVisible();
    const logo = page.getByRole('article').first().locator('img').first();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // An 84 px slot at 3 device pixels per CSS pixel: the 320 px variant, never the original.
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/sources\/profile\/[^/]+\.(png|jpg)\.w320\.webp$/);
    const fetched = uploads.filter((r) => r.url().includes('/uploads/sources/profile/'));
    expect(fetched.length).toBeGreaterThan(0);
    for (const res of fetched) {
      expect(res.url()).toMatch(/\.w(160|320)\.webp$/);
      expect(res.headers()['content-type']).toBe('image/webp');
    }
  });
});
