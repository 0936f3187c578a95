/**
 * Every kind of job the API runs and every schedule, listed once (a kind not listed here is not run).
 * Add a kind: define it next to its area with defineJob (src/jobs/queue.ts), list it in JOB_KINDS,
 * and, for recurring work, add a line to jobSchedules.
 *
 * | kind                 | when                                              | attempts |
 * |----------------------|---------------------------------------------------|----------|
 * | badge.check          | a setup or account edit saved (business-owner.ts)       | 3        |
 * | badge.round          | every BADGE_CHECK_INTERVAL_MINUTES (360)          | 1        |
 * | chat.sweep-sessions  | every minute (with a realtime store)              | 1        |
 * | maintenance.sweep    | every hour: ended rate-limit windows, old mail keys | 3      |
 * | mail.notification-retry | a notification mail whose inline send failed (notify.ts) | 5 |
 * | prices.deal-refresh  | every hour: offers' 30-day medians of earlier days (deals.ts) | 3 |
 * | price.feed-import    | a price feed saved or "Import now" (prices.ts)    | 4        |
 * | price.feed-round     | every 5 minutes: feeds due (6 h after the last)   | 1        |
 */
import type { Config } from '../config';
import { badgeCheck, badgeRound } from '../badges/jobs';
import { endRevokedChatSessions } from '../realtime/chat-sessions';
import { sweepLimits } from '../limits/store';
import { notificationMailRetry, sweepMailKeys } from '../mail/notify';
import { dealRefresh } from '../prices/deals';
import { PRICE_FEED_ROUND_MINUTES, priceFeedImport, priceFeedRound } from '../prices/jobs';
import { defineJob, type JobDeps, type JobKind, type JobSchedule } from './queue';

export const chatSweepSessions = defineJob<Record<string, never>>('chat.sweep-sessions', { maxAttempts: 1 }, async (_payload, deps) => {
  const ended = await endRevokedChatSessions(deps.db, deps.chat);
  if (ended) deps.log.info(`chat: ended ${ended} revoked or expired sessions`);
});

export const maintenanceSweep = defineJob<Record<string, never>>('maintenance.sweep', { maxAttempts: 3 }, async (_payload, deps) => {
  await sweepLimits(deps.db);
  await sweepMailKeys(deps.db);
});

export const JOB_KINDS: ReadonlyArray<JobKind<never, JobDeps>> = [badgeCheck, badgeRound, chatSweepSessions, maintenanceSweep, notificationMailRetry, dealRefresh, priceFeedImport, priceFeedRound];

/** The recurring jobs of a deployment. */
export function jobSchedules(config: Pick<Config, 'badgeCheckIntervalMinutes' | 'realtime'>): Array<JobSchedule<JobDeps>> {
  return [
    ...(config.badgeCheckIntervalMinutes > 0 ? [{ kind: badgeRound, everyMinutes: config.badgeCheckIntervalMinutes }] : []),
    ...(config.realtime ? [{ kind: chatSweepSessions, everyMinutes: 1 }] : []),
    { kind: maintenanceSweep, everyMinutes: 60 },
    { kind: dealRefresh, everyMinutes: 60 },
    { kind: priceFeedRound, everyMinutes: PRICE_FEED_ROUND_MINUTES },
  ];
}
