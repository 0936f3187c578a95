/** A mailer that keeps mail in memory (tests); it is also an Inbox for the dev routes. */
import type { Inbox, Mailer, MailMessage, StoredMail } from './types';
import { filterTo } from './inbox-store';

export class CapturedMailer implements Mailer, Inbox {
  readonly mails: StoredMail[] = [];
  private seq = 0;
  constructor(private readonly from = 'IronScore <no-reply@ironscore.local>') {}

  async send(message: MailMessage): Promise<void> {
    this.mails.push({
      id: String(++this.seq),
      to: message.to,
      from: this.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? '',
      date: new Date().toISOString(),
    });
  }
  async list(to?: string): Promise<StoredMail[]> {
    return filterTo([...this.mails].reverse(), to);
  }
  async clear(): Promise<void> {
    this.mails.length = 0;
  }
  /** The newest mail to `to`, or undefined. */
  last(to?: string): StoredMail | undefined {
    return filterTo([...this.mails].reverse(), to)[0];
  }
}
