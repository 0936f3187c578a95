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
 *   it runs add the tables they name (the cache's `classify`) and mark it as having written.
 *   On Node 20 an enabled AsyncLocalStorage installs a promise hook that slows every promise of the
 *   process (≈30–50 % fewer req/s on uncached calls, measured), so it is enabled only while a
 *   tracked read is in flight — cache misses of listed calls and session checks — and disabled when
 *   the last one ends.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

/** What one tracked piece of work touched. */
export interface Touched {
  tables: Set<string>;
  /** A statement that may write (or lock) ran: the answer is not stored and the request syncs. */
  wrote: boolean;
}

interface Tracked {
  touched: Touched;
  /** The tables a statement names (memoized by the cache). */
  classify: (text: string) => string[];
}

/** The cache's sync marker: it writes nothing. */
export const SYNC_SQL = 'select pg_notify($1, $2)';

// Conservative: a read that merely names one of these words is treated as a write (not stored).
const WRITE = /\b(insert|update|delete|truncate|merge|share|pg_notify|nextval|setval|create|alter|drop|lock|copy|vacuum|analyze|refresh)\b/i;
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|set\s+(?:local\s+)?(?:transaction|statement_timeout|lock_timeout))\b/i;

const tracking = new AsyncLocalStorage<Tracked>();
let trackedInFlight = 0;
let writeStatements = 0;
const writeVerdicts = new Map<string, boolean>();

/** Statements that may write, counted for the whole process. */
export const writesSoFar = (): number => writeStatements;

/** Whether a statement may write (memoized per statement text; unknown text counts as a write). */
function mayWrite(text: string): boolean {
  if (text === SYNC_SQL) return false;
  let verdict = writeVerdicts.get(text);
  if (verdict === undefined) {
    verdict = !CONTROL.test(text) && WRITE.test(text);
    if (writeVerdicts.size > 5_000) writeVerdicts.clear();
    writeVerdicts.set(text, verdict);
  }
  return verdict;
}

/** Reports one statement about to run (in the caller's async context). */
export function recordStatement(text: string | undefined): void {
  const wrote = text ? mayWrite(text) : true;
  if (wrote) writeStatements++;
  if (trackedInFlight === 0) return;
  const current = tracking.getStore();
  if (!current) return;
  if (!text) {
    current.touched.wrote = true; // a statement we cannot read: assume the worst
    return;
  }
  for (const table of current.classify(text)) current.touched.tables.add(table);
  if (wrote) current.touched.wrote = true;
}

/** Drizzle's logger hook: every statement of a database handle is reported before it runs. */
export const statementLogger: Logger = {
  logQuery: (query) => recordStatement(query),
};

/** Runs `work` while recording what its statements touch into `tracked.touched`. */
export async function trackStatements<T>(tracked: Tracked, work: () => Promise<T>): Promise<T> {
  trackedInFlight++;
  try {
    // awaited inside the context: a lazy thenable (a Drizzle query) runs its statement there too
    return await tracking.run(tracked, async () => await work());
  } finally {
    if (--trackedInFlight === 0) tracking.disable();
  }
}
