// The JavaScript budget of issue 27: at most 170 KB (170,000 bytes) of script transferred for the
// first load of every public route. Serves the production builds as `npm start` does (the static
// servers send the build's brotli copies), loads each public route in headless chromium at 390 px
// (a phone: 390 × 844, 3 device pixels per CSS pixel, touch), waits until the page is live (its
// remote rendered, the first frame's controls taken over) and then for network idle (nothing in flight
// for 1.5 s) without scrolling, and adds up the transferred bytes (encoded body + response headers, as Lighthouse's
// transfer size) of every script of that load. Then it splits each script between the packages in
// it (the build's dist-server/bundle-modules.json, packages/mf-config BundleModulesPlugin: each
// package's share of a file's bundled module bytes) and prints a per-route breakdown by package,
// PASS or FAIL against the budget, and React copies loaded (must be 1).
//
// Usage: node benchmarks/js-budget.mjs [path …]     (build first: npm run build)
//   default: every public route of the remotes' routes.json (parameters filled from the seed)
//   BENCH_PORT_OFFSET=n (default 300: site on 3300, API on 3300+…)  BENCH_FILES=1 also lists every file
//   Exit code 1 when a route is over the budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, apiCaller, loadAverage } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));
const { APPS, API_KEY } = await import(path.join(ROOT, 'scripts/lib/apps.mjs'));
const { countReactCopies } = await import(path.join(ROOT, 'e2e/support/react-copies.mjs'));

export const BUDGET_BYTES = 170_000;
/** Network idle: no request in flight for this long, after the page is live. */
const QUIET_MS = 1500;
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Per app: script file → { package: bundled bytes } (dist-server/bundle-modules.json of its build). */
function bundleModules() {
  const byApp = {};
  for (const app of APPS) {
    const file = path.join(ROOT, app.dir, 'dist-server/bundle-modules.json');
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: build with this mf-config first (npm run build -- --force)`);
    byApp[app.name] = JSON.parse(readFileSync(file, 'utf8')).files;
  }
  return byApp;
}

/** Every public route of the remotes' builds (dist/routes.json), with parameters filled from the seed. */
async function publicRoutes(call) {
  const first = async (name, form, key) => {
    const answer = await call(name, form);
    const item = answer?.data?.[0];
    if (!item?.[key]) throw new Error(`${name} gave no ${key}: ${JSON.stringify(answer).slice(0, 200)}`);
    return item;
  };
  const source = await first('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false }, 'source_slug_url');
  const product = await first('Get_BrandProductMostViewed', { limit: 1 }, 'product_slug_url');
  const promo = await first('Get_TopPromos', {}, 'promo_slug_url');
  const news = await first('Get_TopNews', {}, 'news_slug_url');
  const params = {
    source_slug_url: source.source_slug_url,
    brand_slug_url: 'titan-labs',
    product_slug_url: product.product_slug_url,
    promo_slug_url: promo.promo_slug_url,
    news_slug_url: news.news_slug_url,
    page_slug_url: 'about-us',
    category_slug_url: 'testosterone',
  };
  const routes = [];
  for (const app of APPS) {
    const file = path.join(ROOT, app.dir, 'dist/routes.json');
    if (!existsSync(file)) continue;
    for (const route of JSON.parse(readFileSync(file, 'utf8')).routes ?? []) {
      if (route.access !== 'public') continue;
      // The product path's brand is the product's own.
      const values = route.path.includes(':product_slug_url') ? { ...params, brand_slug_url: product.brand_slug_url } : params;
      routes.push(route.path.replace(/:(\w+)/g, (_, name) => {
        if (!values[name]) throw new Error(`no sample value for :${name} of ${route.path}`);
        return values[name];
      }));
    }
  }
  return routes;
}

const stack = await startStack({
  dataDir: path.join(ROOT, '.data/bench-js-budget'),
  portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 300),
  seedScale: 'full',
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failed = 0;
try {
  const modules = bundleModules();
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : await publicRoutes(apiCaller(stack.apiBase, API_KEY));
  const appOfPort = new Map(APPS.map((a) => [stack.appPorts[a.name], a.name]));
  const rows = [];
  for (const route of routes) {
    // A fresh context per route: an empty cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push((async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const body = response ? await response.body() : Buffer.alloc(0);
        return { url: new URL(request.url()), transferred: sizes.responseBodySize + sizes.responseHeadersSize, encoding: (await response?.headerValue('content-encoding')) ?? 'none', body };
      })().catch((error) => ({ error })));
    });
    // In flight and last activity, for the quiet network at the end (the machine may be busy, so
    // Playwright's 500 ms `networkidle` alone can come between the shell's chunks and the remote's).
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => { inFlight += 1; lastActivity = Date.now(); });
    for (const event of ['requestfinished', 'requestfailed']) page.on(event, () => { inFlight -= 1; lastActivity = Date.now(); });
    await page.goto(stack.siteUrl + route, { waitUntil: 'load' });
    // The page is live: the route's remote rendered and took the first frame's controls over.
    await page.waitForFunction(() => globalThis.document.querySelector('#root [data-remote-root]') && !globalThis.document.querySelector('#root [data-frame-inert]'), null, { timeout: 60_000, polling: 100 });
    // Then until network idle: nothing in flight for QUIET_MS.
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    const settled = await Promise.all(pending);
    await context.close();
    const lost = settled.filter((s) => s.error);
    if (lost.length) throw new Error(`${route}: ${lost.length} script(s) could not be measured: ${lost[0].error.message}`);
    const scripts = settled;
    const byPackage = new Map();
    const files = [];
    let total = 0;
    for (const script of scripts) {
      total += script.transferred;
      const app = appOfPort.get(Number(script.url.port)) ?? script.url.host;
      const file = script.url.pathname.replace(/^\//, '');
      const parts = modules[app]?.[file];
      files.push({ app, file, transferred: script.transferred, encoding: script.encoding });
      const sum = parts ? Object.values(parts).reduce((a, b) => a + b, 0) : 0;
      if (!sum) {
        // not a webpack chunk (e.g. a remote's standalone federation-runtime.js)
        const key = `${app}: ${file}`;
        byPackage.set(key, (byPackage.get(key) ?? 0) + script.transferred);
        continue;
      }
      for (const [pkg, bytes] of Object.entries(parts)) {
        // The app's own code is named by the app; a package by its name wherever it is bundled.
        const key = APPS.some((a) => a.dir === pkg) ? `${pkg} (own code)` : pkg;
        byPackage.set(key, (byPackage.get(key) ?? 0) + (script.transferred * bytes) / sum);
      }
    }
    const reactCopies = countReactCopies(scripts.map((s) => s.body.toString('utf8')));
    const pass = total <= BUDGET_BYTES && reactCopies === 1;
    if (!pass) failed += 1;
    rows.push({ route, total, files, byPackage, reactCopies, pass, encodings: [...new Set(files.map((f) => f.encoding))] });
  }

  console.log(`\nScript transferred on the first load of each public route (production builds, 390 px, until network idle; ${loadAverage()})`);
  console.log(`Budget: ${kb(BUDGET_BYTES)} KB (1 KB = 1,000 bytes; body as sent + headers). Packages: each file's transfer split by its packages' share of its bundled modules.\n`);
  console.log('| route | KB | files | encodings | React copies | budget |\n|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.route} | ${kb(r.total)} | ${r.files.length} | ${r.encodings.join(', ')} | ${r.reactCopies} | ${r.pass ? 'PASS' : 'FAIL'} |`);
  for (const r of rows) {
    console.log(`\n${r.route}: ${kb(r.total)} KB ${r.pass ? 'PASS' : 'FAIL'}`);
    const sorted = [...r.byPackage].sort((a, b) => b[1] - a[1]);
    const shown = sorted.filter(([, bytes]) => bytes >= 500);
    const rest = sorted.slice(shown.length).reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(shown.map(([pkg, bytes]) => `  ${kb(bytes).padStart(6)}  ${pkg}`).join('\n'));
    if (rest) console.log(`  ${kb(rest).padStart(6)}  (${sorted.length - shown.length} packages under 0.5 KB)`);
    if (process.env.BENCH_FILES) {
      for (const f of [...r.files].sort((a, b) => b.transferred - a.transferred)) console.log(`    ${kb(f.transferred).padStart(6)}  ${f.app}/${f.file} (${f.encoding})`);
    }
  }
  console.log(`\n${failed ? `FAIL: ${failed} of ${rows.length} routes over ${kb(BUDGET_BYTES)} KB (or React loaded more than once)` : `PASS: all ${rows.length} routes at or under ${kb(BUDGET_BYTES)} KB`}`);
} finally {
  await browser.close();
  await stack.stop();
}
process.exitCode = failed ? 1 : 0;
