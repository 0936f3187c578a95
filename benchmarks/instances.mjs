// Throughput with one API instance against two, in the same run, through the same HAProxy
// (`npm run scale`'s stack: scripts/lib/stack.mjs with apiInstances 2, one PostgreSQL process).
// Each target is loaded with both instances in rotation, then with api-2 taken out of rotation
// through HAProxy's admin socket (one instance behind the same balancer), then straight at api-1
// (no balancer: its cost). On 2 cores shared by the instances, PostgreSQL, HAProxy and the load
// generator little gain is expected; the point is the numbers.
//
// Usage: node benchmarks/instances.mjs [Call …]
//   BENCH_SECONDS=8, BENCH_CONNECTIONS=50, BENCH_CACHE=off|on (default off: every call runs its
//   queries), BENCH_SEED=full|test (default full), BENCH_PORT_OFFSET (every port shifted).
import net from 'node:net';
import path from 'node:path';
import { API_KEY, PORT_OFFSET, ROOT, apiCaller, load, loadAverage, table } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cache = (process.env.BENCH_CACHE ?? 'off').trim().toLowerCase();
if (!['on', 'off'].includes(cache)) throw new Error(`BENCH_CACHE must be on or off (got "${cache}")`);
const wanted = process.argv.slice(2);

/** One command on HAProxy's admin socket. */
function haproxy(socket, command) {
  return new Promise((resolve, reject) => {
    let text = '';
    const conn = net.connect(socket, () => conn.write(`${command}\n`));
    conn.setEncoding('utf8');
    conn.on('data', (c) => (text += c));
    conn.on('error', reject);
    conn.on('end', () => resolve(text));
  });
}

const stack = await startStack({
  dataDir: path.join(ROOT, '.data/bench-scale'),
  portOffset: 250 + PORT_OFFSET,
  apps: [],
  apiInstances: 2,
  seedScale: process.env.BENCH_SEED === 'test' ? 'test' : 'full',
  stdio: 'ignore',
  env: { API_KEY, API_CACHE: cache, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', IRONSCORE_FIREBASE: 'off', REALTIME_DB_URL: '' },
});
try {
  const call = apiCaller(stack.apiBase);
  const sources = await call('Get_SourcePagination', { limit: 1, offset: 0, category_id: 0, rating_id: 0, verification: false });
  const source = sources?.data?.[0];
  const targets = {
    Get_SourcePagination: { limit: 20, offset: 40, category_id: 0, rating_id: 0, verification: false },
    Get_Source: source ? { source_slug_url: source.source_slug_url } : null,
    Get_SourceReviewsPagination: source ? { limit: 20, offset: 0, source_id: source.source_id } : null,
    Get_SearchText: { searchText: 'whey' },
  };
  const direct = `http://127.0.0.1:${stack.apiInstances['api-1']}`;
  const rows = [];
  for (const [name, form] of Object.entries(targets)) {
    if ((wanted.length && !wanted.includes(name)) || !form) continue;
    const probe = await call(name, form);
    if (!probe?.status) {
      console.log(`${name}: skipped (${probe?.message ?? 'no answer'})`);
      continue;
    }
    const two = await load(`${stack.apiBase}/api/${name}`, { form, connections });
    await haproxy(stack.balancerSocket, 'disable server apis/api-2');
    let one;
    try {
      one = await load(`${stack.apiBase}/api/${name}`, { form, connections });
    } finally {
      await haproxy(stack.balancerSocket, 'enable server apis/api-2');
    }
    const bare = await load(`${direct}/api/${name}`, { form, connections });
    rows.push({ name: `${name}: 2 instances (HAProxy)`, ...two, ratio: `${((two.rps / one.rps) * 100).toFixed(0)} %` });
    rows.push({ name: `${name}: 1 instance (HAProxy)`, ...one, ratio: '100 %' });
    rows.push({ name: `${name}: 1 instance, no balancer`, ...bare, ratio: `${((bare.rps / one.rps) * 100).toFixed(0)} %` });
    // let api-2 pass its health checks again before the next target
    await new Promise((r) => setTimeout(r, 1_500));
  }
  console.log(
    `\nOne API instance against two, ${connections} connections, ${process.env.BENCH_SECONDS ?? 8} s per row, API_CACHE=${cache}; ` +
      `2 cores shared by the instances, PostgreSQL, HAProxy and the load generator (${loadAverage()}). Last column: req/s against 1 instance behind HAProxy.\n`,
  );
  console.log(table(rows).replace('% of bare', 'vs 1 inst.'));
} finally {
  await stack.stop();
}
