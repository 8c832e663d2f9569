import { ALERT_DIGEST_LIMIT, type AlertNotificationType } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { RecurringJob } from '../../platform/jobs/index.ts';
import type { Logger } from '../../platform/logger.ts';
import { mailLayout, type Mailer, type MailMessage } from '../../platform/mail/index.ts';
import { getNotificationChannels } from '../settings/index.ts';
import * as queries from './queries.ts';
import type { NotificationRow } from './queries.ts';
import { createNotificationUnlessUnread, type CreatedNotification, type NewNotification } from './service.ts';

/*
 * Alerts (docs/product/notifications.md, "Alerts and the e-mail digest"): a saved search's new match, a liked
 * listing's lower price. Told in the app at once; by e-mail at most once a day, as one digest of those still unread.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Digests are looked for hourly: a first alert is e-mailed within the hour, later ones a day after the last. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;
const DIGESTS_PER_RUN = 50;

/**
 * For other modules, in the transaction of what it tells about: an alert in the app (not when one about the same
 * listing is still unread), put in the member's next e-mail digest.
 */
export async function createAlert(
  db: Db,
  input: NewNotification & { type: AlertNotificationType; link: string },
): Promise<CreatedNotification | undefined> {
  const created = await createNotificationUnlessUnread(db, input);
  if (created) await queries.markDigestPending(db, input.userId);
  return created;
}

export function alertDigestMail(to: string, alerts: NotificationRow[], publicUrl: string): MailMessage {
  const url = `${publicUrl}/`;
  const footer =
    'You get this at most once a day because e-mail notifications are on in your Swapyard settings.';
  const lines = alerts.map((alert) => `${alert.title}: ${alert.message}`);
  const links = alerts.map((alert) => `${alert.title}: ${alert.message}\n${publicUrl}${alert.link ?? '/'}`);
  const subject =
    alerts.length === 1 ? `Swapyard: ${alerts[0]!.title}` : `Swapyard: ${alerts.length} new alerts for you`;
  return {
    to,
    subject,
    text: `${links.join('\n\n')}\n\n${footer}\n`,
    html: mailLayout({
      greeting: 'What is new for you on Swapyard:',
      lines,
      action: 'Open Swapyard',
      url,
      footer,
    }),
  };
}

/**
 * The hourly digest run: each member with alerts pending and no digest in the last day is sent one e-mail of the
 * alerts they have not read in the app yet (none unread, or e-mail notifications off: nothing is sent, and the
 * pending alerts are settled all the same). A digest is claimed before it is sent, so it goes at most once; a mail
 * server refusing it is logged, never retried into a second e-mail.
 */
export async function sendAlertDigests(
  deps: { db: Db; mailer?: Mailer; publicUrl: string; logger?: Logger },
  now = new Date(),
): Promise<void | { more: true }> {
  const sentBefore = new Date(now.getTime() - DAY_MS);
  const due = await queries.dueDigests(deps.db, sentBefore, DIGESTS_PER_RUN);
  for (const userId of due) {
    const since = await queries.claimDigest(deps.db, userId, sentBefore, now);
    if (!since || !deps.mailer || !(await getNotificationChannels(deps.db, userId)).email) continue;
    const alerts = await queries.unreadAlertsSince(deps.db, userId, since, ALERT_DIGEST_LIMIT);
    const to = alerts.length > 0 ? await queries.emailOf(deps.db, userId) : undefined;
    if (!to) continue;
    try {
      await deps.mailer.send(alertDigestMail(to, alerts, deps.publicUrl));
    } catch (err) {
      deps.logger?.error({ err, userId }, 'could not send an alert digest e-mail');
    }
  }
  return due.length === DIGESTS_PER_RUN ? { more: true } : undefined;
}

export const alertDigestJob = (deps: Omit<Parameters<typeof sendAlertDigests>[0], 'db'>): RecurringJob => ({
  kind: 'notifications.alert_digest',
  everyMs: DIGEST_EVERY_MS,
  run: (db) => sendAlertDigests({ ...deps, db }),
});
