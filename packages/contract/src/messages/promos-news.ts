/**
 * Messages of the promos-news area (areas/promos-news.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const empty = {
  noNews: 'News not found.',
} as const;
export const notFound = {
  promo: 'Promotion not found.', // (not in the spec)
  news: 'News not found.',
} as const;
export const catalogue = {
  promotionsAds: 'Promotions Ads',
  couponCode: 'Coupon Code',
  promotion: 'Promotion',
} as const;
export const labels = {
  mostPopularPromos: 'Most Popular Promos',
  mostReadNews: 'Most Read News',
} as const;
