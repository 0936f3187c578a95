/** Seeds a database on its first run only (when the users table is empty). */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import type { SeedScale } from '../config';

export interface SeedOptions {
  uploadsDir: string;
  scale: SeedScale;
}

type SeedFn = (db: Db, options: SeedOptions) => Promise<unknown>;

/** The seed module (server/src/seed), loaded lazily so the server starts without it in production builds. */
export async function loadSeed(): Promise<SeedFn> {
  const specifier = '../seed';
  const mod = (await import(specifier)) as { seedDatabase?: SeedFn };
  if (typeof mod.seedDatabase !== 'function') throw new Error('server/src/seed does not export seedDatabase');
  return mod.seedDatabase;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from users limit 1) t`);
  return Number(result.rows[0]?.n ?? 0) === 0;
}

/** Seeds when the users table is empty; returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const seed = await loadSeed();
  await seed(db, options);
  return true;
}
