/** The database handle: Drizzle over a node-postgres pool, typed by the whole schema. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDb(connectionString: string, options: { max?: number } = {}): DbHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (e.g. the server restarting) must not crash the process.
  pool.on('error', (err: Error & { code?: string }) => {
    // 57P01: the server ended the connection (shutdown, DROP DATABASE … WITH (FORCE)).
    if (err.code !== '57P01') console.error('PostgreSQL pool error:', err.message);
  });
  const db = drizzle(pool, { schema }) as Db;
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}

export { schema };
