/**
 * MINIMAL PLACEHOLDER written by the browsing-screens engineer so the detail pages compile; the
 * reviews engineer owns src/reviews/** and replaces this with the review section (review box /
 * five-step source wizard, paged review list with the optional `page` query, useful, comments,
 * reports). Keep the props.
 */
export interface ReviewSectionProps {
  kind: 'source' | 'brand' | 'product';
  /** source_id, brand_id or product_id. */
  itemId: number;
  /** Product reviews: the product's brand_id (sent with product review actions). */
  brandId?: number;
  /** user_id of the page's owner: their comments are highlighted. */
  ownerUserId?: number;
  /** Name of the reviewed item (headings, messages). */
  itemName?: string;
  /** Called after the member's review was saved, so the page can reload its rating and counts. */
  onReviewSaved?: () => void;
}

export function ReviewSection(_props: ReviewSectionProps) {
  return null;
}
