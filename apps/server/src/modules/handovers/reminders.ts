import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { createNotification, emailOf, publishCreated } from '../notifications/index.ts';
import { getNotificationChannels } from '../settings/index.ts';
import { displayNames } from '../trades/index.ts';
import type { HandoversDeps } from './common.ts';
import * as queries from './queries/handovers.ts';
import { meetupReminderMail } from './reminder-mail.ts';
import { meetupReminderNotification } from './texts.ts';

/**
 * The 'handover.meetup_reminder' job (docs/product/handover.md "Meetups"): 24 hours and 1 hour before an agreed
 * meetup, both members are told in the app ('meetup_reminder', unless they turned trade updates off) and by e-mail
 * (unless they turned e-mail notifications off). Only if that meetup still stands: one moved, called off or held
 * already is not reminded of. The notification is written once (a conditional insert would be overkill: the job's
 * dedupe key makes one job per meetup time and lead, and it runs again only if the transaction failed).
 */
export async function remindMeetup(
  deps: HandoversDeps & { mailer?: Mailer; publicUrl: string },
  payload: { handoverId: string; at: string; hours: number },
): Promise<void> {
  if (!isUuid(payload.handoverId)) return;
  const sent = await deps.db.transaction(async (tx) => {
    const row = await queries.lockHandover(tx, payload.handoverId);
    if (!row || row.state !== 'meetup_agreed' || row.meetupAt?.toISOString() !== payload.at) return [];
    const names = await displayNames(tx, [row.giverId, row.receiverId]);
    const out = [];
    for (const [userId, otherId] of [
      [row.receiverId, row.giverId],
      [row.giverId, row.receiverId],
    ] as const) {
      const notification = meetupReminderNotification(userId, row.tradeId, {
        otherName: names.get(otherId)!,
        titles: row.titles,
        at: row.meetupAt,
        place: row.meetupPlace!,
        hours: payload.hours,
        receiver: userId === row.receiverId,
      });
      const channels = await getNotificationChannels(tx, userId);
      const created = channels.tradeUpdates ? await createNotification(tx, notification) : undefined;
      out.push({ userId, notification, created, email: channels.email });
    }
    return out;
  });
  await publishCreated(
    deps,
    sent.map((each) => each.created),
  );
  for (const each of sent) {
    if (!each.email || !deps.mailer) continue;
    const to = await emailOf(deps.db, each.userId);
    if (!to) continue;
    await sendQuietly(deps.mailer, deps.logger, meetupReminderMail(to, each.notification, deps.publicUrl));
  }
}

/** The reminder is in the app already: a mail server that refuses it is logged, never a failed job sent twice. */
async function sendQuietly(
  mailer: Mailer,
  logger: Logger | undefined,
  message: Parameters<Mailer['send']>[0],
) {
  try {
    await mailer.send(message);
  } catch (err) {
    logger?.error({ err }, 'could not send a meetup reminder e-mail');
  }
}
