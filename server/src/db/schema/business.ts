/** Business setup fields (join tables), official resellers, ownership claims, badge checks (spec/3). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { brands, sources } from './catalog';
import { createdDate, idColumn, tz } from './columns';
import { businessTypeEnum, submissionKindEnum, submissionStatusEnum } from './enums';
import { countries, paymentMethods } from './reference';
import { users } from './users';

export const sourcePaymentMethods = pgTable(
  'source_payment_methods',
  {
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    payment_method_id: integer('payment_method_id').notNull().references(() => paymentMethods.payment_method_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.source_id, t.payment_method_id] })],
);

export const sourceDeliveryCountries = pgTable(
  'source_delivery_countries',
  {
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    country_id: integer('country_id').notNull().references(() => countries.country_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.source_id, t.country_id] })],
);

export const sourceRestrictedCountries = pgTable(
  'source_restricted_countries',
  {
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    country_id: integer('country_id').notNull().references(() => countries.country_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.source_id, t.country_id] })],
);

export const brandDeliveryCountries = pgTable(
  'brand_delivery_countries',
  {
    brand_id: integer('brand_id').notNull().references(() => brands.brand_id, { onDelete: 'cascade' }),
    country_id: integer('country_id').notNull().references(() => countries.country_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.country_id] })],
);

export const brandRestrictedCountries = pgTable(
  'brand_restricted_countries',
  {
    brand_id: integer('brand_id').notNull().references(() => brands.brand_id, { onDelete: 'cascade' }),
    country_id: integer('country_id').notNull().references(() => countries.country_id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.country_id] })],
);

/** Sources that are official resellers of a brand ("OFFICAL RESELLERS"). */
export const brandOfficialResellers = pgTable(
  'brand_official_resellers',
  {
    brand_id: integer('brand_id').notNull().references(() => brands.brand_id, { onDelete: 'cascade' }),
    source_id: integer('source_id').notNull().references(() => sources.source_id, { onDelete: 'cascade' }),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.brand_id, t.source_id] }), index('brand_official_resellers_source_idx').on(t.source_id)],
);

/**
 * Business-ownership claims of unclaimed listings: the claimant's company e-mail gets a 6-character
 * code; on verification a business account is created (or linked) and the listing's user_id set.
 */
export const businessClaims = pgTable(
  'business_claims',
  {
    claim_id: idColumn('claim_id'),
    business_type: businessTypeEnum('business_type').notNull().default('source'),
    /** source_id or brand_id according to business_type. */
    business_id: integer('business_id').notNull(),
    business_email: varchar('business_email', { length: 254 }).notNull(),
    /** argon2 hash of the chosen password. */
    password_hash: text('password_hash').notNull(),
    code_hash: text('code_hash').notNull(),
    expires_at: tz('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verified_at: tz('verified_at'),
    /** The business account created on verification. */
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    created_date: createdDate(),
  },
  (t) => [index('business_claims_item_idx').on(t.business_type, t.business_id, t.created_date.desc())],
);

/** Results of checking whether a business's site carries its badge code. */
export const badgeChecks = pgTable(
  'badge_checks',
  {
    check_id: idColumn('check_id'),
    business_type: businessTypeEnum('business_type').notNull(),
    business_id: integer('business_id').notNull(),
    checked_url: varchar('checked_url', { length: 500 }).notNull(),
    /** 1 badge found, 0 not found. */
    found: smallint('found').notNull(),
    error: text('error'),
    created_date: createdDate(),
  },
  (t) => [index('badge_checks_item_idx').on(t.business_type, t.business_id, t.created_date.desc())],
);

/**
 * The listing values a business submitted (setup wizard or account edit), kept apart from the
 * published listing until a manager approves them (server/src/listings/submissions.ts). At most one
 * pending submission per listing: a newer save supersedes it.
 */
export interface ListingSubmissionData {
  email: string;
  website: string;
  /** Founding year, 4 digits. */
  since: number;
  country_id: number;
  description: string;
  profile_image: string;
  site_image: string;
  delivery_countries: number[];
  restricted_countries: number[];
  /** Sources only. */
  category_id?: number;
  avg_delivery_time?: string;
  payment_methods?: number[];
}

export const listingSubmissions = pgTable(
  'listing_submissions',
  {
    submission_id: idColumn('submission_id'),
    business_type: businessTypeEnum('business_type').notNull(),
    /** source_id or brand_id according to business_type. */
    business_id: integer('business_id').notNull(),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    kind: submissionKindEnum('kind').notNull(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    data: jsonb('data').$type<ListingSubmissionData>().notNull(),
    /** The manager's reason of a rejection. */
    reason: text('reason').notNull().default(''),
    created_date: createdDate(),
    decided_date: tz('decided_date'),
  },
  (t) => [
    index('listing_submissions_item_idx').on(t.business_type, t.business_id, t.created_date.desc()),
    index('listing_submissions_status_idx').on(t.status, t.created_date),
    uniqueIndex('listing_submissions_one_pending_uq').on(t.business_type, t.business_id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Screenshots the server took for a business (Get_SiteScreenshot): a setup save may name only a
 * screenshot its own account took (or the listing's current image).
 */
export const siteScreenshots = pgTable(
  'site_screenshots',
  {
    screenshot_id: idColumn('screenshot_id'),
    user_id: integer('user_id').notNull().references(() => users.user_id, { onDelete: 'cascade' }),
    business_type: businessTypeEnum('business_type').notNull(),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    website_url: varchar('website_url', { length: 500 }).notNull(),
    created_date: createdDate(),
  },
  (t) => [uniqueIndex('site_screenshots_file_uq').on(t.business_type, t.file_name), index('site_screenshots_user_idx').on(t.user_id)],
);
