/**
 * Which call answers the API's read-through cache keeps (api-cache.ts): the one policy source,
 * merged with the contract's `cached` flag. A call the contract marks `cached` (the client keeps it
 * for 5 minutes, spec/3 §9) is kept by the server too unless NOT_KEPT says why not; SERVER_KEPT
 * lists the other calls the server keeps. `cachePolicyOf(name)` is what the cache asks; a call
 * neither flagged nor listed is never cached. policy.test.ts holds every rule below.
 *
 * The policies:
 * - shared: a call without a token answers alike for everyone (one entry per payload);
 * - per viewer: a call with a token (or an optional token) is keyed by the user as well; the
 *   visitor's answer and each member's answer are separate entries;
 * - each entry lives at most ttlMs (MAX_TTL_MS unless the call says less).
 *
 * What a listed answer depends on:
 * - the tables its statements read: recorded from the SQL the handler actually ran (the relations
 *   of each statement's generic plan, as PostgreSQL reports them: views, CTEs and subqueries
 *   resolved to their tables), so the list cannot drift from the handlers. A handler that
 *   writes (or locks rows) while answering is never stored.
 * - the clock: every entry lives at most MAX_TTL_MS (promotions start and end with `now()`; search
 *   hides ended promos). Calls with a shorter horizon say so here.
 * - page views: Set_PageViews adds 1 to an item's total_views. That change notifies
 *   '<table>.total_views' only (migration 0008), which invalidates just the answers whose statements
 *   read the counter (the detail pages and cards that show it: a visitor sees their own view counted
 *   on reload); review lists, search and other answers reading those tables stay cached.
 *
 * Deliberately not kept (read the handlers before adding one; NOT_KEPT for the contract-cached ones):
 * - Get_UserMessageList: mints a chat token and tells the realtime relay which threads to watch.
 * - Get_UserToken, Get_UserCommunityToken, Get_UserProfileToken, Get_SourceToken, Get_BrandToken:
 *   answer with tokens / session data or refresh the session.
 * - Get_SiteScreenshot: renders a page (limited per account); Get_CommunityNotificationCount/List
 *   and the business single-review reads: rare, not worth an entry per user.
 */
import { calls, type CallName } from '@ironscore/contract';

/** The safety net: no answer is served from the cache longer than this. */
export const MAX_TTL_MS = 60_000;

export interface CachePolicy {
  /** 'shared': one answer for everyone; 'per-viewer': keyed by the token's user (or the visitor). */
  scope: 'shared' | 'per-viewer';
  /** How long an entry may be served at most (never more than MAX_TTL_MS). */
  ttlMs: number;
}

/** Calls the contract marks `cached` that the server does not keep, and why. */
export const NOT_KEPT: Partial<Record<CallName, string>> = {
  Get_UserCommunityToken: 'answers the session user\'s own community data and is read once per sign-in',
};

/** Calls the server keeps beyond the contract's `cached` ones (with a shorter ttl where the clock matters). */
export const SERVER_KEPT: Partial<Record<CallName, { ttlMs?: number }>> = {
  // catalogue (public; Get_BrandProduct and Get_User take an optional token)
  Get_Source: {},
  Get_SourcePagination: {},
  Get_SourceReviewsPagination: {},
  Get_Brand: {},
  Get_BrandPagination: {},
  Get_BrandReviewsPagination: {},
  Get_BrandProductPagination: {},
  Get_ProductCategoriesPagination: {},
  Get_BrandProduct: {},
  Get_PriceHistory: {},
  Get_PriceDrops: {},
  Get_ProductCategory: {},
  Get_BrandProductReviewsPagination: {},
  Get_BrandProductMostViewed: {},
  Get_BrandProductSearchtext: {},
  Get_TopPromos: {},
  Get_Promo: {},
  Get_PromoBySource: {},
  Get_PromoPagination: {},
  Get_TopNews: {},
  Get_News: {},
  Get_NewsPagination: {},
  Get_User: {},
  Get_Page: {},
  Get_SearchText: {},
  // member, community, business (token: one entry per user)
  Get_Profile: {},
  Get_MyReviewList: {},
  Get_LastActivity: {},
  Get_FavoriteList: {},
  Get_CommunityPostList: {},
  Get_CommunitySinglePost: {},
  // counts "the last n months" by the clock: a post ageing out shows within MAX_TTL_MS
  Get_CommunityHighlights: {},
  Get_SourceDashboard: {},
  Get_BrandDashboard: {},
};

function policyOf(name: CallName): CachePolicy | null {
  const def = calls[name];
  const listed = SERVER_KEPT[name];
  if (!listed && !(def.cached && !NOT_KEPT[name])) return null;
  return {
    scope: def.token || def.optionalToken ? 'per-viewer' : 'shared',
    ttlMs: Math.min(listed?.ttlMs ?? MAX_TTL_MS, MAX_TTL_MS),
  };
}

const POLICIES = new Map<CallName, CachePolicy>();
for (const name of Object.keys(calls) as CallName[]) {
  const policy = policyOf(name);
  if (policy) POLICIES.set(name, policy);
}

/** The cache policy of a call, or null when its answers are never kept. */
export function cachePolicyOf(name: CallName): CachePolicy | null {
  return POLICIES.get(name) ?? null;
}

/** Every call whose answers are kept (tests, docs). */
export const KEPT_CALLS: readonly CallName[] = [...POLICIES.keys()];
