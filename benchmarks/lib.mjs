import { fork, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A production start refuses the development key (server/src/config.ts productionRefusal).
export const API_KEY = 'ironscore-bench-key';
// BENCH_PORT_OFFSET shifts every default port below (API 4200/4201, PostgreSQL 5633, bare 4290,
// realtime 9290) so that several people can run benchmarks on one machine at once.
export const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);

/**
 * The API's read-through cache (server/src/cache) in each measurement: BENCH_CACHE=both (default)
 * measures every target twice, on one API start with the cache on (warm: the probe before the load
 * fills it, so the load measures the hit path) and on a second start with API_CACHE=off (every call
 * runs its queries: the miss path); `on` or `off` measures one of them.
 */
export const CACHE_MODES = (() => {
  const mode = (process.env.BENCH_CACHE ?? 'both').trim().toLowerCase();
  if (mode === 'both') return ['on', 'off'];
  if (mode === 'on' || mode === 'off') return [mode];
  throw new Error(`BENCH_CACHE must be both, on or off (got "${mode}")`);
})();
/**
 * Runs `measure({ mode, api, bare, call })` once per mode of CACHE_MODES, each on its own API start
 * (API_CACHE=<mode>) beside a bare Fastify, and stops both after it.
 */
export async function forEachCacheMode(measure) {
  for (const mode of CACHE_MODES) {
    const api = await startApi({ env: { API_CACHE: mode } });
    const bare = await startBare();
    try {
      await measure({ mode, api, bare, call: apiCaller(api.base) });
    } finally {
      bare.stop();
      await api.stop();
    }
  }
}
/** The machine's load average, printed beside every figure (benchmarks swing 2–3× with load). */
export const loadAverage = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`;
export const cacheLabel = (mode) => (mode === 'on' ? 'cache warm' : 'API_CACHE=off');

/** `call(name, form, token)`: one POST of a call to the API at `base` (with `key`), its envelope as JSON. */
export function apiCaller(base, key = API_KEY) {
  return async (name, form = {}, token) => {
    const res = await fetch(`${base}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': key, ...(token ? { 'x-auth-token': token } : {}) },
      body: new URLSearchParams(form).toString(),
    });
    return res.json();
  };
}

export async function waitFor(url, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the real API (embedded PostgreSQL, full seed on first run) on its own port and data dir. */
export async function startApi({ port = 4200 + PORT_OFFSET, pgPort = 5633 + PORT_OFFSET, dataDir = path.join(ROOT, '.data/bench'), env = {} } = {}) {
  // BENCH_API_NODE_ARGS: extra node options of the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // (a CPU profile of the server under the benchmark's load, written when it stops).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: path.join(ROOT, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      API_KEY,
      SEED_SCALE: 'full',
      SEED_DEMO_DATA: '1',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/health`);
  return {
    base: `http://127.0.0.1:${port}`,
    /** The API's own process (its memory can be read from /proc/<pid>/status). */
    pid: child.pid,
    stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }),
  };
}

export async function startBare(port = 4290 + PORT_OFFSET) {
  const child = fork(path.join(ROOT, 'benchmarks/bare-server.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

const CLOCK_TICKS_US = 1e6 / 100; // USER_HZ is 100 on Linux

/** utime + stime (clock ticks) of every live process, with its parent and command name, from /proc. */
function processTable() {
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // after the command: state ppid … utime(14th field of the line) stime cutime cstime
    procs.set(Number(entry), { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) });
  }
  return procs;
}

/**
 * CPU time so far of the process `pid` itself and of its PostgreSQL descendants (the embedded
 * postmaster, its backends and background workers; ended children count through their parent's
 * cutime/cstime), in microseconds. Load-independent, unlike req/s: the cost of a call.
 */
export function cpuOf(pid) {
  const procs = processTable();
  const children = new Map();
  for (const [id, p] of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), id]);
  let pg = 0;
  const walk = (id) => {
    for (const child of children.get(id) ?? []) {
      if (procs.get(child).comm.startsWith('postgres')) pg += procs.get(child).ticks;
      walk(child);
    }
  };
  walk(pid);
  return { self: (procs.get(pid)?.ticks ?? 0) * CLOCK_TICKS_US, pg: pg * CLOCK_TICKS_US };
}

/**
 * One autocannon run of a POST with a urlencoded form body (`token`: the session header), after a
 * BENCH_WARMUP_SECONDS (default 1) run that is not counted: the first target after a server start
 * otherwise pays for JIT compilation and the pool's connections.
 */
export async function load(url, options = {}) {
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
  if (warmup > 0) await loadOnce(url, { ...options, duration: warmup });
  if (!options.pid) return loadOnce(url, options);
  // `pid`: the server's process; its CPU (and its PostgreSQL's) per request of the measured run.
  const before = cpuOf(options.pid);
  const result = await loadOnce(url, options);
  const after = cpuOf(options.pid);
  return { ...result, cpu: { server: (after.self - before.self) / result.total, pg: (after.pg - before.pg) / result.total } };
}

function loadOnce(url, { form = {}, connections = 50, duration = Number(process.env.BENCH_SECONDS ?? 8), token } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections,
        duration,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': API_KEY, ...(token ? { 'x-auth-token': token } : {}) },
        body: new URLSearchParams(form).toString(),
      },
      (error, result) => {
        if (error) reject(error);
        else resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total });
      },
    );
  });
}

/** The rows as a markdown table; with CPU columns (µs per request, from `load`'s `pid`) when a row has them. */
export function table(rows) {
  const withCpu = rows.some((r) => r.cpu);
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', '% of bare', ...(withCpu ? ['server µs/req', 'PostgreSQL µs/req'] : [])];
  const us = (n) => (n === undefined ? '' : n.toFixed(0));
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.errors),
    r.ratio,
    ...(withCpu ? [us(r.cpu?.server), us(r.cpu?.pg)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols) => '| ' + cols.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
  return [fmt(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...lines.map(fmt)].join('\n');
}

/** Starts the local Realtime Database server (the chat's) on `port` with `secret`; data in `dataDir`. */
export async function startRealtimeDb({ port = 9290 + PORT_OFFSET, secret, dataDir = path.join(ROOT, '.data/bench') } = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/src/cli/realtime-db.ts'), '--port', String(port), '--data', path.join(dataDir, 'rtdb', 'data.json')],
    { cwd: path.join(ROOT, 'server'), stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, REALTIME_DB_SECRET: secret } },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`realtime server exited with ${code}`)));
  });
  return {
    host: '127.0.0.1',
    port,
    stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }),
  };
}

/** p-th percentile (0–100) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A concrete path of every public route of the built route table (each remote's dist/routes.json,
 * composed as the shell composes them: packages/contract routeTable.mjs), in the table's order; the
 * items of the pages with parameters from the seed (issue 27's table: /source/irondepot,
 * /brand/titan-labs, the most viewed product, /products/testosterone, /page/about-us, the first
 * promo and news item). A public route this list cannot fill in is an error, so none goes unmeasured.
 */
export async function defaultPages(call) {
  const { composeRoutes, readRouteFile } = await import(path.join(ROOT, 'packages/contract/src/routeTable.mjs'));
  const platform = JSON.parse(readFileSync(path.join(ROOT, 'packages/contract/src/platform.data.json'), 'utf8'));
  const table = composeRoutes(
    platform.apps
      .filter((app) => app.name !== 'shell')
      .map((app) => {
        const file = path.join(ROOT, app.dir, 'dist', 'routes.json');
        let json;
        try {
          json = JSON.parse(readFileSync(file, 'utf8'));
        } catch {
          throw new Error(`${file} is missing: build first (npm run build)`);
        }
        return { remote: app.name, file: readRouteFile(json, app.name) };
      }),
  );
  const first = async (name, form, what) => {
    const reply = await call(name, form);
    const row = reply?.data?.[0];
    if (!row) throw new Error(`no ${what} to measure: ${name} answered ${JSON.stringify(reply).slice(0, 200)}`);
    return row;
  };
  const product = await first('Get_BrandProductMostViewed', { limit: 1 }, 'product page');
  const promo = await first('Get_PromoPagination', { limit: 1, offset: 0 }, 'promo');
  const news = await first('Get_NewsPagination', { limit: 1, offset: 0, category_id: 0 }, 'news item');
  const items = {
    source_slug_url: 'irondepot',
    brand_slug_url: 'titan-labs',
    promo_slug_url: promo.promo_slug_url,
    news_slug_url: news.news_slug_url,
    page_slug_url: 'about-us',
    category_slug_url: 'testosterone',
  };
  const concrete = {
    'catalog:product': `/brand/${product.brand_slug_url}/${product.product_slug_url}`,
  };
  const pages = [];
  for (const route of table.routes.filter((r) => r.access === 'public')) {
    const filled = concrete[route.key] ?? route.path.replace(/:([A-Za-z_]+)/g, (whole, name) => items[name] ?? whole);
    if (filled.includes('/:')) throw new Error(`no concrete path for the public route ${route.key} (${route.path}): add its item to benchmarks/lib.mjs defaultPages`);
    pages.push(filled);
  }
  return pages;
}
