// API throughput and latency of real calls beside a bare Fastify endpoint measured in the same run.
// Usage: node benchmarks/api.mjs [Call …]   (BENCH_SECONDS=8, BENCH_CONNECTIONS=50, BENCH_CACHE=both|on|off)
// Each target is measured with the read-through cache warm and with API_CACHE=off (a second API start).
// Beside req/s and latency: the CPU time per request of the server process and of its PostgreSQL
// (postmaster, backends, background writers: /proc), which does not depend on the machine's load.
import { cacheLabel, forEachCacheMode, load, loadAverage, table } from './lib.mjs';

const TARGETS = {
  Get_GeneralSettings: {},
  Get_Pages: {},
  Get_SourcePagination: { limit: 20, offset: 40, category_id: 0, rating_id: 0, verification: false },
  Get_Source: null, // slug discovered below
  Get_SourceReviewsPagination: null,
  Get_Brand: null,
  Get_BrandProduct: null,
  Get_SearchText: { searchText: 'whey' },
};

const wanted = process.argv.slice(2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
await forEachCacheMode(async ({ mode, api, bare, call }) => {
  // Discover real slugs and ids from the seeded data.
  const sources = await call('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = sources?.data?.[0];
  if (source) {
    TARGETS.Get_Source = { source_slug_url: source.source_slug_url };
    TARGETS.Get_SourceReviewsPagination = { limit: 20, offset: 0, source_id: source.source_id };
  }
  const brands = await call('Get_BrandPagination', { limit: 1, offset: 0, rating_id: 0, verification: false });
  if (brands?.data?.[0]) TARGETS.Get_Brand = { brand_slug_url: brands.data[0].brand_slug_url };
  const products = await call('Get_BrandProductMostViewed', { limit: 1 });
  const product = products?.data?.[0];
  if (product) TARGETS.Get_BrandProduct = { brand_slug_url: product.brand_slug_url, product_slug_url: product.product_slug_url };

  const rows = [];
  const bareResult = await load(bare.url, { connections, pid: bare.pid });
  rows.push({ name: 'bare Fastify', ...bareResult, ratio: '100 %' });
  for (const [name, form] of Object.entries(TARGETS)) {
    if (wanted.length && !wanted.includes(name)) continue;
    if (!form) {
      console.log(`${name}: skipped (no seeded data or call not available)`);
      continue;
    }
    const probe = await call(name, form);
    if (!probe?.status) {
      console.log(`${name}: skipped (${probe?.message ?? 'no answer'})`);
      continue;
    }
    const result = await load(`${api.base}/api/${name}`, { form, connections, pid: api.pid });
    rows.push({ name: `${name} (${cacheLabel(mode)})`, ...result, ratio: `${((result.rps / bareResult.rps) * 100).toFixed(1)} %` });
  }
  console.log(`\nAPI at ${connections} connections, ${process.env.BENCH_SECONDS ?? 8} s per target, ${cacheLabel(mode)}, 2 cores shared by server, database and load generator (${loadAverage()})\n`);
  console.log(table(rows));
});
