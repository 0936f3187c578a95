// A 10,000-row price feed imported through the real path (issue 25 item 3): the API (embedded
// PostgreSQL, full seed) fetches a CSV from a local server through its SSRF-safe fetcher (the local
// origin allowed by SSRF_TEST_ALLOW, so the API runs with NODE_ENV=development), parses it, matches
// every row by brand + product slug and applies it as one batch of offer changes (changeOffers: a
// few statements per 5,000 rows, price history, product aggregates and alert claims in one
// transaction), on its job queue. Prints, for the first import (10,000
// new offers) and a second one (10,000 price changes): the import's own time (report
// started → finished), the time from "Import now" to the report, and the API process's memory
// (RSS before, peak during).
// Usage: node benchmarks/price-feed-import.mjs   (FEED_ROWS=10000, BENCH_PORT_OFFSET=0 shifts the
//        API port 4200 and the PostgreSQL port 5633, BENCH_DATA_DIR=.data/bench)
//
// The seed has 5,000 products: the bench database gets `bench-feed-N` products of the demo brand
// until FEED_ROWS active products exist (once; the bench data directory is the bench's own).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, apiCaller, startApi } from './lib.mjs';

const requireFromServer = createRequire(path.join(ROOT, 'server/package.json'));
const pg = requireFromServer('pg');

const ROWS = Number(process.env.FEED_ROWS ?? 10_000);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PG_PORT = 5633 + OFFSET;

let csv = '';
const feedServer = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/csv' });
  res.end(csv);
});
await new Promise((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedOrigin = `127.0.0.1:${feedServer.address().port}`;

const api = await startApi({
  port: 4200 + OFFSET,
  pgPort: PG_PORT,
  ...(process.env.BENCH_DATA_DIR ? { dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR) } : {}),
  env: { NODE_ENV: 'development', SSRF_TEST_ALLOW: feedOrigin, LOG_LEVEL: 'warn' },
});
const db = new pg.Pool({ connectionString: `postgres://postgres:ironscore@127.0.0.1:${PG_PORT}/ironscore`, max: 2 });
const call = (name, form, token) => apiCaller(api.base)(name, form, token);

const rssMiB = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

try {
  // enough active products
  const { rows: [{ n }] } = await db.query('select count(*)::int n from products where product_status = 1');
  if (n < ROWS) {
    await db.query(
      `insert into products (brand_id, product_name, product_slug_url, product_description)
       select 1, 'Bench feed product ' || i, 'bench-feed-' || i, '' from generate_series(1, $1::int) i
       on conflict do nothing`,
      [ROWS - n],
    );
  }
  const { rows: products } = await db.query(
    `select b.brand_slug_url as brand, p.product_slug_url as product from products p join brands b using (brand_id)
     where p.product_status = 1 order by p.product_id limit $1`,
    [ROWS],
  );
  const signIn = await call('Sign_In', { user_name: 'sourceowner', user_password: 'source1234' });
  const token = signIn.data;
  if (!token) throw new Error(`sign-in failed: ${signIn.message}`);

  const results = [];
  for (const [label, price] of [['first import (new offers and changes)', (i) => 20 + (i % 500) / 10], ['second import (every price changed)', (i) => 19 + (i % 500) / 10]]) {
    csv = ['brand,product,price,stock,shipping,link', ...products.map((p, i) => `${p.brand},${p.product},${price(i).toFixed(2)},1,${(i % 3) * 2.5},https://irondepot.example/p/${i}`)].join('\n');
    const before = await call('Get_SourcePriceFeed', {}, token);
    const previous = before.data?.last_report?.finished_at ?? '';
    const rssBefore = rssMiB();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 50);
    const started = performance.now();
    const saved = await call('Set_SourcePriceFeed', { feed_url: `http://${feedOrigin}/feed.csv`, feed_format: 'csv', import_now: 'true' }, token);
    if (!saved.status) throw new Error(`Set_SourcePriceFeed: ${saved.message}`);
    let report = null;
    while (!report) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await call('Get_SourcePriceFeed', {}, token);
      if (now.data?.last_report && now.data.last_report.finished_at !== previous) report = now.data.last_report;
      if (performance.now() - started > 600_000) {
        const { rows: jobs } = await db.query(`select task_identifier, attempts, run_at, locked_at, last_error from graphile_worker.jobs`);
        throw new Error(`no report after 10 minutes; jobs: ${JSON.stringify(jobs)}`);
      }
    }
    const wall = performance.now() - started;
    clearInterval(sampler);
    if (report.status !== 'ok') throw new Error(`import failed: ${report.error}`);
    results.push({
      import: label,
      rows: report.rows,
      matched: report.matched,
      changed: report.changed,
      'import time': `${((Date.parse(report.finished_at) - Date.parse(report.started_at)) / 1000).toFixed(2)} s`,
      'Import now → report': `${(wall / 1000).toFixed(2)} s`,
      'API RSS before': `${rssBefore.toFixed(0)} MiB`,
      'API RSS peak': `${peak.toFixed(0)} MiB`,
      csv: `${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(2)} MiB`,
    });
  }
  console.log(`\nPrice feed import, ${ROWS.toLocaleString('en-US')} rows (CSV through the SSRF-safe fetcher, job queue, one batch through changeOffers)`);
  const header = Object.keys(results[0]);
  const widths = header.map((h) => Math.max(h.length, ...results.map((r) => String(r[h]).length)));
  const line = (cols) => '| ' + cols.map((c, i) => String(c).padEnd(widths[i])).join(' | ') + ' |';
  console.log([line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...results.map((r) => line(header.map((h) => r[h])))].join('\n'));
} finally {
  await db.end().catch(() => undefined);
  await api.stop();
  feedServer.close();
}
