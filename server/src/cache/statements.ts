/**
 * What a request's statements read and whether they wrote, for the answer cache (api-cache.ts).
 *
 * Every statement Drizzle runs is reported through Drizzle's logger (`statementLogger`, installed
 * by db/client.ts createDb on every database handle, the read replica's included); the few
 * statements sent on the pool directly (db/prepared.ts namedQuery) call `recordStatement`
 * themselves. The pg pool itself is left as it is.
 *
 * - Writes: every statement that may write (or lock) moves a process-wide counter; a request that
 *   is not tracked syncs when the counter moved while it ran (read-your-writes without a context;
 *   a concurrent writer only costs it one extra sync).
 * - Tracking: `trackStatements` runs a cache miss in an AsyncLocalStorage context; the statements
 *   it runs are collected by text (the cache asks PostgreSQL which tables each reads, plan-tables.ts)
 *   and mark it as having written.
 *   On Node 20 an enabled AsyncLocalStorage installs a promise hook that slows every promise of the
 *   process (≈30–50 % fewer req/s on uncached calls, measured), so it is enabled only while a
 *   tracked read is in flight — cache misses of listed calls and session checks — and disabled when
 *   the last one ends.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** What one tracked piece of work touched. */
export interface Touched {
  /** The texts of the statements that read (writes and transaction control aside). */
  statements: Set<string>;
  /** The tables those statements read, from their plans (filled by the cache, api-cache.ts). */
  tables: Set<string>;
  /** A statement that may write (or lock) ran: the answer is not stored and the request syncs. */
  wrote: boolean;
  /** A statement PostgreSQL could not plan ran: what it read is unknown, the answer is not stored. */
  unresolved: boolean;
}

/** The cache's sync marker: it writes nothing. */
export const SYNC_SQL = 'select pg_notify($1, $2)';

// Conservative: a read that merely names one of these words is treated as a write (not stored).
const WRITE = /\b(insert|update|delete|truncate|merge|share|pg_notify|nextval|setval|create|alter|drop|lock|copy|vacuum|analyze|refresh)\b/i;
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set\s+(?:local\s+)?(?:transaction|statement_timeout|lock_timeout))\b/i;

type Verdict = 'read' | 'write' | 'control';

const tracking = new AsyncLocalStorage<Touched>();
let trackedInFlight = 0;
let writeStatements = 0;
const verdicts = new Map<string, Verdict>();

/** Statements that may write, counted for the whole process. */
export const writesSoFar = (): number => writeStatements;

/** Whether a statement reads, may write or controls the transaction (memoized per statement text). */
function verdictOf(text: string): Verdict {
  if (text === SYNC_SQL) return 'control';
  let verdict = verdicts.get(text);
  if (verdict === undefined) {
    verdict = CONTROL.test(text) ? 'control' : WRITE.test(text) ? 'write' : 'read';
    if (verdicts.size > 5_000) verdicts.clear();
    verdicts.set(text, verdict);
  }
  return verdict;
}

/** Reports one statement about to run (in the caller's async context; unknown text counts as a write). */
export function recordStatement(text: string | undefined): void {
  const verdict = text ? verdictOf(text) : 'write';
  if (verdict === 'write') writeStatements++;
  if (trackedInFlight === 0) return;
  const current = tracking.getStore();
  if (!current) return;
  if (verdict === 'write') current.wrote = true;
  else if (verdict === 'read') current.statements.add(text!);
}

/** Drizzle's logger hook: every statement of a database handle is reported before it runs. */
export const statementLogger: Logger = {
  logQuery: (query) => recordStatement(query),
};

/** Runs `work` while recording the statements it runs into `touched`. */
export async function trackStatements<T>(touched: Touched, work: () => Promise<T>): Promise<T> {
  trackedInFlight++;
  try {
    // awaited inside the context: a lazy thenable (a Drizzle query) runs its statement there too
    return await tracking.run(touched, async () => await work());
  } finally {
    if (--trackedInFlight === 0) tracking.disable();
  }
}
