/**
 * Fixed-window counters in PostgreSQL (table `rate_limits`), shared by every API instance: a hit
 * is counted and checked by ONE statement (insert … on conflict do update … returning), so two
 * instances — or two requests of one instance — can never both take the last place of a window.
 *
 *   const { allowed, retryAfterMs } = await hitLimit(db, `write:posts:${userId}`, 30, 3_600_000);
 *
 * Hits that arrive together for one key can be counted by one statement (hitLimitMany, and
 * LimitCounter which batches them: the per-address limit of every call).
 *
 * A window starts at a key's first hit and lasts `windowMs`; the first hit after it starts a new
 * one. Rows whose window ended an hour ago are deleted by a scheduled job (sweepLimits).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../aggregates';
import type { Db } from '../db/client';
import { namedQuery } from '../db/prepared';

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
  return (await hitLimitMany(db, key, 1, max, windowMs))[0]!;
}

/**
 * Counts `n` hits of `key` in ONE statement, as if they came one after the other: the i-th hit
 * (0-based) is the window's hit number before + i + 1, where `before` is the count the statement
 * found (0 when the window had ended or the key is new). The count is added atomically, so hits
 * counted this way by several instances at once still never share a place of the window.
 * (RETURNING old.…: PostgreSQL 18.)
 */
export async function hitLimitMany(db: Executor, key: string, n: number, max: number, windowMs: number): Promise<LimitHit[]> {
  const ceiling = Math.min(COUNT_CEILING, Math.max(0, Math.floor(max)) + 1);
  const query = sql`
    insert into rate_limits as r (limit_key, hits, window_end)
    values (${key}, least(${n}::int, ${ceiling}::int), clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (limit_key) do update set
      hits = case when r.window_end <= clock_timestamp() then excluded.hits else least(r.hits + ${n}::int, ${ceiling}::int) end,
      window_end = case when r.window_end <= clock_timestamp() then excluded.window_end else r.window_end end
    returning case when old.window_end = new.window_end then old.hits else 0 end as before,
      extract(epoch from (new.window_end - clock_timestamp())) * 1000 as retry_ms`;
  // On the pool (every caller but a transaction) the statement is a named prepared one: it runs
  // before every call (the per-address limit), and PostgreSQL would otherwise parse and plan it
  // each time. Inside a transaction it runs on the transaction's connection as it is.
  type BatchRow = { before: number | string; retry_ms: number | string };
  const [row] = '$client' in db ? await namedQuery<BatchRow>(db as Db, 'limits_hit_many', query) : ((await db.execute(query)).rows as BatchRow[]);
  const before = Number(row!.before);
  return Array.from({ length: n }, (_, i) => toHit({ hits: Math.min(before + i + 1, ceiling), retry_ms: row!.retry_ms }, max));
}

/**
 * hitLimit for a key that many requests hit at once (the per-address limit of every call,
 * limits/fastify-store.ts): while a key's statement is running, the hits that arrive for it wait
 * and are then counted together by one hitLimitMany, each learning its own place in the window.
 * The first hit of a quiet key goes out at once (no timer), so this adds no delay; under load it
 * turns one upsert of the same row per call — every one queued on that row's lock and its commit —
 * into one per batch. Exact like hitLimit, across instances too.
 */
export class LimitCounter {
  private readonly waiting = new Map<string, { key: string; max: number; windowMs: number; hits: ((hit: LimitHit | Error) => void)[] }>();
  private readonly running = new Set<string>();

  constructor(private readonly db: Executor) {}

  hit(key: string, max: number, windowMs: number): Promise<LimitHit> {
    const group = `${windowMs}:${max}:${key}`;
    return new Promise<LimitHit>((resolve, reject) => {
      let batch = this.waiting.get(group);
      if (!batch) {
        batch = { key, max, windowMs, hits: [] };
        this.waiting.set(group, batch);
      }
      batch.hits.push((hit) => (hit instanceof Error ? reject(hit) : resolve(hit)));
      if (!this.running.has(group)) this.flush(group);
    });
  }

  private flush(group: string): void {
    const batch = this.waiting.get(group);
    if (!batch) return;
    this.waiting.delete(group);
    this.running.add(group);
    hitLimitMany(this.db, batch.key, batch.hits.length, batch.max, batch.windowMs)
      .then(
        (hits) => batch.hits.forEach((settle, i) => settle(hits[i]!)),
        (err: unknown) => batch.hits.forEach((settle) => settle(err instanceof Error ? err : new Error(String(err)))),
      )
      .finally(() => {
        this.running.delete(group);
        this.flush(group);
      });
  }
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
