// Lighthouse (npm, default mobile emulation: Moto G Power screen, simulated slow 4G, 4× CPU slowdown)
// driving Debian's chromium against the production builds, served as production serves them
// (packages/static-server: precompressed brotli/gzip, cache headers). Prints performance score, LCP,
// CLS, TBT and FCP per page, the median of BENCH_RUNS runs (default 3).
//
// Usage: node benchmarks/lighthouse.mjs [path …]      (build first: npm run build)
//   default pages: /, /sources, a source page, a brand page, a product page (slugs from the seed)
//   BENCH_RUNS=3  BENCH_PORT_OFFSET=400 (site on 3400, API on 4400)
//   LIGHTHOUSE_REPORTS=<dir>: also write every run's full JSON report there (diagnostics)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, apiCaller, defaultPages } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));
// The key the stack's API and site use (benchmarks/lib.mjs has the production-mode bench key).
const { API_KEY } = await import(path.join(ROOT, 'scripts/lib/apps.mjs'));

const runs = Number(process.env.BENCH_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const stack = await startStack({
  dataDir: path.join(ROOT, '.data/bench-lighthouse'),
  portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 400),
  seedScale: 'full',
  stdio: 'ignore',
});

const call = apiCaller(stack.apiBase, API_KEY);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPages(call);
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const rows = [];
  let version = '';
  for (const page of pages) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(stack.siteUrl + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const { lhr } = result;
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      samples.push({
        perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        bench: lhr.environment?.benchmarkIndex ?? NaN,
      });
      if (reportDir) writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), result.report);
    }
    const m = (key) => median(samples.map((s) => s[key]));
    rows.push({ page, load: loadavg()[0].toFixed(1), perf: m('perf'), fcp: m('fcp'), lcp: m('lcp'), cls: m('cls'), tbt: m('tbt'), bench: m('bench'), perfs: samples.map((s) => s.perf) });
  }
  console.log(`\nLighthouse ${version} performance, default mobile emulation, median of ${runs} run(s) per page (production builds)\n`);
  // benchmarkIndex: Lighthouse's CPU score of this machine during the run (a quiet desktop scores
  // 1000–2500); below that, the 4× CPU slowdown makes TBT and LCP far worse than on the reference device.
  // load: the machine's 1-minute load average when the page's runs ended (other jobs on the same cores).
  console.log('| page | perf | LCP | CLS | TBT | FCP | perf of each run | benchmarkIndex | load |\n|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.perf} | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.fcp / 1000).toFixed(1)} s | ${r.perfs.join(', ')} | ${Math.round(r.bench)} | ${r.load} |`);
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
