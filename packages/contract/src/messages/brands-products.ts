/**
 * Messages of the brands-products area (areas/brands-products.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const empty = {
  noPriceData: 'Sorry, no price comparison data was found for this product. You can check again later.',
  noOfficialReseller: 'Has no official reseller.',
} as const;
export const notFound = {
  brand: 'Brand not found.', // (not in the spec)
  product: 'Product not found.', // (not in the spec)
  category: 'Category not found.', // (not in the spec)
} as const;
export const catalogue = {
  bestInBrands: 'Best in Brands',
  bestInCategories: 'Best in Categories',
  bestInProducts: 'Best in Products',
  cheapest: 'Cheapest',
  shippingFee: '+ shipping fee',
  priceDisclaimer:
    'This site provides only price and stock information; it does not guarantee shipping or price.', // (not verbatim)
  signInForPrices: 'Sign in to see the cheapest price and seller.', // (not verbatim)
  verifiedBrand: 'Verified Brand',
  officalResellers: 'OFFICAL RESELLERS',
  priceMatcher: 'Price Matcher',
} as const;
export const labels = {
  priceMatcher: 'Price Matcher',
  allCategory: 'All Category',
  allBrands: 'All Brands',
  injectable: 'Injectable',
  oral: 'Oral',
  other: 'Other',
  topRatedBrands: 'Top rated Brands',
  mostViewedProducts: 'Most Viewed Products',
  sellerPrices: 'SELLER PRICES',
} as const;
