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
 *
 * A mail caused by another member's action names that action (`once: { actorId, item }`): at most
 * one mail per actor, item, kind and UTC day is sent, whatever the number of instances — the
 * send claims its key in `notification_mail_keys` first (insert … on conflict do nothing), and a
 * key already taken means "already sent today". So 40 toggles of a useful vote send one e-mail.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Executor } from '../aggregates';
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

/** The member action a notification is about: its actor and its item (e.g. `review:12`, `source:3`). */
export interface NotificationCause {
  actorId: number;
  item: string;
}

/** Deletes the keys of days before yesterday (the scheduled job `maintenance.sweep`, jobs/kinds.ts). */
export async function sweepMailKeys(db: Executor): Promise<number> {
  const result = await db.execute(sql`delete from notification_mail_keys where mail_day < (now() at time zone 'UTC')::date - 1`);
  return result.rowCount ?? 0;
}

/** Takes the key (actor, item, kind, today in UTC); false when a mail with that key was already sent. */
async function claimMailKey(db: Db, userId: number, kind: NotificationKind, cause: NotificationCause): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into notification_mail_keys (actor_id, item_key, kind, mail_day, recipient_id)
    values (${cause.actorId}, ${cause.item}, ${kind}, (now() at time zone 'UTC')::date, ${userId})
    on conflict do nothing
    returning mail_day`);
  return claimed.rows.length > 0;
}

async function releaseMailKey(db: Db, kind: NotificationKind, cause: NotificationCause): Promise<void> {
  await db.execute(sql`
    delete from notification_mail_keys
    where actor_id = ${cause.actorId} and item_key = ${cause.item} and kind = ${kind} and mail_day = (now() at time zone 'UTC')::date`);
}

/**
 * Sends `message` to the user when their switch for `kind` is on — and, with `cause`, when no mail
 * of this kind about that actor and item was sent today. Resolves true when a mail was sent.
 */
export async function notifyUser(
  deps: { db: Db; mailer: Mailer; log?: { error(obj: unknown, msg?: string): void } },
  userId: number,
  kind: NotificationKind,
  message: Omit<MailMessage, 'to'>,
  cause?: NotificationCause,
): Promise<boolean> {
  const to = await notificationAddress(deps.db, userId, kind);
  if (!to) return false;
  if (cause && !(await claimMailKey(deps.db, userId, kind, cause))) return false;
  try {
    await deps.mailer.send({ ...message, to });
    return true;
  } catch (err) {
    deps.log?.error({ err, kind }, 'notification mail failed');
    // Not sent: a later action may try again today.
    if (cause) await releaseMailKey(deps.db, kind, cause).catch(() => undefined);
    return false;
  }
}
