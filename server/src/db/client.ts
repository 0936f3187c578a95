/** The database handle: Drizzle over a node-postgres pool, typed by the whole schema. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { statementLogger } from '../cache/statements';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  max?: number;
  /** Called (rate-limited by the caller if needed) when a connection breaks. */
  onConnectionError?: (err: Error & { code?: string }) => void;
}

/** A lost connection is expected when the server restarts or stops; anything else is reported. */
function defaultConnectionError(err: Error & { code?: string }): void {
  // 57P01: the server ended the connection (shutdown, DROP DATABASE … WITH (FORCE)).
  if (err.code !== '57P01') console.error('PostgreSQL connection error:', err.message);
}

export function createDb(connectionString: string, options: CreateDbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // While the database is down or restarting, a request waits at most this long for a connection.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  const onError = options.onConnectionError ?? defaultConnectionError;
  // An idle client losing its connection (e.g. the server restarting) must not crash the process…
  pool.on('error', onError);
  // …nor one that is checked out between two queries of a transaction (pg emits 'error' on the
  // client then, and an 'error' event without a listener ends the process).
  pool.on('connect', (client) => client.on('error', onError));
  releaseLostClients(pool);
  // Every statement is reported to the answer cache's tracking (cache/statements.ts).
  const db = drizzle(pool, { schema, logger: statementLogger }) as Db;
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}

/**
 * A checked-out client whose connection is lost goes back to the pool (and out of it) at once, and
 * releasing it again later is harmless. Drizzle's transaction() sends BEGIN before its try/finally,
 * so a client whose BEGIN fails (the database just died) is never released: without this, every
 * such transaction keeps one of the pool's connections forever and the API never recovers.
 */
function releaseLostClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  const guarded = async () => {
    const client = await (connect() as Promise<pg.PoolClient>);
    const release = client.release;
    let released = false;
    const onLost = (err: Error) => {
      if (released) return;
      released = true;
      release(err);
    };
    client.once('error', onLost);
    client.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onLost);
      release(err);
    };
    return client;
  };
  // pool.query() uses the callback form and releases its client itself.
  pool.connect = ((cb?: unknown) => (cb ? connect(cb) : guarded())) as typeof pool.connect;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, connection
 * lost, out of connections) rather than a bug: such requests are answered with 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** Whether a query failed on a value PostgreSQL refuses (SQLSTATE class 22: too long, out of range, bad text). */
export function isBadInputForDatabase(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

export { schema };
