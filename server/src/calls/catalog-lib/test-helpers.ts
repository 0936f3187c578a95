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
