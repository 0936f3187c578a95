// What blocks the main thread: loads each page in Debian's chromium under Lighthouse's mobile CPU
// slowdown (4×, CDP Emulation.setCPUThrottlingRate), records a performance trace, and lists every
// main-thread task longer than LONGTASKS_MIN_MS (default 50) after the first contentful paint with
// what ran in it: the trace events (script evaluation, function calls, style, layout, paint, GC) and
// the functions the V8 sampling profiler saw most (self time; names and files through the build's
// source maps when the apps were built with IRONSCORE_SOURCEMAP=1). Also prints the page's
// blocking time (Σ task − 50 ms after FCP, as TBT counts it, until the end of the recording).
// Real durations on this machine, not Lighthouse's simulation: compare runs made in the same minutes.
//
// Usage: node benchmarks/long-tasks.mjs [path …]   (build first: npm run build)
//   default pages: the five of benchmarks/lighthouse.mjs
//   BENCH_PORT_OFFSET=400  LONGTASKS_MIN_MS=50  LONGTASKS_SETTLE_MS=8000 (recording after load)
//   LONGTASKS_TOP=6 (functions per task)  LONGTASKS_TRACE=<dir> (also write each trace's JSON)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, apiCaller, defaultPages, loadAverage } from './lib.mjs';

const { startStack } = await import(path.join(ROOT, 'scripts/lib/stack.mjs'));
const { API_KEY, APPS } = await import(path.join(ROOT, 'scripts/lib/apps.mjs'));

const MIN_MS = Number(process.env.LONGTASKS_MIN_MS ?? 50);
const SETTLE_MS = Number(process.env.LONGTASKS_SETTLE_MS ?? 8000);
const TOP = Number(process.env.LONGTASKS_TOP ?? 6);
const traceDir = process.env.LONGTASKS_TRACE;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

const stack = await startStack({
  dataDir: path.join(ROOT, '.data/bench-lighthouse'),
  portOffset: Number(process.env.BENCH_PORT_OFFSET ?? 400),
  seedScale: 'full',
  stdio: 'ignore',
});

/** Source maps of the served builds, by script URL (absent without IRONSCORE_SOURCEMAP=1). */
const appDirByPort = Object.fromEntries(APPS.map((a) => [String(stack.appPorts[a.name]), path.join(ROOT, a.dir, 'dist')]));
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    let consumer = null;
    try {
      const u = new URL(url);
      const file = path.join(appDirByPort[u.port] ?? '', `${u.pathname}.map`);
      if (appDirByPort[u.port] && existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      /* not a served script */
    }
    maps.set(url, consumer);
  }
  return maps.get(url);
}
/** "name (file:line)" of a profiler call frame, through the source map when there is one. */
function frameLabel({ functionName, url, lineNumber, columnNumber }) {
  if (!url) return functionName || '(program)';
  const consumer = mapFor(url);
  if (consumer) {
    const pos = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (pos.source) {
      const source = pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
      return `${pos.name || functionName || '(anonymous)'} (${source}:${pos.line})`;
    }
  }
  return `${functionName || '(anonymous)'} (${url.replace(/^https?:\/\/[^/]+\//, '')}:${lineNumber + 1})`;
}

async function record(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(','), recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReturnAsStream' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await context.close();
  const trace = JSON.parse(text);
  return Array.isArray(trace) ? trace : trace.traceEvents;
}

/** The long tasks of the page's main thread, each with its breakdown. */
function analyse(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer: the main thread that painted first contentfully.
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && mains.some((m) => m.pid === e.pid));
  if (!fcpEvent) throw new Error('no firstContentfulPaint in the trace');
  const { pid } = fcpEvent;
  const tid = mains.find((m) => m.pid === pid).tid;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = thread.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'navigationStart' && e.pid === pid);
  const t0 = nav?.ts ?? thread[0].ts;
  const fcp = fcpEvent.ts;

  // CPU profile: nodes and samples (ProfileChunk events carry them in pieces).
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    let ts = samples.lastTs?.[e.id] ?? 0;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.lastTs ??= {};
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: `${e.id}:${ids[i]}` });
    }
    samples.lastTs[e.id] = ts;
  }
  // Profile timestamps are relative to the Profile event's startTime.
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === pid)?.args?.data?.startTime ?? 0;
  for (const s of samples) s.ts += profileStart;
  samples.sort((a, b) => a.ts - b.ts);

  // Top-level tasks (chromium records RunTask and ThreadControllerImpl::RunTask nested: keep the outer).
  const tasks = [];
  for (const e of thread.filter((t) => t.ph === 'X' && (t.name === 'RunTask' || t.name === 'ThreadControllerImpl::RunTask')).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur) continue;
    tasks.push(e);
  }
  for (let i = tasks.length - 1; i >= 0; i--) if (tasks[i].dur / 1000 <= MIN_MS) tasks.splice(i, 1);
  const KINDS = {
    EvaluateScript: 'script evaluation',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    FunctionCall: 'script',
    TimerFire: 'script',
    FireAnimationFrame: 'script',
    EventDispatch: 'script',
    RunMicrotasks: 'script',
    'v8.evaluateModule': 'script evaluation',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    UpdateLayer: 'paint',
    ParseHTML: 'parse HTML',
    ParseAuthorStyleSheet: 'parse CSS',
    MinorGC: 'GC',
    MajorGC: 'GC',
    'V8.GC_SCAVENGER': 'GC',
  };
  const rows = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = thread.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts < end && KINDS[e.name]);
    // Time per kind, each event's own share (its time minus that of kinds nested inside it).
    const byKind = {};
    const sorted = inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stackOf = [];
    for (const e of sorted) {
      while (stackOf.length && stackOf.at(-1).ts + stackOf.at(-1).dur <= e.ts) stackOf.pop();
      const parent = stackOf.at(-1);
      const kind = KINDS[e.name];
      byKind[kind] = (byKind[kind] ?? 0) + e.dur;
      if (parent) byKind[KINDS[parent.name]] -= e.dur;
      stackOf.push(e);
    }
    const scripts = new Set(inside.filter((e) => e.args?.data?.url).map((e) => e.args.data.url.replace(/^https?:\/\/[^/]+\//, '')));
    // Profiler: self time per function within the task.
    const self = new Map();
    let lo = 0;
    let hi = samples.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (samples[mid].ts < task.ts) lo = mid + 1;
      else hi = mid;
    }
    let total = 0;
    for (let i = lo; i < samples.length && samples[i].ts < end; i++) {
      const frame = nodes.get(samples[i].node)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const label = frameLabel(frame);
      self.set(label, (self.get(label) ?? 0) + 1);
      total++;
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([label, n]) => `${label} ${Math.round((100 * n) / Math.max(total, 1))}%`);
    rows.push({
      start: (task.ts - t0) / 1000,
      ms: task.dur / 1000,
      afterFcp: task.ts >= fcp,
      kinds: Object.entries(byKind).filter(([, us]) => us >= 1000).sort((a, b) => b[1] - a[1]).map(([k, us]) => `${k} ${Math.round(us / 1000)}`),
      scripts: [...scripts].slice(0, 4),
      top,
    });
  }
  const blocking = rows.filter((r) => r.afterFcp).reduce((sum, r) => sum + Math.max(0, r.ms - 50), 0);
  return { fcp: (fcp - t0) / 1000, rows, blocking };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : await defaultPages(apiCaller(stack.apiBase, API_KEY));
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  for (const pagePath of pages) {
    const events = await record(browser, stack.siteUrl + pagePath);
    if (traceDir) writeFileSync(path.join(traceDir, `${pagePath.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify({ traceEvents: events }));
    const { fcp, rows, blocking } = analyse(events);
    console.log(`\n## ${pagePath}: FCP ${Math.round(fcp)} ms, ${rows.length} task(s) > ${MIN_MS} ms, blocking time after FCP ${Math.round(blocking)} ms (4× CPU slowdown, ${loadAverage()})`);
    for (const r of rows) {
      console.log(`- at ${Math.round(r.start)} ms${r.afterFcp ? '' : ' (before FCP)'}: ${Math.round(r.ms)} ms — ${r.kinds.join(', ') || 'other'}${r.scripts.length ? ` — ${r.scripts.join(', ')}` : ''}`);
      if (r.top.length) console.log(`    ${r.top.join(' · ')}`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
