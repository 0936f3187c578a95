// One run of the Playwright suite (e2e/), for `npm test` and `npm run e2e`: its counts from the JSON
// report, the tests that passed only on a retry, the HTML report (with the traces of failed tests)
// in .data/test-reports/playwright-html (e2e/playwright.config.ts).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureChromium, pnpm, runCapture } from './toolchain.mjs';
import { flakyTests, reportedTests } from './playwright-report.mjs';

export const REPORTS_DIR = path.join(ROOT, '.data/test-reports');
export const HTML_REPORT_DIR = path.join(REPORTS_DIR, 'playwright-html');
/** The tags a test's title carries for the remotes it crosses (e2e/support/tags.ts). */
export const REMOTE_NAMES = ['catalog', 'auth', 'community', 'profile', 'business', 'manage', 'shell'];
export const OWN_STACK = 'own-stack';

const playwright = (args) => [...pnpm(), '--filter', '@ironscore/e2e', 'exec', 'playwright', 'test', ...args];

/**
 * The arguments of a run or a listing: a selection (spec files, `--grep`) runs on one worker,
 * without the projects' ordering (`--no-deps`), in the order of a whole run (reads, then changes):
 * Playwright runs a project's teardown whole, however few of its tests were selected.
 */
const runArgs = (args) => (args.length ? ['--no-deps', '--workers=1', ...args] : []);

/** The `--grep` of the tests crossing a remote. */
export const remoteGrep = (remote) => ['--grep', `@${remote}(\\s|$)`];

/**
 * Every test of the suite as `playwright test --list` sees it ("file › title", tags, annotations).
 * `env` as for the run: a deployment's configuration leaves out the @own-stack tests.
 */
export async function listTests(args = [], env = process.env) {
  const { code, output } = await runCapture(playwright(['--list', '--reporter=json', ...runArgs(args)]), { echo: false, env });
  const start = output.indexOf('{');
  if (code !== 0 || start < 0) throw new Error(`playwright test --list failed:\n${output}`);
  return reportedTests(JSON.parse(output.slice(start)));
}

/** Runs the suite; CI=true gives every test one retry, so a test that passed only then is named as flaky. */
export async function runE2e(args = [], env = {}) {
  const chromium = ensureChromium();
  mkdirSync(REPORTS_DIR, { recursive: true });
  const out = path.join(REPORTS_DIR, 'playwright.json');
  rmSync(out, { force: true });
  const { code } = await runCapture(playwright(runArgs(args)), {
    env: { ...process.env, CI: 'true', CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...env },
  });
  const result = { code, passed: 0, failed: 0, skipped: 0, flaky: [] };
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const { stats } = report;
    result.passed = stats.expected + stats.flaky;
    result.flaky = flakyTests(report);
    result.failed = stats.unexpected;
    result.skipped = stats.skipped;
    // A run that failed outside any test (global setup, config) still counts as a failure.
    if (code !== 0 && stats.unexpected === 0) result.failed += 1;
  } else if (code !== 0) result.failed = 1;
  return result;
}

/** The closing lines of a run: the flaky tests by name (when any), then the totals. */
export function closingLines({ passed, failed, skipped, flaky }) {
  const lines = [];
  // A test that passed only on a retry counts as passed, and is named here so nobody misses it.
  if (flaky.length) lines.push(`Flaky: ${flaky.length}`, ...flaky.map((name) => `  ${name}`));
  lines.push(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines.join('\n');
}
