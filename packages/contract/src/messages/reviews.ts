/**
 * Messages of the reviews area (areas/reviews.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const validation = {
  atLeastOnePoint: 'You must give at least 1 point!',
  ratingMax: 'A rating is at most 5 stars.', // (not verbatim)
  reportReasonRequired: 'Please choose a reason for complaint!',
} as const;
/** Who may act (spec/1 §8, spec/2 §5). */
export const gating = {
  cannotReviewSourceOrBrand: 'You cannot comment or review a source or brand!',
  cannotReviewProduct: 'You cannot comment or review a product!',
  cannotComplainSourceOrBrand: 'You cannot complain about a source or a brand!',
  cannotComplainProduct: 'You cannot complain about a product!',
  cannotFavorite: 'You cannot add a source or brand to your favorites list!',
  reviewNeedsVerification: 'You cannot comment or review without verifying your account!',
  complainNeedsVerification: 'You cannot complain without verifying your account!',
  /** Useful votes award karma, so they follow the review rule (not verbatim). */
  usefulNeedsVerification: 'You cannot vote without verifying your account!',
  loginToViewMore: 'Please login to view more content.',
} as const;
/** Reviews, comments, reports, useful votes, favourites. */
export const review = {
  commentLive: 'Your comment is live!',
  commentSubmitted: 'Your comment has been successfully submitted.',
  reportSent: 'Report Sent',
  reportThanks: 'Thank you for your feedback.',
  reviewEdited: 'Your review has been edited',
  reviewAmended: 'This review has subsequently been amended.',
  usefulThanks: 'Thank you for your vote!', // (not verbatim)
  reviewSent: 'Congratulations, your review has been sent!', // (not verbatim)
  favorite: 'Favorite',
  unfavorite: 'Unfavorite',
  /** One review per member per item (not in the spec). */
  alreadyReviewed: {
    source: 'You have already reviewed this source. You can edit your review in My Reviews.',
    brand: 'You have already reviewed this brand. You can edit your review in My Reviews.',
    product: 'You have already reviewed this product. You can edit your review in My Reviews.',
  },
  alreadyReported: 'You have already reported this review.', // (not in the spec)
  ownReviewReport: 'You cannot report your own review.', // (not in the spec)
  alreadyReportedComment: 'You have already reported this comment.', // (not in the spec)
  ownCommentReport: 'You cannot report your own comment.', // (not in the spec)
  ownReviewUseful: 'You cannot vote for your own review.', // (not in the spec)
} as const;
export const empty = {
  noReviewYet: 'There are no review yet...',
} as const;
export const notFound = {
  review: 'Review not found.', // (not in the spec)
  reviewComment: 'Comment not found.', // (not in the spec)
} as const;
export const labels = {
  sendReview: 'SEND REVIEW',
  recentReviews: 'Recent Reviews',
} as const;
