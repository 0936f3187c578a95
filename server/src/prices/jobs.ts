/**
 * Price feeds on the job queue (src/jobs): `price.feed-import` imports one source's feed (queued
 * when the owner saves the feed or asks "Import now", one waiting job per source); a fetch that
 * fails (network, timeout, 5xx) throws and is retried with the queue's backoff, up to
 * PRICE_FEED.retries more times — also after a restart, the job lives in PostgreSQL.
 * `price.feed-round` runs every PRICE_FEED_ROUND_MINUTES and queues the feeds whose next import is
 * due (every PRICE_FEED.intervalMinutes after the last one).
 */
import { PRICE_FEED } from '@ironscore/contract';
import type { Executor } from '../aggregates';
import { defineJob, enqueueJob } from '../jobs/queue';
import { dueFeeds, importFeed } from './feed-service';

/** How often the round looks for due feeds. */
export const PRICE_FEED_ROUND_MINUTES = 5;

export const priceFeedImport = defineJob<{ source_id: number }>('price.feed-import', { maxAttempts: PRICE_FEED.retries + 1 }, async ({ source_id }, deps) => {
  await importFeed({ db: deps.db, mailer: deps.mailer, siteUrl: deps.siteUrl, policy: deps.policy, log: { error: (obj, msg) => deps.log.error(`${msg ?? 'price feed'}: ${String((obj as { err?: Error })?.err?.message ?? '')}`) } }, source_id);
});

/** Queues an import of one source's feed now (at most one waiting per source). */
export function enqueueFeedImport(db: Executor, sourceId: number): Promise<void> {
  return enqueueJob(db, priceFeedImport, { source_id: sourceId }, { key: `price.feed-import:${sourceId}` });
}

export const priceFeedRound = defineJob<Record<string, never>>('price.feed-round', { maxAttempts: 1 }, async (_payload, deps) => {
  for (const sourceId of await dueFeeds(deps.db)) await enqueueFeedImport(deps.db, sourceId);
});
