/**
 * Reviews of sources, brands and brand products in one table (rating_id is the spec's review id),
 * with comments, useful votes and reports.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, products, sources } from './catalog';
import { counterColumn, createdDate, DEFAULT_IMAGE, flagColumn, idColumn, updatedDate } from './columns';
import { reviewTypeEnum } from './enums';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    rating_id: idColumn('rating_id'),
    review_type: reviewTypeEnum('review_type').notNull(),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    /** Set for source reviews. */
    source_id: integer('source_id').references(() => sources.source_id, { onDelete: 'cascade' }),
    /** Set for brand reviews and for product reviews (the product's brand). */
    brand_id: integer('brand_id').references(() => brands.brand_id, { onDelete: 'cascade' }),
    /** Set for product reviews. */
    product_id: integer('product_id').references(() => products.product_id, { onDelete: 'cascade' }),
    /**
     * Overall rating 1.0–5.0. Brand and product reviews: the whole-star rating given. Source
     * reviews: the average of the five sub-ratings, rounded to one decimal.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    /** Source reviews only: whole stars 1–5. */
    contact_rating: smallint('contact_rating'),
    delivery_rating: smallint('delivery_rating'),
    quality_rating: smallint('quality_rating'),
    pricing_rating: smallint('pricing_rating'),
    support_rating: smallint('support_rating'),
    /** HTML. */
    review_comment: text('review_comment').notNull(),
    /** 'default.jpg' means none; files in uploads/reviews/{source|brand|product}. */
    review_image: varchar('review_image', { length: 255 }).notNull().default(DEFAULT_IMAGE),
    /** 1 once the author edited the review ("This review has subsequently been amended."). */
    updated_review: flagColumn('updated_review', 0),
    /** 1 shown, 0 hidden by moderation. */
    review_status: flagColumn('review_status', 1),
    /**
     * Why a trust-and-safety rule hides the review (server/src/moderation): 'reported' (hidden
     * pending review after N reports), 'held' (review-bombing hold), 'suspended' (author
     * suspended); null when no such rule applies. review_status is 0 whenever this is set.
     */
    moderation: varchar('moderation', { length: 16 }).$type<'reported' | 'held' | 'suspended'>(),
    /** The network address the review was written from (review-bombing hold); '' for seeded rows. */
    created_ip: varchar('created_ip', { length: 64 }).notNull().default(''),
    useful_count: counterColumn('useful_count'),
    comment_count: counterColumn('comment_count'),
    report_count: counterColumn('report_count'),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    check(
      'reviews_target_ck',
      sql`(${t.review_type} = 'source' and ${t.source_id} is not null and ${t.brand_id} is null and ${t.product_id} is null)
       or (${t.review_type} = 'brand' and ${t.brand_id} is not null and ${t.source_id} is null and ${t.product_id} is null)
       or (${t.review_type} = 'product' and ${t.product_id} is not null and ${t.brand_id} is not null and ${t.source_id} is null)`,
    ),
    // one review per member per item
    uniqueIndex('reviews_user_source_uq').on(t.user_id, t.source_id).where(sql`${t.review_type} = 'source'`),
    uniqueIndex('reviews_user_brand_uq').on(t.user_id, t.brand_id).where(sql`${t.review_type} = 'brand'`),
    uniqueIndex('reviews_user_product_uq').on(t.user_id, t.product_id).where(sql`${t.review_type} = 'product'`),
    // lists: reviews by item, newest first
    index('reviews_source_created_idx').on(t.source_id, t.created_date.desc()).where(sql`${t.review_type} = 'source'`),
    index('reviews_brand_created_idx').on(t.brand_id, t.created_date.desc()).where(sql`${t.review_type} = 'brand'`),
    index('reviews_product_created_idx').on(t.product_id, t.created_date.desc()).where(sql`${t.review_type} = 'product'`),
    index('reviews_user_created_idx').on(t.user_id, t.review_type, t.created_date.desc()),
    index('reviews_type_created_idx').on(t.review_type, t.created_date.desc()),
    // the managers' queues: reviews a trust-and-safety rule hides
    index('reviews_moderation_idx').on(t.moderation, t.created_date.desc()).where(sql`${t.moderation} is not null`),
  ],
);

/** Comments on reviews (parent_rating_id in the calls). */
export const reviewComments = pgTable(
  'review_comments',
  {
    comment_id: idColumn('comment_id'),
    rating_id: integer('rating_id').notNull().references(() => reviews.rating_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    review_comment: text('review_comment').notNull(),
    updated_comment: flagColumn('updated_comment', 0),
    comment_status: flagColumn('comment_status', 1),
    /**
     * Why a trust-and-safety rule hides the comment (comment_status 0; server/src/moderation):
     * 'reported' (hidden pending review after N reports), 'suspended' (author suspended); null otherwise.
     */
    moderation: varchar('moderation', { length: 16 }).$type<'reported' | 'suspended'>(),
    created_date: createdDate(),
    updated_date: updatedDate(),
  },
  (t) => [
    index('review_comments_review_idx').on(t.rating_id, t.created_date),
    index('review_comments_user_idx').on(t.user_id, t.created_date.desc()),
    index('review_comments_created_idx').on(t.created_date.desc()),
    // the report queue: comments a trust-and-safety rule hides
    index('review_comments_moderation_idx').on(t.comment_id).where(sql`${t.moderation} is not null`),
  ],
);

/** "Useful" votes on reviews; one per user per review (the call toggles). */
export const reviewUsefulVotes = pgTable(
  'review_useful_votes',
  {
    rating_id: integer('rating_id').notNull().references(() => reviews.rating_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.rating_id, t.user_id] }), index('review_useful_votes_user_idx').on(t.user_id, t.created_date.desc())],
);

/** Reports on reviews, with one of REPORT_REASONS; one per user per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    report_id: idColumn('report_id'),
    rating_id: integer('rating_id').notNull().references(() => reviews.rating_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    report_reason: varchar('report_reason', { length: 80 }).notNull(),
    /** 0 open, 1 handled by a manager. */
    report_status: flagColumn('report_status', 0),
    created_date: createdDate(),
  },
  (t) => [uniqueIndex('review_reports_review_user_uq').on(t.rating_id, t.user_id), index('review_reports_status_idx').on(t.report_status, t.created_date.desc())],
);

/** Reports on review comments, with one of REPORT_REASONS; one per user per comment (issue 24). */
export const reviewCommentReports = pgTable(
  'review_comment_reports',
  {
    report_id: idColumn('report_id'),
    comment_id: integer('comment_id').notNull().references(() => reviewComments.comment_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    report_reason: varchar('report_reason', { length: 80 }).notNull(),
    /** 0 open, 1 handled by a manager. */
    report_status: flagColumn('report_status', 0),
    created_date: createdDate(),
  },
  (t) => [
    uniqueIndex('review_comment_reports_comment_user_uq').on(t.comment_id, t.user_id),
    index('review_comment_reports_status_idx').on(t.report_status, t.created_date.desc()),
  ],
);

/**
 * The managers' audit log (server/src/moderation/audit.ts): one row per manager action, written in
 * the transaction of the action. Never editable: a trigger refuses UPDATE and DELETE.
 */
export const managerAudit = pgTable(
  'manager_audit',
  {
    audit_id: idColumn('audit_id'),
    /** The manager (null: the command-line tool). Not a foreign key: the log outlives accounts. */
    manager_id: integer('manager_id'),
    manager_name: varchar('manager_name', { length: 64 }).notNull(),
    /** What was done, e.g. 'approve_signup', 'remove_review', 'suspend' (contract MANAGE_ACTIONS). */
    action: varchar('action', { length: 40 }).notNull(),
    /** The kind of item acted on: 'signup', 'setup', 'edit', 'review', 'review_comment', 'post', 'post_comment', 'user'. */
    item_type: varchar('item_type', { length: 20 }).notNull(),
    item_id: integer('item_id').notNull(),
    /** A short human label of the item at the time (name, listing, review excerpt). */
    item_label: varchar('item_label', { length: 200 }).notNull().default(''),
    reason: text('reason').notNull().default(''),
    created_date: createdDate(),
  },
  (t) => [index('manager_audit_created_idx').on(t.created_date.desc(), t.audit_id.desc()), index('manager_audit_manager_idx').on(t.manager_id, t.created_date.desc())],
);
