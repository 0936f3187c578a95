/**
 * Messages of the business area (areas/business.ts), composed into MSG by ../msg.ts (one export per group).
 * Kept apart from the area's calls, rules and forms, so an app importing MSG does not carry those.
 */

/** Source and brand areas (spec/3). */
export const business = {
  reviewsTableTitle: 'ALL THE REVIEWS YOU RECEIVE',
  goToProfileSetup: 'GO TO PROFILE SETUP',
  saveAndProceed: 'SAVE AND PROCEED TO NEXT STEP',
  showBadgeCode: 'SHOW BADGE CODE',
  setupFinished: 'SETUP FINISHED',
  goToHome: 'GO TO HOME',
  brandSaveAndProceed: 'Save and proceed',
  brandSetupFinished: 'Setup finished',
  brandGoToHome: 'Go to home',
  unverifiedBrand: 'Unverified brand',
  unverifiedAccount: 'Your account is not verified.', // (not verbatim)
  setupIncomplete: 'Your profile setup is not completed.', // (not verbatim)
  pendingReview:
    'Your listing is being reviewed by the administration and will be published if no problems are found.', // (not verbatim)
  setupCongratulations:
    'Congratulations! Your changes will be reviewed and approved by the administration.', // (not verbatim)
  /** Account tab / dashboard while an account edit waits for a manager. */
  editPending:
    'Your latest changes are waiting for approval by the administration. Your public page shows the approved information until then.', // (not in the spec)
  /** Dashboard while the business sign-up itself waits for a manager. */
  accountPending: 'Your business account is waiting for approval by our managers.', // (not in the spec)
  /** A manager rejected the latest submission; `{reason}` follows when given. */
  submissionRejected: (reason: string) =>
    `The administration did not approve your latest changes${reason ? `: ${reason}` : '.'}`, // (not in the spec)
  /** What "Bad Reviews" counts (spec/3 asks for a definition). */
  badReviewsHint: 'Reviews rated below 3 stars', // (not in the spec)
  notYourListing: 'This listing does not belong to your account.', // (not in the spec)
  onlyBusiness: 'Only source and brand accounts have this area.', // (not in the spec)
  productNotFound: 'Product not found.', // (not in the spec)
  sellerAlreadyAdded: 'This source is already one of your official sellers.', // (not in the spec)
  sellerNotFound: 'Source not found.', // (not in the spec)
  storedImageUnknown: 'Please upload the image again.', // (not in the spec)
  screenshotBusy: 'Too many screenshots are being taken right now. Please try again in a minute.', // (not in the spec)
  /** Under the spec's firewall message of a failed screenshot (wizard step 2): what to do instead (not in the spec). */
  screenshotFailedHint: 'You can upload an image of your site instead (512x512 recommended, JPG or PNG, at most 2 MB).',
  /** A country in both ship-to lists (wizards and account edits; not in the spec). */
  shipListsOverlap: 'A country cannot be in both the list you ship to and the list you cannot ship to!',
  /** Values of the dashboard's status cards, indexed by the 0/1 flag (not in the spec). */
  setupState: ['Not completed', 'Completed'],
  publicationState: ['Not published', 'Published'],
  verificationState: ['Not verified', 'Verified'],
  /** Badge code copy (not in the spec). */
  copyBadgeCode: 'Copy code',
  badgeCopied: 'The badge code is copied.',
  badgeCopyFailed: 'Select the code and copy it by hand.',
  badgeHelp:
    'Put one of these codes on your website. Your listing is verified automatically once the badge is found there, and loses the mark when it is removed.',
  /** The dashboard's link to the public listing (not in the spec). */
  viewPublicPage: 'View public page',
} as const;
/** Source setup wizard and source account edit gating (spec/3 §5). */
export const sourceSetup = {
  logo: 'Please upload your logo!',
  externalView: 'Please upload an external view of your site!',
  paymentMethods: 'Please choose your payment methods!',
  shipTo: 'Please select the continents to ship to!',
  cannotShipTo: 'Please select the continents to cannot ship to!',
  category: 'Please select the category of your source!',
  country: 'Please select the country of your source!',
  yearRequired: 'Please provide the year of foundation of your source!',
  yearDigits: 'The year of foundation of your source must be 4 digits!',
  deliveryTime: 'Please indicate the average delivery time of your resource!',
  /** The account edit's delivery-time message (the spec notes it wrongly reads as the year message). */
  accountDeliveryTime: 'Please provide the year of foundation of your source!',
  description: 'Please enter the description for your source!',
} as const;
/** Brand setup wizard and brand account edit gating (spec/3 §5). */
export const brandSetup = {
  logo: 'Please upload your logo!',
  externalView: 'Please upload an external view of your site!',
  shipTo: 'Please select the continents to ship to!',
  cannotShipTo: 'Please select the continents to cannot ship to!',
  country: 'Please select the country of your brand!',
  yearRequired: 'Please provide the year of foundation of your brand!',
  yearDigits: 'The year of foundation of your brand must be 4 digits!',
  description: 'Please enter the description for your brand!',
  /** Wizard step 5 (spec/3 §4: steps 1–5 move on only with their data; not in the spec). */
  officialSellers: 'Please add at least one official seller!',
} as const;
export const empty = {
  noSourceReview: 'There is no review of your source.',
  noProductReview: 'There has been no review of the product.',
  noOfficialSellers: 'You have no official sellers.',
} as const;
export const success = {
  productSaved: 'Product saved.',
  productDeleted: 'Product deleted.', // (not in the spec)
} as const;
export const confirm = {
  deleteProduct: 'Are you sure you want to delete the selected product?',
  deleteOfficialSeller: 'Are you sure you want to delete the selected official seller?',
} as const;
export const labels = {
  read: 'READ',
  active: 'Active',
  passive: 'Passive',
  setup: 'Setup',
  publication: 'Publication',
  verification: 'Verification',
  allReviews: 'All Reviews',
  badReviews: 'Bad Reviews',
  allComments: 'All Comments',
  allMessages: 'All Messages',
  allFavourited: 'All Favourited',
  sourceRanking: 'Source Ranking',
  brandRanking: 'Brand Ranking',
  totalViews: 'Total Views',
  /** `#{rank}` on the ranking cards. */
  ranking: (rank: number | string) => `#${rank}`,
  /** Button under a failed load (not in the spec). */
  tryAgain: 'Try again',
  /** Received reviews: table columns and the READ modal's actions (spec/3 §2.5; words not given). */
  customer: 'Customer',
  review: 'Review',
  commentAction: 'Comment',
  reportAction: 'Report',
  cancel: 'Cancel',
} as const;
