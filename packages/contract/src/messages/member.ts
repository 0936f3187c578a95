/**
 * Messages of the member area (areas/member.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

/** Page title of the profile area: `{user_name} | Profile`. */
export const profileTitle = (userName: string) => `${userName} | Profile`;
export const validation = {
  fullNameMin: 'Full Name must be at least 3 characters!',
  fullNameMax: 'Full Name must be maximum 20 characters!',
  fullNameChars: 'Full Name cannot contain special characters or numbers!',
  weightChars: 'Weight cannot contain special characters or characters!',
  heightChars: 'Height cannot contain special characters or characters!',
  bodyFatChars: 'Body Fat cannot contain special characters or characters!',
  bioMax: 'Bio must be maximum 250 characters!',
  phoneChars: 'Phone cannot contain special characters or characters!',
  phoneMin: 'Phone must be at least 5 characters!',
  phoneMax: 'Phone must be maximum 15 characters!',
} as const;
/** Member profile area and settings (spec/2). */
export const profile = {
  goToSettings: 'Go to settings',
  howToEarnKarma: 'How do I earn karma points ?',
  deleteAccountLink: 'You want to delete your account?',
  deleteAccountInfo:
    'Account deletion is done by our support team. Please email support with your registered email address and the reason.', // (not verbatim)
  accountSettings: 'Account Settings',
  securitySettings: 'Security Settings',
  privacySettings: 'Privacy Settings',
  badgeSettings: 'Badge Settings',
  searchByCategory: 'I want to search for products by category',
  nextRanks: 'Next ranks', // (not in the spec)
  karmaPoint: (score: number) => `Karma Point : ${score}`,
  pointsRequired: (points: number) => `${points} points`, // (not verbatim)
  impactOnReviews: (impact: number) => `${impact}% impact on reviews`, // (not verbatim)
  pointsToGo: (points: number) => `${points} to go`, // (not in the spec)
  topRankReached: 'You have reached the highest rank.', // (not in the spec)
  activity: 'Activity', // (not in the spec)
  conversations: 'Conversations', // (not in the spec)
  unreadMessages: 'Unread messages', // (not in the spec)
  chatWith: (userName: string) => `Messages with ${userName}`, // (not in the spec)
  personalInformation: 'Personal information', // (not verbatim)
  fullName: 'Full Name',
  edit: 'Edit', // (not in the spec)
  cancel: 'Cancel', // (not in the spec)
  save: 'SAVE',
  profileImage: 'Profile image', // (not verbatim)
  communityImage: 'Community cover image', // (not verbatim)
  notifications: 'E-mail notifications', // (not verbatim)
  notificationReceiveMessage: 'When I receive a new message', // (not verbatim)
  notificationReviewComment: 'When someone comments on my review', // (not verbatim)
  notificationFavoriteShare: 'When my source or brand is favourited or shared', // (not verbatim)
  notificationContentLike: 'When someone likes my content', // (not verbatim)
  notificationSecurityAccount: 'Security and account e-mails', // (not verbatim)
  changePassword: 'Change password', // (not verbatim)
  currentPassword: 'Current password', // (not verbatim)
  newPassword: 'New password', // (not verbatim)
  newPasswordAgain: 'New password (again)', // (not verbatim)
  phone: 'Phone',
  email: 'E-mail',
  editReview: 'Edit review', // (not verbatim)
  remove: 'Remove', // (not in the spec)
  area: 'Profile',
  myReviews: 'My Reviews',
  reviewComment: 'Your review', // (not verbatim)
  favorites: 'Favorites',
  messages: 'Messages',
  settings: 'Settings',
  karmaAction: 'Action', // (not in the spec)
  karmaPoints: 'Points', // (not in the spec)
  liveIn: 'Live in',
  memberSince: 'Member since',
  followers: 'Followers',
  followed: 'Followed',
  bio: 'Bio',
  weight: 'Weight',
  height: 'Height',
  bodyFat: 'Body Fat',
  karma: 'Karma',
  rank: 'Rank',
  totalComments: 'Total Comments',
  totalReviews: 'Total Reviews',
  totalLikes: 'Total Likes',
  profileImageHint: 'Recommended size: 200x200 px', // (not verbatim)
  communityImageHint: 'Recommended size: 1280x250 px', // (not verbatim)
  /** Set_Profile: the current password does not match. */
  currentPasswordWrong: 'Your current password is incorrect!', // (not in the spec)
  /** Set_Profile: a new password needs the current one (and the other way round). */
  passwordPairRequired: 'Enter your current password and the new password to change it.', // (not in the spec)
  /** Set_Profile: a business account cannot save member profile fields. */
  profileFieldsMembersOnly: 'Only member accounts have these profile fields.', // (not in the spec)
  liveInUnknown: 'Please choose a place from the list.', // (not in the spec)
  reviewNotFound: 'Review not found.', // (not in the spec)
} as const;
export const empty = {
  noActivity: 'You have no history of activity.',
  noFavorites: 'Your favorites list is empty.',
} as const;
export const success = {
  reviewEdited: 'Your review has been edited',
} as const;
export const confirm = {
  removeFavorite: 'Are you sure you want to remove it from your favorites?', // (not verbatim)
} as const;
export const labels = {
  allActivity: 'All Activity',
  reviews: 'Reviews',
  comments: 'Comments',
  likes: 'Likes',

  account: 'Account',
  badge: 'Badge',
  security: 'Security',
  privacy: 'Privacy',
  lastActivity: 'Last activity',
  whoCanSeeProfile: 'Who can see my profile',
  whoCanSeeContent: 'Who can see my content',
  showSpecialAdverts: 'Show me special adverts',
  holidayMode: 'Holiday mode settings',
  everyone: 'Everyone',
  friends: 'Friends',
} as const;
