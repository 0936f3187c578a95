/**
 * How a write keeps the aggregate columns exact under concurrency, with the formulas of
 * formulas.ts (the same ones the seed runs):
 *
 *   await db.transaction((tx) =>
 *     withAggregates(tx, { sourceReviews: [sourceId], users: [userId] }, async () => {
 *       await tx.insert(reviews).values(...);   // the write itself
 *     }),
 *   );
 *
 * 1. Locks the rows whose aggregates change (FOR NO KEY UPDATE, in one global order: tables as
 *    listed in LOCK_ORDER, ids ascending), BEFORE the write. Writers of the same row queue here;
 *    writers of different rows never wait on each other, and the fixed order cannot deadlock.
 *    (NO KEY UPDATE does not conflict with the key-share locks that foreign keys of concurrent
 *    inserts take.)
 * 2. Runs the write.
 * 3. Recomputes the touched groups for those ids from the rows. The lock was taken before this
 *    statement's snapshot, so every earlier writer of the row has committed and is counted.
 *
 * Page views are the one exception (formulas.ts, "views"): Set_PageViews adds 1 in the
 * transaction that inserts the view row.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/executor';
import { groupTarget, refreshAggregates, type AggregateGroup } from './formulas';

export type Touched = Partial<Record<AggregateGroup, readonly number[]>>;

/** Tables in the order their rows are locked. */
const LOCK_ORDER = [
  'sources',
  'brands',
  'products',
  'product_categories',
  'promos',
  'news',
  'communities',
  'community_posts',
  'reviews',
  'users',
] as const;

/** Refresh order: counters that others sum come first. */
const REFRESH_ORDER: readonly AggregateGroup[] = [
  'reviewCounters',
  'postCounters',
  'sourceReviews',
  'sourceFavourites',
  'brandReviews',
  'brandFavourites',
  'brandProducts',
  'productReviews',
  'productPrices',
  'categoryProducts',
  'communityCounters',
  'users',
];

/** Locks the rows of `touched` (see the module comment). */
export async function lockAggregateRows(tx: Tx, touched: Touched): Promise<void> {
  const byTable = new Map<string, { key: string; ids: Set<number> }>();
  for (const [group, ids] of Object.entries(touched) as [AggregateGroup, readonly number[]][]) {
    if (!ids?.length) continue;
    const { table, key } = groupTarget(group);
    const entry = byTable.get(table) ?? { key, ids: new Set<number>() };
    for (const id of ids) entry.ids.add(id);
    byTable.set(table, entry);
  }
  for (const table of LOCK_ORDER) {
    const entry = byTable.get(table);
    if (!entry) continue;
    const ids = [...entry.ids].sort((a, b) => a - b);
    await tx.execute(sql`
      SELECT 1 FROM ${sql.raw(table)} WHERE ${sql.raw(entry.key)} = ANY(${sql.param(ids)}::int[])
      ORDER BY ${sql.raw(entry.key)} FOR NO KEY UPDATE`);
    byTable.delete(table);
  }
  if (byTable.size) throw new Error(`No lock order for ${[...byTable.keys()].join(', ')}`);
}

/** Recomputes the groups of `touched` for their ids (call after the write, rows locked). */
export async function refreshTouched(tx: Tx, touched: Touched): Promise<void> {
  for (const group of REFRESH_ORDER) {
    const ids = touched[group];
    if (ids?.length) await refreshAggregates(tx, group, [...new Set(ids)]);
  }
}

/** Lock, write, refresh: the one way a write changes aggregate columns. */
export async function withAggregates<T>(tx: Tx, touched: Touched, write: () => Promise<T>): Promise<T> {
  await lockAggregateRows(tx, touched);
  const result = await write();
  await refreshTouched(tx, touched);
  return result;
}
