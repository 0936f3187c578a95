/**
 * Messages of the sources area (areas/sources.ts), composed into MSG by ../index.ts.
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const sourceMessages = {
  notFound: {
    source: 'Source not found.', // (not in the spec)
  },
  catalogue: {
    bestInSources: 'Best in Sources',
    verifiedSource: 'Verified Source',
  },
  labels: {
    contact: 'Contact',
    delivery: 'Delivery',
    quality: 'Quality',
    pricing: 'Pricing',
    support: 'Support',
  },
} as const;
