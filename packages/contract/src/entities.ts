/**
 * Data shapes of spec/1 §3, spec/2 §3 and spec/3 §3, as the API returns them in `data`.
 * Field names are the spec's, verbatim (including its spellings such as `offical`).
 *
 * Conventions:
 * - Dates are strings as the server formats them (ISO 8601).
 * - `Flag01` fields are the numbers 0 or 1 (dashboard status flags, notification switches,
 *   `updated_review`, ...).
 * - Public verification statuses (`source_verification_status`, `brand_verification_status` on
 *   cards and product list items) are the strings '1' (verified) or '0' as the spec says; always
 *   test them with `isVerified()`.
 * - Image fields hold a file name inside the spec's upload folder ('default.jpg' means none).
 */
import type { UserType } from './routes';

export type Flag01 = 0 | 1;
export type VerificationFlag = '0' | '1';
/** True for '1' or 1 (a verified listing); everything else is unverified. */
export const isVerified = (flag: unknown): boolean => String(flag) === '1';

// ---------------------------------------------------------------- users and session

export interface LoginUser {
  user_id: number;
  user_email: string;
  user_name: string;
  /** 0 means unverified. */
  user_verification_status: number;
  user_type: UserType;
}

export interface UserRank {
  rank_no: number;
  rank_name: string;
}

/** An entry of `next_ranks` on the member profile. */
export interface NextRank extends UserRank {
  rank_score: number;
  /** Impact percentage of the rank on reviews. */
  impact: number;
}

export interface LoginLogEntry {
  created_date: string;
}

export type PrivacyAudience = 'Everyone' | 'Friends';
export type YesNo = 'Yes' | 'No';

/** Get_Profile: the signed-in user (member area of spec/2 §3 plus the settings fields of spec/3 §3). */
export interface ProfileUser {
  user_id: number;
  user_type: UserType;
  user_name: string;
  user_fullname: string;
  user_profile_image: string;
  user_community_image: string;
  user_rank: UserRank;
  /** Karma. */
  user_score: number;
  next_ranks: NextRank[];
  user_live_in: string;
  /** HTML. */
  user_bio: string;
  user_weight: string;
  user_height: string;
  user_body_fat: string;
  member_since: string;
  total_follower: number;
  total_followed: number;
  total_comments: number;
  total_reviews: number;
  total_likes: number;
  /** 0 means unverified. */
  user_verification_status: number;
  user_phone_number: string;
  /** Read-only. */
  user_email: string;
  notification_receive_message: Flag01;
  notification_review_comment: Flag01;
  notification_favorite_share: Flag01;
  notification_content_like: Flag01;
  notification_security_account: Flag01;
  privacy_see_profile: PrivacyAudience;
  privacy_see_content: PrivacyAudience;
  privacy_see_special_ads: YesNo;
  privacy_holiday_mode: YesNo;
  login_log: LoginLogEntry[];
}

/** Get_User: the public profile shown in the user quick-view. */
export interface PublicUser {
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  total_follower: number;
  total_followed: number;
  /** HTML. */
  user_bio: string;
  /** Karma. */
  user_score: number;
  user_weight: string;
  user_height: string;
  user_body_fat: string;
}

/**
 * Get_UserCommunityToken: what the community area needs about the signed-in user (the spec does
 * not show its fields). `community_token` is kept by the session next to the login token and
 * cleared on logout.
 */
export interface CommunityTokenData {
  community_token: string;
  user_id: number;
  user_name: string;
  user_fullname: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  /** Hashtags the user added to the community menu row. */
  hashtags: string[];
}

// ---------------------------------------------------------------- pages and general

export interface PageLink {
  page_id: number;
  page_name: string;
  page_slug_url: string;
}

export interface PageContent {
  page_id: number;
  page_name: string;
  page_slug_url: string;
  /** Sanitized HTML. */
  page_content: string;
}

export interface GeneralSettings {
  general_site_title: string;
  general_site_description: string;
  general_site_keywords: string;
  general_copyright: string;
  /** '#' means the link is hidden (same for every social_*). */
  social_facebook: string;
  social_twitter: string;
  social_instagram: string;
  social_youtube: string;
  social_pinterest: string;
  social_linkedin: string;
  social_google: string;
  /** seo_* title and description templates with {source_name}-style placeholders. */
  [seoKey: `seo_${string}`]: string;
}

export type SearchResultType = 'source' | 'brand' | 'product' | 'news' | 'promo';

/** Get_SearchText and Get_BrandProductSearchtext (the price matcher keeps only type 'product'). */
export interface SearchResult {
  type: SearchResultType;
  name: string;
  image: string;
  /** Site-relative link, e.g. /source/{slug}. */
  url: string;
}

/** Get_LastTopComments: the home Recent Comments strip. */
export interface HomeComment {
  type: 'source' | 'brand';
  user_name: string;
  user_profile_image: string;
  source_name?: string;
  source_slug_url?: string;
  brand_name?: string;
  brand_slug_url?: string;
  review_comment: string;
  created_date: string;
}

/** Get_SiteScreenshot. */
export interface SiteScreenshot {
  /** File name of the screenshot in sources/screenshots or brands/screenshots. */
  screenshot: string;
}

// ---------------------------------------------------------------- reviews and comments

export interface ReviewComment {
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

export interface SourceReview extends Review, SourceSubRatings {
  source_id: number;
  source_name: string;
  source_slug_url: string;
}

export interface BrandReview extends Review {
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
}

export interface ProductReview extends Review {
  product_id: number;
  brand_id: number;
  product_name: string;
  product_image: string;
}

/** Review received by a source (spec/3 §3): source reviews table and READ modal. */
export interface ReceivedSourceReview extends SourceSubRatings {
  rating_id: number;
  source_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  rating: number;
  review_comment: string;
  updated_review: Flag01;
  created_date: string;
  comments: ReviewComment[];
}

/** Review received by a brand (spec/3 §3). */
export interface ReceivedBrandReview {
  rating_id: number;
  brand_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_score: number;
  user_rank: UserRank;
  /** 0 to 5, decimals. */
  rating: number;
  review_comment: string;
  created_date: string;
  updated_review: Flag01;
  comments: ReviewComment[];
}

/** Review of one of the brand's products, as the brand sees it (BrandProduct.reviews, Get_BrandProductReviewSingle). */
export interface ReceivedProductReview {
  rating_id: number;
  brand_id: number;
  product_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_score: number;
  user_rank: UserRank;
  product_rating: number;
  review_comment: string;
  created_date: string;
  updated_review: Flag01;
  comments: ReviewComment[];
}

export type ReviewType = 'source' | 'brand' | 'product';

/** Get_MyReviewList: one of the member's own reviews (spec/2 §3). */
export interface MyReview {
  rating_id: number;
  review_comment: string;
  rating: number;
  product_rating?: number;
  /** The five sub-ratings are present on source reviews. */
  contact_rating?: number;
  delivery_rating?: number;
  quality_rating?: number;
  pricing_rating?: number;
  support_rating?: number;
  updated_review: Flag01;
  created_date: string;
  source_name?: string;
  source_slug_url?: string;
  brand_name?: string;
  brand_slug_url?: string;
  product_name?: string;
  product_slug_url?: string;
  product_image?: string;
}

/** An item of Get_LastActivity (reviews, comments or likes of the member). */
export interface ActivityItem {
  type: 'source' | 'brand' | 'product';
  source_name?: string;
  brand_name?: string;
  product_name?: string;
  review_comment: string;
  created_date: string;
}

/** Get_LastActivity. */
export interface LastActivity {
  reviews: ActivityItem[];
  comments: ActivityItem[];
  likes: ActivityItem[];
}

// ---------------------------------------------------------------- sources

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

export interface PaymentMethod {
  payment_method_id: number;
  payment_method_name: string;
  payment_method_image: string;
}

export interface Country {
  country_id: number;
  country_name: string;
  country_image: string;
}

/** Get_Source: source detail. */
export interface SourceDetail extends SourceCard {
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

/** Get_SourceDashboard (spec/3 §3). */
export interface SourceDashboard {
  source_setup_status: Flag01;
  /** Publication. */
  source_status: Flag01;
  source_verification_status: Flag01;
  all_reviews: number;
  bad_reviews: number;
  all_comments: number;
  all_messages: number;
  all_favourited: number;
  ranking: number;
  total_views: number;
  /** Badge script reference (hash) for the badge code. */
  badgeCode: string;
  source_name: string;
  source_profile_image: string;
  source_website: string;
  /** Options for the setup wizard and account edit. */
  payment_methods: PaymentMethod[];
  countries: Country[];
  source_categories: Pick<SourceCategory, 'category_id' | 'category_name'>[];
  user: { user_profile_image: string };
}

/** Get_SourceToken: the source account for settings (spec/3 §3 "Source (account)"). */
export interface SourceAccount {
  source_id: number;
  source_slug_url: string;
  /** Read-only. */
  source_name: string;
  source_email: string;
  source_website: string;
  /** Year. */
  source_since: string;
  source_country: string;
  source_avg_delivery_time: string;
  source_description: string;
  source_profile_image: string;
  /** Payment method ids (as strings). */
  source_payment_types: string[];
  /** Country or continent ids (as strings). */
  source_delivery_countries: string[];
  source_restricted_countries: string[];
  category_id: number;
  /** Badge script reference for the Badge tab. */
  badgeCode: string;
  ranking: number;
}

/** Set_SourceSetup reply data. */
export interface SourceSetupResult {
  source_name: string;
  source_profile_image: string;
  ranking: number;
}

/** Get_SourceLikeSearch item; also an official seller. */
export interface OfficialSeller {
  source_id: number;
  source_name: string;
}

// ---------------------------------------------------------------- brands and products

/** Brand list card (Get_TopBrands, Get_BrandPagination). */
export interface BrandCard {
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  brand_rating: number;
  total_review: number;
  total_views: number;
  total_product: number;
  brand_ranked: number;
  /** '1' verified, otherwise unverified. */
  brand_verification_status: VerificationFlag;
  user_name: string;
  user_profile_image: string;
}

/** Get_Brand: brand detail. */
export interface BrandDetail extends BrandCard {
  brand_website: string;
  brand_email: string;
  /** HTML. */
  brand_description: string;
  brand_since: string;
  brand_country: string;
  /** Owner; 1 means an unclaimed listing. */
  user_id: number;
  brand_delivery_countries: Pick<Country, 'country_name' | 'country_image'>[];
  brand_restricted_countries: Pick<Country, 'country_name' | 'country_image'>[];
  brand_offical_resellers: Pick<OfficialSeller, 'source_name'>[];
}

/** Get_AllBrand item (the products-by-category brand filter). */
export interface BrandFilterItem {
  brand_id: number;
  brand_name: string;
  brand_profile_image: string;
  brand_slug_url: string;
}

/** Get_BrandDashboard (spec/3 §3). */
export interface BrandDashboard {
  brand_setup_status: Flag01;
  /** Publication. */
  brand_status: Flag01;
  brand_verification_status: Flag01;
  all_reviews: number;
  bad_reviews: number;
  all_comments: number;
  all_messages: number;
  all_favourited: number;
  ranking: number;
  total_views: number;
  countries: Country[];
  badgeCode: string;
  user: { user_profile_image: string };
  brand_name: string;
  brand_profile_image: string;
  brand_website: string;
}

/** Get_BrandToken: the brand account for settings (spec/3 §3 "Brand"). */
export interface BrandAccount {
  brand_id: number;
  brand_slug_url: string;
  /** Read-only in edit. */
  brand_name: string;
  brand_email: string;
  brand_website: string;
  brand_since: string;
  /** Country name. */
  brand_country: string;
  brand_description: string;
  brand_profile_image: string;
  /** Country or continent ids as strings. */
  brand_delivery_countries: string[];
  brand_restricted_countries: string[];
  /** Options for the ship-to pickers. */
  countries: Country[];
  ranking: number;
  badgeCode: string;
}

/** Set_BrandSetup reply data. */
export interface BrandSetupResult {
  brand_name: string;
  brand_profile_image: string;
  ranking: number;
}

export const PRODUCT_FEATURE_LEVELS = ['-', 'YES', 'NO', 'LOW', 'HIGH'] as const;
export type ProductFeatureLevel = (typeof PRODUCT_FEATURE_LEVELS)[number];
/** Level keys take one of PRODUCT_FEATURE_LEVELS. */
export const PRODUCT_FEATURE_LEVEL_KEYS = [
  'product_features_acne',
  'product_features_waterretention',
  'product_features_hepatotoxicity',
  'product_features_aromatization',
] as const;
/** Free-text keys (single line). */
export const PRODUCT_FEATURE_TEXT_KEYS = [
  'product_features_activehalflife',
  'product_features_classification',
  'product_features_hbr',
  'product_features_form',
] as const;
/** Multi-line text keys. */
export const PRODUCT_FEATURE_MULTILINE_KEYS = ['product_features_dosage', 'product_features_activesubstance'] as const;
export const PRODUCT_FEATURE_KEYS = [
  ...PRODUCT_FEATURE_LEVEL_KEYS,
  ...PRODUCT_FEATURE_TEXT_KEYS,
  ...PRODUCT_FEATURE_MULTILINE_KEYS,
] as const;
export type ProductFeatureKey = (typeof PRODUCT_FEATURE_KEYS)[number];
/** Every key defaults to '-'. */
export type ProductFeatures = Record<(typeof PRODUCT_FEATURE_LEVEL_KEYS)[number], ProductFeatureLevel> &
  Record<(typeof PRODUCT_FEATURE_TEXT_KEYS)[number] | (typeof PRODUCT_FEATURE_MULTILINE_KEYS)[number], string>;

export const PRODUCT_TYPES = ['Other', 'Injectable', 'Oral'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** '1' Active, '0' Passive. */
export const PRODUCT_STATUSES = { '1': 'Active', '0': 'Passive' } as const;
export type ProductStatus = keyof typeof PRODUCT_STATUSES;

export interface PriceOffer {
  sale_price: number;
  matching_product_name: string;
  matching_product_link: string;
  /** 1 = in stock. */
  stock_status: Flag01;
  updated_date: string;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
}

/** Get_BrandProduct: product detail (spec/1 §3). */
export interface ProductDetail {
  product_id: number;
  product_name: string;
  product_slug_url: string;
  product_image: string;
  /** HTML. */
  product_description: string;
  product_rating: number;
  total_review: number;
  percent_cheaper: number;
  price_count: number;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  brand_rating: number;
  brand_description: string;
  owner_user_id: number;
  product_features: ProductFeatures;
  /** Cheapest first. Price and seller are blanked for visitors who are not signed in. */
  price_match_list: PriceOffer[];
}

/** Product list item (Get_BrandProductPagination, Get_BrandProductMostViewed). */
export interface ProductListItem {
  product_id: number;
  product_name: string;
  product_image: string;
  product_slug_url: string;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  /** The string '1' means verified. */
  brand_verification_status: VerificationFlag;
  product_rating?: number;
  total_review?: number;
  percent_cheaper?: number;
  price_count?: number;
}

/** Get_ProductCategory. */
export interface ProductCategory {
  category_id: number;
  category_name: string;
}

/** Get_ProductCategoriesPagination item. */
export interface ProductCategoryListing {
  category_id: number;
  category_name: string;
  category_slug_url: string;
  /** 'Injectable', 'Oral' or 'Other'. */
  category_type: string;
  product_count: number;
}

/** Get_BrandProductsPaginationToken item: a product as its brand manages it (spec/3 §3). */
export interface BrandProduct {
  product_id: number;
  category_id: number;
  product_name: string;
  product_slug_url: string;
  product_description: string;
  product_image: string;
  product_type: ProductType;
  product_status: ProductStatus;
  product_features: ProductFeatures;
  reviews: ReceivedProductReview[];
}

// ---------------------------------------------------------------- promos and news

export interface Promo {
  promo_id: number;
  promo_name: string;
  promo_slug_url: string;
  promo_image: string;
  /** HTML. */
  promo_description: string;
  /** Present: a coupon code; absent (or empty): a plain promotion. */
  promo_code?: string;
  promo_end_date: string;
  total_views: number;
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
}

/** Get_TopNews item (home). */
export interface HomeNews {
  news_name: string;
  news_slug_url: string;
  news_image: string;
  position: 'left' | 'center' | 'right';
}

export interface News {
  news_id: number;
  news_name: string;
  news_slug_url: string;
  news_image: string;
  /** Sanitized HTML. */
  news_content: string;
  category_id: number;
  category_name: string;
  created_date: string;
  total_views: number;
}

export interface NewsCategory {
  category_id: number;
  category_name: string;
}

// ---------------------------------------------------------------- favorites and messages

export interface FavoriteSource {
  favorite_id: number;
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
  source_rating: number;
}

export interface FavoriteBrand {
  favorite_id: number;
  brand_id: number;
  brand_name: string;
  brand_slug_url: string;
  brand_profile_image: string;
  brand_rating: number;
}

/** Get_FavoriteList. */
export interface FavoriteList {
  sources: FavoriteSource[];
  brands: FavoriteBrand[];
}

export type FavoriteItemType = 'source' | 'brand';

/** Get_UserMessageList item: a conversation. */
export interface Conversation {
  message_id: number;
  /** The other participant. */
  user_id: number;
  user_name: string;
  user_profile_image: string;
  /** Which side the viewer is (1 or 2). */
  user_no: 1 | 2;
  /** Unread messages for the viewer. */
  unread_count: number;
}

/** Set_UserNewMessage reply data. */
export interface NewMessageResult {
  message_id: number;
}

/** Realtime store: /chats/{message_id}/messages/{key}. */
export interface ChatMessage {
  sender_id: number;
  content: string;
  timestamp: number;
  /** Map by user id: true when that user deleted the conversation. */
  deleted_by?: Record<string, boolean>;
}

/** Realtime store: /chats/{message_id}/metadata. */
export interface ChatMetadata {
  last_message_time: number;
  unread_count_user1: number;
  unread_count_user2: number;
}

// ---------------------------------------------------------------- community

export const COMMUNITY_STYLE_NAMES = [
  'bg-community-1',
  'bg-community-2',
  'bg-community-3',
  'bg-community-4',
  'bg-community-5',
  'bg-community-6',
  'bg-community-7',
  'bg-community-8',
  'bg-community-9',
  'bg-community-10',
] as const;
export type CommunityStyle = (typeof COMMUNITY_STYLE_NAMES)[number];

export type PostType = 'text' | 'image' | 'poll';
export type PostMethod = 'everyone' | 'friends' | 'community';

export interface PostPoll {
  poll_title: string;
  answers: string[];
}

export interface PollAnswerCount {
  /** 1-based. */
  answer_no: number;
  count: number;
}

export interface PostComment {
  post_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  /** HTML. */
  post_content: string;
  created_date: string;
}

export interface Post {
  post_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  post_method: PostMethod;
  post_method_community_id?: number;
  community_info?: { community_name: string; community_style: CommunityStyle };
  created_date: string;
  content_edited: Flag01;
  /** HTML. */
  post_content: string;
  post_type: PostType;
  /** 'default.jpg' means none. */
  post_image: string;
  post_poll: PostPoll | null;
  post_poll_answers: PollAnswerCount[];
  /** 0 means not voted, otherwise the answer_no voted. */
  post_poll_voted: number;
  like_count: number;
  /** 1 when the viewer liked the post. */
  post_liked?: Flag01;
  comments: PostComment[];
  /** Client display flag for showing comments. */
  show_comments?: boolean;
}

export interface Community {
  community_id: number;
  community_name: string;
  community_style: CommunityStyle;
  community_description: string;
  member_count: number;
  total_member: number;
  /** 1 when the viewer is a member. */
  joined_status: Flag01;
  /** Owner. */
  user_id: number;
  community_admin: { user_name: string; user_profile_image: string };
}

/** Get_UserProfileToken: a member's community profile. */
export interface CommunityProfile {
  user_id: number;
  user_name: string;
  user_fullname: string;
  user_profile_image: string;
  user_community_image: string;
  user_rank: UserRank;
  user_score: number;
  posts_count: number;
  followers_count: number;
  followed_count: number;
  fav_source_count: number;
  fav_brand_count: number;
  user_bio: string;
  user_weight: string;
  user_height: string;
  user_body_fat: string;
  user_live_in: string;
  profile_follow_button: boolean;
  profile_unfollow_button: boolean;
  profile_settings_button: boolean;
  create_post: boolean;
}

/** 1 post liked, 2 post commented, 3 poll voted on, 4 followed you, 5 joined your community. */
export type NotificationType = 1 | 2 | 3 | 4 | 5;

export interface CommunityNotification {
  notification_id?: number;
  notification_type: NotificationType;
  post_id: number | null;
  community_id?: number | null;
  user_name: string;
  user_profile_image?: string;
  created_date: string;
  /** 1 once seen. */
  seen?: Flag01;
}

export interface NotificationCount {
  notification_count: number;
}

export interface Highlight {
  tag: string;
}

/** Get_WhoToFollow item. */
export interface FollowSuggestion {
  user_id: number;
  user_name: string;
  user_profile_image: string;
}

/** Get_CommunityUserFollowersList / Get_CommunityUserFollowedList item. */
export interface FollowUser extends FollowSuggestion {
  user_fullname?: string;
  user_rank?: UserRank;
}

/** Replies whose data is a message (e.g. Set_FollowUnFollowUser "User unfollowed."). */
export interface MessageData {
  message: string;
}
