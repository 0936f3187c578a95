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
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction((tx) => seedDatabase(tx as unknown as Db, options).then(() => undefined));
  return true;
}
