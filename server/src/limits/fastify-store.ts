/**
 * The store of @fastify/rate-limit (the global per-address limit of every call) in PostgreSQL:
 * the same counters as every other limit (limits/store.ts, table `rate_limits`, key
 * `address:<ip>`), so RATE_LIMIT_MAX holds in total across API instances, not per instance.
 * The hits of an address that arrive together are counted by one statement (LimitCounter: a
 * burst of calls from one address is one upsert per batch, not one each queued on the same row).
 * A database error lets the call through (the call itself then answers the database's 503)
 * rather than refusing everyone.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../aggregates';
import { LimitCounter } from './store';

export function postgresRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  const counter = new LimitCounter(db);
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      counter.hit(`address:${key}`, max, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.retryAfterMs }),
        (err: Error) => callback(err),
      );
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
}
