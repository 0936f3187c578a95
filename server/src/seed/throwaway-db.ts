/**
 * A throwaway PostgreSQL 18 for the seed test and the seed measurement script, migrations applied
 * with drizzle's migrate(). Always call stop().
 *
 * - Standalone (tsx src/seed/measure.ts): starts an embedded PostgreSQL in a temp directory on a
 *   random port 20000–40000 and deletes it on stop().
 * - Under the server's jest run (globalSetup already runs one embedded cluster and exports
 *   IRONSCORE_TEST_PG_BASE): creates fresh, uniquely named databases on that cluster and drops
 *   them on stop() — no second server on the 2-core machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from '../db/schema';
import { startEmbeddedPostgres, type EmbeddedPg } from '../db/embedded';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

export interface ThrowawayDb {
  db: NodePgDatabase<typeof schema>;
  pool: Pool;
  url: string;
  dir: string;
  /** A fresh database in the same server, migrated. */
  createDatabase(name: string): Promise<{ db: NodePgDatabase<typeof schema>; pool: Pool }>;
  stop(): Promise<void>;
}

const SHARED_CLUSTER_ENV = 'IRONSCORE_TEST_PG_BASE';

async function openMigrated(base: string, database: string, pools: Pool[]) {
  const pool = new Pool({ connectionString: `${base}/${database}`, max: 4 });
  pool.on('error', () => {}); // idle clients are terminated when the server stops
  pools.push(pool);
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, pool };
}

async function onSharedCluster(base: string): Promise<ThrowawayDb> {
  const prefix = `seedtest_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Pool({ connectionString: `${base}/postgres`, max: 1 });
  admin.on('error', () => {});
  const pools: Pool[] = [];
  const created: string[] = [];
  const create = async (name: string) => {
    const database = `${prefix}_${name}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
    await admin.query(`CREATE DATABASE "${database}"`);
    created.push(database);
    return openMigrated(base, database, pools);
  };
  const main = await create('main');
  return {
    ...main,
    url: `${base}/${created[0]}`,
    dir: '',
    createDatabase: create,
    async stop() {
      for (const pool of pools) await pool.end().catch(() => {});
      for (const database of created) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

export async function startThrowawayDb(): Promise<ThrowawayDb> {
  const shared = process.env[SHARED_CLUSTER_ENV];
  if (shared) return onSharedCluster(shared.replace(/\/$/, ''));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    let pg: EmbeddedPg;
    try {
      pg = await startEmbeddedPostgres({ dir: dataDir, port, supervise: false });
    } catch (error) {
      lastError = error;
      continue;
    }
    const base = pg.url('').replace(/\/$/, '');
    const pools: Pool[] = [];
    const open = (database: string) => openMigrated(base, database, pools);
    const admin = new Pool({ connectionString: `${base}/postgres`, max: 1 });
    admin.on('error', () => {});
    await admin.query('CREATE DATABASE ironscore');
    const main = await open('ironscore');
    return {
      ...main,
      url: `${base}/ironscore`,
      dir,
      async createDatabase(name: string) {
        await admin.query(`CREATE DATABASE "${name}"`);
        return open(name);
      },
      async stop() {
        for (const pool of pools) await pool.end().catch(() => {});
        await admin.end().catch(() => {});
        await pg.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
