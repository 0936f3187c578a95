/**
 * Sources (spec/1, spec/3 §7 "Sources"): the public source lists and pages and the review actions
 * on a source. The signed-in source's own calls (dashboard, setup, received reviews) are in the
 * business area.
 */
import { call, noPayload } from '../call';
import {
  fieldsObject,
  fileField,
  id,
  idOrZero,
  ignoredUserId,
  optionalBool,
  optionalNumber,
  pageFields,
  ratingFilter,
  slugField,
} from '../fields';
import { PAGE_SIZE } from '../limits';
import { generalRules, type Country, type PaymentMethod, type VerificationFlag } from './general';
import { reviewFields, reviewRules, type Review, type SourceSubRatings } from './reviews';

// ================================================================== messages: ../messages/sources.ts

// ================================================================== entities

export interface SourceCategory {
  category_id: number;
  category_name: string;
  category_abbreviation: string;
}

/** Source list card (Get_TopSources, Get_SourcePagination). */
export interface SourceCard {
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
  source_rating: number;
  total_review: number;
  total_views: number;
  /** '1' verified, otherwise unverified. */
  source_verification_status: VerificationFlag;
  category_name: string;
  user_name: string;
  user_profile_image: string;
  /** Rank number (home carousel). */
  source_ranked?: number;
}

/** Get_Source: source detail. */
export interface SourceDetail extends SourceCard {
  /**
   * 1 while new reviews of the item are held by the review-bombing rule (issue 24): the page shows
   * MSG.manage.unusualActivity. Absent or 0 otherwise.
   */
  review_hold?: 0 | 1;
  source_website: string;
  source_email: string;
  /** HTML. */
  source_description: string;
  source_since: string;
  source_avg_delivery_time: string;
  source_country: string;
  source_ranked: number;
  /** Owner; 1 means an unclaimed listing. */
  user_id: number;
  contact_rating_total: number;
  delivery_rating_total: number;
  quality_rating_total: number;
  pricing_rating_total: number;
  support_rating_total: number;
  source_payment_types: Pick<PaymentMethod, 'payment_method_name' | 'payment_method_image'>[];
  source_delivery_countries: Pick<Country, 'country_name' | 'country_image'>[];
  source_restricted_countries: Pick<Country, 'country_name' | 'country_image'>[];
}

export interface SourceReview extends Review, SourceSubRatings {
  source_id: number;
  source_name: string;
  source_slug_url: string;
}

// ================================================================== forms

/** The five steps of the source review wizard: steps 1–4 rate one aspect, step 5 rates support and takes the comment. */
export const sourceReviewSteps = [
  fieldsObject({ contact_rating: reviewRules.stars() }),
  fieldsObject({ delivery_rating: reviewRules.stars() }),
  fieldsObject({ quality_rating: reviewRules.stars() }),
  fieldsObject({ pricing_rating: reviewRules.stars() }),
  fieldsObject({
    support_rating: reviewRules.stars(),
    review_comment: generalRules.requiredContent(),
    review_image: fileField(),
  }),
] as const;

/** The whole source review. */
export const sourceReviewForm = fieldsObject({
  contact_rating: reviewRules.stars(),
  delivery_rating: reviewRules.stars(),
  quality_rating: reviewRules.stars(),
  pricing_rating: reviewRules.stars(),
  support_rating: reviewRules.stars(),
  review_comment: generalRules.requiredContent(),
  review_image: fileField(),
});

// ================================================================== calls

const sourceId = () => id('A valid source_id is expected.');

export const sourceCalls = {
  Get_SourceCategories: call<SourceCategory[]>()({ token: false, payload: noPayload(), cached: true }),
  /** Home carousel; category_id 0 means all. */
  Get_TopSources: call<SourceCard[]>()({
    token: false,
    payload: fieldsObject({ category_id: optionalNumber(idOrZero(), 0) }),
    cached: true,
  }),
  Get_LastSourceReviews: call<SourceReview[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Source: call<SourceDetail>()({ token: false, payload: fieldsObject({ source_slug_url: slugField('source_slug_url') }) }),
  /** category_id 0 = all; rating_id 0 (any), 2, 3, 4 = minimum rating; verification true = verified only. */
  Get_SourcePagination: call<SourceCard[]>()({
    token: false,
    payload: fieldsObject({
      ...pageFields(PAGE_SIZE.sources),
      category_id: optionalNumber(idOrZero(), 0),
      rating_id: optionalNumber(ratingFilter(), 0),
      verification: optionalBool('verification must be true or false.'),
    }),
    paged: true,
  }),
  Get_SourceReviewsPagination: call<SourceReview[]>()({
    token: false,
    payload: fieldsObject({ ...pageFields(PAGE_SIZE.reviews), source_id: sourceId() }),
    paged: true,
  }),
  /** Five whole-star sub-ratings 1..5; the overall rating is their average (server). */
  Set_SourceNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: sourceId(),
      review_comment: reviewFields.comment(),
      contact_rating: reviewFields.stars(),
      delivery_rating: reviewFields.stars(),
      quality_rating: reviewFields.stars(),
      pricing_rating: reviewFields.stars(),
      support_rating: reviewFields.stars(),
      review_image: reviewFields.image(),
    }),
  }),
  Set_SourceNewComment: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: sourceId(),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewFields.comment(),
    }),
  }),
  Set_SourceReviewReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: sourceId(),
      rating_id: id('A valid rating_id is expected.'),
      report_reason: reviewFields.reportReason(),
    }),
  }),
  /** Reports a comment on a review of the source (issue 24; not in spec/3 §7): who may, as Set_SourceReviewReport. */
  Set_SourceReviewCommentReport: call<null>()({
    token: true,
    approvedBusiness: true,
    payload: fieldsObject({ source_id: sourceId(), comment_id: reviewFields.commentId(), report_reason: reviewFields.reportReason() }),
  }),
  /** Toggles the vote; reply `type` is 'positive' (voted) or 'negative' (vote removed). */
  Set_SourceReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: sourceId(),
      rating_id: id('A valid rating_id is expected.'),
    }),
  }),
} as const;
