/**
 * Pieces of the community writes: the acting member, post text cleaning, hashtags and
 * notifications. Karma and counters are recomputed by withAggregates (src/aggregates) inside the
 * write's transaction, like every other write.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { MSG, extractHashtags, isBlankHtml, type NotificationType } from '@ironscore/contract';
import { communityNotifications, users } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { CallFailure } from '../types';

/** The signed-in account, read fresh. Writes of the community are for member accounts only. */
export async function actingMember(db: Db, userId: number): Promise<{ user_id: number; user_name: string }> {
  const [row] = await db.select({ user_id: users.user_id, user_name: users.user_name, user_type: users.user_type }).from(users).where(eq(users.user_id, userId)).limit(1);
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  if (row.user_type !== 'member') throw new CallFailure(MSG.community.membersOnly);
  return { user_id: row.user_id, user_name: row.user_name };
}

/** Sanitized post/comment HTML; blank after sanitizing (e.g. only a script) is refused like an empty editor. */
export function cleanPostHtml(html: string, field = 'post_content'): string {
  const clean = sanitizeHtml(html).trim();
  if (isBlankHtml(clean)) throw new CallFailure(MSG.validation.fieldBlank, { [field]: MSG.validation.fieldBlank });
  return clean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of sanitized HTML (tags dropped, entities decoded), for hashtag extraction. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** At most this many hashtags of one post are indexed. */
export const HASHTAGS_PER_POST = 20;

/** Indexes the hashtags of a post's text (replacing earlier ones, e.g. after an edit). */
export async function indexHashtags(tx: Tx, postId: number, html: string, createdDate: Date): Promise<void> {
  await tx.execute(sql`delete from post_hashtags where post_id = ${postId}`);
  const tags = extractHashtags(plainTextOf(html)).slice(0, HASHTAGS_PER_POST);
  if (tags.length === 0) return;
  await tx.execute(sql`insert into hashtags (hashtag_name) select unnest(${sql.param(tags)}::text[]) on conflict (hashtag_name) do nothing`);
  await tx.execute(sql`
    insert into post_hashtags (post_id, hashtag_id, created_date)
    select ${postId}, hashtag_id, ${createdDate} from hashtags where hashtag_name = any(${sql.param(tags)}::text[])
    on conflict do nothing`);
}

export interface NotificationRef {
  /** Who is notified. */
  user_id: number;
  /** Who acted. */
  actor_user_id: number;
  notification_type: NotificationType;
  post_id?: number | null;
  community_id?: number | null;
}

/** Creates the notification of an action (never for acting on one's own content). */
export async function notify(tx: Tx, n: NotificationRef): Promise<void> {
  if (n.user_id === n.actor_user_id) return;
  await tx.insert(communityNotifications).values({
    user_id: n.user_id,
    actor_user_id: n.actor_user_id,
    notification_type: n.notification_type,
    post_id: n.post_id ?? null,
    community_id: n.community_id ?? null,
  });
}

/** Removes the newest notification of an action that was undone (unlike, unfollow, leave, comment deleted). */
export async function unnotify(tx: Tx, n: NotificationRef): Promise<void> {
  const where = and(
    eq(communityNotifications.user_id, n.user_id),
    eq(communityNotifications.actor_user_id, n.actor_user_id),
    eq(communityNotifications.notification_type, n.notification_type),
    n.post_id ? eq(communityNotifications.post_id, n.post_id) : undefined,
    n.community_id ? eq(communityNotifications.community_id, n.community_id) : undefined,
  );
  const [newest] = await tx
    .select({ id: communityNotifications.notification_id })
    .from(communityNotifications)
    .where(where)
    .orderBy(desc(communityNotifications.notification_id))
    .limit(1);
  if (newest) await tx.delete(communityNotifications).where(eq(communityNotifications.notification_id, newest.id));
}
