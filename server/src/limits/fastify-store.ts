/**
 * The store of @fastify/rate-limit (the global per-address limit of every call) in PostgreSQL:
 * the same counters as every other limit (limits/store.ts, table `rate_limits`, key
 * `address:<ip>`), so RATE_LIMIT_MAX holds in total across API instances, not per instance.
 * One statement per call; a database error lets the call through (the call itself then answers
 * the database's 503) rather than refusing everyone.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Executor } from '../aggregates';
import { hitLimit } from './store';

export function postgresRateLimitStore(db: Executor): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      hitLimit(db, `address:${key}`, max, timeWindow).then(
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
