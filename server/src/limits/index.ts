/**
 * Per-account limits of the writes that spam or farm karma (issue 22 item 7), declared ONCE here
 * and applied by the dispatcher (src/http/dispatch.ts) to every call listed in CALL_WRITE_KIND,
 * before the handler runs: a call over its kind's limit is refused with the envelope
 * (HTTP 429, `status: false`, MSG.request.writeLimited, a `retry-after` header) and changes nothing.
 *
 * The counters live in PostgreSQL (limits/store.ts, table `rate_limits`), keyed
 * `write:<kind>:<user_id>`, so the limits hold across API instances. Every attempt that passes
 * the payload rules counts (a toggle off counts like a toggle on). The global per-address limit
 * (@fastify/rate-limit) still applies on top; the sign-in throttles are in src/auth/throttle.ts.
 *
 * Chat messages are written by the browser straight to the realtime store, not through a call:
 * the `messages` kind limits the thread call the API handles (Set_UserNewMessage); the per-message
 * limit belongs to the realtime rules (README "Abuse limits").
 *
 * The maxima are generous for a person (the e2e suites and the seed never come near them) and
 * can be changed per deployment or test with WRITE_LIMITS (config.ts), e.g. `posts=5,follows=10`.
 */
import { MSG, type CallName } from '@ironscore/contract';
import type { Executor } from '../aggregates';
import { hitLimit } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface WriteLimit {
  /** Writes allowed per window. */
  max: number;
  windowMs: number;
}

/** kind → the limit per account (max per window) and the words of its refusal. */
export const WRITE_LIMITS = {
  reviews: { max: 20, windowMs: HOUR, what: 'reviews', per: 'hour' },
  comments: { max: 60, windowMs: HOUR, what: 'comments', per: 'hour' },
  posts: { max: 30, windowMs: HOUR, what: 'community posts', per: 'hour' },
  messages: { max: 60, windowMs: HOUR, what: 'new conversations', per: 'hour' },
  follows: { max: 60, windowMs: HOUR, what: 'follows and unfollows', per: 'hour' },
  votes: { max: 120, windowMs: HOUR, what: 'votes and likes', per: 'hour' },
  favourites: { max: 60, windowMs: HOUR, what: 'favourite changes', per: 'hour' },
  joins: { max: 30, windowMs: HOUR, what: 'community joins and leaves', per: 'hour' },
  communities: { max: 10, windowMs: 24 * HOUR, what: 'new communities', per: 'day' },
  reports: { max: 30, windowMs: HOUR, what: 'reports', per: 'hour' },
} as const satisfies Record<string, WriteLimit & { what: string; per: string }>;

export type WriteKind = keyof typeof WRITE_LIMITS;
export const WRITE_KINDS = Object.keys(WRITE_LIMITS) as WriteKind[];

/** The limits in force (config.writeLimits): the table above with WRITE_LIMITS overrides. */
export type WriteLimits = Record<WriteKind, WriteLimit>;

/** Which calls count against which kind (a call not listed here has no per-account limit). */
export const CALL_WRITE_KIND: Partial<Record<CallName, WriteKind>> = {
  Set_SourceNewReview: 'reviews',
  Set_BrandNewReview: 'reviews',
  Set_BrandProductNewReview: 'reviews',
  Set_SourceNewComment: 'comments',
  Set_BrandNewComment: 'comments',
  Set_BrandProductNewComment: 'comments',
  Set_NewCommunityComment: 'comments',
  Set_NewCommunityPost: 'posts',
  Set_UserNewMessage: 'messages',
  Set_FollowUnFollowUser: 'follows',
  Set_SourceReviewUseful: 'votes',
  Set_BrandReviewUseful: 'votes',
  Set_BrandProductReviewUseful: 'votes',
  Set_CommunityPostLike: 'votes',
  Set_CommunityPollAnswer: 'votes',
  Set_UserFavoriteList: 'favourites',
  Set_CommunityJoinOrLeave: 'joins',
  Set_CommunityCreateCommunity: 'communities',
  Set_SourceReviewReport: 'reports',
  Set_BrandReviewReport: 'reports',
  Set_BrandProductReviewReport: 'reports',
  Set_SourceReviewCommentReport: 'reports',
  Set_BrandReviewCommentReport: 'reports',
  Set_BrandProductReviewCommentReport: 'reports',
  Set_CommunityPostReason: 'reports',
};

export const defaultWriteLimits = (): WriteLimits =>
  Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { max: WRITE_LIMITS[kind].max, windowMs: WRITE_LIMITS[kind].windowMs }])) as WriteLimits;

/**
 * Parses WRITE_LIMITS: comma-separated `kind=max` or `kind=max/seconds` overrides of the table,
 * e.g. `posts=5,follows=100/60`. Throws on an unknown kind or a bad number.
 */
export function parseWriteLimits(text: string | undefined): WriteLimits {
  const limits = defaultWriteLimits();
  for (const part of (text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = /^([a-z]+)=(\d+)(?:\/(\d+))?$/.exec(part);
    const kind = match?.[1] as WriteKind | undefined;
    if (!match || !kind || !(kind in WRITE_LIMITS)) {
      throw new Error(`WRITE_LIMITS: "${part}" is not kind=max or kind=max/seconds (kinds: ${WRITE_KINDS.join(', ')})`);
    }
    const seconds = match[3] ? Number(match[3]) : 0;
    if (match[3] && seconds < 1) throw new Error(`WRITE_LIMITS: the window of "${part}" must be at least 1 second`);
    limits[kind] = { max: Number(match[2]), windowMs: seconds ? seconds * 1000 : limits[kind].windowMs };
  }
  return limits;
}

function windowWords(kind: WriteKind, windowMs: number): string {
  if (windowMs === WRITE_LIMITS[kind].windowMs) return WRITE_LIMITS[kind].per;
  const minutes = windowMs / MINUTE;
  return Number.isInteger(minutes) ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.round(windowMs / 1000)} seconds`;
}

export interface WriteRefusal {
  message: string;
  retryAfterMs: number;
}

/**
 * Counts one write of `kind` by `userId`; null when it is within the limit, otherwise the refusal
 * (the write must then not run).
 */
export async function checkWriteLimit(db: Executor, limits: WriteLimits, kind: WriteKind, userId: number): Promise<WriteRefusal | null> {
  const { max, windowMs } = limits[kind];
  const hit = await hitLimit(db, `write:${kind}:${userId}`, max, windowMs);
  if (hit.allowed) return null;
  const minutes = Math.max(1, Math.ceil(hit.retryAfterMs / MINUTE));
  return { message: MSG.request.writeLimited(WRITE_LIMITS[kind].what, max, windowWords(kind, windowMs), minutes), retryAfterMs: hit.retryAfterMs };
}
