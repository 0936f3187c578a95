/**
 * Who may see a member's profile details and content (spec/2 §3 privacy fields, issue "Member area").
 *
 *   privacy_see_profile  Everyone | Friends  — bio, body stats, live-in of the community profile and
 *                                             the quick-view
 *   privacy_see_content  Everyone | Friends  — the member's posts in feeds
 *
 * "Friends" are two members who follow each other (user_follows both ways). The owner always sees
 * their own; a signed-out visitor is never a friend. Every call that shows another member's
 * profile details or content goes through these helpers (or `contentVisibleSql` in list queries).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export type PrivacyTopic = 'profile' | 'content';

const COLUMN: Record<PrivacyTopic, string> = {
  profile: 'privacy_see_profile',
  content: 'privacy_see_content',
};

/** Whether a and b follow each other. */
export async function areFriends(db: Db, a: number, b: number): Promise<boolean> {
  if (!a || !b || a === b) return false;
  const result = await db.execute(sql`
    select 1 from user_follows f1
    join user_follows f2 on f2.follower_id = f1.followed_id and f2.followed_id = f1.follower_id
    where f1.follower_id = ${a} and f1.followed_id = ${b}
    limit 1`);
  return result.rows.length > 0;
}

/** Whether `viewerId` (null: signed out) may see `topic` of `ownerId`. Unknown owners: false. */
export async function canSee(db: Db, viewerId: number | null, ownerId: number, topic: PrivacyTopic): Promise<boolean> {
  if (viewerId !== null && viewerId === ownerId) return true;
  const result = await db.execute(sql`select ${sql.identifier(COLUMN[topic])} as audience from users where user_id = ${ownerId}`);
  const audience = (result.rows[0] as { audience?: string } | undefined)?.audience;
  if (audience === undefined) return false;
  if (audience === 'Everyone') return true;
  return viewerId !== null && areFriends(db, viewerId, ownerId);
}

/**
 * A SQL condition for list queries: true when `viewerId` and the row's user (`otherColumn`) are
 * friends (follow each other). Two primary-key lookups per row.
 */
export function friendsSql(viewerId: number | null, otherColumn: SQL | unknown): SQL {
  if (viewerId === null) return sql`false`;
  return sql`(exists (select 1 from user_follows pf1 where pf1.follower_id = ${viewerId} and pf1.followed_id = ${otherColumn})
    and exists (select 1 from user_follows pf2 where pf2.follower_id = ${otherColumn} and pf2.followed_id = ${viewerId}))`;
}

/**
 * A SQL condition for list queries: true when the row's author (`ownerColumn`, e.g.
 * `community_posts.user_id`) lets `viewerId` see their content. The author's users row must be
 * reachable as `authorPrivacyColumn` (e.g. `users.privacy_see_content` of the joined author).
 */
export function contentVisibleSql(viewerId: number | null, ownerColumn: SQL | unknown, authorPrivacyColumn: SQL | unknown): SQL {
  if (viewerId === null) return sql`${authorPrivacyColumn} = 'Everyone'`;
  return sql`(${authorPrivacyColumn} = 'Everyone' or ${ownerColumn} = ${viewerId} or ${friendsSql(viewerId, ownerColumn)})`;
}
