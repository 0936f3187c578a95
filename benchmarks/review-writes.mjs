// Review write path under concurrency, against the real API (full seed, embedded PostgreSQL).
// Usage: node benchmarks/review-writes.mjs   (WRITERS=50 REVIEWS_PER_WRITER=6 SAME_ITEM_WRITERS=20,
//        BENCH_PORT_OFFSET=0 shifts the API port 4200 and the PostgreSQL port 5633,
//        BENCH_PARTS=writes,reads, BENCH_DATA_DIR=.data/bench)
//
// 1. WRITERS members write REVIEWS_PER_WRITER source reviews each, every review on a different
//    source, all writers at once: throughput, latency, and how many database sessions were seen
//    waiting on a lock (pg_stat_activity sampled every 10 ms).
// 2. SAME_ITEM_WRITERS members review one product, one brand and one source at once: latency, and
//    whether each item's total_review equals its review rows afterwards (lost updates).
// 3. Read side of ranks computed when read: the API's latency for source lists (first page, last
//    page, one category) and the worst-ranked source's page, sequential calls.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, apiCaller, startApi } from './lib.mjs';

const requireFromServer = createRequire(path.join(ROOT, 'server/package.json'));
const pg = requireFromServer('pg');

const WRITERS = Number(process.env.WRITERS ?? 50);
const PER_WRITER = Number(process.env.REVIEWS_PER_WRITER ?? 6);
const SAME_ITEM = Number(process.env.SAME_ITEM_WRITERS ?? 20);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PG_PORT = 5633 + OFFSET;
const MEMBER_PASSWORD = 'member1234';

const PARTS = (process.env.BENCH_PARTS ?? 'writes,reads').split(',');
const api = await startApi({
  port: 4200 + OFFSET,
  pgPort: PG_PORT,
  ...(process.env.BENCH_DATA_DIR ? { dataDir: path.resolve(ROOT, process.env.BENCH_DATA_DIR) } : {}),
});
const db = new pg.Pool({ connectionString: `postgres://postgres:ironscore@127.0.0.1:${PG_PORT}/ironscore`, max: 2 });

const call = (name, form, token) => apiCaller(api.base)(name, form, token);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(latencies) {
  const s = [...latencies].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(0)} ms, p90 ${quantile(s, 0.9).toFixed(0)} ms, max ${s[s.length - 1].toFixed(0)} ms`;
}

/** Samples how many sessions wait on a lock (heavyweight locks: rows, advisory) while `work` runs. */
async function withLockSampling(work) {
  let running = true;
  let samples = 0;
  let waitingSamples = 0;
  let maxWaiting = 0;
  const sampler = (async () => {
    while (running) {
      const r = await db.query("select count(*)::int n from pg_stat_activity where wait_event_type = 'Lock'");
      samples += 1;
      if (r.rows[0].n > 0) waitingSamples += 1;
      maxWaiting = Math.max(maxWaiting, r.rows[0].n);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work(), lock: { samples, waitingSamples, maxWaiting } };
  } finally {
    running = false;
    await sampler;
  }
}

/** Verified members with a session token, none of them the authors of `exclude`. */
async function members(count) {
  const r = await db.query(
    `select user_name from users where user_type = 'member' and user_verification_status <> 0
       and user_approval_status = 'approved' and user_id > 10 order by user_id limit $1`,
    [count],
  );
  const out = [];
  for (const { user_name } of r.rows) {
    const res = await call('Sign_In', { user_name, user_password: MEMBER_PASSWORD });
    if (!res.status) throw new Error(`Sign_In ${user_name}: ${res.message}`);
    const [, payload] = res.data.split('.');
    out.push({ user_name, token: res.data, user_id: JSON.parse(Buffer.from(payload, 'base64url').toString()).user_id });
  }
  return out;
}

const review = { review_comment: '<p>Benchmark review: fast delivery, product as described.</p>' };
const sourceReview = { ...review, contact_rating: 4, delivery_rating: 5, quality_rating: 4, pricing_rating: 3, support_rating: 4 };

async function writes() {
  const writers = await members(Math.max(WRITERS, SAME_ITEM));
  const ids = writers.map((w) => w.user_id);

  // ---- 1. many writers, different sources
  const free = await db.query(
    `select s.source_id from sources s
      where s.source_status = 1 and not exists (select 1 from reviews r where r.review_type = 'source' and r.source_id = s.source_id and r.user_id = any($1::int[]))
      order by s.source_id limit $2`,
    [ids, WRITERS * PER_WRITER + 3],
  );
  const sourceIds = free.rows.map((r) => r.source_id);
  if (sourceIds.length < WRITERS * PER_WRITER + 3) throw new Error('not enough unreviewed sources in the bench database; remove .data/bench to reseed');
  const plan = writers.slice(0, WRITERS).map((w, i) => ({ w, sources: sourceIds.slice(i * PER_WRITER, (i + 1) * PER_WRITER) }));
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const { lock } = await withLockSampling(() =>
    Promise.all(
      plan.map(async ({ w, sources }) => {
        for (const source_id of sources) {
          const t = performance.now();
          const res = await call('Set_SourceNewReview', { ...sourceReview, source_id }, w.token);
          latencies.push(performance.now() - t);
          if (!res.status) {
            failures += 1;
            if (failures <= 3) console.log(`  failed: ${res.message}`);
          }
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n${WRITERS} writers × ${PER_WRITER} source reviews, each on a different source`);
  console.log(`  ${latencies.length} reviews in ${seconds.toFixed(1)} s = ${(latencies.length / seconds).toFixed(1)} reviews/s; ${summary(latencies)}; failed ${failures}`);
  console.log(`  sessions waiting on a lock: in ${lock.waitingSamples} of ${lock.samples} samples, at most ${lock.maxWaiting} at once`);

  // ---- 2. many writers, one item each kind
  const spare = sourceIds.slice(WRITERS * PER_WRITER);
  const product = (
    await db.query(
      `select p.product_id, p.brand_id from products p join brands b using (brand_id)
        where p.product_status = 1 and b.brand_status = 1
          and not exists (select 1 from reviews r where r.review_type = 'product' and r.product_id = p.product_id and r.user_id = any($1::int[]))
        order by p.product_id limit 1`,
      [ids],
    )
  ).rows[0];
  const brand = (
    await db.query(
      `select b.brand_id from brands b where b.brand_status = 1
          and not exists (select 1 from reviews r where r.review_type = 'brand' and r.brand_id = b.brand_id and r.user_id = any($1::int[]))
        order by b.brand_id limit 1`,
      [ids],
    )
  ).rows[0];
  const targets = [
    ['product', 'Set_BrandProductNewReview', { ...review, rating: 4, product_id: product.product_id, brand_id: product.brand_id }, `select total_review = (select count(*) from reviews where review_type = 'product' and product_id = $1 and review_status = 1) ok, total_review n from products where product_id = $1`, product.product_id],
    ['brand', 'Set_BrandNewReview', { ...review, rating: 4, brand_id: brand.brand_id }, `select total_review = (select count(*) from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1) ok, total_review n from brands where brand_id = $1`, brand.brand_id],
    ['source', 'Set_SourceNewReview', { ...sourceReview, source_id: spare[0] }, `select total_review = (select count(*) from reviews where review_type = 'source' and source_id = $1 and review_status = 1) ok, total_review n from sources where source_id = $1`, spare[0]],
  ];
  for (const [kind, name, form, check, id] of targets) {
    const lat = [];
    let failed = 0;
    const t0 = performance.now();
    await Promise.all(
      writers.slice(0, SAME_ITEM).map(async (w) => {
        const t = performance.now();
        const res = await call(name, form, w.token);
        lat.push(performance.now() - t);
        if (!res.status) failed += 1;
      }),
    );
    const s = (performance.now() - t0) / 1000;
    const { ok, n } = (await db.query(check, [id])).rows[0];
    console.log(`\n${SAME_ITEM} writers reviewing one ${kind} at once: ${s.toFixed(2)} s; ${summary(lat)}; failed ${failed}`);
    console.log(`  total_review ${n}: ${ok ? 'equals its review rows' : 'DIFFERS from its review rows (lost updates)'}`);
  }
}

async function reads() {
  const list = { limit: 20, category_id: 0, rating_id: 0, verification: false };
  const total = (await call('Get_SourcePagination', { ...list, offset: 0 })).totalData;
  const category = (await db.query('select category_id from sources where source_status = 1 group by 1 order by count(*) desc limit 1')).rows[0].category_id;
  const last = (await call('Get_SourcePagination', { ...list, offset: total - 1 })).data[0];
  const reads = [
    ['Get_SourcePagination, first page', 'Get_SourcePagination', { ...list, offset: 0 }],
    [`Get_SourcePagination, last page (ranks ${total - 19}-${total})`, 'Get_SourcePagination', { ...list, offset: total - 20 }],
    ['Get_SourcePagination, largest category, page 3', 'Get_SourcePagination', { ...list, offset: 40, category_id: category }],
    [`Get_Source, rank ${last.source_ranked} of ${total}`, 'Get_Source', { source_slug_url: last.source_slug_url }],
  ];
  console.log(`\nreads with ranks computed when read (${total} published sources), 100 sequential calls each`);
  for (const [label, name, form] of reads) {
    const lat = [];
    for (let i = 0; i < 100; i++) {
      const t = performance.now();
      const res = await call(name, form);
      lat.push(performance.now() - t);
      if (!res.status) throw new Error(`${name}: ${res.message}`);
    }
    const s = [...lat].sort((a, b) => a - b);
    console.log(`  ${label}: p50 ${quantile(s, 0.5).toFixed(1)} ms, p90 ${quantile(s, 0.9).toFixed(1)} ms`);
  }
}

try {
  if (PARTS.includes('writes')) await writes();
  if (PARTS.includes('reads')) await reads();
} finally {
  await db.end();
  await api.stop();
}
