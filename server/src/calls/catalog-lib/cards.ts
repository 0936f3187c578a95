/** Card selections (list items) of sources, brands and products, with their owner and category. */
import { and, asc, count, eq, gte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BrandCard, ProductListItem, SourceCard } from '@ironscore/contract';
import { brands, products, sourceCategories, sources, users } from '../../db/schema';
import { rankPositions } from '../../aggregates';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { verificationFlag, descNL } from './format';

export const sourceCardFields = {
  source_id: sources.source_id,
  source_name: sources.source_name,
  source_slug_url: sources.source_slug_url,
  source_profile_image: sources.source_profile_image,
  source_rating: sources.source_rating,
  total_review: sources.total_review,
  total_views: sources.total_views,
  source_verification_status: sources.source_verification_status,
  category_name: sourceCategories.category_name,
  user_name: users.user_name,
  user_profile_image: users.user_profile_image,
};

/** A source card's row as selected (sourceCardFields): the flag a number, the category left-joined, no rank yet. */
type SourceCardRow = Omit<SourceCard, 'source_verification_status' | 'category_name' | 'source_ranked'> & {
  source_verification_status: number;
  category_name: string | null;
};

/** A card from its row and its ranking position (computed when read: src/aggregates/ranks.ts). */
export function toSourceCard(r: SourceCardRow, rank: number): SourceCard {
  return {
    source_id: r.source_id,
    source_name: r.source_name,
    source_slug_url: r.source_slug_url,
    source_profile_image: r.source_profile_image,
    source_rating: Number(r.source_rating),
    total_review: r.total_review,
    total_views: r.total_views,
    source_verification_status: verificationFlag(r.source_verification_status),
    category_name: r.category_name ?? '',
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
    source_ranked: rank,
  };
}

/** Published sources matching the list filters (0 / false = no filter). */
export function sourceListWhere(f: { category_id?: number; rating_id?: number; verification?: boolean }): SQL {
  const parts: SQL[] = [eq(sources.source_status, 1)];
  if (f.category_id) parts.push(eq(sources.category_id, f.category_id));
  if (f.rating_id) parts.push(gte(sources.source_rating, f.rating_id));
  if (f.verification) parts.push(eq(sources.source_verification_status, 1));
  return and(...parts)!;
}

/** The ranking order (best first), matching sources_list_rating_idx. */
export const sourceRankOrder = [descNL(sources.source_rating), descNL(sources.total_review), asc(sources.source_id)];

/**
 * One page of source cards: the page is cut from sources alone (sources_list_* indexes), then
 * only its rows are joined to the owner and the category.
 */
export async function selectSourceCards(db: Executor, where: SQL, limit: number | null, offset: number): Promise<SourceCard[]> {
  let pageQ = db.select({ page_id: sources.source_id }).from(sources).where(where).orderBy(...sourceRankOrder).$dynamic();
  if (limit !== null) pageQ = pageQ.limit(limit);
  if (offset) pageQ = pageQ.offset(offset);
  const page = pageQ.as('page');
  const rows = await db
    .select(sourceCardFields)
    .from(page)
    .innerJoin(sources, eq(sources.source_id, page.page_id))
    .innerJoin(users, eq(users.user_id, sources.user_id))
    .leftJoin(sourceCategories, eq(sourceCategories.category_id, sources.category_id))
    .orderBy(...sourceRankOrder);
  return rankedSourceCards(db, rows);
}

type Bound = number | Placeholder;

/** Source cards of a page, numbered with their ranking positions in one index walk. */
async function rankedSourceCards(db: Executor, rows: SourceCardRow[]): Promise<SourceCard[]> {
  const ranks = await rankPositions(db, 'source', rows.map((r) => ({ id: r.source_id, rating: r.source_rating })));
  return rows.map((r) => toSourceCard(r, ranks.get(r.source_id) ?? 0));
}

/** Brand cards of a page, numbered with their ranking positions in one index walk. */
async function rankedBrandCards(db: Executor, rows: BrandCardRow[]): Promise<BrandCard[]> {
  const ranks = await rankPositions(db, 'brand', rows.map((r) => ({ id: r.brand_id, rating: r.brand_rating })));
  return rows.map((r) => toBrandCard(r, ranks.get(r.brand_id) ?? 0));
}

function sourceCardPageQuery(db: Executor, where: SQL, limit: Bound | null, offset: Bound) {
  let pageQ = db.select({ page_id: sources.source_id }).from(sources).where(where).orderBy(...sourceRankOrder).$dynamic();
  if (limit !== null) pageQ = pageQ.limit(limit);
  if (offset) pageQ = pageQ.offset(offset);
  const page = pageQ.as('page');
  return db
    .select({ ...sourceCardFields, total: sql<number>`(select count(*)::int from ${sources} where ${where})` })
    .from(page)
    .innerJoin(sources, eq(sources.source_id, page.page_id))
    .innerJoin(users, eq(users.user_id, sources.user_id))
    .leftJoin(sourceCategories, eq(sourceCategories.category_id, sources.category_id))
    .orderBy(...sourceRankOrder);
}

export interface SourceListFilters {
  category_id?: number;
  rating_id?: number;
  verification?: boolean;
}

/**
 * A page of source cards and the total of the filtered list, in one statement (a prepared one per
 * filter shape when the page has a size).
 */
export async function sourceCardPage(db: Db, f: SourceListFilters, limit: number | null, offset: number): Promise<{ data: SourceCard[]; total: number }> {
  const where = sourceListWhere(f);
  let rows: (Parameters<typeof toSourceCard>[0] & { total: number })[];
  if (limit === null) {
    rows = await sourceCardPageQuery(db, where, null, offset);
  } else {
    const name = `catalog_source_page_c${f.category_id ? 1 : 0}_v${f.verification ? 1 : 0}`;
    const statement = prepared(db, name, () => {
      const parts: SQL[] = [eq(sources.source_status, 1), gte(sources.source_rating, sql.placeholder('rating'))];
      if (f.category_id) parts.push(eq(sources.category_id, sql.placeholder('category')));
      if (f.verification) parts.push(eq(sources.source_verification_status, 1));
      return sourceCardPageQuery(db, and(...parts)!, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name);
    });
    rows = await statement.execute({ rating: f.rating_id ?? 0, category: f.category_id ?? 0, limit, offset });
  }
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countWhere(db, sources, where) : 0;
  // Without a category or verification filter the list is the top of the ranking itself (a rating
  // filter keeps a prefix of it): positions are offset + 1, offset + 2, … with no second statement.
  const data = f.category_id || f.verification ? await rankedSourceCards(db, rows) : rows.map((r, i) => toSourceCard(r, offset + i + 1));
  return { data, total };
}


export const brandCardFields = {
  brand_id: brands.brand_id,
  brand_name: brands.brand_name,
  brand_slug_url: brands.brand_slug_url,
  brand_profile_image: brands.brand_profile_image,
  brand_rating: brands.brand_rating,
  total_review: brands.total_review,
  total_views: brands.total_views,
  total_product: brands.total_product,
  brand_verification_status: brands.brand_verification_status,
  user_name: users.user_name,
  user_profile_image: users.user_profile_image,
};

/** A brand card's row as selected (brandCardFields): the flag a number, no rank yet. */
type BrandCardRow = Omit<BrandCard, 'brand_verification_status' | 'brand_ranked'> & { brand_verification_status: number };

/** A card from its row and its ranking position (computed when read: src/aggregates/ranks.ts). */
export function toBrandCard(r: BrandCardRow, rank: number): BrandCard {
  return {
    brand_id: r.brand_id,
    brand_name: r.brand_name,
    brand_slug_url: r.brand_slug_url,
    brand_profile_image: r.brand_profile_image,
    brand_rating: Number(r.brand_rating),
    total_review: r.total_review,
    total_views: r.total_views,
    total_product: r.total_product,
    brand_ranked: rank,
    brand_verification_status: verificationFlag(r.brand_verification_status),
    user_name: r.user_name,
    user_profile_image: r.user_profile_image,
  };
}

export function brandListWhere(f: { rating_id?: number; verification?: boolean }): SQL {
  const parts: SQL[] = [eq(brands.brand_status, 1)];
  if (f.rating_id) parts.push(gte(brands.brand_rating, f.rating_id));
  if (f.verification) parts.push(eq(brands.brand_verification_status, 1));
  return and(...parts)!;
}

export const brandRankOrder = [descNL(brands.brand_rating), descNL(brands.total_review), asc(brands.brand_id)];

/** One page of brand cards (page cut from brands alone, then joined to the owner). */
export async function selectBrandCards(db: Executor, where: SQL, limit: number | null, offset: number): Promise<BrandCard[]> {
  let pageQ = db.select({ page_id: brands.brand_id }).from(brands).where(where).orderBy(...brandRankOrder).$dynamic();
  if (limit !== null) pageQ = pageQ.limit(limit);
  if (offset) pageQ = pageQ.offset(offset);
  const page = pageQ.as('page');
  const rows = await db
    .select(brandCardFields)
    .from(page)
    .innerJoin(brands, eq(brands.brand_id, page.page_id))
    .innerJoin(users, eq(users.user_id, brands.user_id))
    .orderBy(...brandRankOrder);
  return rankedBrandCards(db, rows);
}

function brandCardPageQuery(db: Executor, where: SQL, limit: Bound | null, offset: Bound) {
  let pageQ = db.select({ page_id: brands.brand_id }).from(brands).where(where).orderBy(...brandRankOrder).$dynamic();
  if (limit !== null) pageQ = pageQ.limit(limit);
  if (offset) pageQ = pageQ.offset(offset);
  const page = pageQ.as('page');
  return db
    .select({ ...brandCardFields, total: sql<number>`(select count(*)::int from ${brands} where ${where})` })
    .from(page)
    .innerJoin(brands, eq(brands.brand_id, page.page_id))
    .innerJoin(users, eq(users.user_id, brands.user_id))
    .orderBy(...brandRankOrder);
}

/** A page of brand cards and the total of the filtered list, in one statement. */
export async function brandCardPage(
  db: Db,
  f: { rating_id?: number; verification?: boolean },
  limit: number | null,
  offset: number,
): Promise<{ data: BrandCard[]; total: number }> {
  const where = brandListWhere(f);
  let rows: (Parameters<typeof toBrandCard>[0] & { total: number })[];
  if (limit === null) {
    rows = await brandCardPageQuery(db, where, null, offset);
  } else {
    const name = `catalog_brand_page_v${f.verification ? 1 : 0}`;
    const statement = prepared(db, name, () => {
      const parts: SQL[] = [eq(brands.brand_status, 1), gte(brands.brand_rating, sql.placeholder('rating'))];
      if (f.verification) parts.push(eq(brands.brand_verification_status, 1));
      return brandCardPageQuery(db, and(...parts)!, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name);
    });
    rows = await statement.execute({ rating: f.rating_id ?? 0, limit, offset });
  }
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countWhere(db, brands, where) : 0;
  // As for sources: without the verification filter the page is a slice of the ranking itself.
  const data = f.verification ? await rankedBrandCards(db, rows) : rows.map((r, i) => toBrandCard(r, offset + i + 1));
  return { data, total };
}

async function countWhere(db: Executor, table: typeof sources | typeof brands, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export const productItemFields = {
  product_id: products.product_id,
  product_name: products.product_name,
  product_image: products.product_image,
  product_slug_url: products.product_slug_url,
  brand_id: brands.brand_id,
  brand_name: brands.brand_name,
  brand_slug_url: brands.brand_slug_url,
  brand_profile_image: brands.brand_profile_image,
  brand_verification_status: brands.brand_verification_status,
  product_rating: products.product_rating,
  total_review: products.total_review,
  percent_cheaper: products.percent_cheaper,
  price_count: products.price_count,
};

/** A product item's row as selected (productItemFields): every figure present, the flag a number. */
type ProductItemRow = Required<Omit<ProductListItem, 'brand_verification_status'>> & { brand_verification_status: number };

export function toProductItem(r: ProductItemRow): ProductListItem {
  return {
    ...r,
    brand_verification_status: verificationFlag(r.brand_verification_status),
    product_rating: Number(r.product_rating),
    percent_cheaper: Number(r.percent_cheaper),
  };
}

/** Active products of published brands. */
export const publicProductWhere = (): SQL => and(eq(products.product_status, 1), eq(brands.brand_status, 1))!;

