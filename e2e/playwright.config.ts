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

export default defineConfig({
  testDir: './tests',
  // Against a deployment (E2E_BASE_URL) no stack is started and the specs needing their own are left out.
  globalSetup: DEPLOYMENT ? './support/deployment-setup.ts' : './support/global-setup.ts',
  ...(DEPLOYMENT ? { grepInvert: new RegExp(OWN_STACK_TAG) } : {}),
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
