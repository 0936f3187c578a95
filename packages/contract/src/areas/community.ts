/**
 * Community (spec/2 §2.2, §7.3; spec/3 §7 "Community (all T)"): feed, posts, polls, likes,
 * comments, follows, communities, notifications and community profiles.
 */
import * as v from 'valibot';
import { call, noPayload } from '../call';
import { displayName, fieldsObject, fileField, id, idOrZero, intBetween, jsonObject, oneOf, optionalNumber, pageFields, text } from '../fields';
import { COMMUNITY_DESCRIPTION, COMMUNITY_NAME, COUNTS, PAGE_SIZE } from '../limits';
import { generalRules, refine, type Flag01, type MessageData, type UserRank } from './general';
import { reviewFields } from './reviews';
import * as communityMessages from '../messages/community';
import * as generalMessages from '../messages/general';

// ================================================================== messages: ../messages/community.ts

const V = communityMessages.validation;
const fieldBlank = generalMessages.validation.fieldBlank;

// ================================================================== entities

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
  /** 1 while the comment is hidden pending review (issue 24): only its author sees it, labelled MSG.manage.hiddenPendingReview. */
  hidden_pending_review?: 1;
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
  /** 1 while the post is hidden pending review (issue 24): only its author sees it, labelled MSG.manage.hiddenPendingReview. */
  hidden_pending_review?: 1;
}

/** The reply of a like: the post's like count and whether the viewer now likes it. */
export interface PostLikeCounts {
  post_id: number;
  like_count: number;
  post_liked: Flag01;
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

/**
 * Get_UserProfileToken: a member's community profile. User name, picture, rank and karma are public;
 * the rest follows the member's "Who can see my profile".
 */
export interface CommunityProfile {
  user_id: number;
  user_name: string;
  /**
   * True when the member shows their profile to friends only and the viewer is not one (nor the
   * member): full name, bio, body stats and live-in are '', the cover is the default image and the
   * counters are 0 because they are withheld — show them as kept private, not as empty. The
   * followers / followed lists are refused too (MSG.community.followListPrivate).
   */
  private: boolean;
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

/**
 * Get_UserCommunityToken: what the community area needs about the signed-in user (the spec does
 * not show its fields): the greeting, the rank, and the hashtags of the menu row. Cached for the
 * session (dropped on session change).
 */
export interface CommunityTokenData {
  user_id: number;
  user_name: string;
  user_fullname: string;
  user_profile_image: string;
  user_rank: UserRank;
  user_score: number;
  /** Hashtags the user added to the community menu row. */
  hashtags: string[];
}

/** 1 post liked, 2 post commented, 3 poll voted on, 4 followed you, 5 joined your community. */
export type NotificationType = 1 | 2 | 3 | 4 | 5;

export interface CommunityNotification {
  notification_id?: number;
  notification_type: NotificationType;
  post_id: number | null;
  community_id?: number | null;
  /** Type 5: the community joined. */
  community_name?: string;
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

// ================================================================== hashtags

/**
 * A hashtag in post text: '#' after a start or a non-word character, then 1–64 letters, digits
 * or '_' (any script). The server indexes these (lower-cased) and the browser links the same ones
 * to the hashtag feed, so both use this one pattern.
 */
export const hashtagPattern = (): RegExp => /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]{1,64})/gu;

/** The distinct hashtags (lower-case, without '#') of a plain text, in order of appearance. */
export function extractHashtags(plainText: string): string[] {
  const out = new Set<string>();
  for (const m of plainText.matchAll(hashtagPattern())) out.add(m[2]!.toLowerCase());
  return [...out];
}

// ================================================================== form rules and forms (spec/2 §5)

const { required, requiredContent } = generalRules;

export const communityRules = {
  communityName: () =>
    v.pipe(
      v.string(fieldBlank),
      v.trim(),
      v.nonEmpty(fieldBlank),
      v.minLength(COMMUNITY_NAME.min, V.communityNameMin),
      v.maxLength(COMMUNITY_NAME.max, V.communityNameMax),
      displayName(),
    ),
  communityStyle: () => v.picklist(COMMUNITY_STYLE_NAMES, fieldBlank),
  communityDescription: () =>
    v.pipe(
      v.string(fieldBlank),
      v.trim(),
      v.nonEmpty(fieldBlank),
      v.minLength(COMMUNITY_DESCRIPTION.min, V.communityDescriptionMin),
      v.maxLength(COMMUNITY_DESCRIPTION.max, V.communityDescriptionMax),
    ),
} as const;

export const communityForm = fieldsObject({
  community_name: communityRules.communityName(),
  community_style: communityRules.communityStyle(),
  community_description: communityRules.communityDescription(),
});

/** Server limits the spec leaves open: post/comment HTML length, poll size. */
export const POST_LIMITS = { htmlMax: 10_000, pollAnswersMax: 20, pollTextMax: 200 } as const;
const C = communityMessages.community;

/** Post, comment or edit text: required (an empty editor is blank), at most POST_LIMITS.htmlMax characters of HTML. */
export const postContent = () => v.pipe(requiredContent(), v.maxLength(POST_LIMITS.htmlMax, C.contentTooLong));

/**
 * A poll: a title and at least two answers; answers 1 and 2 cannot be empty or deleted. Further
 * answers may be added (empty extra answers are dropped by the server); at most 20 answers and
 * 200 characters per text.
 */
export const pollRule = () =>
  fieldsObject({
    poll_title: v.pipe(required(), v.maxLength(POST_LIMITS.pollTextMax, C.pollTooLong)),
    answers: v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.maxLength(POST_LIMITS.pollTextMax, C.pollTooLong)), V.pollAnswersRequired),
      v.check((a) => a.length >= 2 && a[0] !== '' && a[1] !== '', V.pollAnswersRequired),
      v.maxLength(POST_LIMITS.pollAnswersMax, C.pollTooLong),
    ),
  });

/** New post. For post_type 'poll' the poll is required; for post_method 'community' the community id is. */
export const postForm = refine(
  fieldsObject({
    post_type: v.picklist(['text', 'image', 'poll'], fieldBlank),
    post_method: v.picklist(['everyone', 'friends', 'community'], fieldBlank),
    post_method_community_id: v.optional(v.union([v.number(), v.string()]), 0),
    post_content: postContent(),
    post_poll: v.optional(v.unknown()),
    post_image: fileField(),
  }),
  (value) => {
    const out: Array<[string, string]> = [];
    if (value.post_type === 'poll') {
      const poll = v.safeParse(pollRule(), value.post_poll);
      if (!poll.success) {
        for (const issue of poll.issues) {
          const first = issue.path?.[0]?.key;
          out.push([typeof first === 'string' ? `post_poll.${first}` : 'post_poll', issue.message]);
        }
      }
    }
    if (value.post_method === 'community' && !(Number(value.post_method_community_id) > 0)) {
      out.push(['post_method_community_id', fieldBlank]);
    }
    return out;
  },
);

/** Comment on a post, and post edit. */
export const postCommentForm = fieldsObject({ post_content: postContent() });
export const postEditForm = fieldsObject({ post_content: postContent() });

// ================================================================== calls

const postId = () => id('A valid post_id is expected.');
const communityId = () => id('A valid community_id is expected.');
const userId = () => id('A valid user_id is expected.');

export const communityCalls = {
  /** The community area's data about the signed-in user (cached; cleared on logout). */
  Get_UserCommunityToken: call<CommunityTokenData>()({ token: true, payload: noPayload(), cached: true }),
  /** A member's community profile (/community/profile/{username}). */
  Get_UserProfileToken: call<CommunityProfile>()({
    token: true,
    payload: fieldsObject({ user_name: text('A user name is required.') }),
  }),
  Get_WhoToFollow: call<FollowSuggestion[]>()({
    token: true,
    payload: fieldsObject({
      limit: optionalNumber(intBetween(1, 50, 'limit must be from 1 to 50.'), COUNTS.whoToFollow),
    }),
  }),
  /** Toggles following user_id; data.message is e.g. "User unfollowed.". */
  Set_FollowUnFollowUser: call<MessageData>()({ token: true, payload: fieldsObject({ user_id: userId() }) }),
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
        post_content: postContent(),
        post_poll: v.optional(jsonObject(pollRule(), V.pollAnswersRequired)),
        post_image: fileField(),
      }),
      v.check((p) => p.post_type !== 'poll' || p.post_poll !== undefined, V.pollAnswersRequired),
      v.check((p) => p.post_method !== 'community' || p.post_method_community_id > 0, 'A valid post_method_community_id is expected.'),
    ),
  }),
  /**
   * Feed, newest first. Filters (0 / '' = none): community_id (community page), user_id (profile
   * feed), hashtag_name, post_id. Paged by keyset: the first page has before_post_id 0; every
   * further page sends the last post_id of the page before and offset = the posts loaded so far;
   * offset > 0 without before_post_id is refused (no OFFSET scans). totalData = offset + the posts
   * of this page + 1 when more follow — so "loaded < totalData" means "load more" (an exact count
   * of what a viewer may see would cost a scan of all of it on every page).
   */
  Get_CommunityPostList: call<Post[]>()({
    token: true,
    payload: v.pipe(
      fieldsObject({
        community_id: optionalNumber(idOrZero(), 0),
        user_id: optionalNumber(idOrZero(), 0),
        hashtag_name: text(),
        post_id: optionalNumber(idOrZero(), 0),
        before_post_id: optionalNumber(idOrZero('A valid before_post_id is expected.'), 0),
        ...pageFields(PAGE_SIZE.feed, 50),
      }),
      v.check((p) => p.offset <= 0 || p.before_post_id > 0, communityMessages.community.pagingNeedsCursor),
    ),
    paged: true,
  }),
  Set_NewCommunityComment: call<null>()({
    token: true,
    payload: fieldsObject({ parent_post_id: postId(), post_content: postContent() }),
  }),
  Get_CommunitySinglePost: call<Post>()({ token: true, payload: fieldsObject({ post_id: postId() }) }),
  /** Toggles the like; reply `type` is 'positive' (liked) or 'negative' (unliked). */
  /** Toggles the viewer's like; `data` is the post's new counts (`type` says which way it went). */
  Set_CommunityPostLike: call<PostLikeCounts, { type: 'positive' | 'negative' }>()({
    token: true,
    payload: fieldsObject({ post_id: postId() }),
  }),
  /** answer_no is 1-based. */
  Set_CommunityPollAnswer: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), answer_no: intBetween(1, 100, 'A valid answer_no is expected.') }),
  }),
  /** Reports a post, or a comment (its post_id) of a post the reporter sees. */
  Set_CommunityPostReason: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), report_reason: reviewFields.reportReason() }),
  }),
  /** Deletes an own post or comment (post_type 'post' or 'comment'). */
  Set_CommunityPostDelete: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), post_type: oneOf(['post', 'comment'], "post_type must be 'post' or 'comment'.") }),
  }),
  Set_CommunityPostEdit: call<null>()({
    token: true,
    payload: fieldsObject({ post_id: postId(), post_content: postContent() }),
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
    payload: fieldsObject({ user_id: userId(), ...pageFields(PAGE_SIZE.follows) }),
    paged: true,
  }),
  Get_CommunityUserFollowedList: call<FollowUser[]>()({
    token: true,
    payload: fieldsObject({ user_id: userId(), ...pageFields(PAGE_SIZE.follows) }),
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
    payload: fieldsObject({
      limit: optionalNumber(intBetween(1, 50, 'limit must be from 1 to 50.'), COUNTS.exploreCommunities),
    }),
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
    payload: fieldsObject(pageFields(PAGE_SIZE.notifications)),
    paged: true,
  }),
  Set_CommunityDeleteAllNotification: call<null>()({ token: true, payload: noPayload() }),
} as const;
