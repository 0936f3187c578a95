/**
 * Messages of the community area (areas/community.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

export const validation = {
  pollAnswersRequired: 'Poll Answers 1 and 2 are required and cannot be deleted!',
  communityNameMin: 'This field must be at least 3 characters long!',
  communityNameMax: 'This field must be at most 25 characters long!',
  communityDescriptionMin: 'This field must be at least 10 characters long!', // (not verbatim)
  communityDescriptionMax: 'This field must be at most 500 characters long!', // (not verbatim)
} as const;
export const gating = {
  joinToView: 'You must join the community to view its content.', // (not verbatim)
} as const;
export const empty = {
  communityFeedEmpty: 'No content found in the community feed...',
  noUsersToRecommend: 'No users found to recommend.',
  noCommunityToRecommend: 'No community found to recommend.',
  noHighlight: 'Highlight not found.',
  noCommunity: 'Sorry, no community found!',
  noNotification: 'You dont have any notification...',
  followListEmpty: 'Your follow list is empty...',
  noMoreContent: 'No more content.',
} as const;
export const success = {
  commentShared: 'Your comment has been shared.',
  postShared: 'Your post has been shared.',
  postDeleted: 'Your post has been deleted.',
  postEdited: 'Your post has been edited.',
  communityCreated: 'Congratulations you have created a new community.',
  communityEdited: 'You have successfully edited your community.',
  communityDeleted: 'You have successfully deleted your community.',
  userUnfollowed: 'User unfollowed.',
} as const;
export const confirm = {
  deletePost: 'Are you sure you want to delete your post?',
  deleteCommunity: 'Do you want to delete your community?',
  deleteAllNotifications: 'Are you sure you want to delete all notifications?',
  joinCommunity: 'Do you want to join the community?',
  leaveCommunity: 'Do you want to leave the community?',
  deleteComment: 'Are you sure you want to delete your comment?', // (not in the spec)
} as const;
export const catalogue = {
  /** `Post #{id}` */
  postTitle: (postId: number | string) => `Post #${postId}`,
} as const;
export const notFound = {
  post: 'This post could not be found.', // (not in the spec)
  community: 'This community could not be found.', // (not in the spec)
} as const;
/** The server's refusals and replies of the community calls (not in the spec). */
export const community = {
  membersOnly: 'Only member accounts can take part in the community.',
  joinToPost: 'You must join the community to post in it.',
  ownPostsOnly: 'You can only edit or delete your own posts.',
  ownCommentsOnly: 'You can only delete your own comments.',
  ownerOnly: 'Only the owner of the community can edit or delete it.',
  ownerCannotLeave: 'The owner cannot leave the community.',
  ownsNoCommunity: 'You do not own a community.',
  chooseCommunity: 'You own several communities: choose the community.',
  nameTaken: 'A community with this name already exists.',
  notAPoll: 'This post has no poll.',
  answerOutOfRange: 'Choose one of the answers of the poll.',
  alreadyVoted: 'You have already voted in this poll.',
  ownPostReport: 'You cannot report your own post.',
  alreadyReported: 'You have already reported this post.',
  ownCommentReport: 'You cannot report your own comment.',
  alreadyReportedComment: 'You have already reported this comment.',
  cannotFollowSelf: 'You cannot follow yourself.',
  /** Followers / followed lists of a member whose profile is for friends only. */
  followListPrivate: 'This member shares their followers and followed accounts with friends only.',
  userFollowed: 'User followed.',
  contentTooLong: 'The text is too long.',
  pollTooLong: 'A poll has at most 20 answers of at most 200 characters.',
  imageOnImagePostsOnly: 'Only an image post carries an image.',
  imageRequired: 'Choose an image for an image post.',
  pagingNeedsCursor: 'Pages after the first are asked with before_post_id (the last post_id of the previous page).',
  unknownHashtag: 'No posts with this hashtag yet.',
} as const;
/** Notification lines after the member's name, by notification_type (not verbatim). */
export const notificationText = {
  1: 'liked your post.',
  2: 'commented on your post.',
  3: 'voted on your poll.',
  4: 'started following you.',
  5: 'joined your community',
} as const;
export const labels = {
  join: 'Join',
  leave: 'Leave',
  follow: 'Follow',
  unfollow: 'Unfollow',
  highlights: 'Highlights',
  whoToFollow: 'Who to follow',
  exploreCommunities: 'Explore communities',
  latestNews: 'Latest news',
  notifications: 'Notifications',
  markAllSeen: 'Mark all as seen',
  deleteAll: 'Delete all',
  signInToSee: 'Sign in to see your notifications.', // (not in the spec)
  greeting: (name: string) => `Hello, ${name}!`, // (not verbatim)
  reportPost: 'Report post', // (not verbatim)
  reportComment: 'Report comment', // (not in the spec)
} as const;
