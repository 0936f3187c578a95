// Starts the whole site from the production builds, with a fresh database (migrations from empty,
// then the seed), and stops it after the run.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT_OFFSET } from './constants';
import { dataDir, stopAll } from './stack';
import { TEST_SITE_ALLOW, startTestSite } from './test-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Waits until the shell's server puts the home page's first frame into its HTML: it reads the
 * remotes' frames with a time limit (packages/static-server first-frame.mjs), which a machine busy
 * starting the stack can miss, and the first tests (two workers at once) would meet a page without it.
 */
async function firstFrameServed(siteUrl: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const html = await fetch(siteUrl, { headers: { accept: 'text/html' } }).then((res) => res.text()).catch(() => '');
    if (html.includes('data-first-frame="home"')) return;
    if (Date.now() > deadline) throw new Error(`${siteUrl} served no first frame of the home page within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function globalSetup() {
  rmSync(dataDir, { recursive: true, force: true });
  const { startStack } = await import(path.join(root, 'scripts/lib/stack.mjs'));
  const started = Date.now();
  const stopTestSite = await startTestSite();
  const stack = await startStack({
    // Test only: the API may screenshot / badge-check the local test site (e2e/support/test-site.ts).
    env: { SSRF_TEST_ALLOW: TEST_SITE_ALLOW, BADGE_CHECK_INTERVAL_MINUTES: '0' },
    dataDir,
    portOffset: E2E_PORT_OFFSET,
    seedScale: process.env.E2E_SEED_SCALE ?? 'test',
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  await firstFrameServed(stack.siteUrl);
  console.log(`e2e stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.siteUrl}`);
  return async () => {
    await stack.stop();
    await stopTestSite();
    stopAll(); // apps a test restarted are not children of this process
  };
}
