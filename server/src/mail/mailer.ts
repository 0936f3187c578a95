/** nodemailer transport to SMTP_URL (or to the embedded catcher). */
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './types';
import type { Config } from '../config';
import { startSmtpCatcher } from './catcher';
import path from 'node:path';
import type { Inbox } from './types';

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The mailer of a server process: the embedded catcher whose inbox the dev routes read when
 * config.devInbox (local runs), else SMTP_URL; in production without SMTP_URL, mail is logged and
 * dropped.
 */
export async function createMailerFromConfig(
  config: Config,
  log: { warn(msg: string): void; error(obj: unknown, msg?: string): void },
): Promise<{ mailer: Mailer; inbox?: Inbox; smtpPort?: number; close(): Promise<void> }> {
  if (config.devInbox) {
    const catcher = await startSmtpCatcher(path.join(config.dataDir, 'mail'), (err) => log.error(err, 'SMTP catcher error'));
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}?ignoreTLS=true`, config.mailFrom);
    return {
      mailer,
      inbox: catcher.inbox,
      smtpPort: catcher.port,
      async close() {
        await mailer.close?.();
        await catcher.close();
      },
    };
  }
  if (config.smtpUrl) {
    const mailer = createSmtpMailer(config.smtpUrl, config.mailFrom);
    return { mailer, close: async () => mailer.close?.() };
  }
  log.warn('SMTP_URL is not set: outgoing mail is dropped.');
  return {
    mailer: { send: async (m) => log.warn(`Mail dropped (no SMTP_URL): ${m.subject}`) },
    close: async () => undefined,
  };
}
