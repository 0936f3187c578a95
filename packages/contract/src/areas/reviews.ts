/**
 * Reviews, comments, reports and useful votes (spec/1 §4–§6): what sources, brands and products
 * share. Each of those areas declares its own review calls with the payload pieces below; the
 * member area edits one's own reviews; the business areas read the reviews they received.
 */
import * as v from 'valibot';
import { fieldsObject, fileField, id } from '../fields';
import { REPORT_REASONS } from '../limits';
import { generalRules, type Flag01, type UserRank } from './general';
import * as reviewMessages from '../messages/reviews';

// ================================================================== messages: ../messages/reviews.ts

const V = reviewMessages.validation;

// ================================================================== entities

export interface ReviewComment {
  /** The comment's id (Set_*ReviewCommentReport). */
  comment_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  review_comment: string;
  updated_comment: Flag01;
  created_date: string;
}

/** A public review (spec/1 §3). The type-specific fields are on SourceReview, BrandReview, ProductReview. */
export interface Review {
  rating_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  /** 0 to 5, may carry decimals (source: the average of the five sub-ratings). */
  rating: number;
  /** HTML. */
  review_comment: string;
  /** 'default.jpg' means none. */
  review_image: string;
  updated_review: Flag01;
  created_date: string;
  useful_count: number;
  comments: ReviewComment[];
  product_name?: string;
  product_image?: string;
  product_id?: number;
  brand_id?: number;
  source_id?: number;
  source_name?: string;
  source_slug_url?: string;
  brand_name?: string;
  brand_slug_url?: string;
}

export interface SourceSubRatings {
  contact_rating: number;
  delivery_rating: number;
  quality_rating: number;
  pricing_rating: number;
  support_rating: number;
}

export type ReviewType = 'source' | 'brand' | 'product';

// ================================================================== form rules and forms

export const reviewRules = {
  reportReason: () => v.picklist(REPORT_REASONS, V.reportReasonRequired),
  stars: () =>
    v.pipe(
      v.union([v.number(), v.string()], V.atLeastOnePoint),
      v.transform((x) => Number(String(x).trim() || '0')),
      v.integer(V.atLeastOnePoint),
      v.minValue(1, V.atLeastOnePoint),
      v.maxValue(5, V.ratingMax),
    ),
} as const;

/** Payload pieces of the review calls of sources, brands and products. */
export const reviewFields = {
  /** The review or comment text (HTML; an empty editor counts as blank). */
  comment: () => generalRules.requiredContent(),
  commentId: () => id('A valid comment_id is expected.'),
  reportReason: reviewRules.reportReason,
  stars: reviewRules.stars,
  image: () => fileField(),
} as const;

/** Brand and product review (single step). */
export const reviewForm = fieldsObject({
  rating: reviewRules.stars(),
  review_comment: generalRules.requiredContent(),
  review_image: fileField(),
});

/** Comment on a review. */
export const commentForm = fieldsObject({ review_comment: generalRules.requiredContent() });

/** Report a review, a review comment, a post or a community comment. */
export const reportForm = fieldsObject({ report_reason: reviewRules.reportReason() });
