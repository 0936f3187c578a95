/**
 * The embedded SMTP catcher for local runs without SMTP_URL: a real SMTP server on a free local
 * port that parses every mail and keeps it in the dev inbox. Never started in production.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { FileInbox } from './inbox-store';

export interface SmtpCatcher {
  port: number;
  inbox: FileInbox;
  close(): Promise<void>;
}

function addressText(a: AddressObject | AddressObject[] | undefined): string {
  if (!a) return '';
  return (Array.isArray(a) ? a : [a])
    .flatMap((o) => o.value.map((v) => v.address ?? ''))
    .filter(Boolean)
    .join(', ');
}

export async function startSmtpCatcher(inboxDir: string, onError: (err: unknown) => void = console.error): Promise<SmtpCatcher> {
  const inbox = new FileInbox(inboxDir);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address).join(', ');
          await inbox.add({
            to: addressText(parsed.to) || envelopeTo,
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
          });
          callback();
        })
        .catch((err: Error) => {
          onError(err);
          callback(err);
        });
    },
  });
  server.on('error', onError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
