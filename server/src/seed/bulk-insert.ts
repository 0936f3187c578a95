/**
 * Fast multi-row INSERT: one statement per chunk with one array parameter per column,
 * `INSERT INTO t (a, b) SELECT * FROM unnest($1::int[], $2::text[])`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './aggregates';

const CHUNK_ROWS = 5000;

export async function bulkInsert(db: Executor, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const byName = new Map(config.columns.map((c) => [c.name, c]));
  const names = Object.keys(rows[0]);
  const columns = names.map((name) => {
    const column = byName.get(name);
    if (!column) throw new Error(`bulkInsert: ${config.name} has no column ${name}`);
    return column;
  });
  const isJson = columns.map((c) => c.getSQLType() === 'jsonb' || c.getSQLType() === 'json');
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const arrays = names.map((name, k) =>
      chunk.map((row) => {
        if (!(name in row)) throw new Error(`bulkInsert: a ${config.name} row lacks ${name}`);
        const value = row[name];
        if (value === undefined || value === null) return null;
        return isJson[k] ? JSON.stringify(value) : value;
      }),
    );
    const params: SQL[] = arrays.map((values, k) => sql`${sql.param(values)}::${sql.raw(columns[k].getSQLType())}[]`);
    try {
      await db.execute(
        sql`INSERT INTO ${sql.identifier(config.name)} (${sql.join(
          names.map((n) => sql.identifier(n)),
          sql`, `,
        )}) SELECT * FROM unnest(${sql.join(params, sql`, `)})`,
      );
    } catch (error) {
      // keep the message short: the driver error would print every parameter array
      const cause = (error as { cause?: { message?: string; detail?: string } }).cause ?? (error as { message?: string; detail?: string });
      throw new Error(`bulkInsert into ${config.name} (rows ${start}–${start + chunk.length - 1}) failed: ${cause.message ?? 'unknown error'}${cause.detail ? ` (${cause.detail})` : ''}`);
    }
  }
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
