/** Seeds a database on its first run only (when the users table is empty). */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { seedDatabase, type SeedOptions } from '../seed';

export type { SeedOptions };

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from users limit 1) t`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/**
 * Seeds when the users table is empty; returns whether it seeded. The seed runs in one transaction,
 * so a first start interrupted half-way leaves an empty database that the next start seeds again.
 *
 * After the commit, VACUUM (ANALYZE): the seed's aggregate UPDATEs leave a dead version of every
 * source, brand, product… row, and the ANALYZE inside the transaction saw the bloated tables, so
 * until autovacuum came by the planner chose sequential scans over the trigram and full-text
 * indexes (Get_SearchText ran at ~80 req/s instead of ~1,000). VACUUM cannot run in a transaction.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction((tx) => seedDatabase(tx as unknown as Db, options).then(() => undefined));
  await db.execute(sql`VACUUM (ANALYZE)`);
  return true;
}
