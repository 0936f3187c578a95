/**
 * The listing of a signed-in business (its source or brand) as its owner sees it: the published
 * row, with the owner's pending submission laid over it (the owner sees what they submitted; the
 * public pages keep the approved values until a manager approves — ./submissions.ts).
 *
 * Sources and brands have the same shape with the type as column prefix (source_name /
 * brand_name …); this module reads both with one set of statements over the typed columns of
 * ./tables.ts.
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
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingTables, type BusinessType, type CountryList } from './tables';

export type { BusinessType } from './tables';

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

export const folders = (type: BusinessType) => ({ profile: `${type}s/profile`, site: `${type}s/screenshots` }) as const;

/** The listing table read as `l` in this module's statements (its country lists as `l_delivery` / `l_restricted`). */
const listingL = (type: BusinessType) => listingTables(type, 'l');

/** The country ids of a (listing, country) join table for the listing row `l`, as an array. */
const idList = (list: CountryList, listingId: AnyPgColumn) =>
  sql`coalesce((select array_agg(${list.country_id} order by ${list.country_id}) from ${list.table} where ${list.listing_id} = ${listingId}), '{}')`;

/**
 * The type as a literal of the statement text (not a parameter): requireOwner's prepared statement
 * then has only the user id as parameter, so PostgreSQL keeps one plan for it.
 */
const typeLiteral = (type: BusinessType) => sql.raw(type === 'source' ? `'source'` : `'brand'`);

/** The columns of a ListingRow, from the listing table `l` left-joined to its country `co`. */
function listingColumns(type: BusinessType): SQL {
  const l = listingL(type);
  const t = listingTables(type);
  const extra = l.source
    ? sql`${l.source.category_id} as category_id, ${l.source.avg_delivery_time} as avg_delivery_time,
      coalesce((select array_agg(${l.source.payment_methods.payment_method_id} order by ${l.source.payment_methods.payment_method_id})
        from ${l.source.payment_methods.table} where ${l.source.payment_methods.listing_id} = ${l.id}), '{}') as payment_methods`
    : sql`null::int as category_id, null::text as avg_delivery_time, '{}'::int[] as payment_methods`;
  return sql`${typeLiteral(type)}::text as type, ${l.id} as id, ${l.user_id} as user_id, ${l.name} as name, ${l.slug} as slug,
      ${l.profile_image} as profile_image, ${l.site_image} as site_image, ${l.website} as website, ${l.email} as email,
      ${l.description} as description, ${l.since}::int as since, ${l.country_id} as country_id, co.country_name,
      ${l.setup_status}::int as setup_status, ${l.status}::int as status, ${l.verification_status}::int as verification_status,
      ${l.badge_hash} as badge_hash, ${l.total_review} as total_review, ${l.bad_review} as bad_review, ${l.total_comment} as total_comment,
      ${l.total_views} as total_views, ${l.total_favourite} as total_favourite, ${l.rating}::float8 as rating,
      (select ${type === 'source' ? sourceRankSql : brandRankSql} from ${t.from} where ${t.id} = ${l.id}) as ranked,
      ${extra},
      ${idList(l.delivery_countries, l.id)} as delivery_countries,
      ${idList(l.restricted_countries, l.id)} as restricted_countries`;
}

const toListingRow = (r: ListingRow): ListingRow => ({ ...r, since: r.since === null ? null : Number(r.since) });

/** Reads listings of one type by a where-clause on `l` (the listing table). */
async function selectListings(db: Executor, type: BusinessType, where: ReturnType<typeof sql>): Promise<ListingRow[]> {
  const result = await db.execute<ListingRow & Record<string, unknown>>(sql`
    select ${listingColumns(type)}
    from ${listingL(type).from}
    left join countries co on co.country_id = ${listingL(type).country_id}
    where ${where}`);
  return result.rows.map(toListingRow);
}

export async function listingById(db: Executor, type: BusinessType, listingId: number): Promise<ListingRow | null> {
  const [row] = await selectListings(db, type, sql`${listingL(type).id} = ${listingId}`);
  return row ?? null;
}

export async function listingOfUser(db: Executor, type: BusinessType, userId: number): Promise<ListingRow | null> {
  const [row] = await selectListings(db, type, sql`${listingL(type).user_id} = ${userId} order by ${listingL(type).id} limit 1`);
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
        select ${listingColumns(type)} from ${listingL(type).from} left join countries co on co.country_id = ${listingL(type).country_id}
        where ${listingL(type).user_id} = u.user_id order by ${listingL(type).id} limit 1
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
  const t = listingTables(type);
  const result = await db.execute(sql`select 1 from ${t.from} where ${t.id} = ${itemId} and ${t.user_id} = ${user.user_id}`);
  return result.rows.length > 0;
}
