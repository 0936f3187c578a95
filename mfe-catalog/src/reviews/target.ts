/**
 * The reviewed item (source, brand or brand product) and the review calls of each kind
 * (spec/1 §7 "Review lists" and "Review actions"), on the data layer: the list is a query of the
 * kind's call, the writes are `runCall`s with the spec's payload for the kind. A write resolves
 * with the reply or rejects with a CallError (see gate.ts `settle`).
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { MSG, PAGE_SIZE, type CallName, type REPORT_REASONS, type Review, type UploadValue } from '@ironscore/contract';
import { callQuery, type CallError } from '@ironscore/data';
import { pageOffset } from '@ironscore/ui';

export type ReportReason = (typeof REPORT_REASONS)[number];

export type ReviewKind = 'source' | 'brand' | 'product';

export interface ReviewTarget {
  kind: ReviewKind;
  /** source_id, brand_id or product_id. */
  itemId: number;
  /** The product's brand_id (product actions send it). */
  brandId?: number;
}

/** One page of reviews. */
export interface ReviewPage {
  data: Review[];
  total: number;
  message: string;
}

/** Upload folder of the review images of a kind. */
export const reviewImageFolder = (kind: ReviewKind) => `reviews/${kind}` as const;

const brandOf = (t: ReviewTarget) => Number(t.brandId ?? 0);

/** One page of the item's reviews (20 per page, newest first), as query options of the kind's call. */
export function reviewsQuery(t: ReviewTarget, page: number): UseQueryOptions<ReviewPage, CallError, ReviewPage, QueryKey> {
  const base = { limit: PAGE_SIZE.reviews, offset: pageOffset(page, PAGE_SIZE.reviews) };
  // The three kinds' replies are all pages of Review (with kind-specific extra fields).
  const asPage = (options: { queryKey: QueryKey }) => options as unknown as UseQueryOptions<ReviewPage, CallError, ReviewPage, QueryKey>;
  switch (t.kind) {
    case 'source':
      return asPage(callQuery('Get_SourceReviewsPagination', { ...base, source_id: t.itemId }));
    case 'brand':
      return asPage(callQuery('Get_BrandReviewsPagination', { ...base, brand_id: t.itemId }));
    default:
      return asPage(callQuery('Get_BrandProductReviewsPagination', { ...base, product_id: t.itemId }));
  }
}

/** The five sub-ratings of a source review. */
export interface SourceRatings {
  contact_rating: number;
  delivery_rating: number;
  quality_rating: number;
  pricing_rating: number;
  support_rating: number;
}

export interface NewReview {
  review_comment: string;
  /** Brand and product reviews. */
  rating?: number;
  /** Source reviews. */
  ratings?: SourceRatings;
  /** Sent only when chosen. */
  review_image?: UploadValue | null;
}

/** The write calls of each kind (what each changes is declared in the contract's WRITES). */
export const REVIEW_CALLS = {
  review: { source: 'Set_SourceNewReview', brand: 'Set_BrandNewReview', product: 'Set_BrandProductNewReview' },
  comment: { source: 'Set_SourceNewComment', brand: 'Set_BrandNewComment', product: 'Set_BrandProductNewComment' },
  report: { source: 'Set_SourceReviewReport', brand: 'Set_BrandReviewReport', product: 'Set_BrandProductReviewReport' },
  commentReport: { source: 'Set_SourceReviewCommentReport', brand: 'Set_BrandReviewCommentReport', product: 'Set_BrandProductReviewCommentReport' },
  useful: { source: 'Set_SourceReviewUseful', brand: 'Set_BrandReviewUseful', product: 'Set_BrandProductReviewUseful' },
} as const satisfies Record<string, Record<ReviewKind, CallName>>;

/** The item fields of a kind's payload (a product's also carry its brand). */
function itemFields(t: ReviewTarget, userId: number): Record<string, number> {
  if (t.kind === 'source') return { user_id: userId, source_id: t.itemId };
  if (t.kind === 'brand') return { user_id: userId, brand_id: t.itemId };
  return { product_id: t.itemId, brand_id: brandOf(t) };
}

/** The payload of Set_{Source,Brand,BrandProduct}NewReview for the kind; the image only when filled. */
export function reviewPayload(t: ReviewTarget, userId: number, input: NewReview): Record<string, unknown> {
  const image = input.review_image ? { review_image: input.review_image } : {};
  const ratings =
    t.kind === 'source'
      ? {
          contact_rating: input.ratings?.contact_rating ?? 0,
          delivery_rating: input.ratings?.delivery_rating ?? 0,
          quality_rating: input.ratings?.quality_rating ?? 0,
          pricing_rating: input.ratings?.pricing_rating ?? 0,
          support_rating: input.ratings?.support_rating ?? 0,
        }
      : { rating: input.rating ?? 0 };
  return { ...itemFields(t, userId), review_comment: input.review_comment, ...ratings, ...image };
}

/** The payload of Set_{Source,Brand,BrandProduct}NewComment under review `ratingId`. */
export const commentPayload = (t: ReviewTarget, userId: number, ratingId: number, comment: string) => ({
  ...itemFields(t, userId),
  parent_rating_id: ratingId,
  review_comment: comment,
});

/** The payload of Set_{Source,Brand,BrandProduct}ReviewReport with one of the fixed reasons. */
export const reportPayload = (t: ReviewTarget, userId: number, ratingId: number, reason: ReportReason) => ({
  ...itemFields(t, userId),
  rating_id: ratingId,
  report_reason: reason,
});

/** The payload of Set_{Source,Brand,BrandProduct}ReviewUseful (a toggle; the reply's `type` says which way). */
export const usefulPayload = (t: ReviewTarget, userId: number, ratingId: number) => ({
  ...(t.kind === 'product' ? { user_id: userId, product_id: t.itemId, brand_id: brandOf(t) } : itemFields(t, userId)),
  rating_id: ratingId,
});

/** The payload of Set_{Source,Brand,BrandProduct}ReviewCommentReport: the comment `commentId` of one of the item's reviews. */
export const commentReportPayload = (t: ReviewTarget, commentId: number, reason: ReportReason) => ({
  ...(t.kind === 'source' ? { source_id: t.itemId } : t.kind === 'brand' ? { brand_id: t.itemId } : { product_id: t.itemId, brand_id: brandOf(t) }),
  comment_id: commentId,
  report_reason: reason,
});

/** Plain text of a text area as the HTML the API stores (shared with mfe-business). */
export { textToHtml } from '@ironscore/ui';

type RatingField = keyof SourceRatings;

/** The five wizard steps (spec order); the fifth rates support and takes the comment and image. */
export const WIZARD_STEPS: ReadonlyArray<{ field: RatingField; label: string; question: string }> = [
  { field: 'contact_rating', label: MSG.labels.contact, question: 'How easy was it to get in touch with them?' },
  { field: 'delivery_rating', label: MSG.labels.delivery, question: 'Did your order arrive on time and in good shape?' },
  { field: 'quality_rating', label: MSG.labels.quality, question: 'How good were the products you received?' },
  { field: 'pricing_rating', label: MSG.labels.pricing, question: 'Were the prices fair for what you got?' },
  { field: 'support_rating', label: 'Overall', question: 'How was the support, and your experience overall?' },
];
