/**
 * Messages of the sources area (areas/sources.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const notFound = {
  source: 'Source not found.', // (not in the spec)
} as const;
export const catalogue = {
  bestInSources: 'Best in Sources',
  verifiedSource: 'Verified Source',
} as const;
export const labels = {
  contact: 'Contact',
  delivery: 'Delivery',
  quality: 'Quality',
  pricing: 'Pricing',
  support: 'Support',
} as const;
