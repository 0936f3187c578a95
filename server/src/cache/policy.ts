/**
 * Which call answers the API's read-through cache keeps (api-cache.ts). One table, one line per
 * call; a call that is not listed is never cached.
 *
 * What a listed answer depends on:
 * - the tables its statements read: recorded from the SQL the handler actually ran (any table of
 *   the schema named in a statement), so the list cannot drift from the handlers. A handler that
 *   writes (or locks rows) while answering is never stored.
 * - the viewer: calls with a token (or an optional token) are keyed by the user id; the visitor's
 *   answer and each member's answer are separate entries. Every other call answers alike for all.
 * - the clock: every entry lives at most MAX_TTL_MS (promotions start and end with `now()`; search
 *   hides ended promos). Calls with a shorter horizon say so here.
 * - page views: Set_PageViews adds 1 to an item's total_views. That change notifies
 *   '<table>.total_views' only (migration 0008), which invalidates just the answers whose statements
 *   read the counter (the detail pages and cards that show it: a visitor sees their own view counted
 *   on reload); review lists, search and other answers reading those tables stay cached.
 *
 * Deliberately not listed (read the handlers before adding one):
 * - Get_UserMessageList: mints a chat token and tells the realtime relay which threads to watch.
 * - Get_UserToken, Get_UserCommunityToken, Get_UserProfileToken, Get_SourceToken, Get_BrandToken:
 *   answer with tokens / session data or refresh the session.
 * - Get_SiteScreenshot: renders a page (limited per account); Get_CommunityNotificationCount/List
 *   and the business single-review reads: rare, not worth an entry per user.
 */
import type { CallName } from '@ironscore/contract';

/** The safety net: no answer is served from the cache longer than this. */
export const MAX_TTL_MS = 60_000;

export interface CachePolicy {
  /** Shorter than MAX_TTL_MS when the answer depends on the clock more tightly. */
  ttlMs?: number;
}

export const CACHE_POLICY: Partial<Record<CallName, CachePolicy>> = {
  // catalogue (public; Get_BrandProduct and Get_User take an optional token)
  Get_SourceCategories: {},
  Get_TopSources: {},
  Get_LastSourceReviews: {},
  Get_Source: {},
  Get_SourcePagination: {},
  Get_SourceReviewsPagination: {},
  Get_TopBrands: {},
  Get_LastBrandReviews: {},
  Get_Brand: {},
  Get_BrandPagination: {},
  Get_BrandReviewsPagination: {},
  Get_AllBrand: {},
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
  Get_NewsCategories: {},
  Get_User: {},
  Get_Page: {},
  // staff-edited in the database (the manager CLI / SQL): the change notices invalidate them
  Get_Pages: {},
  Get_GeneralSettings: {},
  Get_LastTopComments: {},
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
