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
 *
 * `--replica-port <port>` (EMBEDDED_READ_REPLICA=1): also a streaming standby of it (db/standby.ts,
 * made once in `<data>-replica`, supervised the same way), ready before the ready file is written;
 * the instances get it as DATABASE_READ_URL.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPg } from '../db/embedded';
import { EMBEDDED_REPLICA_SLOT, embeddedReplicaDir, makeStandbyDataDir } from '../db/standby';

function arg(name: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
}

async function main() {
  const embedded = await startEmbeddedPostgres({ dir: arg('data'), port: Number(arg('port')), log: (line) => console.log(`[postgres] ${line}`) });
  let replica: EmbeddedPg | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await replica?.stop().catch((err: Error) => console.error(`[postgres-replica] stopping failed: ${err.message}`));
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
  const replicaPort = process.argv.includes('--replica-port') ? Number(arg('replica-port')) : null;
  if (replicaPort) {
    try {
      const dir = embeddedReplicaDir(arg('data'));
      if (!existsSync(path.join(dir, 'PG_VERSION'))) {
        console.log(`[postgres-replica] making a streaming replica in ${dir}`);
        await rm(dir, { recursive: true, force: true });
        await makeStandbyDataDir({ primaryUrl: embedded.url('postgres'), primaryDir: path.resolve(arg('data')), dir, slot: EMBEDDED_REPLICA_SLOT });
      }
      replica = await startEmbeddedPostgres({ dir, port: replicaPort, log: (line) => console.log(`[postgres-replica] ${line}`) });
      console.log(`[postgres-replica] ready: ${replica.url('ironscore')}`);
    } catch (err) {
      console.error(`[postgres-replica] could not start the read replica: ${(err as Error).message}`);
      await stop(1);
    }
  }
  writeFileSync(path.join(arg('data'), 'ironscore.ready'), `${process.pid}\n`);
  console.log(`[postgres] ready: ${embedded.url('ironscore')}`);
}

main().catch((err: Error) => {
  console.error(`[postgres] failed to start: ${err.message}`);
  process.exit(1);
});
