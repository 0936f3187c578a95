/** Users, sessions, verification/reset codes, login log, mail outbox (spec/1 §3, spec/2 §3, spec/3 §3). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { counterColumn, createdDate, DEFAULT_IMAGE, flagColumn, idColumn, tz, updatedDate } from './columns';
import { approvalStatusEnum, codePurposeEnum, privacyAudienceEnum, userTypeEnum, yesNoEnum } from './enums';

export const users = pgTable(
  'users',
  {
    user_id: idColumn('user_id'),
    user_type: userTypeEnum('user_type').notNull().default('member'),
    /** Lower-case letters and digits (3–14 at sign-up); unique. */
    user_name: varchar('user_name', { length: 64 }).notNull(),
    /** Unique case-insensitively (unique index on lower(user_email)). */
    user_email: varchar('user_email', { length: 254 }).notNull(),
    /** argon2 hash; null for accounts created only through Google sign-in. */
    user_password_hash: text('user_password_hash'),
    /** Firebase uid of a Google sign-in account. */
    google_uid: varchar('google_uid', { length: 128 }),
    /** 0 unverified, 1 verified (spec: user_verification_status). */
    user_verification_status: flagColumn('user_verification_status', 0),
    /** Manager approval of business accounts; members are 'approved'. */
    user_approval_status: approvalStatusEnum('user_approval_status').notNull().default('approved'),
    /** Site manager (admin) — a member account with this flag. */
    is_manager: boolean('is_manager').notNull().default(false),
    /** Set while a manager has suspended the account (server/src/moderation/suspension.ts). */
    suspended_at: tz('suspended_at'),
    suspended_reason: text('suspended_reason').notNull().default(''),

    // profile (spec/2 §3)
    user_fullname: varchar('user_fullname', { length: 64 }).notNull().default(''),
    user_weight: varchar('user_weight', { length: 8 }).notNull().default(''),
    user_height: varchar('user_height', { length: 8 }).notNull().default(''),
    user_body_fat: varchar('user_body_fat', { length: 8 }).notNull().default(''),
    /** A country name from the live-in list, '' = Unspecified. */
    user_live_in: varchar('user_live_in', { length: 100 }).notNull().default(''),
    /** HTML, at most 250 characters of text. */
    user_bio: text('user_bio').notNull().default(''),
    user_profile_image: varchar('user_profile_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    user_community_image: varchar('user_community_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    user_phone_number: varchar('user_phone_number', { length: 15 }).notNull().default(''),

    // settings: five e-mail notification switches (0/1) and four privacy fields
    notification_receive_message: flagColumn('notification_receive_message', 1),
    notification_review_comment: flagColumn('notification_review_comment', 1),
    notification_favorite_share: flagColumn('notification_favorite_share', 1),
    notification_content_like: flagColumn('notification_content_like', 1),
    notification_security_account: flagColumn('notification_security_account', 1),
    privacy_see_profile: privacyAudienceEnum('privacy_see_profile').notNull().default('Everyone'),
    privacy_see_content: privacyAudienceEnum('privacy_see_content').notNull().default('Everyone'),
    privacy_see_special_ads: yesNoEnum('privacy_see_special_ads').notNull().default('Yes'),
    privacy_holiday_mode: yesNoEnum('privacy_holiday_mode').notNull().default('No'),

    // karma and aggregates (kept consistent by the writes that change them)
    /** Karma points (spec: user_score). */
    user_score: counterColumn('user_score'),
    /** 0–4 for members by user_score; 999 for source, 998 for brand accounts. */
    rank_no: integer('rank_no').notNull().default(0),
    /** Reviews written (all three types). */
    total_reviews: counterColumn('total_reviews'),
    /** Comments written on reviews. */
    total_comments: counterColumn('total_comments'),
    /** Useful votes given on reviews (the "Likes" activity of the profile). */
    total_likes: counterColumn('total_likes'),
    /** Users following this user. */
    total_follower: counterColumn('total_follower'),
    /** Users this user follows. */
    total_followed: counterColumn('total_followed'),
    /** Community posts written (top-level posts, not comments). */
    total_posts: counterColumn('total_posts'),

    /** member_since */
    created_date: createdDate(),
    updated_date: updatedDate(),
    last_login_date: tz('last_login_date'),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(t.user_name),
    uniqueIndex('users_user_email_lower_uq').on(sql`lower(${t.user_email})`),
    uniqueIndex('users_google_uid_uq').on(t.google_uid),
    index('users_type_score_idx').on(t.user_type, t.user_score.desc()),
    index('users_approval_idx').on(t.user_approval_status, t.user_type),
  ],
);

/** One row per issued JWT (jti); logout and revocation set revoked_at. */
export const sessions = pgTable(
  'sessions',
  {
    session_id: idColumn('session_id'),
    jti: varchar('jti', { length: 64 }).notNull(),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
    expires_at: tz('expires_at').notNull(),
    revoked_at: tz('revoked_at'),
    user_agent: text('user_agent').notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_jti_uq').on(t.jti), index('sessions_user_idx').on(t.user_id, t.created_date.desc())],
);

/** Account verification and password-reset codes (6 characters; only the hash is stored). */
export const authCodes = pgTable(
  'auth_codes',
  {
    code_id: idColumn('code_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    /** The e-mail the code was sent to. */
    email: varchar('email', { length: 254 }).notNull().default(''),
    expires_at: tz('expires_at').notNull(),
    /** Wrong attempts so far (forgot-password allows 3). */
    attempts: smallint('attempts').notNull().default(0),
    used_at: tz('used_at'),
    created_date: createdDate(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.user_id, t.purpose, t.created_date.desc())],
);

/** "Last activity" list of the account settings (login log entries with created_date). */
export const loginLog = pgTable(
  'login_log',
  {
    log_id: idColumn('log_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    user_agent: text('user_agent').notNull().default(''),
    /** 'password', 'google', 'ownership' … */
    method: varchar('method', { length: 16 }).notNull().default('password'),
  },
  (t) => [index('login_log_user_idx').on(t.user_id, t.created_date.desc())],
);

/** Every e-mail the server sends; without SMTP_URL this is the dev inbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_id: idColumn('mail_id'),
    mail_to: varchar('mail_to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull().default(''),
    html: text('html').notNull().default(''),
    created_date: createdDate(),
    sent_at: tz('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.mail_to})`, t.created_date.desc()), index('mail_outbox_created_idx').on(t.created_date.desc())],
);
