import path from 'node:path';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage, StoredMail } from './mailer.ts';
export { mailLayout } from './layout.ts';
export { OutboxMailer } from './outbox-mailer.ts';
export { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom, logger);
  return new OutboxMailer({ dir: path.join(config.dataDir, 'outbox'), logger });
}
