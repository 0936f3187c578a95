/**
 * Ranking positions of sources and brands, computed when read (never stored): the position of a
 * published item is 1 + the number of published items ahead of it in the ranking order
 * (rating desc, total_review desc, id asc); an unpublished item has 0.
 *
 * The count walks sources_list_rating_idx / brands_list_rating_idx (status, rating desc,
 * total_review desc, id) from the top down to the item's rating, so it reads about as many index
 * entries as the item's position, and a review write never touches any other row.
 *
 * One item (a detail page, a dashboard): embed the expression in a select whose FROM names the
 * table itself (not an alias) — db.select({ ...fields, source_ranked: sourceRankSql }).from(sources).
 * A page of items: rankPositions(db, 'source', rows) numbers them in one walk of the index.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './formulas';

/**
 * The rank expression for a table named `table` in the outer query. Outer columns are written out
 * qualified: Drizzle leaves them unqualified in single-table selects, where they would resolve to
 * the subquery's own row.
 */
function rankSql(table: 'sources' | 'brands', prefix: 'source' | 'brand') {
  const outer = (column: string) => sql.raw(`"${table}"."${column}"`);
  return sql<number>`(case when ${outer(`${prefix}_status`)} = 1 then 1 + (
  select count(*)::int from ${sql.raw(table)} ahead
  where ahead.${sql.raw(`${prefix}_status`)} = 1 and ahead.${sql.raw(`${prefix}_rating`)} >= ${outer(`${prefix}_rating`)}
    and (ahead.${sql.raw(`${prefix}_rating`)} > ${outer(`${prefix}_rating`)} or ahead.total_review > ${outer('total_review')}
         or (ahead.total_review = ${outer('total_review')} and ahead.${sql.raw(`${prefix}_id`)} < ${outer(`${prefix}_id`)}))
) else 0 end)`.mapWith(Number);
}

export const sourceRankSql = rankSql('sources', 'source');
export const brandRankSql = rankSql('brands', 'brand');

/**
 * Positions of several published items at once (a list page): one walk of the ranking index from
 * the top down to the lowest rating among them, numbered in order — instead of one count per item.
 */
export async function rankPositions(
  db: Executor,
  kind: 'source' | 'brand',
  items: readonly { id: number; rating: number }[],
): Promise<Map<number, number>> {
  if (items.length === 0) return new Map();
  const table = sql.raw(`${kind}s`);
  const col = (name: string) => sql.raw(`${kind}_${name}`);
  const lowest = Math.min(...items.map((i) => Number(i.rating)));
  const result = await db.execute<{ id: number; pos: number }>(sql`
    SELECT id, pos::int FROM (
      SELECT ${col('id')} id, row_number() OVER (ORDER BY ${col('rating')} DESC, total_review DESC, ${col('id')}) pos
      FROM ${table} WHERE ${col('status')} = 1 AND ${col('rating')} >= ${lowest}
    ) ranked WHERE id = ANY(${sql.param(items.map((i) => i.id))}::int[])`);
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.pos)]));
}
