import { SUPPORT_MESSAGES_PER_HOUR, supportTexts, type SupportMessage } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import type { SessionUser } from '../auth/index.ts';
import * as profiles from '../profiles/index.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails a member's message to the support address (SUPPORT_EMAIL; the outbox at /dev/mail when no SMTP is set),
 * saying who sent it so the team can reply to them (docs/product/help.md). A few an hour per member: the form must
 * not become a way to flood the inbox. A message the mail server refused is not counted and says so (503).
 */
export async function sendSupportMessage(
  deps: { db: Db; mailer: Mailer; supportEmail: string; rateLimitStore: RateLimitStore; logger: Logger },
  member: SessionUser,
  { subject, message }: SupportMessage,
): Promise<void> {
  const limitKey = `support:${member.id}`;
  const hit = await deps.rateLimitStore.hit(limitKey, HOUR_MS);
  if (hit.count > SUPPORT_MESSAGES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', supportTexts.tooMany, {
      retryAfterSeconds: Math.ceil(hit.resetInMs / 1000),
    });
  }
  const profile = await profiles.getProfile(deps.db, member.id);
  const from = `${profile.fullName} (@${profile.username}) <${member.email}>`;
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      subject: `[Support] ${subject}`,
      text: `From: ${from}\nMember id: ${member.id}\n\n${message}\n`,
      html: `<p>From: ${escapeHtml(from)}<br>Member id: ${escapeHtml(member.id)}</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    });
  } catch (error) {
    await deps.rateLimitStore.undo(limitKey);
    deps.logger.warn({ err: error }, 'support message not sent: the mail server refused it');
    throw new AppError('UNAVAILABLE', supportTexts.notSent);
  }
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
