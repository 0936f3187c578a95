/**
 * Abuse limits (server/src/limits): bookkeeping shared by every API instance, never content.
 *
 * - `rate_limits`: one fixed-window counter per key (`write:<kind>:<user_id>`, `auth:…`), counted
 *   and checked by one upsert statement (limits/store.ts); rows past their window are swept.
 * - `notification_mail_keys`: one row per notification e-mail sent, keyed by actor, item, kind and
 *   UTC day; the insert that finds the key taken means "already sent today" (mail/notify.ts).
 */
import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdDate } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    limit_key: varchar('limit_key', { length: 200 }).primaryKey(),
    /** Hits counted in the current window (never more than the limit + 1). */
    hits: integer('hits').notNull(),
    /** When the current window ends (a hit after it starts a new window). */
    window_end: timestamp('window_end', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_end_idx').on(t.window_end)],
);

export const notificationMailKeys = pgTable(
  'notification_mail_keys',
  {
    actor_id: integer('actor_id').notNull(),
    /** The item the mail is about, e.g. `review:12`, `source:3`, `thread:7`. */
    item_key: varchar('item_key', { length: 100 }).notNull(),
    /** The notification kind (mail/notify.ts NOTIFICATION_SWITCHES). */
    kind: text('kind').notNull(),
    /** UTC day of the mail. */
    mail_day: date('mail_day').notNull(),
    recipient_id: integer('recipient_id').notNull(),
    created_date: createdDate(),
  },
  (t) => [primaryKey({ columns: [t.actor_id, t.item_key, t.kind, t.mail_day] }), index('notification_mail_keys_day_idx').on(t.mail_day)],
);
