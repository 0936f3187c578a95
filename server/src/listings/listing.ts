/**
 * The listing of a signed-in business (its source or brand) as its owner sees it: the published
 * row, with the owner's pending submission laid over it (the owner sees what they submitted; the
 * public pages keep the approved values until a manager approves — ./submissions.ts).
 *
 * Sources and brands have the same shape with the type as column prefix (source_name /
 * brand_name …); this module reads both with one set of statements.
 */
import { sql, type SQL } from 'drizzle-orm';
import { MSG, type ApprovalState, type ListingApproval, type SubmissionKind } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { ListingSubmissionData } from '../db/schema';
import { brandRankSql, sourceRankSql } from '../aggregates';
import { CallFailure } from '../calls/types';
import type { Executor } from '../db/executor';
import { iso } from '../calls/catalog-lib/format';
import { namedQuery } from '../db/prepared';

export type BusinessType = 'source' | 'brand';

/** The published listing row (both types, un-prefixed names). */
export interface ListingRow {
  type: BusinessType;
  id: number;
  user_id: number;
  name: string;
  slug: string;
  profile_image: string;
  site_image: string;
  website: string;
  email: string;
  description: string;
  since: number | null;
  country_id: number | null;
  country_name: string | null;
  setup_status: number;
  status: number;
  verification_status: number;
  badge_hash: string;
  total_review: number;
  bad_review: number;
  total_comment: number;
  total_views: number;
  total_favourite: number;
  ranked: number;
  /** The stored rating (the badge shows it). */
  rating: number;
  /** Sources only (null for brands). */
  category_id: number | null;
  avg_delivery_time: string | null;
  payment_methods: number[];
  delivery_countries: number[];
  restricted_countries: number[];
}

export interface SubmissionRow {
  submission_id: number;
  kind: SubmissionKind;
  status: ApprovalState | 'superseded';
  data: ListingSubmissionData;
  reason: string;
  created_date: Date;
  decided_date: Date | null;
}

export const id = (type: BusinessType, column: string) => sql.identifier(`${type}_${column}`);
export const table = (type: BusinessType) => sql.identifier(`${type}s`);
export const folders = (type: BusinessType) => ({ profile: `${type}s/profile`, site: `${type}s/screenshots` }) as const;

const idList = (joinTable: string, type: BusinessType) =>
  sql`coalesce((select array_agg(x.country_id order by x.country_id) from ${sql.identifier(joinTable)} x where x.${id(type, 'id')} = l.${id(type, 'id')}), '{}')`;

/**
 * The type as a literal of the statement text (not a parameter): requireOwner's prepared statement
 * then has only the user id as parameter, so PostgreSQL keeps one plan for it.
 */
const typeLiteral = (type: BusinessType) => sql.raw(type === 'source' ? `'source'` : `'brand'`);

/** The columns of a ListingRow, from the listing table `l` left-joined to its country `co`. */
function listingColumns(type: BusinessType): SQL {
  const c = (col: string) => sql`l.${id(type, col)}`;
  return sql`${typeLiteral(type)}::text as type, ${c('id')} as id, l.user_id, ${c('name')} as name, ${c('slug_url')} as slug,
      ${c('profile_image')} as profile_image, ${c('site_image')} as site_image, ${c('website')} as website, ${c('email')} as email,
      ${c('description')} as description, ${c('since')}::int as since, l.country_id, co.country_name,
      ${c('setup_status')}::int as setup_status, ${c('status')}::int as status, ${c('verification_status')}::int as verification_status,
      l.badge_hash, l.total_review, l.bad_review, l.total_comment, l.total_views, l.total_favourite, ${c('rating')}::float8 as rating,
      (select ${type === 'source' ? sourceRankSql : brandRankSql} from ${table(type)} where ${table(type)}.${id(type, 'id')} = l.${id(type, 'id')}) as ranked,
      ${type === 'source' ? sql`l.category_id, l.source_avg_delivery_time as avg_delivery_time,
      coalesce((select array_agg(p.payment_method_id order by p.payment_method_id) from source_payment_methods p where p.source_id = l.source_id), '{}') as payment_methods`
        : sql`null::int as category_id, null::text as avg_delivery_time, '{}'::int[] as payment_methods`},
      ${idList(`${type}_delivery_countries`, type)} as delivery_countries,
      ${idList(`${type}_restricted_countries`, type)} as restricted_countries`;
}

const toListingRow = (r: ListingRow): ListingRow => ({ ...r, since: r.since === null ? null : Number(r.since) });

/** Reads listings of one type by a where-clause on `l` (the listing table). */
async function selectListings(db: Executor, type: BusinessType, where: ReturnType<typeof sql>): Promise<ListingRow[]> {
  const result = await db.execute<ListingRow & Record<string, unknown>>(sql`
    select ${listingColumns(type)}
    from ${table(type)} l
    left join countries co on co.country_id = l.country_id
    where ${where}`);
  return result.rows.map(toListingRow);
}

export async function listingById(db: Executor, type: BusinessType, listingId: number): Promise<ListingRow | null> {
  const [row] = await selectListings(db, type, sql`l.${id(type, 'id')} = ${listingId}`);
  return row ?? null;
}

export async function listingOfUser(db: Executor, type: BusinessType, userId: number): Promise<ListingRow | null> {
  const [row] = await selectListings(db, type, sql`l.user_id = ${userId} order by l.${id(type, 'id')} limit 1`);
  return row ?? null;
}

/** The newest submissions of a listing (`listingId`: a value or a column of the outer query). */
function latestSubmission(type: BusinessType, listingId: SQL | number, limit: SQL | number = 1): SQL {
  return sql`select submission_id, kind, status, data, reason, created_date, decided_date from listing_submissions
    where business_type = ${typeLiteral(type)} and business_id = ${listingId} and status <> 'superseded'
    order by created_date desc, submission_id desc limit ${limit}`;
}

const toSubmissionRow = (r: SubmissionRow): SubmissionRow => ({ ...r, created_date: new Date(r.created_date), decided_date: r.decided_date ? new Date(r.decided_date) : null });

export async function submissionsOf(db: Executor, type: BusinessType, listingId: number, limit = 1): Promise<SubmissionRow[]> {
  const result = await db.execute<SubmissionRow & Record<string, unknown>>(latestSubmission(type, listingId, limit));
  return result.rows.map(toSubmissionRow);
}

/** The row of requireOwner's statement: the account (owner_*), the listing, the latest submission (sub_*). */
type OwnerRow = { [K in keyof ListingRow]: ListingRow[K] | null } & {
  owner_id: number;
  owner_type: string;
  owner_approval: ApprovalState;
  owner_profile_image: string;
  owner_verified: number;
  owner_conversations: number | null;
  sub_id: number | null;
  sub_kind: SubmissionKind | null;
  sub_status: SubmissionRow['status'] | null;
  sub_data: ListingSubmissionData | null;
  sub_reason: string | null;
  sub_created_date: Date | null;
  sub_decided_date: Date | null;
};

/** The owner's view: the pending submission's values over the published row. */
export function ownerView(listing: ListingRow, latest: SubmissionRow | null): ListingRow {
  if (!latest || latest.status !== 'pending') return listing;
  const d = latest.data;
  return {
    ...listing,
    email: d.email,
    website: d.website,
    since: d.since,
    country_id: d.country_id,
    country_name: null,
    description: d.description,
    profile_image: d.profile_image,
    site_image: d.site_image,
    delivery_countries: d.delivery_countries,
    restricted_countries: d.restricted_countries,
    category_id: d.category_id ?? listing.category_id,
    avg_delivery_time: d.avg_delivery_time ?? listing.avg_delivery_time,
    payment_methods: d.payment_methods ?? listing.payment_methods,
  };
}

export function approvalOf(account: ApprovalState, latest: SubmissionRow | null): ListingApproval {
  return {
    account,
    submission: latest
      ? {
          submission_id: latest.submission_id,
          kind: latest.kind,
          status: latest.status === 'superseded' ? 'pending' : latest.status,
          created_date: iso(latest.created_date),
          decided_date: latest.decided_date ? iso(latest.decided_date) : null,
          reason: latest.reason,
        }
      : null,
  };
}

export interface OwnerContext {
  user: { user_id: number; user_type: BusinessType; approval: ApprovalState; user_profile_image: string; verified: boolean };
  listing: ListingRow;
  latest: SubmissionRow | null;
  /** The listing as the owner sees it (pending values laid over). */
  view: ListingRow;
  approval: ListingApproval;
  /** The account's conversations not deleted on its side (only with `conversations: true`). */
  conversations: number;
}

/**
 * The signed-in business account of `type` and its listing, read fresh from the database. Members,
 * the other business type and accounts without a listing get a failure (nothing is shown).
 */
export async function requireOwner(db: Db, userId: number, type: BusinessType, options: { conversations?: boolean } = {}): Promise<OwnerContext> {
  // One statement (a prepared one per type and shape): the account, its listing, the latest
  // submission and, for the dashboards, the account's conversations ("All Messages").
  const conversations = options.conversations
    ? sql`(select count(*)::int from message_threads t
        where (t.user1_id = u.user_id and t.user1_deleted_at is null) or (t.user2_id = u.user_id and t.user2_deleted_at is null))`
    : sql`null::int`;
  const [row] = await namedQuery<OwnerRow>(
    db,
    `business_owner_${type}${options.conversations ? '_dashboard' : ''}`,
    sql`select u.user_id as owner_id, u.user_type as owner_type, u.user_approval_status as owner_approval,
        u.user_profile_image as owner_profile_image, u.user_verification_status as owner_verified, ${conversations} as owner_conversations,
        o.*, s.submission_id as sub_id, s.kind as sub_kind, s.status as sub_status, s.data as sub_data,
        s.reason as sub_reason, s.created_date as sub_created_date, s.decided_date as sub_decided_date
      from users u
      left join lateral (
        select ${listingColumns(type)} from ${table(type)} l left join countries co on co.country_id = l.country_id
        where l.user_id = u.user_id order by l.${id(type, 'id')} limit 1
      ) o on true
      left join lateral (${latestSubmission(type, sql`o.id`)}) s on true
      where u.user_id = ${userId}`,
  );
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  if (row.owner_type !== type) throw new CallFailure(MSG.business.onlyBusiness);
  if (row.owner_approval === 'rejected') throw new CallFailure(MSG.auth.businessRejected);
  if (row.id === null) throw new CallFailure(MSG.notFound[type]);
  const { owner_id, owner_type: _type, owner_approval, owner_profile_image, owner_verified, owner_conversations, sub_id, sub_kind, sub_status, sub_data, sub_reason, sub_created_date, sub_decided_date, ...listingRow } = row;
  const listing = toListingRow(listingRow as ListingRow);
  const latest: SubmissionRow | null =
    sub_id === null
      ? null
      : toSubmissionRow({ submission_id: sub_id, kind: sub_kind!, status: sub_status!, data: sub_data!, reason: sub_reason!, created_date: sub_created_date!, decided_date: sub_decided_date });
  return {
    user: { user_id: owner_id, user_type: type, approval: owner_approval, user_profile_image: owner_profile_image, verified: Number(owner_verified) === 1 },
    listing,
    latest,
    view: ownerView(listing, latest),
    approval: approvalOf(owner_approval, latest),
    conversations: owner_conversations ?? 0,
  };
}

/**
 * Who may open one review in a READ modal (Get_*ReviewSingle): its author, and the owner account of
 * the reviewed listing (the source's owner; the brand's owner for brand and product reviews).
 */
export async function mayReadReview(
  db: Executor,
  user: { user_id: number; user_type: string },
  review: { user_id: number; review_type: string; source_id: number | null; brand_id: number | null },
): Promise<boolean> {
  if (review.user_id === user.user_id) return true;
  const type: BusinessType = review.review_type === 'source' ? 'source' : 'brand';
  const itemId = type === 'source' ? review.source_id : review.brand_id;
  if (user.user_type !== type || !itemId) return false;
  const result = await db.execute(sql`select 1 from ${table(type)} where ${id(type, 'id')} = ${itemId} and user_id = ${user.user_id}`);
  return result.rows.length > 0;
}
