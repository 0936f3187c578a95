/**
 * Named prepared statements of the hot public reads (Get_Source, Get_BrandProduct, review pages,
 * source/brand list pages): PostgreSQL parses (and, once it settles on a generic plan, plans) them
 * once per connection instead of on every call, and Drizzle builds the SQL once per process.
 * One set per database handle (tests run several apps side by side).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { recordStatement } from '../cache/statements';

const perDb = new WeakMap<Db, Map<string, unknown>>();

/** The prepared statement `name` of this database, built on first use. */
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let statements = perDb.get(db);
  if (!statements) {
    statements = new Map();
    perDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * Runs a raw SQL query as the named prepared statement `name`. The statement text must depend on
 * nothing but the name (put every value in a parameter), since PostgreSQL keeps one statement per
 * name on each connection.
 */
export async function namedQuery<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Not through Drizzle: reported to the answer cache's tracking here (cache/statements.ts).
  recordStatement(text);
  const result = await db.$client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
