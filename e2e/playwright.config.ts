import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEPLOYMENT, SHELL_URL } from './support/constants';
import { OWN_STACK_TAG } from './support/tags';

const HTML_REPORT_DIR = fileURLToPath(new URL('../.data/test-reports/playwright-html', import.meta.url));

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * The specs that change nothing another test reads (no write beyond their own sessions and page
 * views, no server stopped): they run side by side, before any spec that changes data. Counting
 * views (catalog.spec) is a change: a page another worker opens meanwhile would count too.
 */
const READS_ONLY = /[\\/](served-pages|first-frame|images|a11y|price-history)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Against a deployment (E2E_BASE_URL) no stack is started and the specs needing their own are left out.
  globalSetup: DEPLOYMENT ? './support/deployment-setup.ts' : './support/global-setup.ts',
  ...(DEPLOYMENT ? { grepInvert: new RegExp(OWN_STACK_TAG) } : {}),
  // One stack, in two phases (README, "Workers"): the specs that only read run first (side by side
  // when `workers` is 2); then the specs that change shared data (the seed's accounts and items,
  // settings) or the stack itself (stop a remote's server, deploy a variant) run one at a time.
  // One worker: two failed timing-bound tests at load 25–50 (docs/performance.md, 2026-12-02); 2 is
  // to be measured on a quiet machine.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The HTML report (with the trace of every failed test) is always written to .data/test-reports/playwright-html.
  reporter: [['list'], ['html', { outputFolder: HTML_REPORT_DIR, open: 'never' }], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : [])],
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  // 'changes' is the teardown of 'reads': it starts once 'reads' is done, and runs whatever its
  // results (a dependency would be skipped after a failure there).
  projects: [
    { name: 'reads', testMatch: READS_ONLY, teardown: 'changes', use: browser },
    { name: 'changes', testIgnore: READS_ONLY, workers: 1, use: browser },
  ],
});
