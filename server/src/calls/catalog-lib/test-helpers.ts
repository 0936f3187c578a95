/** Helpers of the catalogue call tests (not a test file itself). */
import { insertUser } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';

/** First column of the first row of a SQL query, as a number. */
export async function sqlNumber(t: TestApp, query: string, params: unknown[] = []): Promise<number> {
  const r = await t.pool.query(query, params);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  return row ? Number(Object.values(row)[0]) : 0;
}

export async function sqlRow<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []): Promise<T> {
  const r = await t.pool.query(query, params);
  return r.rows[0] as T;
}

export interface Actor {
  token: string;
  user_id: number;
  user_name: string;
}

/** A fresh account (verified member by default) and its token. */
export async function newActor(
  t: TestApp,
  fields: { user_type?: 'member' | 'source' | 'brand'; user_verification_status?: number; rank_no?: number } = {},
): Promise<Actor> {
  const row = await insertUser(t.db, { user_verification_status: 1, ...fields });
  const { token } = await t.loginAs(row.user_name);
  return { token, user_id: row.user_id, user_name: row.user_name };
}

export async function actorFor(t: TestApp, userName: string): Promise<Actor> {
  const { token, user } = await t.loginAs(userName);
  return { token, user_id: user.user_id, user_name: user.user_name };
}

/**
 * The seeded accounts the catalogue tests act as — a source owner, a brand owner and a new member —
 * signed in before the file's tests (the objects are filled in then, like the harness's fileTestApp).
 */
export function seededActorsBeforeAll(t: TestApp): { sourceOwner: Actor; brandOwner: Actor; newbie: Actor } {
  const actors = { sourceOwner: {} as Actor, brandOwner: {} as Actor, newbie: {} as Actor };
  beforeAll(async () => {
    Object.assign(actors.sourceOwner, await actorFor(t, 'sourceowner'));
    Object.assign(actors.brandOwner, await actorFor(t, 'brandowner'));
    Object.assign(actors.newbie, await actorFor(t, 'newbie'));
  });
  return actors;
}

/**
 * The expected ranking position of a published source or brand (row_number in the ranking order);
 * 0 when unpublished.
 */
export async function expectedRank(t: TestApp, kind: 'source' | 'brand', id: number): Promise<number> {
  return sqlNumber(
    t,
    `select coalesce((select rn from (select ${kind}_id id, row_number() over (order by ${kind}_rating desc, total_review desc, ${kind}_id) rn
       from ${kind}s where ${kind}_status = 1) x where id = $1), 0)`,
    [id],
  );
}

/** Cards of the whole public list (every page) whose rank is not their position in the list. */
export async function rankMismatches(t: TestApp, kind: 'source' | 'brand'): Promise<unknown[]> {
  const page = (offset: number) =>
    kind === 'source'
      ? t.call('Get_SourcePagination', { limit: 100, offset, category_id: 0, rating_id: 0, verification: false })
      : t.call('Get_BrandPagination', { limit: 100, offset, rating_id: 0, verification: false });
  const wrong: unknown[] = [];
  for (let offset = 0, total = 1; offset < total; offset += 100) {
    const res = await page(offset);
    total = res.totalData ?? 0;
    (res.data as unknown as Record<string, number>[]).forEach((card, i) => {
      if (card[`${kind}_ranked`] !== offset + i + 1) wrong.push({ id: card[`${kind}_id`], rank: card[`${kind}_ranked`], expected: offset + i + 1 });
    });
  }
  return wrong;
}

/** Row counts of the tables a review action may write, to prove a refused call wrote nothing. */
export async function writeCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = ['reviews', 'review_comments', 'review_reports', 'review_useful_votes', 'favourites', 'page_views'];
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = await t.count(table);
  out.karma = await sqlNumber(t, 'select coalesce(sum(user_score), 0) from users');
  out.useful = await sqlNumber(t, 'select coalesce(sum(useful_count), 0) from reviews');
  out.source_reviews = await sqlNumber(t, 'select coalesce(sum(total_review), 0) from sources');
  out.brand_reviews = await sqlNumber(t, 'select coalesce(sum(total_review), 0) from brands');
  out.product_reviews = await sqlNumber(t, 'select coalesce(sum(total_review), 0) from products');
  return out;
}
