/**
 * Seeds an empty, migrated database with a deterministic, realistic site and writes the seed
 * images into uploadsDir (`${uploadsDir}/<folder>/<file>`, folders of UPLOAD_FOLDERS; the DB
 * stores only file names).
 *
 *   await seedDatabase(db, { uploadsDir, scale: 'full' });   // first run of `npm start`
 *   await seedDatabase(db, { uploadsDir, scale: 'test' });   // server tests (small, fast)
 *
 * Fixed accounts for tests and demos are in ./fixed-accounts (demo/demo1234, newbie/newbie1234,
 * sourceowner/source1234, brandowner/brand1234, manager/manager1234). The whole seed runs in
 * one transaction; aggregates are computed in SQL afterwards (src/aggregates, the formulas the
 * runtime uses too), so they agree with the rows. Throws if the users table is not empty.
 */
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import { UPLOAD_FOLDERS } from '@ironscore/contract';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { recomputeAllAggregates } from '../aggregates';
import { seedPendingSetups } from '../listings/submissions';
import { bulkInsert, resetIdentitySequences } from './bulk-insert';
import { refreshOfferDeals } from '../prices/deals';
import { FIXED_ACCOUNTS, GENERATED_USER_PASSWORD } from './fixed-accounts';
import { GENERATED_PASSWORD_MARKER, generateSeedData, PASSWORD_PLACEHOLDER, seedNow, TABLE_ORDER, type SeedScale } from './generate';
import { generateSeedImages } from './images';

export * from './fixed-accounts';
export { generateSeedData, seedNow, SCALES, type SeedData, type SeedScale } from './generate';

export interface SeedOptions {
  uploadsDir: string;
  scale: SeedScale;
  /** Reference time of the generated data (default: start of the current UTC day). */
  now?: Date;
  /** Progress/timing lines (default: silent). */
  log?: (line: string) => void;
  /** Skip writing image files (the rows still reference them). */
  skipImages?: boolean;
  /** Log per-table insert and per-step aggregate timings. */
  verbose?: boolean;
}

export interface SeedReport {
  ms: number;
  rows: Record<string, number>;
  imagesWritten: number;
  timings: Record<string, number>;
}

/**
 * Drops the indexes of `tableNames` that no constraint owns (primary keys and unique constraints
 * stay) and returns their definitions to run again once the rows are in.
 */
async function dropSecondaryIndexes(db: NodePgDatabase<typeof schema>, tableNames: readonly string[]): Promise<string[]> {
  const result = await db.execute<{ name: string; definition: string }>(sql`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ANY(${sql.param([...tableNames])}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = to_regnamespace(i.schemaname))
    ORDER BY i.tablename, i.indexname`);
  for (const row of result.rows) await db.execute(sql`DROP INDEX ${sql.identifier(row.name)}`);
  return result.rows.map((row) => row.definition);
}

export async function seedDatabase(db: NodePgDatabase<typeof schema>, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  let mark = t0;
  const lap = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - mark);
    mark = t;
  };

  const existing = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  if (Number(existing.rows[0]?.n ?? 0) > 0) throw new Error('seedDatabase: the database already has users; seed only an empty, migrated database');

  const data = generateSeedData(options.scale, options.now ?? seedNow());
  lap('generate');

  const passwords = [...FIXED_ACCOUNTS.map((a) => a.password), GENERATED_USER_PASSWORD];
  const [hashes, imagesWritten] = await Promise.all([
    Promise.all(passwords.map((p) => hash(p))),
    options.skipImages ? Promise.resolve(0) : generateSeedImages(options.uploadsDir, options.scale, UPLOAD_FOLDERS),
  ]);
  const hashOf = new Map<string, string>(passwords.map((p, i) => [PASSWORD_PLACEHOLDER(p), hashes[i]]));
  hashOf.set(GENERATED_PASSWORD_MARKER, hashes[hashes.length - 1]);
  for (const user of data.users) {
    const placeholder = user.user_password_hash as string | null;
    if (placeholder !== null) {
      const h = hashOf.get(placeholder);
      if (!h) throw new Error(`seedDatabase: no hash for ${placeholder}`);
      user.user_password_hash = h;
    }
  }
  lap('hash+images');

  const tables = schema as unknown as Record<string, PgTable>;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    // The generated rows are referentially consistent by construction (the 'test' scale, which the
    // tests run, keeps every foreign-key check). For the large scale, a superuser skips the per-row
    // FK triggers, which are most of the insert time.
    if (options.scale === 'full') {
      const su = await tx.execute<{ su: boolean }>(sql`SELECT rolsuper AS su FROM pg_roles WHERE rolname = current_user`);
      if (su.rows[0]?.su) await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    }
    // For the large scale, the secondary indexes are built once after the rows are in instead of
    // being updated row by row (about half the insert time of the community tables).
    const deferred = options.scale === 'full' ? await dropSecondaryIndexes(tx, TABLE_ORDER.map((name) => getTableConfig(tables[name]).name)) : [];
    for (const name of TABLE_ORDER) {
      const t = performance.now();
      await bulkInsert(tx, tables[name], data[name]);
      if (options.verbose) log(`  insert ${name}: ${data[name].length} rows, ${Math.round(performance.now() - t)} ms`);
    }
    await tx.execute(sql`SET LOCAL session_replication_role = DEFAULT`);
    lap('insert');
    if (deferred.length) {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const definition of deferred) await tx.execute(sql.raw(definition));
      lap('indexes');
    }
    await resetIdentitySequences(
      tx,
      TABLE_ORDER.map((name) => tables[name]),
    );
    await recomputeAllAggregates(tx, options.verbose ? log : undefined);
    lap('aggregates');
    // Listings that finished their setup and await review have it as a pending submission.
    await seedPendingSetups(tx);
    // the offers' 30-day medians and deal percentages from the generated price history
    await refreshOfferDeals(tx, { all: true });
    lap('deals');
  });
  // planner statistics for the freshly filled tables (not the whole catalog)
  await db.execute(sql`ANALYZE ${sql.join(
    TABLE_ORDER.map((name) => sql.identifier(getTableConfig(tables[name]).name)),
    sql`, `,
  )}`);
  lap('analyze');

  const rows = Object.fromEntries(TABLE_ORDER.map((name) => [name, data[name].length]));
  const ms = Math.round(performance.now() - t0);
  log(`seed ${options.scale}: ${ms} ms (${Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', ')}), ${imagesWritten} images written`);
  return { ms, rows, imagesWritten, timings };
}
