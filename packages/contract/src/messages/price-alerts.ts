/**
 * Messages of the price alerts area (areas/price-alerts.ts): members' price watches and the
 * price-drop e-mail (issue 25 item 4). None of these is in the spec; they follow its tone.
 */

export const priceAlerts = {
  watchPrice: 'Watch price',
  watchTitle: (product: string) => `Watch the price of ${product}`,
  targetPrice: 'Target price',
  targetHint: 'We e-mail you once a day at most when an in-stock offer is at or below this price.',
  watchSaved: 'Price watch saved.',
  watchRemoved: 'Price watch removed.',
  watchPaused: 'Price watch paused.',
  watchResumed: 'Price watch resumed.',
  watchOnlyMembers: 'Only members can watch prices.',
  watchOnlyVerified: 'Please verify your account to watch prices.',
  watchLimit: (max: number) => `You can watch at most ${max} products. Remove a watch to add another.`,
  watchNotFound: 'Price watch not found.',
  watchProductNotFound: 'Product not found.',
  priceAlertsTitle: 'Price alerts',
  priceAlertsIntro: 'Products whose price you watch. We e-mail you when an in-stock offer drops to your target price.',
  noWatches: 'You do not watch any price yet. Use "Watch price" on a product page.',
  priceDrop: 'Price drop',
  paused: 'Paused',
  noOffer: 'No offer in stock',
  mailSubject: (product: string) => `Price drop: ${product}`,
} as const;
