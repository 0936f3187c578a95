/**
 * Every user-facing message of the spec, verbatim (including the spec's own spelling, e.g.
 * "Offical", "communitys", "You dont have any notification..."). Code never writes these strings
 * inline: it refers to MSG.
 *
 * The top-level keys are the cross-cutting ones (error catalogue); the groups below hold the
 * messages of one area. Entries marked "(not verbatim)" are wordings the spec describes without
 * quoting; everything else is quoted from spec/1, spec/2 or spec/3.
 */
export const MSG = {
  // ---- cross-cutting (error catalogue of spec/1 §8, spec/2 §8, spec/3 §8)
  serverConnectionError: 'Server connection error! Please try again later.',
  pleaseCheckAllFields: 'Please check all fields!',
  sessionExpiredTitle: 'Oops...',
  sessionExpired: 'Your session has expired, please log in again!',
  errorTitle: 'Error!',
  /** `{error} -> Something went wrong, please try again.!` */
  thrownError: (error: string) => `${error} -> Something went wrong, please try again.!`,
  /** Image processing failure: `Something went wrong, please try again! - {error}`. */
  imageFailure: (error: string) => `Something went wrong, please try again! - ${error}`,
  /** The same toast without the error text. */
  somethingWentWrong: 'Something went wrong, please try again!',
  notFoundTitle: 'Page Not Found!',
  notFoundText: 'Oops! The page you are looking for does not exist. It might have been moved or deleted.',
  noContentFound: 'No content found!',
  fieldBlank: 'This field cannot be left blank!',
  noRecordFound: 'Sorry, no record found...',
  loginSuccessful: 'Login successful.',
  registrationSuccessful: 'Registration is successful.',
  informationUpdated: 'Your information has been updated!',
  searchNotFound: 'Search result not found!',
  pleaseTryAgain: 'Please try again!',
  verySoon: 'Very soon',
  /** The advertisement screens of source and brand. */
  verySoonEllipsis: 'Very soon...',
  screenshotFailure:
    'Unfortunately, due to the firewalls on your site (similar to cloudflare) we could not take a screenshot.',
  /** `Karma Point : {score}` (hover on a rank). */
  karmaPoint: (score: number | string) => `Karma Point : ${score}`,
  unknownRank: 'Unknown',
  unspecified: 'Unspecified',
  /** Page title of the profile area: `{user_name} | Profile`. */
  profileTitle: (userName: string) => `${userName} | Profile`,

  /** Field validation (spec/1 §5, spec/2 §5, spec/3 §5). */
  validation: {
    fieldBlank: 'This field cannot be left blank!',
    usernameRequired: 'Username is required!', // (not verbatim: the spec names the rule only)
    usernameMin: 'Username must be at least 3 characters!', // (not verbatim)
    usernameMax: 'Username must be maximum 14 characters!', // (not verbatim)
    usernameChars: 'Username cannot contain special characters or spaces!',
    emailRequired: 'Email is required!',
    emailInvalid: 'Email address not valid!',
    emailCompanyDomain: "Email address must have the extension of your company's official website!",
    passwordRequired: 'Password is required!', // (not verbatim)
    passwordMin: 'Password must be at least 6 characters!',
    passwordMax: 'Password must be maximum 30 characters!',
    passwordMismatch: 'Password you entered does not match!',
    termsRequired: 'You must confirm the Terms & Conditions!',
    codeRequired: 'Code is required!',
    codeMin: 'Code must be at least 6 characters!',
    codeMax: 'Code must be maximum 6 characters!',
    codeChars: 'Code can only contain letters and numbers!', // (not verbatim)
    websiteRequired: 'Offical Website is required!',
    /** `Website is not valid! Example: {host}` */
    websiteInvalid: (host: string) => `Website is not valid! Example: ${host}`,
    sourceNameMin: 'Source name must be at least 3 characters!', // (not verbatim)
    sourceNameChars: "Source name can only contain lowercase letters, numbers, '.' and '-'!", // (not verbatim)
    brandNameMin: 'Brand name must be at least 3 characters!', // (not verbatim)
    brandNameChars: 'Brand name can only contain lowercase letters, numbers and spaces!', // (not verbatim)
    atLeastOnePoint: 'You must give at least 1 point!',
    ratingMax: 'A rating is at most 5 stars.', // (not verbatim)
    reportReasonRequired: 'Please choose a reason for complaint!',
    imageType: 'Only JPG, JPEG, and PNG files are allowed!',
    imageSize: 'File size must be no more than 2 MB!',
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
    pollAnswersRequired: 'Poll Answers 1 and 2 are required and cannot be deleted!',
    communityNameMin: 'This field must be at least 3 characters long!',
    communityNameMax: 'This field must be at most 25 characters long!',
    communityDescriptionMin: 'This field must be at least 10 characters long!', // (not verbatim)
    communityDescriptionMax: 'This field must be at most 500 characters long!', // (not verbatim)
    searchMin: 'Please enter at least 3 characters.', // (not verbatim)
  },

  /** Authentication popup and account verification (spec/1). */
  auth: {
    signInAsMember: 'Sign in as a member',
    signInAsBusiness: 'Sign in as a business',
    loginSuccessful: 'Login successful.',
    registrationSuccessful: 'Registration is successful.',
    googleLoginFailed: 'Google login failed. Please try again later.',
    emailIncorrect: 'Email address is incorrect or does not match!',
    passwordChanged: 'Your password has been successfully changed. You can log in with your new password.',
    codeAndEmailMismatch: 'The 6-digit code and your email did not match!',
    tooManyWrongCodes: 'You entered too many incorrect codes. Please try again later.!',
    codeMismatch: 'The 6-digit code did not match!',
    confirmationResent: 'The confirmation email has been sent again. Please check the email address.',
    confirmationNotSent: 'The confirmation email could not be sent. Please try again!',
    confirmTimeout: 'You did not confirm within the specified time. Please try again later.',
    unverifiedBanner: 'You have not verified your account. Please verify your account.',
    clickToVerify: 'Click to verify your account',
    businessPendingApproval:
      'Your business account will be reviewed by our managers and activated after approval.', // (not verbatim)
  },

  /** Business-ownership claim (spec/1 §5). */
  claim: {
    isThisYourCompany: 'Is this your company?',
    getFreeAccount: 'GET FREE ACCOUNT',
    /** The hint under the e-mail field: `xxx@{host}`. */
    emailHint: (host: string) => `xxx@${host}`,
    emailCompanyDomain: "Email address must have the extension of your company's official website!",
  },

  /** Who may act (spec/1 §8, spec/2 §5). */
  gating: {
    cannotReviewSourceOrBrand: 'You cannot comment or review a source or brand!',
    cannotReviewProduct: 'You cannot comment or review a product!',
    cannotComplainSourceOrBrand: 'You cannot complain about a source or a brand!',
    cannotComplainProduct: 'You cannot complain about a product!',
    cannotFavorite: 'You cannot add a source or brand to your favorites list!',
    reviewNeedsVerification: 'You cannot comment or review without verifying your account!',
    complainNeedsVerification: 'You cannot complain without verifying your account!',
    loginToViewMore: 'Please login to view more content.',
    joinToView: 'You must join the community to view its content.', // (not verbatim)
  },

  /** Reviews, comments, reports, useful votes, favourites. */
  review: {
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
  },

  /** Empty states of every list. */
  empty: {
    noRecordFound: 'Sorry, no record found...',
    noReviewYet: 'There are no review yet...',
    searchNotFound: 'Search result not found!',
    noPriceData: 'Sorry, no price comparison data was found for this product. You can check again later.',
    noOfficialReseller: 'Has no official reseller.',
    noContentFound: 'No content found!',
    noActivity: 'You have no history of activity.',
    chooseConversation: 'First choose who you want to exchange messages with.',
    noMessages: 'Your message list is empty!',
    noChatMessages: 'There is no message yet.',
    noFavorites: 'Your favorites list is empty.',
    communityFeedEmpty: 'No content found in the community feed...',
    noUsersToRecommend: 'No users found to recommend.',
    noCommunityToRecommend: 'No community found to recommend.',
    noHighlight: 'Highlight not found.',
    noNews: 'News not found.',
    noCommunity: 'Sorry, no community found!',
    noNotification: 'You dont have any notification...',
    followListEmpty: 'Your follow list is empty...',
    noMoreContent: 'No more content.',
    noSourceReview: 'There is no review of your source.',
    noProductReview: 'There has been no review of the product.',
    noOfficialSellers: 'You have no official sellers.',
  },

  /** Success toasts. */
  success: {
    informationUpdated: 'Your information has been updated!',
    commentShared: 'Your comment has been shared.',
    postShared: 'Your post has been shared.',
    postDeleted: 'Your post has been deleted.',
    postEdited: 'Your post has been edited.',
    communityCreated: 'Congratulations you have created a new community.',
    communityEdited: 'You have successfully edited your community.',
    communityDeleted: 'You have successfully deleted your community.',
    userUnfollowed: 'User unfollowed.',
    productSaved: 'Product saved.',
    transactionSuccessful: 'Transaction Successful.',
    reviewEdited: 'Your review has been edited',
  },

  /** Confirmation prompts. */
  confirm: {
    deletePost: 'Are you sure you want to delete your post?',
    deleteCommunity: 'Do you want to delete your community?',
    deleteAllNotifications: 'Are you sure you want to delete all notifications?',
    joinCommunity: 'Do you want to join the community?',
    leaveCommunity: 'Do you want to leave the community?',
    deleteProduct: 'Are you sure you want to delete the selected product?',
    deleteOfficialSeller: 'Are you sure you want to delete the selected official seller?',
    removeFavorite: 'Are you sure you want to remove it from your favorites?', // (not verbatim)
    deleteConversation: 'Are you sure you want to delete this conversation?', // (not verbatim)
  },

  /** Member profile area and settings (spec/2). */
  profile: {
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
  },

  /** Source and brand areas (spec/3). */
  business: {
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
  },

  /** Source setup wizard and source account edit gating (spec/3 §5). */
  sourceSetup: {
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
  },

  /** Brand setup wizard and brand account edit gating (spec/3 §5). */
  brandSetup: {
    logo: 'Please upload your logo!',
    externalView: 'Please upload an external view of your site!',
    shipTo: 'Please select the continents to ship to!',
    cannotShipTo: 'Please select the continents to cannot ship to!',
    country: 'Please select the country of your brand!',
    yearRequired: 'Please provide the year of foundation of your brand!',
    yearDigits: 'The year of foundation of your brand must be 4 digits!',
    description: 'Please enter the description for your brand!',
  },

  /** Catalogue screen titles and fixed texts. */
  catalogue: {
    bestInSources: 'Best in Sources',
    bestInBrands: 'Best in Brands',
    bestInCategories: 'Best in Categories',
    bestInProducts: 'Best in Products',
    promotionsAds: 'Promotions Ads',
    couponCode: 'Coupon Code',
    promotion: 'Promotion',
    cheapest: 'Cheapest',
    shippingFee: '+ shipping fee',
    priceDisclaimer:
      'This site provides only price and stock information; it does not guarantee shipping or price.', // (not verbatim)
    signInForPrices: 'Sign in to see the cheapest price and seller.', // (not verbatim)
    verifiedSource: 'Verified Source',
    verifiedBrand: 'Verified Brand',
    officalResellers: 'OFFICAL RESELLERS',
    priceMatcher: 'Price Matcher',
    /** `Post #{id}` */
    postTitle: (postId: number | string) => `Post #${postId}`,
  },

  /** Fixed button, tab, heading and filter words of the screens (verbatim). */
  labels: {
    home: 'Home',
    priceMatcher: 'Price Matcher',
    viewCommunityProfile: 'VIEW COMMUNITY PROFILE',
    sendMessage: 'SEND MESSAGE',
    sendReview: 'SEND REVIEW',
    read: 'READ',
    previous: 'Previous',
    next: 'Next',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    showMore: 'Show more',
    back: 'BACK',
    nextStep: 'NEXT STEP',
    edit: 'Edit',
    save: 'Save',
    saveUpper: 'SAVE',
    send: 'Send',
    deleteMessage: 'Delete Message',
    join: 'Join',
    leave: 'Leave',
    follow: 'Follow',
    unfollow: 'Unfollow',
    all: 'All',
    allUpper: 'ALL',
    allCategory: 'All Category',
    allBrands: 'All Brands',
    injectable: 'Injectable',
    oral: 'Oral',
    other: 'Other',
    active: 'Active',
    passive: 'Passive',
    ratingAny: 'Any',
    rating2: '2.0+',
    rating3: '3.0+',
    rating4: '4.0+',
    filter: 'FILTER',
    rating: 'Rating',
    status: 'Status',
    categories: 'Categories',
    source: 'Source',
    brand: 'Brand',
    product: 'Product',
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
    yes: 'Yes',
    no: 'No',
    unspecified: 'Unspecified',
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
    recentReviews: 'Recent Reviews',
    topRatedBrands: 'Top rated Brands',
    mostViewedProducts: 'Most Viewed Products',
    mostPopularPromos: 'Most Popular Promos',
    mostReadNews: 'Most Read News',
    recentComments: 'Recent Comments',
    sellerPrices: 'SELLER PRICES',
    highlights: 'Highlights',
    whoToFollow: 'Who to follow',
    exploreCommunities: 'Explore communities',
    latestNews: 'Latest news',
    contact: 'Contact',
    delivery: 'Delivery',
    quality: 'Quality',
    pricing: 'Pricing',
    support: 'Support',
    verified: 'Verified',
    unverified: 'Unverified',
  },
} as const;

export type Messages = typeof MSG;
