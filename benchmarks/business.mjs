// Business areas: Get_SourceDashboard and Get_BrandDashboard at 50 connections beside the bare
// endpoint (signed-in owners of the seed), then site screenshots: latency p50/p99 one at a time,
// and the API's memory (its own RSS and its chromium's) while 4 screenshots run at once.
// Usage: node benchmarks/business.mjs   (BENCH_SECONDS=8, BENCH_CONNECTIONS=50, BENCH_SHOTS=9, BENCH_CACHE=both|on|off)
// The dashboards are measured with the read-through cache warm and with API_CACHE=off (a second API start).
// Get_SiteScreenshot allows 10 per account per 10 minutes (SCREENSHOTS_PER_10_MIN): the source owner
// takes the first and the one-at-a-time shots, the brand owner the two rounds of 4 at once.
import http from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { CACHE_MODES, PORT_OFFSET, apiCaller, cacheLabel, load, loadAverage, startApi, startBare, table } from './lib.mjs';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const shots = Math.min(9, Number(process.env.BENCH_SHOTS ?? 9));
const ROUNDS = 2;

const call = (base, name, form, token) => apiCaller(base)(name, form, token);
const signIn = async (base, user, password) => {
  const reply = await call(base, 'Sign_In', { user_name: user, user_password: password });
  if (!reply.status) throw new Error(`Sign_In ${user}: ${reply.message}`);
  return typeof reply.data === 'string' ? reply.data : reply.data.token;
};

// ---------------------------------------------------------------- dashboards
for (const mode of CACHE_MODES) {
  const api = await startApi({ env: { API_CACHE: mode } });
  const bare = await startBare();
  try {
    const rows = [];
    const bareResult = await load(bare.url, { connections });
    rows.push({ name: 'bare Fastify', ...bareResult, ratio: '100 %' });
    for (const [name, user, password] of [
      ['Get_SourceDashboard', 'sourceowner', 'source1234'],
      ['Get_BrandDashboard', 'brandowner', 'brand1234'],
    ]) {
      const token = await signIn(api.base, user, password);
      const probe = await call(api.base, name, {}, token);
      if (!probe.status) throw new Error(`${name}: ${probe.message}`);
      const result = await load(`${api.base}/api/${name}`, { connections, token });
      rows.push({ name: `${name} (${cacheLabel(mode)})`, ...result, ratio: `${((result.rps / bareResult.rps) * 100).toFixed(1)} %` });
    }
    console.log(`\nBusiness dashboards at ${connections} connections, ${process.env.BENCH_SECONDS ?? 8} s per target (NODE_ENV=production, full seed, ${cacheLabel(mode)}; ${loadAverage()})\n`);
    console.log(table(rows));
  } finally {
    bare.stop();
    await api.stop();
  }
}

// ---------------------------------------------------------------- screenshots
/** A local page of a typical size: text, a stylesheet, a few images. */
function startSite() {
  const svg = (hue) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="hsl(${hue},70%,50%)"/><circle cx="200" cy="150" r="90" fill="white" opacity=".5"/></svg>`;
  const page = `<!doctype html><html><head><title>Bench shop</title><link rel="stylesheet" href="/site.css"></head><body>
    <header><h1>Bench Nutrition</h1><nav>${['Home', 'Protein', 'Creatine', 'Vitamins', 'Contact'].map((x) => `<a href="#">${x}</a>`).join(' ')}</nav></header>
    <main>${Array.from({ length: 12 }, (_, i) => `<article><img src="/p${i}.svg" width="200" height="150"><h2>Product ${i + 1}</h2><p>${'Lorem ipsum dolor sit amet. '.repeat(8)}</p></article>`).join('')}</main></body></html>`;
  const css = 'body{font-family:sans-serif;margin:0;background:#f4f6fa}header{background:#0f1b33;color:#fff;padding:24px}main{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:16px}article{background:#fff;padding:12px;border-radius:8px}';
  const server = http.createServer((req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (req.url === '/site.css') return res.writeHead(200, { 'content-type': 'text/css' }).end(css);
    const m = /^\/p(\d+)\.svg$/.exec(req.url ?? '');
    if (m) return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(Number(m[1]) * 30));
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

/** RSS in MiB of a process and of its chromium descendants (Linux /proc; the embedded PostgreSQL is not counted). */
function rssTree(rootPid) {
  const children = new Map();
  const rss = new Map();
  const chrome = new Set();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      if (/^(chrom|headless)/i.test(/Name:\s+(\S+)/.exec(status)?.[1] ?? '')) chrome.add(Number(entry));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  let tree = 0;
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop();
    if (chrome.has(pid)) tree += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return { own: (rss.get(rootPid) ?? 0) / 1024, children: tree / 1024 };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
{
  const site = await startSite();
  // Development mode: the test-only allowance lets the API screenshot this local page.
  const api = await startApi({ port: 4201 + PORT_OFFSET, env: { NODE_ENV: 'development', SSRF_TEST_ALLOW: `127.0.0.1:${site.port}`, BADGE_CHECK_INTERVAL_MINUTES: '0' } });
  try {
    const sourceOwner = await signIn(api.base, 'sourceowner', 'source1234');
    const brandOwner = await signIn(api.base, 'brandowner', 'brand1234');
    const shoot = async (token = sourceOwner) => {
      const started = performance.now();
      const type = token === sourceOwner ? 'source' : 'brand';
      const reply = await call(api.base, 'Get_SiteScreenshot', { website_url: `http://127.0.0.1:${site.port}/`, type }, token);
      if (!reply.status) throw new Error(`Get_SiteScreenshot: ${reply.message}`);
      return performance.now() - started;
    };
    const before = rssTree(api.pid);
    const first = await shoot(); // includes the browser start
    const times = [];
    for (let i = 0; i < shots; i++) times.push(await shoot());
    times.sort((a, b) => a - b);
    const idle = rssTree(api.pid);
    let peak = { own: 0, children: 0, total: 0 };
    const sampler = setInterval(() => {
      const m = rssTree(api.pid);
      if (m.own + m.children > peak.total) peak = { ...m, total: m.own + m.children };
    }, 100);
    const parallel = [];
    const roundStarted = performance.now();
    for (let round = 0; round < ROUNDS; round++) parallel.push(...(await Promise.all([1, 2, 3, 4].map(() => shoot(brandOwner)))));
    const roundsMs = performance.now() - roundStarted;
    clearInterval(sampler);
    parallel.sort((a, b) => a - b);
    console.log('\nSite screenshots through Get_SiteScreenshot (local page: HTML, CSS, 12 images; 1280×800 PNG, re-encoded and stored)\n');
    console.log(`first screenshot (browser start included): ${first.toFixed(0)} ms`);
    console.log(`one at a time, ${shots} screenshots: p50 ${pct(times, 50).toFixed(0)} ms, p99 ${pct(times, 99).toFixed(0)} ms`);
    console.log(`4 at once × ${ROUNDS} rounds: p50 ${pct(parallel, 50).toFixed(0)} ms, p99 ${pct(parallel, 99).toFixed(0)} ms, ${((parallel.length / roundsMs) * 1000).toFixed(2)} screenshots/s (2 pages render at a time)`);
    console.log(`API memory (RSS MiB): before any screenshot ${before.own.toFixed(0)} (+ chromium ${before.children.toFixed(0)}); after ${shots} screenshots ${idle.own.toFixed(0)} (+ chromium ${idle.children.toFixed(0)}); peak with 4 at once ${peak.own.toFixed(0)} (+ chromium ${peak.children.toFixed(0)}) = ${peak.total.toFixed(0)}`);
  } finally {
    await api.stop();
    site.server.close();
  }
}
