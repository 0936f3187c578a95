/**
 * The trust-and-safety thresholds (issue 24) — the ONE place they are defined. Defaults below;
 * each can be overridden by an environment variable (read by loadConfig into config.moderation):
 *
 * | rule                                  | default | environment variable          |
 * |---------------------------------------|---------|-------------------------------|
 * | reports that hide an item             | 3       | REPORT_HOLD_REPORTERS         |
 * | burst: reviews of one item within …   | 5       | REVIEW_BURST_REVIEWS          |
 * | … this many minutes                   | 60      | REVIEW_BURST_MINUTES          |
 * | … from accounts younger than (days)   | 7       | REVIEW_BURST_ACCOUNT_DAYS     |
 *
 * - Reports: a review is hidden pending review once REPORT_HOLD_REPORTERS distinct verified accounts
 *   have open reports on it (moderation/reports.ts).
 * - Review-bombing hold: when a new review makes an item have REVIEW_BURST_REVIEWS reviews within
 *   REVIEW_BURST_MINUTES from accounts younger than REVIEW_BURST_ACCOUNT_DAYS days, or from the
 *   network address of the new review, that review and every later one of the item are held (not
 *   shown, not counted) until a manager approves them; the item stays on hold while it has held
 *   reviews waiting (moderation/bombing.ts).
 */
export interface ModerationRules {
  reportHoldReporters: number;
  burstReviews: number;
  burstMinutes: number;
  burstAccountDays: number;
}

export const MODERATION_DEFAULTS: ModerationRules = {
  reportHoldReporters: 3,
  burstReviews: 5,
  burstMinutes: 60,
  burstAccountDays: 7,
};

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${value}").`);
  return n;
}

/** The rules with the environment's overrides. */
export function moderationRulesFrom(env: Record<string, string | undefined>): ModerationRules {
  return {
    reportHoldReporters: positiveInt(env.REPORT_HOLD_REPORTERS, MODERATION_DEFAULTS.reportHoldReporters, 'REPORT_HOLD_REPORTERS'),
    burstReviews: positiveInt(env.REVIEW_BURST_REVIEWS, MODERATION_DEFAULTS.burstReviews, 'REVIEW_BURST_REVIEWS'),
    burstMinutes: positiveInt(env.REVIEW_BURST_MINUTES, MODERATION_DEFAULTS.burstMinutes, 'REVIEW_BURST_MINUTES'),
    burstAccountDays: positiveInt(env.REVIEW_BURST_ACCOUNT_DAYS, MODERATION_DEFAULTS.burstAccountDays, 'REVIEW_BURST_ACCOUNT_DAYS'),
  };
}
