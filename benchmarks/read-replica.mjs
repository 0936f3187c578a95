// The read replica (server/src/db/read-replica.ts) under load, printing numbers:
// 1. public reads (distinct searches: every one misses the answer cache) on the primary alone, then
//    with EMBEDDED_READ_REPLICA=1 — same data, same run;
// 2. the share of the reads that reached the database answered by the replica, with no writes and
//    with a page-view write every 10th and every 3rd request (a write sends reads to the primary
//    until the replica has replayed it);
// 3. the replica SIGKILLed mid-load: failed requests, how long until the API marked it down, how
//    long until reads went back to it (its supervisor restarts it).
// Usage: node benchmarks/read-replica.mjs   (BENCH_SECONDS=8, BENCH_CONNECTIONS=16; test-scale seed
// in .data/bench-replica, the standby made there on the first run)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, API_KEY, PORT_OFFSET, loadAverage, startApi } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dataDir = path.join(ROOT, '.data/bench-replica');
const port = 4210 + PORT_OFFSET;
const base = `http://127.0.0.1:${port}`;
let seq = 0;

async function post(call, fields) {
  const res = await fetch(`${base}/api/${call}`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = await res.json().catch(() => null);
  return res.status === 200 && body?.status === true;
}
const health = async () => (await (await fetch(`${base}/health`)).json()).data;

/** `connections` clients for `ms`: distinct searches, and a page view every `writeEvery`th request (0: none). */
async function drive(ms, writeEvery = 0, during) {
  const end = Date.now() + ms;
  let done = 0;
  let failed = 0;
  const client = async () => {
    while (Date.now() < end) {
      const n = seq++;
      const ok =
        writeEvery && n % writeEvery === 0
          ? await post('Set_PageViews', { parent_id: String(1 + (n % 50)), view_type: 'source' })
          : await post('Get_SearchText', { searchText: `pro ${n}` });
      done++;
      if (!ok) failed++;
    }
  };
  const clients = Array.from({ length: connections }, client);
  if (during) await during();
  await Promise.all(clients);
  return { done, failed, rps: done / (ms / 1000) };
}

const env = { SEED_SCALE: 'test', PG_PORT: String(5643 + PORT_OFFSET), PG_REPLICA_PORT: String(5653 + PORT_OFFSET) };
console.log(`read replica: ${connections} clients, ${seconds} s per run, test-scale seed; ${loadAverage()}`);

const alone = await startApi({ port, dataDir, env });
let primaryOnly;
try {
  await drive(1000);
  primaryOnly = await drive(seconds * 1000);
} finally {
  await alone.stop();
}

const api = await startApi({ port, dataDir, env: { ...env, EMBEDDED_READ_REPLICA: '1' } });
try {
  await drive(1000);
  const rows = [];
  for (const writeEvery of [0, 10, 3]) {
    const before = (await health()).replica.reads;
    const run = await drive(seconds * 1000, writeEvery);
    const after = (await health()).replica.reads;
    const byReplica = after.replica - before.replica;
    const byPrimary = after.primary - before.primary;
    rows.push({ writeEvery, ...run, byReplica, byPrimary, share: byReplica / Math.max(1, byReplica + byPrimary) });
  }
  console.log(`public reads, primary alone: ${primaryOnly.rps.toFixed(0)} req/s (${primaryOnly.failed} failed)`);
  for (const r of rows) {
    console.log(
      `with the replica, ${r.writeEvery ? `a page-view write in every ${r.writeEvery} requests` : 'reads only'}: ${r.rps.toFixed(0)} req/s, ` +
        `${r.failed} failed; database reads: ${r.byReplica} on the replica, ${r.byPrimary} on the primary (${(r.share * 100).toFixed(0)} % on the replica)`,
    );
  }

  // The replica killed mid-load.
  const pidFile = path.join(dataDir, 'pg-replica', 'postmaster.pid');
  let killedAt = 0;
  let downAfter = null;
  let backAfter = null;
  const watch = async () => {
    await new Promise((r) => setTimeout(r, 1500));
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    killedAt = Date.now();
    let sawDown = false;
    while (Date.now() - killedAt < 30_000) {
      const { replica } = await health();
      if (!sawDown && replica.state === 'down') {
        sawDown = true;
        downAfter = Date.now() - killedAt;
      }
      if (sawDown && replica.state === 'up') {
        backAfter = Date.now() - killedAt;
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const before = (await health()).replica.reads;
  const killed = await drive(seconds * 1000, 0, watch);
  const after = (await health()).replica.reads;
  console.log(
    `replica SIGKILLed mid-load: ${killed.done} requests, ${killed.failed} failed, ${after.retried - before.retried} re-run on the primary; ` +
      `seen down ${downAfter ?? '?'} ms after the kill (/health polled every 20 ms), used again ${backAfter === null ? 'not within 30 s' : `${backAfter} ms`} after the kill (restart and crash recovery included)`,
  );
} finally {
  await api.stop();
}
