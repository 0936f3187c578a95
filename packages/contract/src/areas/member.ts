/**
 * Member area (spec/2 §2.1, §7.1; spec/3 §2.7): my profile, my reviews, favourites and the
 * settings tabs (account, security, privacy; the security and privacy tabs also serve business
 * accounts). Conversations are in the messages area.
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import { bool, fieldsObject, fileField, id, oneOf, pageFields } from '../fields';
import { BIO_MAX, FULL_NAME, KARMA, PAGE_SIZE, PHONE } from '../limits';
import { COUNTRY_NAMES } from '../countries';
import type { UserType } from '../routes';
import { generalRules, refine, sameAs, type Flag01, type UserRank } from './general';
import { accountRules } from './accounts';
import { reviewFields, reviewRules } from './reviews';
import * as memberMessages from '../messages/member';
import * as generalMessages from '../messages/general';

// ================================================================== messages: ../messages/member.ts

const V = memberMessages.validation;

/**
 * The action of each karma constant, in the order of spec/2 §9's table and of the "How do I earn
 * karma points ?" modal. A Record over KARMA's keys: a constant the server counts cannot be left out
 * of the modal (it does not compile).
 */
const KARMA_ACTIONS: Record<keyof typeof KARMA, string> = {
  communityPost: 'New community post',
  postComment: 'Commenting on a post',
  postLike: "Each like on one's post",
  communityJoin: "Each user joining one's group",
  pollVote: "Each vote on one's poll",
  friendAdd: 'Each friend addition',
  review: 'Reviewing a source, brand or product',
  reviewComment: 'Commenting on a review',
  reviewUseful: "Each like on one's review",
};

/** Karma points per action (spec/2 §9): `points` come from KARMA, which the server's aggregates use. */
export const KARMA_TABLE: ReadonlyArray<{ action: string; points: number }> = (Object.keys(KARMA_ACTIONS) as Array<keyof typeof KARMA>).map(
  (key) => ({ action: KARMA_ACTIONS[key], points: KARMA[key] }),
);

/** Live-in choices (spec/2 §2.1: about 245, "Unspecified" first). Saved as '' for Unspecified. */
export const LIVE_IN_OPTIONS: readonly string[] = ['Unspecified', ...COUNTRY_NAMES];

// ================================================================== entities

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
  /**
   * 1 while the review is hidden pending review (reported or held; issue 24): only its author sees
   * it, labelled MSG.manage.hiddenPendingReview.
   */
  hidden_pending_review?: 1;
}

/** An item of Get_LastActivity (reviews, comments or likes of the member). */
export interface ActivityItem {
  type: 'source' | 'brand' | 'product';
  source_name?: string;
  brand_name?: string;
  product_name?: string;
  review_comment: string;
  created_date: string;
  /** 1 while the comment (comments list) is hidden pending review (issue 24), labelled MSG.manage.hiddenPendingReview. */
  hidden_pending_review?: 1;
}

/** Get_LastActivity. */
export interface LastActivity {
  reviews: ActivityItem[];
  comments: ActivityItem[];
  likes: ActivityItem[];
}

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

// ================================================================== form rules and forms (spec/2 §5)

/** Full name: Latin and Turkish letters and spaces. */
export const FULL_NAME_PATTERN = /^[A-Za-zÇĞİÖŞÜçğıöşüÂÎÛâîû ]+$/;

function digitsOnly(message: string) {
  return v.pipe(v.optional(v.union([v.string(), v.number()]), ''), v.transform(String), v.trim(), v.regex(/^\d*$/, message));
}

export const memberRules = {
  fullName: () =>
    v.pipe(
      v.string(generalMessages.validation.fieldBlank),
      v.trim(),
      v.nonEmpty(generalMessages.validation.fieldBlank),
      v.minLength(FULL_NAME.min, V.fullNameMin),
      v.maxLength(FULL_NAME.max, V.fullNameMax),
      v.regex(FULL_NAME_PATTERN, V.fullNameChars),
    ),
  weight: () => digitsOnly(V.weightChars),
  height: () => digitsOnly(V.heightChars),
  bodyFat: () => digitsOnly(V.bodyFatChars),
  bio: () => v.pipe(generalRules.optionalText(), v.maxLength(BIO_MAX, V.bioMax)),
  /** Phone: optional; digits only, 5 to 15 when given. */
  phone: () =>
    v.pipe(
      digitsOnly(V.phoneChars),
      v.check((x) => x === '' || x.length >= PHONE.min, V.phoneMin),
      v.check((x) => x === '' || x.length <= PHONE.max, V.phoneMax),
    ),
} as const;

/** Personal information (account show/edit mode). */
export const profileForm = fieldsObject({
  user_fullname: memberRules.fullName(),
  user_weight: memberRules.weight(),
  user_height: memberRules.height(),
  user_body_fat: memberRules.bodyFat(),
  user_live_in: generalRules.optionalText(),
  user_bio: memberRules.bio(),
  user_profile_image: fileField(),
  user_community_image: fileField(),
});

const notificationFlag = () =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.boolean()]),
      v.transform((x): 0 | 1 => (x === 1 || x === '1' || x === true || x === 'true' ? 1 : 0)),
    ),
    0,
  );

/** Security / account tab: notification switches, phone, password change. */
export const securityForm = refine(
  fieldsObject({
    notification_receive_message: notificationFlag(),
    notification_review_comment: notificationFlag(),
    notification_favorite_share: notificationFlag(),
    notification_content_like: notificationFlag(),
    notification_security_account: notificationFlag(),
    user_phone_number: memberRules.phone(),
    USER_DATA_current_password: accountRules.optionalPassword(),
    USER_DATA_new_password: accountRules.optionalPassword(),
    USER_DATA_new_password_re: accountRules.optionalPassword(),
  }),
  sameAs('USER_DATA_new_password', 'USER_DATA_new_password_re'),
);

/** Security form key → Set_Profile payload key. */
export const SECURITY_FIELD_TO_PAYLOAD = {
  USER_DATA_current_password: 'user_password',
  USER_DATA_new_password: 'user_new_password',
} as const;

export const privacyForm = fieldsObject({
  privacy_see_profile: v.picklist(['Everyone', 'Friends'], generalMessages.validation.fieldBlank),
  privacy_see_content: v.picklist(['Everyone', 'Friends'], generalMessages.validation.fieldBlank),
  privacy_see_special_ads: v.picklist(['Yes', 'No'], generalMessages.validation.fieldBlank),
  privacy_holiday_mode: v.picklist(['Yes', 'No'], generalMessages.validation.fieldBlank),
});

/** Edit one of my reviews: the comment cannot be empty or an empty paragraph; ratings default to 1. */
export const reviewEditForm = fieldsObject({
  review_comment: generalRules.requiredContent(),
  rating: v.optional(reviewRules.stars(), 1),
  contact_rating: v.optional(reviewRules.stars(), 1),
  delivery_rating: v.optional(reviewRules.stars(), 1),
  quality_rating: v.optional(reviewRules.stars(), 1),
  pricing_rating: v.optional(reviewRules.stars(), 1),
  support_rating: v.optional(reviewRules.stars(), 1),
});

// ================================================================== calls

/** A LIVE_IN_OPTIONS entry; 'Unspecified' and '' both mean none (stored as ''). */
const liveIn = () =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((x) => x === '' || LIVE_IN_OPTIONS.includes(x), memberMessages.profile.liveInUnknown),
    v.transform((x) => (x === 'Unspecified' ? '' : x)),
  );
const flag01 = () => v.optional(v.pipe(bool(), v.transform((x): 0 | 1 => (x ? 1 : 0))));
const reviewKind = () => oneOf(['source', 'brand', 'product'], "type must be 'source', 'brand' or 'product'.");

export const memberCalls = {
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
      user_fullname: v.optional(memberRules.fullName()),
      user_weight: v.optional(memberRules.weight()),
      user_height: v.optional(memberRules.height()),
      user_body_fat: v.optional(memberRules.bodyFat()),
      user_live_in: v.optional(liveIn()),
      user_bio: v.optional(memberRules.bio()),
      user_profile_image: fileField(),
      user_community_image: fileField(),
      notification_receive_message: flag01(),
      notification_review_comment: flag01(),
      notification_favorite_share: flag01(),
      notification_content_like: flag01(),
      notification_security_account: flag01(),
      user_phone_number: v.optional(memberRules.phone()),
      user_password: v.optional(accountRules.optionalPassword()),
      user_new_password: v.optional(accountRules.optionalPassword()),
      privacy_see_profile: v.optional(oneOf(['Everyone', 'Friends'])),
      privacy_see_content: v.optional(oneOf(['Everyone', 'Friends'])),
      privacy_see_special_ads: v.optional(oneOf(['Yes', 'No'])),
      privacy_holiday_mode: v.optional(oneOf(['Yes', 'No'])),
    }),
  }),
  Get_MyReviewList: call<MyReview[]>()({
    token: true,
    payload: fieldsObject({ type: reviewKind(), ...pageFields(PAGE_SIZE.myReviews) }),
    paged: true,
  }),
  /** Edits one of my reviews; ratings default to 1 (source reviews use the five sub-ratings, others `rating`). */
  Set_EditMyReview: call<null>()({
    token: true,
    payload: fieldsObject({
      type: reviewKind(),
      rating_id: id('A valid rating_id is expected.'),
      review_comment: reviewFields.comment(),
      rating: v.optional(reviewFields.stars(), 1),
      contact_rating: v.optional(reviewFields.stars(), 1),
      delivery_rating: v.optional(reviewFields.stars(), 1),
      quality_rating: v.optional(reviewFields.stars(), 1),
      pricing_rating: v.optional(reviewFields.stars(), 1),
      support_rating: v.optional(reviewFields.stars(), 1),
    }),
  }),
} as const;
