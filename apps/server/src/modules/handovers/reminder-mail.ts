import { mailLayout, type MailMessage } from '../../platform/mail/index.ts';
import type { NewNotification } from '../notifications/index.ts';

/** The meetup reminder as an e-mail: the notification's words, and a button to the trade. */
export function meetupReminderMail(
  to: string,
  notification: NewNotification,
  publicUrl: string,
): MailMessage {
  const url = `${publicUrl}${notification.link ?? '/'}`;
  const footer = 'You get this because e-mail notifications are on in your Swapyard settings.';
  return {
    to,
    subject: `Swapyard: ${notification.title}`,
    text: `${notification.message}\n\nOpen the trade: ${url}\n\n${footer}\n`,
    html: mailLayout({
      greeting: notification.title,
      lines: [notification.message],
      action: 'Open the trade',
      url,
      footer,
    }),
  };
}
