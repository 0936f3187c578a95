/**
 * E-mail notifications that honour the member's five switches (spec/2 §2.1 Settings, spec/3 §3):
 *
 *   receive_message   a new private message
 *   review_comment    a comment on one's review
 *   favorite_share    one's source/brand favourited or shared
 *   content_like      a like on one's content (useful vote on a review, like on a post)
 *   security_account  security events (password changed, new sign-in method linked)
 *
 * Every mail the site sends about one of these goes through `notifyUser`, which reads the switch at
 * send time and sends nothing when it is 0. A failed send is logged, never thrown: a notification
 * must not undo the write that caused it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Mailer, MailMessage } from './types';

export const NOTIFICATION_SWITCHES = {
  receive_message: 'notification_receive_message',
  review_comment: 'notification_review_comment',
  favorite_share: 'notification_favorite_share',
  content_like: 'notification_content_like',
  security_account: 'notification_security_account',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_SWITCHES;

/** The address to notify, or null when the user does not exist or switched `kind` off. */
export async function notificationAddress(db: Db, userId: number, kind: NotificationKind): Promise<string | null> {
  const result = await db.execute(
    sql`select user_email, ${sql.identifier(NOTIFICATION_SWITCHES[kind])} as enabled from users where user_id = ${userId}`,
  );
  const row = result.rows[0] as { user_email?: string; enabled?: number } | undefined;
  if (!row?.user_email || Number(row.enabled) !== 1) return null;
  return row.user_email;
}

/** Sends `message` to the user when their switch for `kind` is on. Resolves true when a mail was sent. */
export async function notifyUser(
  deps: { db: Db; mailer: Mailer; log?: { error(obj: unknown, msg?: string): void } },
  userId: number,
  kind: NotificationKind,
  message: Omit<MailMessage, 'to'>,
): Promise<boolean> {
  const to = await notificationAddress(deps.db, userId, kind);
  if (!to) return false;
  try {
    await deps.mailer.send({ ...message, to });
    return true;
  } catch (err) {
    deps.log?.error({ err, kind }, 'notification mail failed');
    return false;
  }
}
