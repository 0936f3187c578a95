/**
 * Records every mail the server sends in `mail_outbox` (sent_at on success, error on failure).
 * The message's `secrets` (verification, reset and claim codes) are masked in the stored copy:
 * no code is kept in clear at rest.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer } from './types';

export const MASK = '••••••';

/** `text` with every secret replaced by the mask. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(MASK);
  return out;
}

export function withOutbox(db: Db, inner: Mailer): Mailer {
  return {
    async send(message) {
      let id: number | undefined;
      try {
        const [row] = await db
          .insert(mailOutbox)
          .values({
            mail_to: message.to,
            subject: redact(message.subject, message.secrets),
            text: redact(message.text, message.secrets),
            html: redact(message.html ?? '', message.secrets),
          })
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
