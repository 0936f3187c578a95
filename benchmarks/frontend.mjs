// Initial JS of the home route per app (raw, gzip, and the bytes actually sent: brotli as served) and the number of React copies loaded.
// Starts the site from the production builds (build first: npm run build) on ports 3300–3305
// (BENCH_PORT_OFFSET=n moves them to 3000+n when another copy is running).
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));
const { APPS } = await import(path.join(ROOT, 'scripts/lib/apps.mjs'));
const { countReactCopies } = await import(path.join(ROOT, 'e2e/support/react-copies.mjs'));

const stack = await startStack({ dataDir: path.join(ROOT, '.data/bench-frontend'), portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 300), seedScale: 'test', stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const results = [];
  for (const route of (process.argv[2] ?? '/').split(',')) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        // What travelled: the encoded body (the static server sends the build's .br/.gz copy).
        const sent = (await response.request().sizes()).responseBodySize;
        scripts.push({ url: response.url(), body, sent });
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(stack.siteUrl + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const byApp = new Map(APPS.map((a) => [a.name, { files: 0, raw: 0, gzip: 0, sent: 0 }]));
    for (const { url, body, sent } of scripts) {
      const port = Number(new URL(url).port);
      const app = APPS.find((a) => stack.appPorts[a.name] === port);
      if (!app) continue;
      const entry = byApp.get(app.name);
      entry.files += 1;
      entry.raw += body.length;
      entry.gzip += gzipSync(body).length;
      entry.sent += sent;
    }
    const total = [...byApp.values()].reduce((t, e) => ({ files: t.files + e.files, raw: t.raw + e.raw, gzip: t.gzip + e.gzip, sent: t.sent + e.sent }), { files: 0, raw: 0, gzip: 0, sent: 0 });
    const files = scripts.map(({ url, body, sent }) => ({ url: new URL(url).pathname, port: new URL(url).port, raw: body.length, gzip: gzipSync(body).length, sent }));
    results.push({ route, byApp, total, files, reactCopies: countReactCopies(scripts.map((s) => s.body.toString('utf8'))) });
    await page.close();
  }
  const kb = (n) => (n / 1024).toFixed(1);
  for (const r of results) {
    console.log(`\nInitial JS of route ${r.route} (production builds, until network idle; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})\n`);
    console.log('| app | files | raw KiB | gzip KiB | sent KiB (as served) |\n|---|---|---|---|---|');
    for (const [name, e] of r.byApp) if (e.files) console.log(`| ${name} | ${e.files} | ${kb(e.raw)} | ${kb(e.gzip)} | ${kb(e.sent)} |`);
    console.log(`| total | ${r.total.files} | ${kb(r.total.raw)} | ${kb(r.total.gzip)} | ${kb(r.total.sent)} |`);
    console.log(`\nReact copies loaded: ${r.reactCopies}`);
    if (process.env.BENCH_FILES) {
      console.log('\n| file | app port | raw KiB | gzip KiB |\n|---|---|---|---|');
      for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip)) console.log(`| ${f.url} | ${f.port} | ${kb(f.raw)} | ${kb(f.gzip)} |`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
