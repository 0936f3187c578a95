// The product page's price-history call (issue 25): Get_PriceHistory of the most viewed product for
// 30, 90 and 180 days, as a visitor (the shape) and signed in as the demo member, and the home
// page's Get_PriceDrops, beside a bare Fastify endpoint measured in the same run.
// Usage: node benchmarks/price-history.mjs   (BENCH_SECONDS=8, BENCH_CONNECTIONS=50, BENCH_CACHE=both|on|off)
// Each target is measured with the read-through cache warm and with API_CACHE=off (a second API start).
import { cacheLabel, forEachCacheMode, load, loadAverage, table } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
await forEachCacheMode(async ({ mode, api, bare, call }) => {
  const products = await call('Get_BrandProductMostViewed', { limit: 1 });
  const product = products?.data?.[0];
  if (!product) throw new Error('no seeded product');
  const demo = (await call('Sign_In', { user_name: 'demo', user_password: 'demo1234' }))?.data;
  if (!demo) throw new Error('demo sign-in failed');
  const targets = [];
  for (const days of [30, 90, 180]) {
    targets.push({ name: `Get_PriceHistory ${days} days, visitor`, call: 'Get_PriceHistory', form: { product_id: product.product_id, days } });
    targets.push({ name: `Get_PriceHistory ${days} days, member`, call: 'Get_PriceHistory', form: { product_id: product.product_id, days }, token: demo });
  }
  targets.push({ name: 'Get_PriceDrops, visitor', call: 'Get_PriceDrops', form: {} });

  const rows = [];
  const bareResult = await load(bare.url, { connections });
  rows.push({ name: 'bare Fastify', ...bareResult, ratio: '100 %' });
  for (const t of targets) {
    const probe = await call(t.call, t.form, t.token);
    if (!probe?.status) {
      console.log(`${t.name}: skipped (${probe?.message ?? 'no answer'})`);
      continue;
    }
    const result = await load(`${api.base}/api/${t.call}`, { form: t.form, connections, token: t.token });
    rows.push({ name: `${t.name} (${cacheLabel(mode)})`, ...result, ratio: `${((result.rps / bareResult.rps) * 100).toFixed(1)} %` });
  }
  console.log(`\nPrice history of "${product.product_name}" at ${connections} connections, ${process.env.BENCH_SECONDS ?? 8} s per target, ${cacheLabel(mode)}, 2 cores shared by server, database and load generator (${loadAverage()})\n`);
  console.log(table(rows));
});
