/**
 * The tables of a listing of either type, as typed Drizzle columns. Sources and brands have the same
 * shape with the type as column prefix (source_name / brand_name …); the statements of this folder
 * (and the badge check) read and write both through this map, so a renamed or dropped column fails
 * to compile here instead of failing in PostgreSQL at run time.
 *
 * A column interpolated in `sql` renders qualified ("sources"."source_name", or "l"."source_name"
 * for the alias of `listingTables(type, 'l')`); the target of an UPDATE's SET is written with
 * `setColumn(column)` (PostgreSQL refuses a qualified name there).
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  brandDeliveryCountries,
  brandRestrictedCountries,
  brands,
  sourceDeliveryCountries,
  sourcePaymentMethods,
  sourceRestrictedCountries,
  sources,
} from '../db/schema';

export type BusinessType = 'source' | 'brand';

/** A (listing, country) join table. */
export interface CountryList {
  table: PgTable;
  listing_id: AnyPgColumn;
  country_id: AnyPgColumn;
}

/** The columns both listing tables have, by their un-prefixed name. */
export interface ListingTable {
  /** The table (the target of an UPDATE; in `sql` an alias renders as its bare name). */
  table: PgTable;
  /** The table as a FROM clause names it: "sources", or "sources" "l" under an alias. */
  from: SQL;
  id: AnyPgColumn;
  user_id: AnyPgColumn;
  name: AnyPgColumn;
  slug: AnyPgColumn;
  profile_image: AnyPgColumn;
  site_image: AnyPgColumn;
  website: AnyPgColumn;
  email: AnyPgColumn;
  description: AnyPgColumn;
  since: AnyPgColumn;
  country_id: AnyPgColumn;
  setup_status: AnyPgColumn;
  status: AnyPgColumn;
  verification_status: AnyPgColumn;
  badge_hash: AnyPgColumn;
  badge_checked_at: AnyPgColumn;
  rating: AnyPgColumn;
  total_review: AnyPgColumn;
  bad_review: AnyPgColumn;
  total_comment: AnyPgColumn;
  total_views: AnyPgColumn;
  total_favourite: AnyPgColumn;
  updated_date: AnyPgColumn;
  delivery_countries: CountryList;
  restricted_countries: CountryList;
  /** Sources only. */
  source: null | {
    category_id: AnyPgColumn;
    avg_delivery_time: AnyPgColumn;
    payment_methods: { table: PgTable; listing_id: AnyPgColumn; payment_method_id: AnyPgColumn };
  };
}

const fromClause = (table: PgTable, as?: string): SQL => (as ? sql`${sql.identifier(getTableName(table))} ${sql.identifier(as)}` : sql`${table}`);

/** The columns both listing tables name alike (a column renamed in one of them fails to compile here). */
function sameNamedColumns(l: typeof sources | typeof brands) {
  return {
    user_id: l.user_id,
    country_id: l.country_id,
    badge_hash: l.badge_hash,
    badge_checked_at: l.badge_checked_at,
    total_review: l.total_review,
    bad_review: l.bad_review,
    total_comment: l.total_comment,
    total_views: l.total_views,
    total_favourite: l.total_favourite,
    updated_date: l.updated_date,
  } satisfies Partial<ListingTable>;
}

// The id lists are read in correlated subqueries under their own names (never aliased).
function sourceTable(l: typeof sources, as?: string): ListingTable {
  const delivery = sourceDeliveryCountries;
  const restricted = sourceRestrictedCountries;
  const payment = sourcePaymentMethods;
  return {
    table: l,
    from: fromClause(sources, as),
    ...sameNamedColumns(l),
    id: l.source_id,
    name: l.source_name,
    slug: l.source_slug_url,
    profile_image: l.source_profile_image,
    site_image: l.source_site_image,
    website: l.source_website,
    email: l.source_email,
    description: l.source_description,
    since: l.source_since,
    setup_status: l.source_setup_status,
    status: l.source_status,
    verification_status: l.source_verification_status,
    rating: l.source_rating,
    delivery_countries: { table: delivery, listing_id: delivery.source_id, country_id: delivery.country_id },
    restricted_countries: { table: restricted, listing_id: restricted.source_id, country_id: restricted.country_id },
    source: {
      category_id: l.category_id,
      avg_delivery_time: l.source_avg_delivery_time,
      payment_methods: { table: payment, listing_id: payment.source_id, payment_method_id: payment.payment_method_id },
    },
  };
}

function brandTable(l: typeof brands, as?: string): ListingTable {
  const delivery = brandDeliveryCountries;
  const restricted = brandRestrictedCountries;
  return {
    table: l,
    from: fromClause(brands, as),
    ...sameNamedColumns(l),
    id: l.brand_id,
    name: l.brand_name,
    slug: l.brand_slug_url,
    profile_image: l.brand_profile_image,
    site_image: l.brand_site_image,
    website: l.brand_website,
    email: l.brand_email,
    description: l.brand_description,
    since: l.brand_since,
    setup_status: l.brand_setup_status,
    status: l.brand_status,
    verification_status: l.brand_verification_status,
    rating: l.brand_rating,
    delivery_countries: { table: delivery, listing_id: delivery.brand_id, country_id: delivery.country_id },
    restricted_countries: { table: restricted, listing_id: restricted.brand_id, country_id: restricted.country_id },
    source: null,
  };
}

const plain: Record<BusinessType, ListingTable> = { source: sourceTable(sources), brand: brandTable(brands) };
const aliased = new Map<string, ListingTable>();

/**
 * The listing table of `type` and its lists; with `as`, the listing table under that alias, so a
 * statement can read the table twice (its columns render as "<as>"."source_id" …).
 */
export function listingTables(type: BusinessType, as?: string): ListingTable {
  if (!as) return plain[type];
  const key = `${type}\0${as}`;
  let table = aliased.get(key);
  if (!table) {
    // An alias has the columns of its table (drizzle-orm/pg-core alias); only their qualifier differs.
    table = type === 'source' ? sourceTable(alias(sources, as) as unknown as typeof sources, as) : brandTable(alias(brands, as) as unknown as typeof brands, as);
    aliased.set(key, table);
  }
  return table;
}

/** The bare name of a column, for the target of an UPDATE's SET. */
export const setColumn = (column: AnyPgColumn): SQL => sql`${sql.identifier(column.name)}`;
