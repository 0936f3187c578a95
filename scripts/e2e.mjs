// `npm run e2e`: the cross-remote Playwright suites (e2e/), with the closing lines of `npm test`.
//
//   npm run e2e                                         own stack: production builds, a fresh database
//   npm run e2e -- --base-url URL --api-url URL         against a site that is already running
//   … --remote NAME                                     only the tests crossing that remote
//   npm run e2e -- tests/x.spec.ts [tests/y.spec.ts]    only these spec files (with any of the above)
//   … --api-key KEY                                     the deployment's API key (default: the dev key)
//
// Against a deployment nothing is started and no database is touched: the tests make their data
// through the API and the UI. Tests that need the suite's own stack (tagged @own-stack, with why)
// are left out, and named with their reason before the closing lines. README, "QA".
import { ROOT, ensureInstalled, log } from './lib/toolchain.mjs';
import { buildApps } from './lib/build.mjs';
import { HTML_REPORT_DIR, OWN_STACK, REMOTE_NAMES, closingLines, listTests, remoteGrep, runE2e } from './lib/e2e-run.mjs';

const USAGE = 'usage: npm run e2e -- [--base-url URL --api-url URL] [--remote catalog|auth|community|profile|business|shell] [--api-key KEY] [tests/NAME.spec.ts …]';

function parseArgs(argv) {
  const options = { specs: [] };
  const names = { '--base-url': 'baseUrl', '--api-url': 'apiUrl', '--remote': 'remote', '--api-key': 'apiKey' };
  for (let i = 0; i < argv.length; i++) {
    if (/^(e2e\/)?tests\/[\w./-]+\.spec\.ts$/.test(argv[i])) {
      options.specs.push(argv[i].replace(/^e2e\//, ''));
      continue;
    }
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const key = names[flag];
    if (!key) throw new Error(`${argv[i]}: unknown option\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) throw new Error(`${flag}: needs a value\n${USAGE}`);
    options[key] = value;
  }
  if (options.remote && !REMOTE_NAMES.includes(options.remote)) throw new Error(`--remote ${options.remote}: not one of ${REMOTE_NAMES.join(', ')}`);
  if (Boolean(options.baseUrl) !== Boolean(options.apiUrl)) throw new Error(`--base-url and --api-url go together\n${USAGE}`);
  if (options.apiKey && !options.baseUrl) throw new Error(`--api-key is for a run against a deployment (--base-url)\n${USAGE}`);
  for (const key of ['baseUrl', 'apiUrl']) {
    if (options[key] && !/^https?:\/\/[^/]/.test(options[key])) throw new Error(`${key === 'baseUrl' ? '--base-url' : '--api-url'} ${options[key]}: not an http(s) URL`);
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

ensureInstalled();
const args = [...options.specs, ...(options.remote ? remoteGrep(options.remote) : [])];
const env = options.baseUrl ? { E2E_BASE_URL: options.baseUrl, E2E_API_URL: options.apiUrl, ...(options.apiKey ? { E2E_API_KEY: options.apiKey } : {}) } : {};

let leftOut = [];
if (options.baseUrl) {
  // The tests of this selection that only the suite's own stack can run, with their reason.
  leftOut = (await listTests(args, { ...process.env, E2E_BASE_URL: '' })).filter((test) => test.tags.includes(OWN_STACK));
  log(`e2e against ${options.baseUrl} (API ${options.apiUrl})${options.remote ? `, the tests crossing ${options.remote}` : ''}; no stack is started`);
} else {
  log('e2e on its own stack: production builds and a fresh database');
  try {
    await buildApps();
  } catch (error) {
    console.error(String(error));
    console.log(closingLines({ passed: 0, failed: 1, skipped: 0, flaky: [] }));
    process.exit(1);
  }
}

const run = await runE2e(args, env);
log(`HTML report (traces of failed tests): ${HTML_REPORT_DIR.replace(`${ROOT}/`, '')}/index.html`);
if (leftOut.length) {
  console.log(`Left out (need the suite's own stack): ${leftOut.length}`);
  for (const test of leftOut) console.log(`  ${test.name} — ${test.annotations.find((a) => a.type === OWN_STACK)?.description ?? 'tagged @own-stack'}`);
}
console.log(closingLines(run));
process.exit(run.code === 0 ? 0 : 1);
