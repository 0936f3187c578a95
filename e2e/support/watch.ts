// Watchers of what a page must not do: break the Content-Security-Policy, or request an image that
// does not arrive (a 4xx/5xx, a failed request, or something that is not an image, such as the
// shell's HTML for a relative path).
import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Collects CSP violations from the console (every frame) and from `securitypolicyviolation` events. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => {
    const fromEvents: string[] = [];
    for (const frame of page.frames()) {
      const list = await frame.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
      fromEvents.push(...list);
    }
    return [...seen, ...fromEvents];
  };
}

/** Image requests that did not bring an image (aborted requests of a page left are not failures). */
export function watchImages(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (r.resourceType() === 'image' && !error.includes('ERR_ABORTED')) failed.push(`${error} ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'image' || !/^https?:/.test(r.url())) return;
    const type = r.headers()['content-type'] ?? '';
    if (r.status() >= 400 || (r.status() !== 304 && !type.startsWith('image/'))) failed.push(`${r.status()} ${type} ${r.url()}`);
  });
  return failed;
}

/** The badge drawn in a preview frame: its name and a loaded image. */
export async function expectBadgeRendered(frame: FrameLocator, name: string) {
  // Playwright's locators go into the open shadow root of the marker element.
  await expect(frame.locator('.name')).toHaveText(name, { timeout: 20_000 });
  const link = frame.locator('a');
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box && box.width > 100 && box.height > 20, `badge box ${JSON.stringify(box)}`).toBe(true);
  const img = frame.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
}
