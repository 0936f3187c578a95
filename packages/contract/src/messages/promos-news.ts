/**
 * Messages of the promos-news area (areas/promos-news.ts), composed into MSG by ../index.ts.
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const promoNewsMessages = {
  empty: {
    noNews: 'News not found.',
  },
  notFound: {
    promo: 'Promotion not found.', // (not in the spec)
    news: 'News not found.',
  },
  catalogue: {
    promotionsAds: 'Promotions Ads',
    couponCode: 'Coupon Code',
    promotion: 'Promotion',
  },
  labels: {
    mostPopularPromos: 'Most Popular Promos',
    mostReadNews: 'Most Read News',
  },
} as const;
