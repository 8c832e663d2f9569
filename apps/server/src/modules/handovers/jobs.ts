import { z } from 'zod';
import { jobKind } from '../../platform/jobs/index.ts';

/** The handovers' durable deadlines (docs/product/handover.md); handlers in deadlines.ts. */

/** At the ship-by date: both members told once that it was not shipped in time (the receiver may cancel now). */
export const overdueJob = jobKind('handover.overdue', z.object({ handoverId: z.string() }));
/** At the auto-cancel date: a trade with a handover still not shipped, and nothing of it sent, is cancelled. */
export const autoCancelJob = jobKind('handover.auto_cancel', z.object({ tradeId: z.string() }));
/** At its release date: a delivered, shipped or met-up-for handover counts as received, unless received already. */
export const releaseJob = jobKind('handover.release', z.object({ handoverId: z.string() }));
/** Before an agreed meetup (24 hours and 1 hour): both members reminded, if it is still that meetup. */
export const meetupReminderJob = jobKind(
  'handover.meetup_reminder',
  z.object({ handoverId: z.string(), at: z.string(), hours: z.number().int() }),
);
