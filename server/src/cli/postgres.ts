/**
 * The embedded PostgreSQL as a process of its own, for several API instances sharing one database
 * (`npm run scale`, scripts/lib/stack.mjs): a single API starts its own (src/main.ts), several
 * point DATABASE_URL here, so killing one API leaves the database to the others.
 *
 *   node --import tsx src/cli/postgres.ts --port 5433 --data <DATA_DIR>/pg
 *
 * Creates the `ironscore` database when missing, then writes `<data>/ironscore.ready` (the stack
 * waits for it) and prints its URL; restarts PostgreSQL when it dies (db/embedded.ts), and stops it
 * on SIGINT/SIGTERM.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dir: arg('data'), port: Number(arg('port')), log: (line) => console.log(`[postgres] ${line}`) });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await embedded.stop().catch((err: Error) => console.error(`[postgres] stopping failed: ${err.message}`));
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  try {
    const admin = new pg.Client({ connectionString: embedded.url('postgres') });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'ironscore'`);
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE ironscore');
    await admin.end();
  } catch (err) {
    console.error(`[postgres] could not create the database: ${(err as Error).message}`);
    await stop(1);
  }
  writeFileSync(path.join(arg('data'), 'ironscore.ready'), `${process.pid}\n`);
  console.log(`[postgres] ready: ${embedded.url('ironscore')}`);
}

main().catch((err: Error) => {
  console.error(`[postgres] failed to start: ${err.message}`);
  process.exit(1);
});
