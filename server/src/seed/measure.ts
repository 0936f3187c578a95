/**
 * Seeds the 'full' (or, with argument "test", the 'test') scale into a throwaway embedded
 * PostgreSQL and prints the time and row counts, and the CPU time the seed used in Node and in
 * PostgreSQL (on a machine shared with other jobs the wall time swings; the CPU time does not —
 * on a quiet machine the wall time is about their sum, the pipeline being sequential).
 *   pnpm --filter @ironscore/server exec tsx src/seed/measure.ts [full|test] [--verbose]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedDatabase, type SeedScale } from './index';
import { startThrowawayDb } from './throwaway-db';

/** CPU milliseconds used so far by the PostgreSQL server of `dataDir`: the postmaster with its reaped children, plus live backends. */
function postgresCpuMs(dataDir: string): number {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return 0;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const ticks = 100; // USER_HZ on Linux
  const stat = (pid: string) => {
    try {
      const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const f = stat(pid);
    if (!f) continue;
    // fields after the command: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
    if (Number(pid) === postmaster) total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    else if (Number(f[1]) === postmaster) total += Number(f[11]) + Number(f[12]);
  }
  return (total * 1000) / ticks;
}

async function main() {
  const scale: SeedScale = process.argv[2] === 'test' ? 'test' : 'full';
  const t0 = performance.now();
  const pg = await startThrowawayDb();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-uploads-'));
  console.log(`embedded PostgreSQL started and migrated in ${Math.round(performance.now() - t0)} ms`);
  const dataDir = path.join(pg.dir, 'data');
  try {
    const pgCpu0 = postgresCpuMs(dataDir);
    const nodeCpu0 = process.cpuUsage();
    const report = await seedDatabase(pg.db, { uploadsDir, scale, log: (line) => console.log(line), verbose: process.argv.includes('--verbose') });
    const nodeCpu = process.cpuUsage(nodeCpu0);
    const pgCpu = postgresCpuMs(dataDir) - pgCpu0;
    console.log(`seed '${scale}': ${report.ms} ms — ${Object.entries(report.timings).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
    console.log(`CPU time: Node ${Math.round((nodeCpu.user + nodeCpu.system) / 1000)} ms, PostgreSQL ${Math.round(pgCpu)} ms`);
    console.log(`images written: ${report.imagesWritten}`);
    const counts = await pg.db.execute<{ table_name: string; n: number }>(sql`
      SELECT relname AS table_name, n_live_tup::int AS n FROM pg_stat_user_tables ORDER BY n_live_tup DESC, relname`);
    console.log('rows per table:');
    for (const row of counts.rows) console.log(`  ${row.table_name.padEnd(30)} ${String(row.n).padStart(8)}`);
    const total = counts.rows.reduce((a, r) => a + Number(r.n), 0);
    console.log(`  ${'TOTAL'.padEnd(30)} ${String(total).padStart(8)}`);
  } finally {
    await pg.stop();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
