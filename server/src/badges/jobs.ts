/**
 * The badge checks on the job queue (src/jobs): `badge.check` checks one listing (enqueued right
 * after a setup or account edit is saved, one waiting job per listing), `badge.round` is scheduled
 * every BADGE_CHECK_INTERVAL_MINUTES and enqueues a check of the listings checked longest ago.
 */
import type { Executor } from '../aggregates';
import type { BusinessType } from '../listings/listing';
import { defineJob, enqueueJob } from '../jobs/queue';
import { checkListingBadge, listingsDueForCheck } from './verifier';

/** Listings checked per scheduled round. */
export const BADGE_ROUND_BATCH = 25;

export const badgeCheck = defineJob<{ type: BusinessType; id: number }>('badge.check', { maxAttempts: 3 }, async ({ type, id }, deps) => {
  // A site that does not answer is recorded by the check itself (status kept); a throw here is the
  // database, and the queue tries again.
  await checkListingBadge(deps.db, type, id, deps.policy);
});

/** Queues a check of one listing (at most one waiting per listing). */
export function enqueueBadgeCheck(db: Executor, type: BusinessType, id: number): Promise<void> {
  return enqueueJob(db, badgeCheck, { type, id }, { key: `badge.check:${type}:${id}` });
}

export const badgeRound = defineJob<Record<string, never>>('badge.round', { maxAttempts: 1 }, async (_payload, deps) => {
  for (const listing of await listingsDueForCheck(deps.db, BADGE_ROUND_BATCH)) await enqueueBadgeCheck(deps.db, listing.type, listing.id);
});
