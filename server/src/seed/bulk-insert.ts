/**
 * Fast multi-row INSERT: one statement per chunk whose rows travel as one JSON text parameter,
 * `INSERT INTO t (a, b) SELECT a, b FROM json_populate_recordset(NULL::t, $1)`. JSON.stringify
 * of the row objects is native; node-postgres' array parameters (one per column) spent most of
 * the full seed's Node time escaping elements.
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../aggregates';

const CHUNK_ROWS = 5000;

export async function bulkInsert(db: Executor, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const known = new Set(config.columns.map((c) => c.name));
  const names = Object.keys(rows[0]);
  for (const name of names) if (!known.has(name)) throw new Error(`bulkInsert: ${config.name} has no column ${name}`);
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const fail = (start: number, length: number) => (error: unknown) => {
    // keep the message short: the driver error would print the parameter
    const cause = (error as { cause?: { message?: string; detail?: string } }).cause ?? (error as { message?: string; detail?: string });
    throw new Error(`bulkInsert into ${config.name} (rows ${start}–${start + length - 1}) failed: ${cause.message ?? 'unknown error'}${cause.detail ? ` (${cause.detail})` : ''}`);
  };
  // One statement in flight while the next chunk is serialised (Node and PostgreSQL overlap).
  let inFlight: Promise<unknown> | null = null;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    for (const row of chunk) {
      for (const name of names) if (!(name in row)) throw new Error(`bulkInsert: a ${config.name} row lacks ${name}`);
    }
    const json = JSON.stringify(chunk);
    if (inFlight) await inFlight;
    inFlight = Promise.resolve(
      db.execute(sql`INSERT INTO ${sql.identifier(config.name)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(config.name)}, ${json}::json)`),
    ).catch(fail(start, chunk.length));
  }
  await inFlight;
}

/** Moves the identity sequence of each table past the explicit ids the seed inserted. */
export async function resetIdentitySequences(db: Executor, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const config = getTableConfig(table);
    const identity = config.columns.find((c) => c.primary && c.generatedIdentity);
    if (!identity) continue;
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${config.name}"`}, ${identity.name}), coalesce((SELECT max(${sql.identifier(identity.name)}) FROM ${sql.identifier(config.name)}), 0) + 1, false)`,
    );
  }
}
