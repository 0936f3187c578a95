/**
 * The call catalogue of spec/3 §7 (plus Logout): the single source of truth for the API client and
 * the server's handler table.
 *
 * Payloads travel as form data, so the server sees strings; every schema here coerces ('20' → 20,
 * 'true' → true, JSON text → arrays/objects) and trims text. The browser may pass typed values.
 * Optional fields may be omitted (the client sends optional fields only when filled); list
 * `limit`/`offset` default to the spec's page size and 0.
 *
 * Review, comment, report and useful payloads accept a `user_id` (the spec sends it) but the
 * server ALWAYS acts as the token's user and ignores it.
 *
 * Reply envelopes: `data` is DataOf<K>; lists return the array as `data`, paged lists also carry
 * `totalData`; extra top-level fields are declared with the second type argument of call()
 * (ExtraOf<K>), e.g. `button` of Set_UserFavoriteList and `type` of the useful votes and likes.
 *
 * Actions that spec/1 §7 and spec/2 §7 describe without a call name map onto these calls:
 *   get pages / general settings ........... Get_Pages / Get_GeneralSettings
 *   sign in / sign up / Google sign-in ...... Sign_In / Sign_Up, Sign_UpBusiness / GoogleAuth
 *   user verification / resend .............. Set_UserVerification / Re_Verification
 *   get user (quick-view) ................... Get_User
 *   start a message / new message ........... Set_UserNewMessage
 *   delete conversation / update status ..... Set_UserMessageDelete / Set_UserMessageUpdateStatus
 *   profile last activity ................... Get_LastActivity
 *   set profile / security / privacy ........ Set_Profile (one call for all three tabs)
 *   favourite toggle / check / list ......... Set_UserFavoriteList / Get_UserFavoriteControl / Get_FavoriteList
 *   record page view (incl. news) ........... Set_PageViews
 *   get brand category ...................... Get_ProductCategory
 *   product search text ..................... Get_BrandProductSearchtext (site search: Get_SearchText)
 *   most viewed products .................... Get_BrandProductMostViewed
 *   latest news (community side column) ..... Get_NewsPagination {limit 5, offset 0}
 *   single news / news list / categories .... Get_News / Get_NewsPagination / Get_NewsCategories
 *   community profile {user_name} ........... Get_UserProfileToken
 *   joined community list ................... Get_CommunityList
 *   user community token data ............... Get_UserCommunityToken
 *   all communities grid / search ........... Get_CommunitySearchList (empty search_text = all)
 *   like / vote / report / delete / edit .... Set_CommunityPostLike / Set_CommunityPollAnswer /
 *                                             Set_CommunityPostReason / Set_CommunityPostDelete / Set_CommunityPostEdit
 *   mark notifications seen ................. Set_CommunityNotificationSeen
 *   ownership claim create / verify ......... Set_BusinessOwnership / BusinessVerification
 *   source / brand account edit save ........ Set_SourceSetup / Set_BrandSetup (real website and e-mail)
 */
import * as v from 'valibot';
import { call, noPayload, type CallDef } from './call';
import {
  bool,
  fieldsObject,
  fileField,
  fileOrName,
  id,
  idList,
  idOrZero,
  int,
  intBetween,
  jsonObject,
  limit,
  offset,
  oneOf,
  optionalBool,
  optionalNumber,
  ratingFilter,
  text,
} from './fields';
import { PAGE_SIZE, COUNTS } from './limits';
import { MSG } from './messages';
import {
  brandSetupForm,
  businessSignUpPayload,
  communityForm,
  pollRule,
  productForm,
  rules,
  signUpFields,
  sourceSetupForm,
  WEBSITE_EXAMPLE,
} from './forms';
import {
  PRODUCT_FEATURE_KEYS,
  type BrandAccount,
  type BrandCard,
  type BrandDashboard,
  type BrandDetail,
  type BrandFilterItem,
  type BrandProduct,
  type BrandReview,
  type BrandSetupResult,
  type Community,
  type CommunityNotification,
  type CommunityProfile,
  type CommunityTokenData,
  type Conversation,
  type FavoriteList,
  type FollowSuggestion,
  type FollowUser,
  type GeneralSettings,
  type Highlight,
  type HomeComment,
  type HomeNews,
  type LastActivity,
  type MessageData,
  type MyReview,
  type NewMessageResult,
  type News,
  type NewsCategory,
  type NotificationCount,
  type OfficialSeller,
  type PageContent,
  type PageLink,
  type Post,
  type ProductCategory,
  type ProductCategoryListing,
  type ProductDetail,
  type ProductListItem,
  type ProductReview,
  type ProfileUser,
  type Promo,
  type PublicUser,
  type ReceivedBrandReview,
  type ReceivedProductReview,
  type ReceivedSourceReview,
  type SearchResult,
  type SiteScreenshot,
  type SourceAccount,
  type SourceCard,
  type SourceCategory,
  type SourceDashboard,
  type SourceDetail,
  type SourceReview,
  type SourceSetupResult,
} from './entities';

// ------------------------------------------------------------------ payload building blocks

/** limit/offset with the spec's page size as the default limit. */
const page = (size: number, max = 100) => ({
  limit: optionalNumber(limit(max), size),
  offset: optionalNumber(offset(), 0),
});

/** A slug from the route. */
const slug = (what: string) => text(`A ${what} is required.`);

/** Accepted for compatibility with the spec's payloads; the server uses the token's user instead. */
const ignoredUserId = () => v.optional(v.union([v.number(), v.string()]));

const reviewComment = () => rules.requiredContent(MSG.validation.fieldBlank);
const reportReason = () => rules.reportReason();
const reviewImage = () => fileField();
const itemType = () => oneOf(['source', 'brand'], "item_type must be 'source' or 'brand'.");
const searchText = () => text();
const userName = () => text('A user name is required.');
const messageId = () => id('A valid message_id is expected.');
const postId = () => id('A valid post_id is expected.');
const communityId = () => id('A valid community_id is expected.');

/** Product features: every key optional, '-' by default (JSON text or an object). */
const featureValue = v.optional(v.pipe(v.string(), v.trim()), '-');
const productFeatures = v.optional(
  jsonObject(
    fieldsObject(
      Object.fromEntries(PRODUCT_FEATURE_KEYS.map((k) => [k, featureValue])) as Record<
        (typeof PRODUCT_FEATURE_KEYS)[number],
        typeof featureValue
      >,
    ),
    'product_features must be a JSON object.',
  ),
);

export const calls = {
  // ================================================================ Sources
  Get_SourceCategories: call<SourceCategory[]>()({ token: false, payload: noPayload(), cached: true }),
  /** Home carousel; category_id 0 means all. */
  Get_TopSources: call<SourceCard[]>()({
    token: false,
    payload: fieldsObject({ category_id: optionalNumber(idOrZero(), 0) }),
    cached: true,
  }),
  Get_LastSourceReviews: call<SourceReview[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Source: call<SourceDetail>()({ token: false, payload: fieldsObject({ source_slug_url: slug('source_slug_url') }) }),
  /** The signed-in source owner's source, for the settings Account and Badge tabs. */
  Get_SourceToken: call<SourceAccount>()({ token: true, payload: noPayload() }),
  /** category_id 0 = all; rating_id 0 (any), 2, 3, 4 = minimum rating; verification true = verified only. */
  Get_SourcePagination: call<SourceCard[]>()({
    token: false,
    payload: fieldsObject({
      ...page(PAGE_SIZE.sources),
      category_id: optionalNumber(idOrZero(), 0),
      rating_id: optionalNumber(ratingFilter(), 0),
      verification: optionalBool('verification must be true or false.'),
    }),
    paged: true,
  }),
  Get_SourceReviewsPagination: call<SourceReview[]>()({
    token: false,
    payload: fieldsObject({ ...page(PAGE_SIZE.reviews), source_id: id('A valid source_id is expected.') }),
    paged: true,
  }),
  /** One review received by the signed-in source (READ modal), with its comments. */
  Get_SourceReviewSingle: call<ReceivedSourceReview>()({
    token: true,
    payload: fieldsObject({ rating_id: id('A valid rating_id is expected.') }),
  }),
  /** Reviews received by the signed-in source. */
  Get_SourceReviewPaginationToken: call<ReceivedSourceReview[]>()({
    token: true,
    payload: fieldsObject(page(PAGE_SIZE.reviews)),
    paged: true,
  }),
  /** Five whole-star sub-ratings 1..5; the overall rating is their average (server). */
  Set_SourceNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: id('A valid source_id is expected.'),
      review_comment: reviewComment(),
      contact_rating: rules.stars(),
      delivery_rating: rules.stars(),
      quality_rating: rules.stars(),
      pricing_rating: rules.stars(),
      support_rating: rules.stars(),
      review_image: reviewImage(),
    }),
  }),
  Set_SourceNewComment: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: id('A valid source_id is expected.'),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewComment(),
    }),
  }),
  Set_SourceReviewReport: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: id('A valid source_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
      report_reason: reportReason(),
    }),
  }),
  /** Toggles the vote; reply `type` is 'positive' (voted) or 'negative' (vote removed). */
  Set_SourceReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      source_id: id('A valid source_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
    }),
  }),
  /** An empty result is treated by the client as a session failure. */
  Get_SourceDashboard: call<SourceDashboard>()({ token: true, payload: noPayload() }),
  /**
   * Saves the setup wizard (empty website and e-mail) and the Account tab edit (real values).
   * source_main_logo / source_site_logo_file: a new upload, or a stored file name (the screenshot
   * name from Get_SiteScreenshot, or the current image); required by the server when the source
   * has none yet ("Please upload your logo!", "Please upload an external view of your site!").
   * payment_methods / continents_*: JSON lists of ids.
   */
  Set_SourceSetup: call<SourceSetupResult>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      ...sourceSetupForm.entries,
      source_main_logo: fileOrName(),
      source_site_logo_file: fileOrName(),
    }),
  }),
  /** Official-seller search (from 3 characters). */
  Get_SourceLikeSearch: call<OfficialSeller[]>()({ token: true, payload: fieldsObject({ source_name: searchText() }) }),

  // ================================================================ Brands
  Get_TopBrands: call<BrandCard[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_LastBrandReviews: call<BrandReview[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Brand: call<BrandDetail>()({ token: false, payload: fieldsObject({ brand_slug_url: slug('brand_slug_url') }) }),
  /** The signed-in brand owner's brand, for settings. */
  Get_BrandToken: call<BrandAccount>()({ token: true, payload: noPayload() }),
  Get_BrandPagination: call<BrandCard[]>()({
    token: false,
    payload: fieldsObject({
      ...page(PAGE_SIZE.brands),
      rating_id: optionalNumber(ratingFilter(), 0),
      verification: optionalBool('verification must be true or false.'),
    }),
    paged: true,
  }),
  Get_BrandReviewsPagination: call<BrandReview[]>()({
    token: false,
    payload: fieldsObject({ ...page(PAGE_SIZE.reviews), brand_id: id('A valid brand_id is expected.') }),
    paged: true,
  }),
  /** rating: whole stars 1..5 (the home-side variant's brand_rating is not part of the contract). */
  Set_BrandNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: id('A valid brand_id is expected.'),
      review_comment: reviewComment(),
      rating: rules.stars(),
      review_image: reviewImage(),
    }),
  }),
  Set_BrandNewComment: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: id('A valid brand_id is expected.'),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewComment(),
    }),
  }),
  Set_BrandReviewReport: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: id('A valid brand_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
      report_reason: reportReason(),
    }),
  }),
  /** Toggles the vote; reply `type` is 'positive' or 'negative'. */
  Set_BrandReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      brand_id: id('A valid brand_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
    }),
  }),
  /** Products of a brand and/or a category (products-by-category page); 0 = all. */
  Get_BrandProductPagination: call<ProductListItem[]>()({
    token: false,
    payload: fieldsObject({
      ...page(PAGE_SIZE.productsByCategory),
      brand_id: optionalNumber(idOrZero(), 0),
      category_id: optionalNumber(idOrZero(), 0),
    }),
    paged: true,
  }),
  /** category_type '' = all; limit -1 and offset -1 = every category (brand product screen). */
  Get_ProductCategoriesPagination: call<ProductCategoryListing[]>()({
    token: false,
    payload: fieldsObject({
      ...page(PAGE_SIZE.productCategories, 1000),
      category_type: v.optional(
        oneOf(['', 'Injectable', 'Oral', 'Other'], "category_type must be '', 'Injectable', 'Oral' or 'Other'."),
        '',
      ),
    }),
    paged: true,
  }),
  /** Visitors get the offers with price and seller blanked (spec/1 §4 Price offers); members the real ones. */
  Get_BrandProduct: call<ProductDetail>()({
    token: false,
    optionalToken: true,
    payload: fieldsObject({ brand_slug_url: slug('brand_slug_url'), product_slug_url: slug('product_slug_url') }),
  }),
  Get_ProductCategory: call<ProductCategory>()({
    token: false,
    payload: fieldsObject({ category_slug_url: slug('category_slug_url') }),
  }),
  /** Every published brand (products-by-category brand filter). */
  Get_AllBrand: call<BrandFilterItem[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_BrandProductReviewsPagination: call<ProductReview[]>()({
    token: false,
    payload: fieldsObject({ ...page(PAGE_SIZE.reviews), product_id: id('A valid product_id is expected.') }),
    paged: true,
  }),
  Set_BrandProductNewReview: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: id('A valid product_id is expected.'),
      brand_id: id('A valid brand_id is expected.'),
      review_comment: reviewComment(),
      rating: rules.stars(),
      review_image: reviewImage(),
    }),
  }),
  Set_BrandProductNewComment: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: id('A valid product_id is expected.'),
      brand_id: id('A valid brand_id is expected.'),
      parent_rating_id: id('A valid parent_rating_id is expected.'),
      review_comment: reviewComment(),
    }),
  }),
  Set_BrandProductReviewReport: call<null>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: id('A valid product_id is expected.'),
      brand_id: id('A valid brand_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
      report_reason: reportReason(),
    }),
  }),
  /** Toggles the vote; reply `type` is 'positive' or 'negative'. */
  Set_BrandProductReviewUseful: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({
      user_id: ignoredUserId(),
      product_id: id('A valid product_id is expected.'),
      brand_id: id('A valid brand_id is expected.'),
      rating_id: id('A valid rating_id is expected.'),
    }),
  }),
  Get_BrandDashboard: call<BrandDashboard>()({ token: true, payload: noPayload() }),
  /**
   * Saves the brand wizard and the Account tab edit. brand_offical_resellers: JSON list of
   * source ids; continents_*: JSON lists of ids; logos as in Set_SourceSetup.
   */
  Set_BrandSetup: call<BrandSetupResult>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      ...brandSetupForm.entries,
      brand_main_logo: fileOrName(),
      brand_site_logo_file: fileOrName(),
    }),
  }),
  /** Reviews received by the signed-in brand. */
  Get_BrandReviewPaginationToken: call<ReceivedBrandReview[]>()({
    token: true,
    payload: fieldsObject(page(PAGE_SIZE.reviews)),
    paged: true,
  }),
  Get_BrandOfficalSellerList: call<OfficialSeller[]>()({ token: true, payload: noPayload() }),
  /** Adds (type 'insert') or removes (type 'delete') an official seller; adding one twice is refused. */
  Set_BrandOfficalSellerUpdate: call<null>()({
    token: true,
    payload: fieldsObject({
      type: oneOf(['insert', 'delete'], "type must be 'insert' or 'delete'."),
      source_id: id('A valid source_id is expected.'),
    }),
  }),
  /** The signed-in brand's products, each with its reviews. */
  Get_BrandProductsPaginationToken: call<BrandProduct[]>()({
    token: true,
    payload: fieldsObject(page(PAGE_SIZE.brandProducts)),
    paged: true,
  }),
  /**
   * Creates (product_id 0) or updates a product of the signed-in brand. product_features: JSON
   * text of ProductFeatures (missing keys default to '-'); product_status '1' Active, '0' Passive.
   */
  Set_BrandProductSave: call<{ product_id: number }>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      ...productForm.entries,
      product_id: optionalNumber(idOrZero('A valid product_id (0 for new) is expected.'), 0),
      product_features: productFeatures,
    }),
  }),
  Set_BrandProductDelete: call<null>()({
    token: true,
    payload: fieldsObject({ product_id: id('A valid product_id is expected.') }),
  }),
  /** One review received by the signed-in brand, with comments. */
  Get_BrandReviewSingle: call<ReceivedBrandReview>()({
    token: true,
    payload: fieldsObject({ rating_id: id('A valid rating_id is expected.') }),
  }),
  /** One review of one of the signed-in brand's products, with comments. */
  Get_BrandProductReviewSingle: call<ReceivedProductReview>()({
    token: true,
    payload: fieldsObject({ rating_id: id('A valid rating_id is expected.') }),
  }),
  Get_BrandProductMostViewed: call<ProductListItem[]>()({
    token: false,
    payload: fieldsObject({ limit: optionalNumber(intBetween(1, 100, 'limit must be from 1 to 100.'), COUNTS.mostViewedProducts) }),
  }),
  /** Price matcher search (products); from 3 characters. */
  Get_BrandProductSearchtext: call<SearchResult[]>()({ token: false, payload: fieldsObject({ searchText: searchText() }) }),

  // ================================================================ Promos and news
  Get_TopPromos: call<Promo[]>()({ token: false, payload: noPayload() }),
  Get_Promo: call<Promo>()({ token: false, payload: fieldsObject({ promo_slug_url: slug('promo_slug_url') }) }),
  /** The source's active promos (the source page shows the first on top); [] when none. */
  Get_PromoBySource: call<Promo[]>()({
    token: false,
    payload: fieldsObject({ source_id: id('A valid source_id is expected.') }),
  }),
  Get_PromoPagination: call<Promo[]>()({ token: false, payload: fieldsObject(page(PAGE_SIZE.promos)), paged: true }),
  /** Home "Most Read News": items carry position left, center or right. */
  Get_TopNews: call<HomeNews[]>()({ token: false, payload: noPayload() }),
  Get_News: call<News>()({ token: false, payload: fieldsObject({ news_slug_url: slug('news_slug_url') }) }),
  /**
   * News list; category_id 0 = all. Also the community side column's "Latest news"
   * (limit 5, offset 0), which the spec describes without a call name.
   */
  Get_NewsPagination: call<News[]>()({
    token: false,
    payload: fieldsObject({ ...page(PAGE_SIZE.news), category_id: optionalNumber(idOrZero(), 0) }),
    paged: true,
  }),
  Get_NewsCategories: call<NewsCategory[]>()({ token: false, payload: noPayload(), cached: true }),

  // ================================================================ Users
  /** Member sign-up; data is the session token (the account is unverified until Set_UserVerification). */
  Sign_Up: call<string>()({ token: false, payload: fieldsObject(signUpFields), syntheticOnNetworkError: true }),
  /** Business sign-up (user_type source or brand); data is the session token. */
  Sign_UpBusiness: call<string>()({ token: false, payload: businessSignUpPayload, syntheticOnNetworkError: true }),
  /** user_name may also be the e-mail address (sign-in allows @ and '.'); data is the session token. */
  Sign_In: call<string>()({
    token: false,
    payload: fieldsObject({ user_name: rules.signInUsername(), user_password: rules.password() }),
    syntheticOnNetworkError: true,
  }),
  /**
   * Google sign-in; data is the session token. The server verifies `id_token` (the Firebase ID
   * token) with firebase-admin and takes uid and e-mail from it only; uid, email and username
   * are the spec's fields, informational (username is the suggested user name for a new account).
   */
  GoogleAuth: call<string>()({
    token: false,
    payload: fieldsObject({
      id_token: text('An identity token is required.'),
      uid: text(),
      email: text(),
      username: text(),
    }),
    syntheticOnNetworkError: true,
  }),
  /** Public profile for the user quick-view. */
  Get_User: call<PublicUser>()({ token: false, payload: fieldsObject({ user_name: userName() }), syntheticOnNetworkError: true }),
  /** Sends the 6-character reset code to the e-mail. */
  Forgot_Password: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: rules.email() }),
    syntheticOnNetworkError: true,
  }),
  Forgot_Change_Password: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: rules.email(), user_password: rules.password(), code: rules.code() }),
    syntheticOnNetworkError: true,
  }),
  /**
   * Verifies the signed-in user's account with the e-mailed code. Sent WITH the token (the user
   * holds one from sign-up or sign-in); on success the client fetches a fresh token (Get_UserToken).
   */
  Set_UserVerification: call<null>()({
    token: true,
    payload: fieldsObject({ verification_code: rules.code() }),
    syntheticOnNetworkError: true,
  }),
  /** Re-sends the confirmation e-mail. */
  Re_Verification: call<null>()({
    token: false,
    payload: fieldsObject({ user_email: rules.email() }),
    syntheticOnNetworkError: true,
  }),
  /** Refreshes the session token; data is the new token. */
  Get_UserToken: call<string>()({ token: true, payload: noPayload() }),
  /** The community area's data about the signed-in user (cached; cleared on logout). */
  Get_UserCommunityToken: call<CommunityTokenData>()({ token: true, payload: noPayload(), cached: true }),
  /** The signed-in user; a false status sends the client home, a load failure to 404. */
  Get_Profile: call<ProfileUser>()({ token: true, payload: noPayload() }),
  /** The member's recent reviews, comments and likes. */
  Get_LastActivity: call<LastActivity>()({ token: true, payload: noPayload() }),
  Get_FavoriteList: call<FavoriteList>()({ token: true, payload: noPayload() }),
  /**
   * One call for the profile, security and privacy settings: only the fields sent are changed
   * (profile edits send only filled fields). Changing the password needs user_password (the
   * current one) and user_new_password.
   */
  Set_Profile: call<null>()({
    token: true,
    multipart: true,
    payload: fieldsObject({
      user_fullname: v.optional(rules.fullName()),
      user_weight: v.optional(rules.weight()),
      user_height: v.optional(rules.height()),
      user_body_fat: v.optional(rules.bodyFat()),
      user_live_in: v.optional(v.pipe(v.string(), v.trim())),
      user_bio: v.optional(rules.bio()),
      user_profile_image: fileField(),
      user_community_image: fileField(),
      notification_receive_message: v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0)))),
      notification_review_comment: v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0)))),
      notification_favorite_share: v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0)))),
      notification_content_like: v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0)))),
      notification_security_account: v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0)))),
      user_phone_number: v.optional(rules.phone()),
      user_password: v.optional(rules.optionalPassword()),
      user_new_password: v.optional(rules.optionalPassword()),
      privacy_see_profile: v.optional(oneOf(['Everyone', 'Friends'])),
      privacy_see_content: v.optional(oneOf(['Everyone', 'Friends'])),
      privacy_see_special_ads: v.optional(oneOf(['Yes', 'No'])),
      privacy_holiday_mode: v.optional(oneOf(['Yes', 'No'])),
    }),
  }),
  Get_MyReviewList: call<MyReview[]>()({
    token: true,
    payload: fieldsObject({
      type: oneOf(['source', 'brand', 'product'], "type must be 'source', 'brand' or 'product'."),
      ...page(PAGE_SIZE.myReviews),
    }),
    paged: true,
  }),
  /** Edits one of my reviews; ratings default to 1 (source reviews use the five sub-ratings, others `rating`). */
  Set_EditMyReview: call<null>()({
    token: true,
    payload: fieldsObject({
      type: oneOf(['source', 'brand', 'product'], "type must be 'source', 'brand' or 'product'."),
      rating_id: id('A valid rating_id is expected.'),
      review_comment: reviewComment(),
      rating: v.optional(rules.stars(), 1),
      contact_rating: v.optional(rules.stars(), 1),
      delivery_rating: v.optional(rules.stars(), 1),
      quality_rating: v.optional(rules.stars(), 1),
      pricing_rating: v.optional(rules.stars(), 1),
      support_rating: v.optional(rules.stars(), 1),
    }),
  }),
  /** A member's community profile (/community/profile/{username}). */
  Get_UserProfileToken: call<CommunityProfile>()({ token: true, payload: fieldsObject({ user_name: userName() }) }),
  /** Polled every 30 s while signed in. */
  Get_UserMessageList: call<Conversation[]>()({ token: true, payload: noPayload() }),
  /** Starts (or reopens) a conversation with user_id; data.message_id keys /chats/{message_id}. */
  Set_UserNewMessage: call<NewMessageResult>()({
    token: true,
    payload: fieldsObject({ user_id: id('A valid user_id is expected.') }),
  }),
  /** Deletes the conversation for the current user only. */
  Set_UserMessageDelete: call<null>()({ token: true, payload: fieldsObject({ message_id: messageId() }) }),
  /** Marks the conversation read for the current user. */
  Set_UserMessageUpdateStatus: call<null>()({ token: true, payload: fieldsObject({ message_id: messageId() }) }),
  /**
   * Ownership claim step 0: creates the business account for listing business_id and e-mails a
   * code to business_email (which must be on the listing website's domain). The dialog's
   * confirmation and terms flag are accepted too.
   */
  Set_BusinessOwnership: call<null>()({
    token: false,
    payload: fieldsObject({
      business_id: id('A valid business_id is expected.'),
      business_type: v.optional(oneOf(['source', 'brand'], "business_type must be 'source' or 'brand'."), 'source'),
      business_email: rules.email(),
      business_password: rules.password(),
      business_password_confirm: v.optional(v.pipe(v.string(), v.trim())),
      terms: v.optional(rules.terms()),
    }),
  }),
  /** Ownership claim step 1: verifies the code; data is the session token (signs the user in). */
  BusinessVerification: call<string>()({
    token: false,
    payload: fieldsObject({
      business_id: id('A valid business_id is expected.'),
      business_type: v.optional(oneOf(['source', 'brand'], "business_type must be 'source' or 'brand'."), 'source'),
      business_email: rules.email(),
      business_code: rules.code(),
    }),
  }),
  /** Ends the session on the server (the client also clears it locally). */
  Logout: call<null>()({ token: true, payload: noPayload() }),

  // ================================================================ Pages and general
  Get_Pages: call<PageLink[]>()({ token: false, payload: noPayload(), cached: true }),
  Get_Page: call<PageContent>()({ token: false, payload: fieldsObject({ page_slug_url: slug('page_slug_url') }) }),
  Get_GeneralSettings: call<GeneralSettings>()({ token: false, payload: noPayload(), cached: true }),
  /** Home "Recent Comments". */
  Get_LastTopComments: call<HomeComment[]>()({ token: false, payload: noPayload(), cached: true }),
  Set_PageViews: call<null>()({
    token: false,
    payload: fieldsObject({
      parent_id: id('A valid parent_id is expected.'),
      view_type: oneOf(
        ['source', 'brand', 'brand_product', 'promo', 'news'],
        "view_type must be one of source, brand, brand_product, promo, news.",
      ),
    }),
  }),
  /** Site search (sources, brands, products, news, promos); from 3 characters. */
  Get_SearchText: call<SearchResult[]>()({ token: false, payload: fieldsObject({ searchText: searchText() }) }),
  /**
   * Toggles a favourite; reply `button` is the new button label, MSG.review.favorite ('Favorite')
   * or MSG.review.unfavorite ('Unfavorite'); the message is shown on removal.
   */
  Set_UserFavoriteList: call<null, { button: string }>()({
    token: true,
    payload: fieldsObject({ item_type: itemType(), item_id: id('A valid item_id is expected.') }),
  }),
  /** status true means the item is already a favourite. */
  Get_UserFavoriteControl: call<null>()({
    token: true,
    payload: fieldsObject({ item_type: itemType(), item_id: id('A valid item_id is expected.') }),
  }),
  /**
   * Takes a screenshot of website_url (setup wizard step 2); data.screenshot is the stored file
   * name, sent back later as source_site_logo_file / brand_site_logo_file. Failure message:
   * MSG.screenshotFailure.
   */
  Get_SiteScreenshot: call<SiteScreenshot>()({
    token: false,
    payload: fieldsObject({
      website_url: rules.website(WEBSITE_EXAMPLE, MSG.validation.websiteInvalid(WEBSITE_EXAMPLE)),
      type: oneOf(['source', 'brand'], "type must be 'source' or 'brand'."),
    }),
  }),

  // ================================================================ Community (all T)
  Get_WhoToFollow: call<FollowSuggestion[]>()({
    token: true,
    payload: fieldsObject({ limit: optionalNumber(intBetween(1, 50, 'limit must be from 1 to 50.'), COUNTS.whoToFollow) }),
  }),
  /** Toggles following user_id; data.message is e.g. "User unfollowed.". */
  Set_FollowUnFollowUser: call<MessageData>()({
    token: true,
    payload: fieldsObject({ user_id: id('A valid user_id is expected.') }),
  }),
  /**
   * post_poll: JSON {poll_title, answers[]} for post_type 'poll'; post_method_community_id for
   * post_method 'community' (0 otherwise).
   */
  Set_NewCommunityPost: call<{ post_id: number }>()({
    token: true,
    multipart: true,
    payload: v.pipe(
      fieldsObject({
        post_type: oneOf(['text', 'image', 'poll'], "post_type must be 'text', 'image' or 'poll'."),
        post_method: oneOf(['everyone', 'friends', 'community'], "post_method must be 'everyone', 'friends' or 'community'."),
        post_method_community_id: optionalNumber(idOrZero(), 0),
        post_content: rules.requiredContent(),
        post_poll: v.optional(jsonObject(pollRule(), MSG.validation.pollAnswersRequired)),
        post_image: fileField(),
      }),
      v.check((p) => p.post_type !== 'poll' || p.post_poll !== undefined, MSG.validation.pollAnswersRequired),
      v.check((p) => p.post_method !== 'community' || p.post_method_community_id > 0, 'A valid post_method_community_id is expected.'),
    ),
  }),
  /**
   * Feed. Filters (0 / '' = none): community_id (community page), user_id (profile feed),
   * hashtag_name, post_id.
   */
  Get_CommunityPostList: call<Post[]>()({
    token: true,
    payload: fieldsObject({
      community_id: optionalNumber(idOrZero(), 0),
      user_id: optionalNumber(idOrZero(), 0),
      hashtag_name: text(),
      post_id: optionalNumber(idOrZero(), 0),
      ...page(PAGE_SIZE.feed),
    }),
    paged: true,
  }),
  Set_NewCommunityComment: call<null>()({
    token: true,
    payload: fieldsObject({ parent_post_id: postId(), post_content: rules.requiredContent() }),
  }),
  Get_CommunitySinglePost: call<Post>()({ token: true, payload: fieldsObject({ post_id: postId() }) }),
  /** Toggles the like; reply `type` is 'positive' (liked) or 'negative' (unliked). */
  Set_CommunityPostLike: call<null, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({ post_id: postId() }),
  }),
  /** answer_no is 1-based. */
  Set_CommunityPollAnswer: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), answer_no: intBetween(1, 100, 'A valid answer_no is expected.') }),
  }),
  /** Reports a post. */
  Set_CommunityPostReason: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), report_reason: reportReason() }),
  }),
  /** Deletes an own post or comment (post_type 'post' or 'comment'). */
  Set_CommunityPostDelete: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), post_type: oneOf(['post', 'comment'], "post_type must be 'post' or 'comment'.") }),
  }),
  Set_CommunityPostEdit: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), post_content: rules.requiredContent() }),
  }),
  /** Top hashtags of the last `month` months. */
  Get_CommunityHighlights: call<Highlight[]>()({
    token: true,
    payload: fieldsObject({
      month: optionalNumber(intBetween(1, 24, 'month must be from 1 to 24.'), COUNTS.highlightsMonths),
      limit: optionalNumber(intBetween(1, 50, 'limit must be from 1 to 50.'), COUNTS.highlights),
    }),
  }),
  Get_CommunityUserFollowersList: call<FollowUser[]>()({
    token: true,
    payload: fieldsObject({ user_id: id('A valid user_id is expected.'), ...page(PAGE_SIZE.follows) }),
    paged: true,
  }),
  Get_CommunityUserFollowedList: call<FollowUser[]>()({
    token: true,
    payload: fieldsObject({ user_id: id('A valid user_id is expected.'), ...page(PAGE_SIZE.follows) }),
    paged: true,
  }),
  /** community_style one of bg-community-1..10; data.community_id. */
  Set_CommunityCreateCommunity: call<{ community_id: number }>()({ token: true, payload: communityForm }),
  /** The communities the signed-in user joined (the home menu row). */
  Get_CommunityList: call<Community[]>()({ token: true, payload: noPayload() }),
  Get_Community: call<Community>()({ token: true, payload: fieldsObject({ community_id: communityId() }) }),
  /** Joins, or leaves when already a member (the owner cannot leave). */
  Set_CommunityJoinOrLeave: call<null>()({ token: true, payload: fieldsObject({ community_id: communityId() }) }),
  /** community_id is optional: without it the server edits the community the user owns. */
  Set_CommunityEdit: call<null>()({
    token: true,
    payload: fieldsObject({ ...communityForm.entries, community_id: optionalNumber(idOrZero(), 0) }),
  }),
  /** community_id is optional: without it the server deletes the community the user owns. */
  Set_CommunityDelete: call<null>()({
    token: true,
    payload: fieldsObject({ community_id: optionalNumber(idOrZero(), 0) }),
  }),
  Get_ExploreCommunities: call<Community[]>()({
    token: true,
    payload: fieldsObject({ limit: optionalNumber(intBetween(1, 50, 'limit must be from 1 to 50.'), COUNTS.exploreCommunities) }),
  }),
  /** All communities (grid) when search_text is empty; otherwise name search (from 3 characters). */
  Get_CommunitySearchList: call<Community[]>()({
    token: true,
    payload: fieldsObject({
      search_text: text(),
      limit: optionalNumber(intBetween(1, 100, 'limit must be from 1 to 100.'), PAGE_SIZE.communitySearch),
    }),
  }),
  /** Polled every 60 s. */
  Get_CommunityNotificationCount: call<NotificationCount>()({ token: true, payload: noPayload() }),
  Set_CommunityNotificationSeen: call<null>()({ token: true, payload: noPayload() }),
  Get_CommunityNotificationList: call<CommunityNotification[]>()({
    token: true,
    payload: fieldsObject(page(PAGE_SIZE.notifications)),
    paged: true,
  }),
  Set_CommunityDeleteAllNotification: call<null>()({ token: true, payload: noPayload() }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller passes (before parsing). */
export type PayloadIn<K extends CallName> = v.InferInput<Calls[K]['payload']>;
/** What the server's handler receives (after parsing and trimming). */
export type PayloadOut<K extends CallName> = v.InferOutput<Calls[K]['payload']>;
/** The reply's `data`. */
export type DataOf<K extends CallName> = Calls[K] extends CallDef<v.GenericSchema, infer D, object> ? D : never;
/** Extra top-level fields of the reply envelope (e.g. `button`, `type`); `{}` for most calls. */
export type ExtraOf<K extends CallName> = Calls[K] extends CallDef<v.GenericSchema, unknown, infer X> ? X : never;

export const CALL_NAMES = Object.keys(calls) as CallName[];

/** Whether a call needs the token, sends multipart, is cached, paged, or synthetic on network failure. */
export const callDef = <K extends CallName>(name: K): Calls[K] => calls[name];
