/** Records every mail the server sends in `mail_outbox` (sent_at on success, error on failure). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from './types';

export function withOutbox(db: Db, inner: Mailer): Mailer {
  return {
    async send(message) {
      let id: number | undefined;
      try {
        const [row] = await db
          .insert(mailOutbox)
          .values({ mail_to: message.to, subject: message.subject, text: message.text, html: message.html ?? '' })
          .returning({ id: mailOutbox.mail_id });
        id = row?.id;
      } catch {
        // the log is best effort; sending is what matters
      }
      try {
        await inner.send(message);
        if (id !== undefined) await db.update(mailOutbox).set({ sent_at: new Date() }).where(eq(mailOutbox.mail_id, id)).catch(() => undefined);
      } catch (err) {
        if (id !== undefined) {
          await db
            .update(mailOutbox)
            .set({ error: err instanceof Error ? err.message.slice(0, 1000) : String(err) })
            .where(eq(mailOutbox.mail_id, id))
            .catch(() => undefined);
        }
        throw err;
      }
    },
    close: inner.close ? () => inner.close!() : undefined,
  };
}
