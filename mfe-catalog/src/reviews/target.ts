/**
 * The reviewed item (source, brand or brand product) and the review calls of each kind
 * (spec/1 §7 "Review lists" and "Review actions"), on the data layer: the list is a query of the
 * kind's call, the writes are `runCall`s with the spec's payload for the kind. A write resolves
 * with the reply or rejects with a CallError (see gate.ts `settle`).
 */
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, type CallName, type REPORT_REASONS, type Review, type UploadValue } from '@ironscore/contract';
import { callKey, callQuery, runCall, type CallError } from '@ironscore/data';
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

/** Reply of a write call, with the extra `type` of the useful votes and `button` of the favourite toggle. */
export interface WriteReply {
  message: string;
  type?: 'positive' | 'negative';
  button?: string;
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

/** Set_{Source,Brand,BrandProduct}NewReview with the kind's payload; the image only when filled. */
export function sendReview(t: ReviewTarget, userId: number, input: NewReview): Promise<WriteReply> {
  const image = input.review_image ? { review_image: input.review_image } : {};
  switch (t.kind) {
    case 'source':
      return runCall('Set_SourceNewReview', {
        user_id: userId,
        source_id: t.itemId,
        review_comment: input.review_comment,
        contact_rating: input.ratings?.contact_rating ?? 0,
        delivery_rating: input.ratings?.delivery_rating ?? 0,
        quality_rating: input.ratings?.quality_rating ?? 0,
        pricing_rating: input.ratings?.pricing_rating ?? 0,
        support_rating: input.ratings?.support_rating ?? 0,
        ...image,
      });
    case 'brand':
      return runCall('Set_BrandNewReview', {
        user_id: userId,
        brand_id: t.itemId,
        review_comment: input.review_comment,
        rating: input.rating ?? 0,
        ...image,
      });
    default:
      return runCall('Set_BrandProductNewReview', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        review_comment: input.review_comment,
        rating: input.rating ?? 0,
        ...image,
      });
  }
}

/** Set_{Source,Brand,BrandProduct}NewComment under review `ratingId`. */
export function sendComment(t: ReviewTarget, userId: number, ratingId: number, comment: string): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return runCall('Set_SourceNewComment', {
        user_id: userId,
        source_id: t.itemId,
        parent_rating_id: ratingId,
        review_comment: comment,
      });
    case 'brand':
      return runCall('Set_BrandNewComment', {
        user_id: userId,
        brand_id: t.itemId,
        parent_rating_id: ratingId,
        review_comment: comment,
      });
    default:
      return runCall('Set_BrandProductNewComment', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        parent_rating_id: ratingId,
        review_comment: comment,
      });
  }
}

/** Set_{Source,Brand,BrandProduct}ReviewReport with one of the fixed reasons. */
export function sendReport(t: ReviewTarget, userId: number, ratingId: number, reason: ReportReason): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return runCall('Set_SourceReviewReport', {
        user_id: userId,
        source_id: t.itemId,
        rating_id: ratingId,
        report_reason: reason,
      });
    case 'brand':
      return runCall('Set_BrandReviewReport', {
        user_id: userId,
        brand_id: t.itemId,
        rating_id: ratingId,
        report_reason: reason,
      });
    default:
      return runCall('Set_BrandProductReviewReport', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        rating_id: ratingId,
        report_reason: reason,
      });
  }
}

/** Set_{Source,Brand,BrandProduct}ReviewCommentReport: reports the comment `commentId` of one of the item's reviews. */
export function sendCommentReport(t: ReviewTarget, commentId: number, reason: ReportReason): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return runCall('Set_SourceReviewCommentReport', { source_id: t.itemId, comment_id: commentId, report_reason: reason });
    case 'brand':
      return runCall('Set_BrandReviewCommentReport', { brand_id: t.itemId, comment_id: commentId, report_reason: reason });
    default:
      return runCall('Set_BrandProductReviewCommentReport', { product_id: t.itemId, brand_id: brandOf(t), comment_id: commentId, report_reason: reason });
  }
}

/** Set_{Source,Brand,BrandProduct}ReviewUseful: toggles the vote; the reply's `type` says which way. */
export function sendUseful(t: ReviewTarget, userId: number, ratingId: number): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return runCall('Set_SourceReviewUseful', { user_id: userId, source_id: t.itemId, rating_id: ratingId });
    case 'brand':
      return runCall('Set_BrandReviewUseful', { user_id: userId, brand_id: t.itemId, rating_id: ratingId });
    default:
      return runCall('Set_BrandProductReviewUseful', {
        user_id: userId,
        product_id: t.itemId,
        brand_id: brandOf(t),
        rating_id: ratingId,
      });
  }
}

/** Marks stale the cached home strips a new review or comment changes. */
export function forgetCachedStrips(client: QueryClient, what: 'review' | 'comment', kind: ReviewKind): void {
  const stale: CallName | null = what === 'comment' ? 'Get_LastTopComments' : kind === 'source' ? 'Get_LastSourceReviews' : kind === 'brand' ? 'Get_LastBrandReviews' : null;
  if (stale) void client.invalidateQueries({ queryKey: callKey(stale) });
}

/** Plain text of a text area as the HTML the API stores (shared with mfe-business). */
export { textToHtml } from '@ironscore/ui';
