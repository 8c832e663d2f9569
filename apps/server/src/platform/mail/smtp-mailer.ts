import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Sends through any SMTP server (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    private readonly logger?: Logger,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.logger?.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
  }

  /** Connects and authenticates without sending anything. */
  async check(): Promise<void> {
    await this.transport.verify();
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
