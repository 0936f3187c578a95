// `npm test`: every test. Typecheck and lint (ESLint, zero warnings) side by side while the
// production builds run, then unit and server tests (jest, the server's against embedded
// PostgreSQL), then the Playwright e2e suite against the builds in Debian's chromium. Ends with one
// line `Total: N passed, N failed`.
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureChromium, ensureHaproxy, ensureInstalled, log, pnpm, runCapture } from './lib/toolchain.mjs';
import { startBuilds } from './lib/build.mjs';
import { closingLines, runE2e } from './lib/e2e-run.mjs';

const only = process.argv.slice(2); // optional subset: typecheck lint unit e2e
const wants = (step) => only.length === 0 || only.includes(step);
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const flaky = [];
const reports = path.join(ROOT, '.data/test-reports');
mkdirSync(reports, { recursive: true });

function step(name) {
  log(`──── ${name}`);
  return Date.now();
}

ensureInstalled();

// The production builds the e2e suite runs against start now, beside the typecheck and the lint
// (each of those keeps one core busy at most); jest runs once all three are done.
const buildsStarted = Date.now();
const builds = wants('e2e') ? startBuilds() : null;
builds?.done.catch(() => {}); // reported at the e2e step

/** A check run beside the others: its output is printed whole when it ends. */
async function check(name, title, argv) {
  const t = step(title);
  const { code, output } = await runCapture(argv, { echo: false });
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  if (code !== 0) {
    failures.push(name);
    results.failed += 1;
  }
  log(`${name} ${code === 0 ? 'clean' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
await Promise.all([
  ...(wants('typecheck') ? [check('typecheck', 'typecheck', [...pnpm(), 'exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'])] : []),
  ...(wants('lint') ? [check('lint', 'lint (ESLint)', [...pnpm(), 'exec', 'eslint', '.', '--max-warnings', '0'])] : []),
  builds?.done.catch(() => {}),
]);

if (wants('unit')) {
  const t = step('unit and server tests (jest)');
  // The server's screenshot tests drive Debian's chromium (installed here on a clean machine).
  const chromium = ensureChromium();
  // The multi-instance tests (server/src/balancer.test.ts) run the API behind Debian's HAProxy.
  const haproxy = ensureHaproxy();
  const out = path.join(reports, 'jest.json');
  rmSync(out, { force: true });
  const { code } = await runCapture(
    [...pnpm(), 'exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`],
    { env: { ...process.env, CI: 'true', CHROMIUM_PATH: chromium, HAPROXY_PATH: haproxy } },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests;
    results.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) results.failed += report.numFailedTestSuites;
    if (code !== 0 && report.numFailedTests === 0 && report.numFailedTestSuites === 0) results.failed += 1;
  } else if (code !== 0) results.failed += 1;
  if (code !== 0) failures.push('jest');
  log(`jest done (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}

if (wants('e2e')) {
  let t = step('production builds (started with the typecheck)');
  try {
    await builds.done;
  } catch (error) {
    failures.push('build');
    results.failed += 1;
    log(String(error));
  }
  log(`builds done (${((Date.now() - buildsStarted) / 1000).toFixed(0)} s after they started)`);
  if (!failures.includes('build')) {
    t = step('e2e (Playwright, chromium)');
    const run = await runE2e();
    results.passed += run.passed;
    results.failed += run.failed;
    results.skipped += run.skipped;
    flaky.push(...run.flaky);
    if (run.code !== 0) failures.push('e2e');
    log(`e2e done (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
}

if (failures.length) log(`failed: ${failures.join(', ')}`);
console.log(closingLines({ ...results, flaky }));
process.exit(failures.length ? 1 : 0);
