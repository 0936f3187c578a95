/**
 * A short-lived in-process cache of read-mostly lists that the API never writes (general settings,
 * the static pages' links: they are edited in the database by the site's staff). Clients keep
 * these replies for CACHE_TIME_MS (5 minutes) anyway; the server re-reads them at most once per
 * READ_CACHE_TTL_MS, so a change made in the database shows within a minute.
 *
 * One cache per database handle (tests run several apps side by side, each on its own clone).
 * Concurrent callers share one load; a failed load is not kept. Cached values are shared between
 * replies: treat them as read-only.
 */
import type { Db } from '../../db/client';

export const READ_CACHE_TTL_MS = 60_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

const perDb = new WeakMap<Db, Map<string, Entry>>();

export function cachedRead<T>(db: Db, key: string, load: () => PromiseLike<T>, ttlMs = READ_CACHE_TTL_MS): Promise<T> {
  let entries = perDb.get(db);
  if (!entries) {
    entries = new Map();
    perDb.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // A real promise (Drizzle query builders are thenables that run again on every then).
  const value = Promise.resolve(load());
  const entry: Entry = { value, expires: now + ttlMs };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
