/**
 * Fixed-window counters in PostgreSQL (table `rate_limits`), shared by every API instance: a hit
 * is counted and checked by ONE statement (insert … on conflict do update … returning), so two
 * instances — or two requests of one instance — can never both take the last place of a window.
 *
 *   const { allowed, retryAfterMs } = await hitLimit(db, `write:posts:${userId}`, 30, 3_600_000);
 *
 * A window starts at a key's first hit and lasts `windowMs`; the first hit after it starts a new
 * one. Rows whose window ended an hour ago are deleted by a scheduled job (sweepLimits).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../aggregates';

export interface LimitHit {
  /** The hit is within `max` for the current window. */
  allowed: boolean;
  /** Hits of the window so far, this one included (a refused key stops counting at max + 1). */
  hits: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

/** Ceiling of the stored count (a key counted without a maximum: the address throttle). */
const COUNT_CEILING = 1_000_000_000;
/** Deletes the windows that ended an hour ago (the scheduled job `maintenance.sweep`, jobs/kinds.ts). */
export async function sweepLimits(db: Executor): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where window_end < clock_timestamp() - interval '1 hour'`);
  return result.rowCount ?? 0;
}

type Row = { hits: number | string; retry_ms: number | string };

const toHit = (row: Row, max: number): LimitHit => ({
  allowed: Number(row.hits) <= max,
  hits: Number(row.hits),
  retryAfterMs: Math.max(0, Math.ceil(Number(row.retry_ms))),
});

/**
 * Counts one hit of `key` and tells whether it is within `max` hits per window of `windowMs`.
 * A refused hit leaves the count at max + 1 (refusals do not lengthen anything).
 */
export async function hitLimit(db: Executor, key: string, max: number, windowMs: number): Promise<LimitHit> {
  const ceiling = Math.min(COUNT_CEILING, Math.max(0, Math.floor(max)) + 1);
  const result = await db.execute(sql`
    insert into rate_limits as r (limit_key, hits, window_end)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (limit_key) do update set
      hits = case when r.window_end <= clock_timestamp() then 1 else least(r.hits + 1, ${ceiling}) end,
      window_end = case when r.window_end <= clock_timestamp() then excluded.window_end else r.window_end end
    returning hits, extract(epoch from (window_end - clock_timestamp())) * 1000 as retry_ms`);
  return toHit(result.rows[0] as Row, max);
}

/** Hits of `key` in its current window (0 when none) and the time until it ends. */
export async function peekLimit(db: Executor, key: string): Promise<{ hits: number; retryAfterMs: number }> {
  const result = await db.execute(sql`
    select hits, extract(epoch from (window_end - clock_timestamp())) * 1000 as retry_ms
    from rate_limits where limit_key = ${key} and window_end > clock_timestamp()`);
  const row = result.rows[0] as Row | undefined;
  return row ? { hits: Number(row.hits), retryAfterMs: Math.max(0, Math.ceil(Number(row.retry_ms))) } : { hits: 0, retryAfterMs: 0 };
}

/** Starts (or restarts) a window of `windowMs` for `key` that is already over any maximum below `hits`. */
export async function setLimit(db: Executor, key: string, hits: number, windowMs: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits as r (limit_key, hits, window_end)
    values (${key}, ${hits}, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (limit_key) do update set hits = excluded.hits, window_end = excluded.window_end`);
}

/** Forgets the given keys. */
export async function resetLimits(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`delete from rate_limits where limit_key = any(${sql.param([...keys])}::varchar[])`);
}
