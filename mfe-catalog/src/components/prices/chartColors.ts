/** The colours of the price-history chart's lines: the cheapest-per-day line, then one per seller (shared by the chart and its legend). */
export const CHEAPEST_COLOR = '#0b1f3a';
export const SELLER_COLORS = ['#2f80ed', '#eb5757', '#27ae60', '#f2994a', '#9b51e0', '#00a3a3', '#c2185b', '#7d6608'] as const;
export const sellerColor = (i: number): string => SELLER_COLORS[i % SELLER_COLORS.length];
