export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values that must not be stored (e-mailed codes): the outbox keeps the mail with them masked. */
  secrets?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

/** A mail as the dev inbox keeps it. */
export interface StoredMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO date. */
  date: string;
}

/** Read side of the dev inbox (never enabled in production). */
export interface Inbox {
  /** Newest first; `to` filters by recipient address (case-insensitive). */
  list(to?: string): Promise<StoredMail[]>;
  clear(): Promise<void>;
}
