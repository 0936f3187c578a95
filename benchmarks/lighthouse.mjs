// Lighthouse (npm, default mobile emulation: Moto G Power screen, simulated slow 4G, 4× CPU slowdown)
// driving Debian's chromium against the production builds, served as production serves them
// (packages/static-server: precompressed brotli/gzip, cache headers). Prints performance score, LCP,
// CLS, TBT and FCP per page, the median of BENCH_RUNS runs (default 3), and PASS/FAIL of each of
// issue 27's targets on those medians: performance ≥ 90, LCP ≤ 2.0 s, TBT ≤ 250 ms, CLS ≤ 0.05.
//
// Usage: node benchmarks/lighthouse.mjs [path …]      (build first: npm run build)
//   default pages: every public route of the built route table (benchmarks/lib.mjs defaultPages:
//   the items of the pages with parameters from the seed)
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

/** The LCP element of a report (its markup, shortened) and the phases of its LCP, as Lighthouse lists them. */
function lcpElementOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  if (!node) return 'none';
  const phases = (items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  const snippet = String(node.snippet ?? node.selector ?? '').replace(/\s+/g, ' ').slice(0, 110);
  return phases ? `${snippet} (${phases})` : snippet;
}

/** Issue 27's targets, each checked on a page's medians. */
const TARGETS = [
  { name: 'perf ≥ 90', met: (r) => r.perf >= 90 },
  { name: 'LCP ≤ 2.0 s', met: (r) => r.lcp <= 2000 },
  { name: 'TBT ≤ 250 ms', met: (r) => r.tbt <= 250 },
  { name: 'CLS ≤ 0.05', met: (r) => r.cls <= 0.05 },
];

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
        lcpElement: lcpElementOf(lhr),
      });
      if (reportDir) writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), result.report);
    }
    const m = (key) => median(samples.map((s) => s[key]));
    // The LCP element of the run whose LCP is the median (the first of them).
    const lcpRun = samples.find((s) => s.lcp === m('lcp')) ?? samples[0];
    rows.push({ page, load: loadavg()[0].toFixed(1), perf: m('perf'), fcp: m('fcp'), lcp: m('lcp'), cls: m('cls'), tbt: m('tbt'), bench: m('bench'), perfs: samples.map((s) => s.perf), lcpElement: lcpRun.lcpElement });
  }
  console.log(`\nLighthouse ${version} performance, default mobile emulation, median of ${runs} run(s) per page (production builds)\n`);
  // benchmarkIndex: Lighthouse's CPU score of this machine during the run (a quiet desktop scores
  // 1000–2500); below that, the 4× CPU slowdown makes TBT and LCP far worse than on the reference device.
  // load: the machine's 1-minute load average when the page's runs ended (other jobs on the same cores).
  const passFail = (r) => TARGETS.map((t) => (t.met(r) ? 'PASS' : 'FAIL'));
  console.log(`| page | perf | LCP | CLS | TBT | FCP | perf of each run | benchmarkIndex | load | ${TARGETS.map((t) => t.name).join(' | ')} |`);
  console.log(`|${'---|'.repeat(9 + TARGETS.length)}`);
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.perf} | ${(r.lcp / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${(r.fcp / 1000).toFixed(1)} s | ${r.perfs.join(', ')} | ${Math.round(r.bench)} | ${r.load} | ${passFail(r).join(' | ')} |`);
  }
  console.log('\nLCP element of each page (the run with the median LCP), with the phases of its LCP:');
  for (const r of rows) console.log(`- ${r.page}: ${r.lcpElement}`);
  const met = rows.filter((r) => TARGETS.every((t) => t.met(r)));
  console.log(`\nEvery target met on ${met.length} of ${rows.length} page(s).`);
  for (const t of TARGETS) {
    const failed = rows.filter((r) => !t.met(r)).map((r) => r.page);
    console.log(`- ${t.name}: ${failed.length ? `FAIL on ${failed.join(', ')}` : 'PASS on every page'}`);
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
