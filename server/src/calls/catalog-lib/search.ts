/**
 * Site search (Get_SearchText, Get_BrandProductSearchtext, Get_SourceLikeSearch).
 *
 * First pass: every word of the text must occur in the name (ILIKE '%word%', any order), served
 * by the gin_trgm_ops indexes on the name columns; news are also matched by PostgreSQL full-text
 * search over title and content (news_fts_idx, websearch syntax). When that finds nothing, a
 * second, typo-tolerant pass matches names word-similar to the text (pg_trgm `<%`, same indexes).
 * Every branch has its own LIMIT; results are ordered exact match, prefix match, similarity, name.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_MIN_CHARS, type SearchResult, type SearchResultType } from '@ironscore/contract';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/prepared';
import { escapeLike } from './format';

export const SEARCH_LIMIT_PER_TYPE = 5;
export const PRODUCT_SEARCH_LIMIT = 20;
const MAX_WORDS = 6;
const MAX_TEXT = 100;

/** The normalised search text, or null when shorter than SEARCH_MIN_CHARS. */
export function searchTerm(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  return t.length >= SEARCH_MIN_CHARS ? t : null;
}

type Mode = 'words' | 'fuzzy';

/** First pass: every word occurs in `column`. Fuzzy pass: `column` is word-similar to the text. */
function nameMatches(column: SQL, term: string, mode: Mode = 'words'): SQL {
  if (mode === 'fuzzy') return sql`${term} <% ${column}`;
  const words = wordsOf(term);
  return sql`(${sql.join(
    words.map((w) => sql`${column} ilike ${'%' + escapeLike(w) + '%'}`),
    sql` and `,
  )})`;
}

/**
 * Sort keys (descending): exact name, then names starting with the text, then the closest names —
 * shortest first for word matches (cheap on hundreds of rows), word similarity for fuzzy matches.
 * The caller writes `desc` after the last key; the first carries its own.
 */
function nameRank(column: SQL, term: string, mode: Mode = 'words'): SQL {
  const closeness = mode === 'fuzzy' ? sql`word_similarity(${term}, ${column})` : sql`-length(${column})`;
  return sql`(lower(${column}) = lower(${term}))::int * 2 + (${column} ilike ${escapeLike(term) + '%'})::int desc, ${closeness}`;
}

interface Branch {
  type: SearchResultType;
  sql: SQL;
}

function sourceBranch(term: string, limit: number, mode: Mode = 'words'): Branch {
  const col = sql`s.source_name`;
  return {
    type: 'source',
    sql: sql`(select 'source' as type, s.source_name as name, s.source_profile_image as image, '/source/' || s.source_slug_url as url
      from sources s where s.source_status = 1 and ${nameMatches(col, term, mode)}
      order by ${nameRank(col, term, mode)} desc, s.source_name limit ${limit})`,
  };
}

function brandBranch(term: string, limit: number, mode: Mode = 'words'): Branch {
  const col = sql`b.brand_name`;
  return {
    type: 'brand',
    sql: sql`(select 'brand' as type, b.brand_name as name, b.brand_profile_image as image, '/brand/' || b.brand_slug_url as url
      from brands b where b.brand_status = 1 and ${nameMatches(col, term, mode)}
      order by ${nameRank(col, term, mode)} desc, b.brand_name limit ${limit})`,
  };
}

function productBranch(term: string, limit: number, mode: Mode = 'words'): Branch {
  const col = sql`p.product_name`;
  return {
    type: 'product',
    sql: sql`(select 'product' as type, p.product_name as name, p.product_image as image,
        '/brand/' || b.brand_slug_url || '/' || p.product_slug_url as url
      from products p join brands b on b.brand_id = p.brand_id
      where p.product_status = 1 and b.brand_status = 1 and ${nameMatches(col, term, mode)}
      order by ${nameRank(col, term, mode)} desc, p.product_name limit ${limit})`,
  };
}

function promoBranch(term: string, limit: number, mode: Mode = 'words'): Branch {
  const col = sql`pr.promo_name`;
  return {
    type: 'promo',
    sql: sql`(select 'promo' as type, pr.promo_name as name, pr.promo_image as image, '/promo/' || pr.promo_slug_url as url
      from promos pr join sources s on s.source_id = pr.source_id
      where pr.promo_status = 1 and s.source_status = 1 and pr.promo_end_date > now() and ${nameMatches(col, term, mode)}
      order by ${nameRank(col, term, mode)} desc, pr.promo_name limit ${limit})`,
  };
}

function newsBranch(term: string, limit: number, mode: Mode = 'words'): Branch {
  const col = sql`n.news_name`;
  // Two index-friendly subqueries instead of one OR, so each can use its own index
  // (news_name_trgm_idx, news_fts_idx) and to_tsvector is never computed row by row.
  const ids =
    mode === 'fuzzy'
      ? sql`select x.news_id from news x where ${nameMatches(sql`x.news_name`, term, 'fuzzy')}`
      : sql`select x.news_id from news x where ${nameMatches(sql`x.news_name`, term)}
          union
          select y.news_id from news y
          where to_tsvector('english', y.news_name || ' ' || y.news_content) @@ websearch_to_tsquery('english', ${term})`;
  return {
    type: 'news',
    sql: sql`(select 'news' as type, n.news_name as name, n.news_image as image, '/news/' || n.news_slug_url as url
      from news n
      where n.news_status = 1 and n.news_id in (${ids})
      order by ${nameRank(col, term, mode)} desc, n.created_date desc limit ${limit})`,
  };
}

async function run(db: Db, name: string, branches: Branch[]): Promise<SearchResult[]> {
  const query = sql.join(
    branches.map((b) => b.sql),
    sql` union all `,
  );
  const rows = await namedQuery<{ type: SearchResultType; name: string; image: string; url: string }>(db, name, query);
  return rows.map((r) => ({ type: r.type, name: r.name, image: r.image, url: r.url }));
}

/** The statement shape: mode and number of words (the text itself is always a parameter). */
const shape = (what: string, term: string, mode: Mode) => `catalog_search_${what}_${mode}_${mode === 'fuzzy' ? 0 : wordsOf(term).length}`;
const wordsOf = (term: string) => term.split(' ').filter(Boolean).slice(0, MAX_WORDS);

/** Sources, brands, products, promos and news, at most `perType` of each, in that order. */
export async function searchAll(db: Db, term: string, perType = SEARCH_LIMIT_PER_TYPE): Promise<SearchResult[]> {
  const branches = (mode: Mode) => [
    sourceBranch(term, perType, mode),
    brandBranch(term, perType, mode),
    productBranch(term, perType, mode),
    promoBranch(term, perType, mode),
    newsBranch(term, perType, mode),
  ];
  const found = await run(db, shape('all', term, 'words'), branches('words'));
  return found.length ? found : run(db, shape('all', term, 'fuzzy'), branches('fuzzy'));
}

export async function searchProducts(db: Db, term: string, limit = PRODUCT_SEARCH_LIMIT): Promise<SearchResult[]> {
  const found = await run(db, shape('products', term, 'words'), [productBranch(term, limit)]);
  return found.length ? found : run(db, shape('products', term, 'fuzzy'), [productBranch(term, limit, 'fuzzy')]);
}

/** Published sources by name (official-seller search). */
export async function searchSourceNames(db: Db, term: string, limit = 10): Promise<{ source_id: number; source_name: string }[]> {
  const col = sql`s.source_name`;
  const query = (mode: Mode) =>
    namedQuery<{ source_id: number; source_name: string }>(
      db,
      shape('source_names', term, mode),
      sql`select s.source_id, s.source_name from sources s
          where s.source_status = 1 and ${nameMatches(col, term, mode)}
          order by ${nameRank(col, term, mode)} desc, s.source_name limit ${limit}`,
    );
  let rows = await query('words');
  if (rows.length === 0) rows = await query('fuzzy');
  return rows.map((r) => ({ source_id: Number(r.source_id), source_name: r.source_name }));
}
