export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where e-mail goes: the outbox (embedded default, listed at /dev/mail) or SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Rejects when mail cannot go out now (the server refuses us, the outbox cannot be written): staff health. */
  check(): Promise<void>;
  close?(): Promise<void>;
}

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}
