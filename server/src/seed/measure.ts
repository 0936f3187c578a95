/**
 * Seeds the 'full' (or, with argument "test", the 'test') scale into a throwaway embedded
 * PostgreSQL and prints the time and row counts.
 *   pnpm --filter @ironscore/server exec tsx src/seed/measure.ts [full|test]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedDatabase, type SeedScale } from './index';
import { startThrowawayDb } from './throwaway-db';

async function main() {
  const scale: SeedScale = process.argv[2] === 'test' ? 'test' : 'full';
  const t0 = performance.now();
  const pg = await startThrowawayDb();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-uploads-'));
  console.log(`embedded PostgreSQL started and migrated in ${Math.round(performance.now() - t0)} ms`);
  try {
    const report = await seedDatabase(pg.db, { uploadsDir, scale, log: (line) => console.log(line), verbose: process.argv.includes('--verbose') });
    console.log(`seed '${scale}': ${report.ms} ms — ${Object.entries(report.timings).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
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
