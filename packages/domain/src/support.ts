import { z } from 'zod';
import { text } from './text.ts';

export const SUPPORT_SUBJECT_MAX_LENGTH = 120;
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
/** Messages one member may send in an hour: enough for any real problem, too few to flood the support inbox. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;

/** The Help page's Contact Support form, in its own words. */
export const supportTexts = {
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  sent: 'Message sent',
  sentDescription: 'Our support team will reply to your e-mail address.',
  tooMany: 'You have sent several messages in the last hour. Please wait a while before sending another.',
  notSent: "Your message couldn't be sent just now. Please try again in a few minutes.",
} as const;

/** POST /api/support/messages: a member's message to the support team, mailed to the support address. */
export const supportMessageSchema = z
  .strictObject({
    subject: text()
      .min(1, supportTexts.subjectRequired)
      .max(SUPPORT_SUBJECT_MAX_LENGTH, `At most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`),
    message: text({ multiline: true })
      .min(1, supportTexts.messageRequired)
      .max(SUPPORT_MESSAGE_MAX_LENGTH, `At most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;
