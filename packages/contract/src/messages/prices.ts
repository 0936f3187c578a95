/**
 * Messages of the prices area (areas/prices.ts: price history, deals and the landed price, issue 25),
 * composed into MSG by ../msg.ts. Kept apart from the area's calls, so an app importing MSG does not
 * carry those.
 */

export const prices = {
  priceHistory: 'Price history',
  priceDrops: 'Price drops',
  goodDeal: 'Good deal',
  /** The landed-price mark of a source that does not ship to the member's country. */
  doesNotShipTo: (country: string) => `Does not ship to ${country}`,
  signInForHistory: 'Sign in to see the prices of the history.', // (not in the spec)
  noHistory: 'No price history yet.', // (not in the spec)
  noDrops: 'No price drops right now.', // (not in the spec)
  lowestIn: (days: number) => `Lowest price in the last ${days} days`,
  landedNote: (country: string) => `Ranked by price + shipping to ${country}.`, // (not in the spec)
} as const;
