/** Reviews of the source, brand and product pages: the review box / wizard and the paged list with its actions. */
export { ReviewSection, useShownReviews } from './ReviewSection';
export type { ReviewSectionProps } from './ReviewSection';
export { ReviewBox, WIZARD_STEPS } from './ReviewBox';
export type { ReviewBoxProps } from './ReviewBox';
export { ReviewCard } from './ReviewCard';
export type { ReviewCardProps, PanelKind } from './ReviewCard';
export { gate, gateReason } from './gate';
export type { GatedAction } from './gate';
export type { ReviewKind, ReviewTarget } from './target';
