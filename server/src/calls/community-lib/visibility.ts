/**
 * Who may see a community post (the rule every read and every action on a post goes through):
 *
 *   - the author always;
 *   - post_method 'everyone': every signed-in member, unless the author's privacy_see_content is
 *     'Friends' — then only their friends (mutual followers), through server/src/lib/privacy.ts;
 *   - post_method 'friends': the author's friends;
 *   - post_method 'community': the community's members (the author chose that audience, so their
 *     content privacy does not narrow it further).
 *
 * Only published (post_status 1) top-level posts are shown; comments are seen with their post.
 */
import { sql, type SQL } from 'drizzle-orm';
import { contentVisibleSql, friendsSql } from '../../lib/privacy';

/**
 * The visibility condition for a post row `p` joined to its author `a` (aliases of the query).
 * `viewer` is a parameter placeholder expression (e.g. sql`${viewerId}`).
 */
export function postVisibleSql(viewerId: number): SQL {
  return sql`(p.user_id = ${viewerId}
    or (p.post_method = 'everyone' and ${contentVisibleSql(viewerId, sql`p.user_id`, sql`a.privacy_see_content`)})
    or (p.post_method = 'friends' and ${friendsSql(viewerId, sql`p.user_id`)})
    or (p.post_method = 'community' and exists (
      select 1 from community_members vm where vm.community_id = p.community_id and vm.user_id = ${viewerId})))`;
}

/** Published top-level posts. */
export const publishedPostSql = sql`p.parent_post_id is null and p.post_status = 1`;
