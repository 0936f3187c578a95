/**
 * What each write call changes, declared once beside the catalogue, so no screen writes its own
 * invalidation list: the data layer's `useCallMutation` applies the declaration after every write.
 *
 * - `invalidates`: the reads whose cached replies the write makes stale (by call name, every
 *   payload): mounted queries ask again, the others on their next use. Typed: only existing call
 *   names compile.
 * - `item`: the write changes one item that several reads hold (a post in every loaded page of
 *   every feed and on its own page). The data layer merges the changed item into every cached reply
 *   of the `into` reads that holds an object with the same `key`. The changed item is the reply's
 *   `data` when the call returns it (a like answers the post's new counts: no second request), or
 *   else is asked again from `read` with `{ [key]: payload[payloadField ?? key] }` (spec/2 §4:
 *   "After every vote, comment or edit, the single post is refetched and replaced in the list").
 * - `removes`: the write deletes an item: it leaves every list that holds it (a post every loaded
 *   feed page, a comment its post's comments).
 *
 * Every write call (each call not named `Get_…`) must appear here: a new write without a
 * declaration does not compile. `[]` for writes that change nothing another screen has read.
 */
import type { CallName } from './index';

export type WriteCallName = Exclude<CallName, `Get_${string}`>;

export interface ChangedItem {
  /** Reads whose cached replies hold the item. */
  into: readonly CallName[];
  /** The field that identifies the item in those replies (e.g. `post_id`). */
  key: string;
  /** Absent: the reply's data is the changed item. Else the read that answers it. */
  read?: CallName;
  /** The payload field holding the item's `key` (default `key`), for `read`. */
  payloadField?: string;
}

/** The item the write deletes: it leaves every list of the `into` reads' cached replies. */
export interface RemovedItem {
  into: readonly CallName[];
  /** The field that identifies it there, read from the payload's field of the same name. */
  key: string;
}

export interface WriteEffect {
  invalidates: readonly CallName[];
  item?: ChangedItem;
  removes?: RemovedItem;
}

const none: WriteEffect = { invalidates: [] };

// The single reviews of the business areas' received-reviews modal (the catalog's review list asks
// again itself, at once after a review or comment and a second after a useful vote, spec/1 §4).
const sourceReviews = ['Get_SourceReviewSingle'] as const;
const brandReviews = ['Get_BrandReviewSingle'] as const;
const productReviews = ['Get_BrandProductReviewSingle'] as const;
// A useful vote changes the review's count wherever it is shown (the screen knows the new count
// from the vote's direction in the reply) until the list asks again.
const usefulCount = (...into: CallName[]): WriteEffect => ({ invalidates: [], item: { into, key: 'rating_id' } });
const follows = ['Get_CommunityUserFollowedList', 'Get_CommunityUserFollowersList', 'Get_UserProfileToken', 'Get_WhoToFollow'] as const;
const communities = ['Get_Community', 'Get_CommunityList', 'Get_CommunitySearchList', 'Get_ExploreCommunities'] as const;
const notifications = ['Get_CommunityNotificationList', 'Get_CommunityNotificationCount'] as const;
const sourceAccount = ['Get_SourceToken', 'Get_SourceDashboard'] as const;
const brandAccount = ['Get_BrandToken', 'Get_BrandDashboard'] as const;
const brandProducts = ['Get_BrandProductsPaginationToken'] as const;
const watches = ['Get_PriceWatches'] as const;
const conversations = ['Get_UserMessageList'] as const;
const posts = ['Get_CommunityPostList', 'Get_CommunitySinglePost'] as const;

export const WRITES: { readonly [K in WriteCallName]: WriteEffect } = {
  // Reviews, comments, reports and useful votes of the three kinds (catalog pages, business areas).
  Set_SourceNewReview: { invalidates: ['Get_LastSourceReviews'] },
  Set_SourceNewComment: { invalidates: [...sourceReviews, 'Get_LastTopComments'] },
  Set_SourceReviewReport: none,
  Set_SourceReviewUseful: usefulCount('Get_SourceReviewsPagination', ...sourceReviews),
  Set_BrandNewReview: { invalidates: ['Get_LastBrandReviews'] },
  Set_BrandNewComment: { invalidates: [...brandReviews, 'Get_LastTopComments'] },
  Set_BrandReviewReport: none,
  Set_BrandReviewUseful: usefulCount('Get_BrandReviewsPagination', ...brandReviews),
  Set_BrandProductNewReview: none,
  Set_BrandProductNewComment: { invalidates: [...productReviews, 'Get_LastTopComments'] },
  Set_BrandProductReviewReport: none,
  Set_SourceReviewCommentReport: none,
  Set_BrandReviewCommentReport: none,
  Set_BrandProductReviewCommentReport: none,
  Set_BrandProductReviewUseful: usefulCount('Get_BrandProductReviewsPagination', ...productReviews),
  // Accounts: the session package stores the signed-in user; nothing cached to forget.
  Sign_Up: none,
  Sign_UpBusiness: none,
  Sign_In: none,
  GoogleAuth: none,
  Forgot_Password: none,
  Forgot_Change_Password: none,
  Set_UserVerification: none,
  Re_Verification: none,
  Set_BusinessOwnership: none,
  BusinessVerification: none,
  Logout: none,
  // Member area.
  Set_Profile: { invalidates: ['Get_Profile', 'Get_User'] },
  Set_EditMyReview: { invalidates: ['Get_MyReviewList', 'Get_LastActivity'] },
  Set_UserNewMessage: { invalidates: conversations },
  Set_UserMessageDelete: { invalidates: conversations },
  Set_UserMessageUpdateStatus: none,
  Set_PageViews: none,
  Set_UserFavoriteList: { invalidates: ['Get_FavoriteList', 'Get_UserFavoriteControl'] },
  // Community.
  Set_FollowUnFollowUser: { invalidates: follows },
  Set_NewCommunityPost: { invalidates: ['Get_CommunityPostList'] },
  Set_NewCommunityComment: { invalidates: [], item: { into: posts, key: 'post_id', read: 'Get_CommunitySinglePost', payloadField: 'parent_post_id' } },
  Set_CommunityPostLike: { invalidates: [], item: { into: posts, key: 'post_id' } },
  Set_CommunityPollAnswer: { invalidates: [], item: { into: posts, key: 'post_id', read: 'Get_CommunitySinglePost' } },
  Set_CommunityPostReason: none,
  // A post leaves every loaded feed page, a comment its post's comments.
  Set_CommunityPostDelete: { invalidates: [], removes: { into: posts, key: 'post_id' } },
  Set_CommunityPostEdit: { invalidates: [], item: { into: posts, key: 'post_id', read: 'Get_CommunitySinglePost' } },
  Set_CommunityCreateCommunity: { invalidates: communities },
  Set_CommunityJoinOrLeave: { invalidates: [...communities, 'Get_CommunityPostList'] },
  Set_CommunityEdit: { invalidates: communities },
  Set_CommunityDelete: { invalidates: [...communities, 'Get_CommunityPostList'] },
  Set_CommunityNotificationSeen: { invalidates: notifications },
  Set_CommunityDeleteAllNotification: { invalidates: notifications },
  // Source and brand areas.
  Set_SourceSetup: { invalidates: sourceAccount },
  Set_BrandSetup: { invalidates: brandAccount },
  Set_BrandOfficalSellerUpdate: { invalidates: ['Get_BrandOfficalSellerList'] },
  Set_BrandProductSave: { invalidates: brandProducts },
  Set_BrandProductDelete: { invalidates: brandProducts },
  Set_SourcePrice: { invalidates: ['Get_SourcePricesPagination'] },
  Set_SourcePriceFeed: { invalidates: ['Get_SourcePriceFeed'] },
  // Managers' console: every action also writes the audit log.
  Set_ManageApprove: { invalidates: ['Get_ManageApprovals', 'Get_ManageAudit'] },
  Set_ManageReject: { invalidates: ['Get_ManageApprovals', 'Get_ManageAudit'] },
  Set_ManageReportDecision: { invalidates: ['Get_ManageReports', 'Get_ManageAudit'] },
  Set_ManageHeldReview: { invalidates: ['Get_ManageReports', 'Get_ManageAudit'] },
  Set_ManageSuspend: { invalidates: ['Get_ManageMembers', 'Get_ManageAudit'] },
  Set_ManageUnsuspend: { invalidates: ['Get_ManageMembers', 'Get_ManageAudit'] },
  // Price watches.
  Set_PriceWatch: { invalidates: watches },
  Set_PriceWatchPause: { invalidates: watches },
  Set_PriceWatchSeen: { invalidates: watches },
  Set_PriceWatchDelete: { invalidates: watches },
};

/** What a call changes (`{ invalidates: [] }` for reads and for writes that change nothing cached). */
export function writeEffect(name: CallName): WriteEffect {
  return (WRITES as Partial<Record<CallName, WriteEffect>>)[name] ?? none;
}
