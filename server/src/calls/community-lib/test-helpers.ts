/** Helpers of the community call tests (not a test file itself). */
import { sql } from 'drizzle-orm';
import type { PayloadIn } from '@ironscore/contract';
import type { TestApp } from '../../test/harness';
import { recomputeAllAggregates } from '../../aggregates';
import { newActor, type Actor } from '../catalog-lib/test-helpers';

export { newActor, type Actor };

/** a follows b (a row written directly, with the counters the call would keep). */
export async function follows(t: TestApp, a: Actor, b: Actor): Promise<void> {
  const res = await t.call('Set_FollowUnFollowUser', { user_id: b.user_id }, { token: a.token });
  if (!res.status) throw new Error(`follow failed: ${res.message}`);
}

/** Makes a and b friends (mutual followers). */
export async function befriend(t: TestApp, a: Actor, b: Actor): Promise<void> {
  await follows(t, a, b);
  await follows(t, b, a);
}

export async function newPost(t: TestApp, author: Actor, fields: Partial<PayloadIn<'Set_NewCommunityPost'>> & Record<string, unknown> = {}): Promise<number> {
  const res = await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>Hello gym</p>', ...fields }, { token: author.token });
  if (!res.status) throw new Error(`post failed: ${res.message}`);
  return res.data!.post_id;
}

export async function newCommunity(t: TestApp, owner: Actor, name?: string): Promise<number> {
  const res = await t.call(
    'Set_CommunityCreateCommunity',
    { community_name: name ?? `Club ${Math.random().toString(36).slice(2, 8)}`, community_style: 'bg-community-3', community_description: 'A community for testing things.' },
    { token: owner.token },
  );
  if (!res.status) throw new Error(`community failed: ${res.message}`);
  return res.data!.community_id;
}

export async function join(t: TestApp, who: Actor, communityId: number): Promise<void> {
  const res = await t.call('Set_CommunityJoinOrLeave', { community_id: communityId }, { token: who.token });
  if (!res.status) throw new Error(`join failed: ${res.message}`);
}

export async function karmaOf(t: TestApp, who: Actor): Promise<number> {
  const r = await t.pool.query('select user_score from users where user_id = $1', [who.user_id]);
  return Number(r.rows[0].user_score);
}

export async function userRow(t: TestApp, who: Actor): Promise<Record<string, number>> {
  const r = await t.pool.query(
    'select user_score, rank_no, total_posts, total_follower, total_followed from users where user_id = $1',
    [who.user_id],
  );
  return r.rows[0];
}

export async function notificationsOf(t: TestApp, who: Actor): Promise<{ notification_type: number; actor_user_id: number; post_id: number | null; community_id: number | null }[]> {
  const r = await t.pool.query(
    'select notification_type, actor_user_id, post_id, community_id from community_notifications where user_id = $1 order by notification_id',
    [who.user_id],
  );
  return r.rows;
}

/** Row counts of the community tables and the sums of their counters, to prove a refused call wrote nothing. */
export async function communityWrites(t: TestApp): Promise<Record<string, number>> {
  const r = await t.pool.query(`select
    (select count(*) from community_posts)::int posts,
    (select count(*) from community_post_likes)::int likes,
    (select count(*) from community_poll_votes)::int votes,
    (select count(*) from community_post_reports)::int reports,
    (select count(*) from communities)::int communities,
    (select count(*) from community_members)::int members,
    (select count(*) from user_follows)::int follows,
    (select count(*) from community_notifications)::int notifications,
    (select count(*) from post_hashtags)::int post_hashtags,
    (select coalesce(sum(user_score), 0) from users)::int karma,
    (select coalesce(sum(like_count + comment_count + poll_vote_count), 0) from community_posts)::int post_counters,
    (select coalesce(sum(member_count + post_count), 0) from communities)::int community_counters,
    (select string_agg(post_id || ':' || post_status || ':' || md5(post_content), ',' order by post_id) from community_posts) post_state`);
  return r.rows[0];
}

/**
 * The aggregate columns the community writes keep (user counters, karma, rank, post and community
 * counters) compared with what src/aggregates/formulas.ts recomputes from the rows, inside a transaction
 * that is rolled back. Returns the rows that differ (expect []).
 */
export async function aggregateDrift(t: TestApp): Promise<unknown[]> {
  const snapshot = async (db: Pick<TestApp['db'], 'execute'>) =>
    (
      await db.execute<{ k: string; v: string }>(sql`
        select 'u' || user_id k, concat_ws(',', user_score, rank_no, total_posts, total_follower, total_followed, total_reviews, total_comments, total_likes) v from users
        union all select 'p' || post_id, concat_ws(',', like_count, comment_count, poll_vote_count) from community_posts
        union all select 'c' || community_id, concat_ws(',', member_count, post_count) from communities`)
    ).rows;
  const before = new Map((await snapshot(t.db)).map((r) => [r.k, r.v]));
  const drift: unknown[] = [];
  await t.db
    .transaction(async (tx) => {
      await recomputeAllAggregates(tx);
      for (const row of await snapshot(tx)) {
        if (before.get(row.k) !== row.v) drift.push({ key: row.k, kept: before.get(row.k), recomputed: row.v });
      }
      throw new RollbackSignal();
    })
    .catch((err) => {
      if (!(err instanceof RollbackSignal)) throw err;
    });
  return drift;
}

class RollbackSignal extends Error {}
