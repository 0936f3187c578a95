/**
 * Community: communities and members, posts (text, image, poll; comments are posts with a
 * parent_post_id, matching Set_CommunityPostDelete {post_id, post_type}), likes, poll votes,
 * reports, follows, notifications, hashtags.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { counterColumn, createdDate, DEFAULT_IMAGE, flagColumn, idColumn, tz, updatedDate } from './columns';
import { postMethodEnum, postTypeEnum } from './enums';
import { users } from './users';

export const communities = pgTable(
  'communities',
  {
    community_id: idColumn('community_id'),
    /** Owner / admin. */
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    community_name: varchar('community_name', { length: 25 }).notNull(),
    /** bg-community-1 … bg-community-10 */
    community_style: varchar('community_style', { length: 20 }).notNull().default('bg-community-1'),
    community_description: varchar('community_description', { length: 500 }).notNull(),
    /** Members including the owner (aggregate). */
    member_count: counterColumn('member_count'),
    /** Top-level posts in the community (aggregate). */
    post_count: counterColumn('post_count'),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    uniqueIndex('communities_name_lower_uq').on(sql`lower(${t.community_name})`),
    index('communities_members_idx').on(t.member_count.desc()),
    index('communities_user_idx').on(t.user_id),
    index('communities_name_trgm_idx').using('gin', t.community_name.op('gin_trgm_ops')),
  ],
);

export const communityMembers = pgTable(
  'community_members',
  {
    community_id: integer('community_id').notNull().references(() => communities.community_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.community_id, t.user_id] }), index('community_members_user_idx').on(t.user_id)],
);

/** Poll stored on a poll post: title and answers (answer_no = index + 1). */
export interface PostPoll {
  poll_title: string;
  answers: string[];
}

export const communityPosts = pgTable(
  'community_posts',
  {
    post_id: idColumn('post_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    /** Set for comments (post_type 'comment'); the commented post. */
    parent_post_id: integer('parent_post_id').references((): AnyPgColumn => communityPosts.post_id, { onDelete: 'cascade' }),
    post_type: postTypeEnum('post_type').notNull().default('text'),
    /** Audience of a top-level post; comments copy their parent's. */
    post_method: postMethodEnum('post_method').notNull().default('everyone'),
    /** Set when post_method is 'community'. */
    community_id: integer('community_id').references(() => communities.community_id, { onDelete: 'cascade' }),
    /** HTML. */
    post_content: text('post_content').notNull(),
    /** 'default.jpg' means none; files in uploads/community/posts. */
    post_image: varchar('post_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    post_poll: jsonb('post_poll').$type<PostPoll>(),
    content_edited: flagColumn('content_edited', 0),
    post_status: flagColumn('post_status', 1),
    /**
     * Why a trust-and-safety rule hides the post or comment (post_status 0; server/src/moderation):
     * 'reported' (hidden pending review after N reports), 'suspended' (author suspended); null otherwise.
     */
    moderation: varchar('moderation', { length: 16 }).$type<'reported' | 'suspended'>(),
    like_count: counterColumn('like_count'),
    comment_count: counterColumn('comment_count'),
    /** Votes on a poll post. */
    poll_vote_count: counterColumn('poll_vote_count'),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    check('community_posts_comment_ck', sql`(${t.post_type} = 'comment') = (${t.parent_post_id} is not null)`),
    check('community_posts_community_ck', sql`${t.post_method} <> 'community' or ${t.community_id} is not null`),
    // Feeds are newest first by post_id (ids grow with time) and paged by keyset (post_id < cursor).
    index('community_posts_feed_idx').on(t.post_id.desc()).where(sql`${t.parent_post_id} is null and ${t.post_status} = 1`),
    index('community_posts_community_idx').on(t.community_id, t.post_id.desc()).where(sql`${t.parent_post_id} is null and ${t.post_status} = 1`),
    index('community_posts_user_idx').on(t.user_id, t.post_id.desc()).where(sql`${t.parent_post_id} is null and ${t.post_status} = 1`),
    index('community_posts_parent_idx').on(t.parent_post_id, t.post_id),
    /** Comments by a user (their karma counts comments on other users' posts). */
    index('community_posts_user_comments_idx').on(t.user_id).where(sql`${t.parent_post_id} is not null`),
    /** An author's posts a trust-and-safety rule hides (their own profile feed still shows them, labelled). */
    index('community_posts_moderation_idx').on(t.user_id, t.post_id.desc()).where(sql`${t.moderation} is not null`),
  ],
);

export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    post_id: integer('post_id').notNull().references(() => communityPosts.post_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index('community_post_likes_user_idx').on(t.user_id)],
);

export const communityPollVotes = pgTable(
  'community_poll_votes',
  {
    post_id: integer('post_id').notNull().references(() => communityPosts.post_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    /** 1-based index into post_poll.answers. */
    answer_no: smallint('answer_no').notNull(),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index('community_poll_votes_answer_idx').on(t.post_id, t.answer_no)],
);

export const communityPostReports = pgTable(
  'community_post_reports',
  {
    report_id: idColumn('report_id'),
    post_id: integer('post_id').notNull().references(() => communityPosts.post_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    report_reason: varchar('report_reason', { length: 80 }).notNull(),
    report_status: flagColumn('report_status', 0),
    created_date: createdDate(),
  },
  (t) => [
    uniqueIndex('community_post_reports_post_user_uq').on(t.post_id, t.user_id),
    index('community_post_reports_status_idx').on(t.report_status, t.created_date.desc()),
  ],
);

/** follower_id follows followed_id. */
export const userFollows = pgTable(
  'user_follows',
  {
    follower_id: integer('follower_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    followed_id: integer('followed_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followed_id] }),
    check('user_follows_not_self_ck', sql`${t.follower_id} <> ${t.followed_id}`),
    index('user_follows_followed_idx').on(t.followed_id, t.created_date.desc()),
    index('user_follows_follower_idx').on(t.follower_id, t.created_date.desc()),
  ],
);

/**
 * Notifications for user_id caused by actor_user_id. notification_type: 1 post liked,
 * 2 post commented, 3 poll voted on, 4 followed you, 5 joined your community.
 */
export const communityNotifications = pgTable(
  'community_notifications',
  {
    notification_id: idColumn('notification_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    actor_user_id: integer('actor_user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    notification_type: smallint('notification_type').notNull(),
    post_id: integer('post_id').references(() => communityPosts.post_id, { onDelete: 'cascade' }),
    community_id: integer('community_id').references(() => communities.community_id, { onDelete: 'cascade' }),
    seen_at: tz('seen_at'),
    created_date: createdDate(),
  },
  (t) => [
    check('community_notifications_type_ck', sql`${t.notification_type} between 1 and 5`),
    index('community_notifications_user_idx').on(t.user_id, t.notification_id.desc()),
    index('community_notifications_unseen_idx').on(t.user_id).where(sql`${t.seen_at} is null`),
  ],
);

export const hashtags = pgTable(
  'hashtags',
  {
    hashtag_id: idColumn('hashtag_id'),
    /** Lower-case, without '#'. */
    hashtag_name: varchar('hashtag_name', { length: 64 }).notNull(),
    created_date: createdDate(),
  },
  (t) => [uniqueIndex('hashtags_name_uq').on(t.hashtag_name)],
);

/** Hashtags used in a post (Highlights = most used tags of the last month). */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    post_id: integer('post_id').notNull().references(() => communityPosts.post_id, { onDelete: 'cascade' }),
    hashtag_id: integer('hashtag_id').notNull().references(() => hashtags.hashtag_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.hashtag_id] }),
    // the hashtag feed (keyset on post_id) and Highlights (tags used since a date, index-only)
    index('post_hashtags_tag_idx').on(t.hashtag_id, t.post_id.desc()),
    index('post_hashtags_created_idx').on(t.created_date.desc(), t.hashtag_id),
  ],
);

/** Hashtags a user added to the feed menu row. */
export const userHashtags = pgTable(
  'user_hashtags',
  {
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    hashtag_id: integer('hashtag_id').notNull().references(() => hashtags.hashtag_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.hashtag_id] })],
);
