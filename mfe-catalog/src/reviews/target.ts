/**
 * The reviewed item (source, brand or brand product) and the review calls of each kind
 * (spec/1 §7 "Review lists" and "Review actions"). Every call goes through `api.call` with the
 * spec's payload for its kind; the replies are normalised to one envelope shape.
 */
import { api, invalidateCache } from '@ironscore/api';
import { PAGE_SIZE, type Envelope, type REPORT_REASONS, type Review, type UploadValue } from '@ironscore/contract';

export type ReportReason = (typeof REPORT_REASONS)[number];
import { pageOffset } from '@ironscore/ui';

export type ReviewKind = 'source' | 'brand' | 'product';

export interface ReviewTarget {
  kind: ReviewKind;
  /** source_id, brand_id or product_id. */
  itemId: number;
  /** The product's brand_id (product actions send it). */
  brandId?: number;
}

/** Envelope of a write call, with the extra `type` of the useful votes. */
export type WriteReply = (Envelope<null> & { type?: 'positive' | 'negative'; button?: string }) | null;

export type ListReply = Envelope<Review[]> | null;

/** Upload folder of the review images of a kind. */
export const reviewImageFolder = (kind: ReviewKind) => `reviews/${kind}` as const;

const brandOf = (t: ReviewTarget) => Number(t.brandId ?? 0);

/** One page of the item's reviews (20 per page, newest first). */
export function fetchReviews(t: ReviewTarget, page: number, signal?: AbortSignal): Promise<ListReply> {
  const base = { limit: PAGE_SIZE.reviews, offset: pageOffset(page, PAGE_SIZE.reviews) };
  const options = { signal, fresh: true };
  switch (t.kind) {
    case 'source':
      return api.call('Get_SourceReviewsPagination', { ...base, source_id: t.itemId }, options) as Promise<ListReply>;
    case 'brand':
      return api.call('Get_BrandReviewsPagination', { ...base, brand_id: t.itemId }, options) as Promise<ListReply>;
    default:
      return api.call('Get_BrandProductReviewsPagination', { ...base, product_id: t.itemId }, options) as Promise<ListReply>;
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
      return api.call('Set_SourceNewReview', {
        user_id: userId,
        source_id: t.itemId,
        review_comment: input.review_comment,
        contact_rating: input.ratings?.contact_rating ?? 0,
        delivery_rating: input.ratings?.delivery_rating ?? 0,
        quality_rating: input.ratings?.quality_rating ?? 0,
        pricing_rating: input.ratings?.pricing_rating ?? 0,
        support_rating: input.ratings?.support_rating ?? 0,
        ...image,
      }) as Promise<WriteReply>;
    case 'brand':
      return api.call('Set_BrandNewReview', {
        user_id: userId,
        brand_id: t.itemId,
        review_comment: input.review_comment,
        rating: input.rating ?? 0,
        ...image,
      }) as Promise<WriteReply>;
    default:
      return api.call('Set_BrandProductNewReview', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        review_comment: input.review_comment,
        rating: input.rating ?? 0,
        ...image,
      }) as Promise<WriteReply>;
  }
}

/** Set_{Source,Brand,BrandProduct}NewComment under review `ratingId`. */
export function sendComment(t: ReviewTarget, userId: number, ratingId: number, comment: string): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return api.call('Set_SourceNewComment', {
        user_id: userId,
        source_id: t.itemId,
        parent_rating_id: ratingId,
        review_comment: comment,
      }) as Promise<WriteReply>;
    case 'brand':
      return api.call('Set_BrandNewComment', {
        user_id: userId,
        brand_id: t.itemId,
        parent_rating_id: ratingId,
        review_comment: comment,
      }) as Promise<WriteReply>;
    default:
      return api.call('Set_BrandProductNewComment', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        parent_rating_id: ratingId,
        review_comment: comment,
      }) as Promise<WriteReply>;
  }
}

/** Set_{Source,Brand,BrandProduct}ReviewReport with one of the fixed reasons. */
export function sendReport(t: ReviewTarget, userId: number, ratingId: number, reason: ReportReason): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return api.call('Set_SourceReviewReport', {
        user_id: userId,
        source_id: t.itemId,
        rating_id: ratingId,
        report_reason: reason,
      }) as Promise<WriteReply>;
    case 'brand':
      return api.call('Set_BrandReviewReport', {
        user_id: userId,
        brand_id: t.itemId,
        rating_id: ratingId,
        report_reason: reason,
      }) as Promise<WriteReply>;
    default:
      return api.call('Set_BrandProductReviewReport', {
        product_id: t.itemId,
        brand_id: brandOf(t),
        rating_id: ratingId,
        report_reason: reason,
      }) as Promise<WriteReply>;
  }
}

/** Set_{Source,Brand,BrandProduct}ReviewUseful: toggles the vote; the reply's `type` says which way. */
export function sendUseful(t: ReviewTarget, userId: number, ratingId: number): Promise<WriteReply> {
  switch (t.kind) {
    case 'source':
      return api.call('Set_SourceReviewUseful', { user_id: userId, source_id: t.itemId, rating_id: ratingId }) as Promise<WriteReply>;
    case 'brand':
      return api.call('Set_BrandReviewUseful', { user_id: userId, brand_id: t.itemId, rating_id: ratingId }) as Promise<WriteReply>;
    default:
      return api.call('Set_BrandProductReviewUseful', {
        user_id: userId,
        product_id: t.itemId,
        brand_id: brandOf(t),
        rating_id: ratingId,
      }) as Promise<WriteReply>;
  }
}

/** Drops the cached home strips a new review or comment makes stale. */
export function forgetCachedStrips(what: 'review' | 'comment', kind: ReviewKind): void {
  if (what === 'comment') {
    invalidateCache('Get_LastTopComments');
    return;
  }
  if (kind === 'source') invalidateCache('Get_LastSourceReviews');
  if (kind === 'brand') invalidateCache('Get_LastBrandReviews');
}

/** Plain text of a text area as the HTML the API stores: escaped, paragraphs and line breaks kept. */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
