/**
 * The one cache policy source (policy.ts), merged with the contract's `cached` flag: which calls are
 * kept, under which policy (shared or per viewer) and for how long.
 */
import { CALL_NAMES, calls, type CallName } from '@ironscore/contract';
import { KEPT_CALLS, MAX_TTL_MS, NOT_KEPT, SERVER_KEPT, cachePolicyOf } from './policy';

const contractCached = CALL_NAMES.filter((name) => calls[name].cached);

test('the calls kept are the contract-cached ones plus the server list (44 calls, as before the plugin)', () => {
  expect([...KEPT_CALLS].sort()).toEqual(
    [
      'Get_SourceCategories', 'Get_TopSources', 'Get_LastSourceReviews', 'Get_Source', 'Get_SourcePagination',
      'Get_SourceReviewsPagination', 'Get_TopBrands', 'Get_LastBrandReviews', 'Get_Brand', 'Get_BrandPagination',
      'Get_BrandReviewsPagination', 'Get_AllBrand', 'Get_BrandProductPagination', 'Get_ProductCategoriesPagination',
      'Get_BrandProduct', 'Get_PriceHistory', 'Get_PriceDrops', 'Get_ProductCategory', 'Get_BrandProductReviewsPagination',
      'Get_BrandProductMostViewed', 'Get_BrandProductSearchtext', 'Get_TopPromos', 'Get_Promo', 'Get_PromoBySource',
      'Get_PromoPagination', 'Get_TopNews', 'Get_News', 'Get_NewsPagination', 'Get_NewsCategories', 'Get_User', 'Get_Page',
      'Get_Pages', 'Get_GeneralSettings', 'Get_LastTopComments', 'Get_SearchText', 'Get_Profile', 'Get_MyReviewList',
      'Get_LastActivity', 'Get_FavoriteList', 'Get_CommunityPostList', 'Get_CommunitySinglePost', 'Get_CommunityHighlights',
      'Get_SourceDashboard', 'Get_BrandDashboard',
    ].sort(),
  );
});

test('contract-cached calls are kept unless NOT_KEPT says why; each call is named in one place only', () => {
  for (const name of contractCached) expect([name, cachePolicyOf(name) !== null || Boolean(NOT_KEPT[name])]).toEqual([name, true]);
  // NOT_KEPT only overrides the contract's flag, with a reason.
  for (const [name, reason] of Object.entries(NOT_KEPT) as [CallName, string][]) {
    expect([name, calls[name].cached, cachePolicyOf(name)]).toEqual([name, true, null]);
    expect(reason.length).toBeGreaterThan(10);
  }
  // The server list never repeats a contract-cached call.
  expect(Object.keys(SERVER_KEPT).filter((name) => calls[name as CallName].cached)).toEqual([]);
});

test('shared policy: a call without a token has one answer for everyone', () => {
  for (const name of ['Get_Source', 'Get_SourcePagination', 'Get_Pages', 'Get_SearchText'] as const) {
    expect([name, cachePolicyOf(name)?.scope]).toEqual([name, 'shared']);
  }
  for (const name of KEPT_CALLS) if (!calls[name].token && !calls[name].optionalToken) expect([name, cachePolicyOf(name)!.scope]).toEqual([name, 'shared']);
});

test('per-viewer policy: a call with a token or an optional token is keyed by the viewer', () => {
  expect(cachePolicyOf('Get_Profile')?.scope).toBe('per-viewer');
  expect(cachePolicyOf('Get_BrandProduct')?.scope).toBe('per-viewer'); // optional token
  for (const name of KEPT_CALLS) if (calls[name].token || calls[name].optionalToken) expect([name, cachePolicyOf(name)!.scope]).toEqual([name, 'per-viewer']);
});

test('not kept: writes, token minting and unlisted reads are never cached', () => {
  for (const name of ['Set_Profile', 'Set_PageViews', 'Logout', 'Get_UserMessageList', 'Get_UserToken', 'Get_UserCommunityToken', 'Get_SiteScreenshot'] as const) {
    expect([name, cachePolicyOf(name)]).toEqual([name, null]);
  }
  // Only reads are kept.
  expect(KEPT_CALLS.filter((name) => !name.startsWith('Get_'))).toEqual([]);
});

test('time to live: every entry lives MAX_TTL_MS at most', () => {
  expect(MAX_TTL_MS).toBe(60_000);
  for (const name of KEPT_CALLS) expect(cachePolicyOf(name)!.ttlMs).toBeLessThanOrEqual(MAX_TTL_MS);
  expect(cachePolicyOf('Get_Source')!.ttlMs).toBe(MAX_TTL_MS);
});
