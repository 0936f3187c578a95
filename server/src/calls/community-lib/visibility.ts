/**
 * Who may see a community post (the rule every read and every action on a post goes through):
 *
 *   - the author always;
 *   - post_method 'everyone': every signed-in member, unless the author's privacy_see_content is
 *     'Friends' — then only their friends (mutual followers, as server/src/lib/privacy.ts defines them);
 *   - post_method 'friends': the author's friends;
 *   - post_method 'community': the community's members (the author chose that audience, so their
 *     content privacy does not narrow it further).
 *
 * Only published (post_status 1) top-level posts are shown; comments are seen with their post.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The visibility condition for a post row `p` joined to its author `a` (aliases of the query).
 *
 * The viewer's friends (mutual follows, as server/src/lib/privacy.ts defines them) and joined
 * communities are read once per statement into two arrays (uncorrelated subqueries: PostgreSQL
 * runs each once), so each candidate post costs a few comparisons instead of up to four index
 * probes — and the planner, seeing a cheap per-row test, drives every feed from its index in
 * post order, also in the one plan it keeps for a prepared feed statement.
 */
export function postVisibleSql(viewerId: number): SQL {
  // `any((select …)::int[])`: an array value, not `any (subquery)` over rows.
  const friends = sql`(select coalesce(array_agg(f1.followed_id), '{}') from user_follows f1
      join user_follows f2 on f2.follower_id = f1.followed_id and f2.followed_id = f1.follower_id
      where f1.follower_id = ${viewerId})::int[]`;
  const joined = sql`(select coalesce(array_agg(vm.community_id), '{}') from community_members vm where vm.user_id = ${viewerId})::int[]`;
  return sql`(p.user_id = ${viewerId}
    or (p.post_method = 'everyone' and (a.privacy_see_content = 'Everyone' or p.user_id = any(${friends})))
    or (p.post_method = 'friends' and p.user_id = any(${friends}))
    or (p.post_method = 'community' and p.community_id = any(${joined})))`;
}

/** Published top-level posts. */
export const publishedPostSql = sql`p.parent_post_id is null and p.post_status = 1`;

/** Published top-level posts, and the viewer's own ones hidden pending review (issue 24). */
export const publishedOrOwnHiddenSql = (viewerId: number): SQL =>
  sql`p.parent_post_id is null and (p.post_status = 1 or (p.moderation = 'reported' and p.user_id = ${viewerId}))`;
