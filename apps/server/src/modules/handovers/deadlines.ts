import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import { handleJob, type JobDefinition } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { emptyOutcome, notifyTradeUpdate, publishOutcome, publishTradeChanged } from '../trades/index.ts';
import { markReceived, type HandoversDeps, type LockedHandover } from './common.ts';
import { autoCancelJob, meetupReminderJob, overdueJob, releaseJob } from './jobs.ts';
import * as queries from './queries/handovers.ts';
import { remindMeetup } from './reminders.ts';
import { overdueNotification } from './texts.ts';
import { cancelTradeOf } from './transitions.ts';
import { autoCancelAtOf, awaitsShipping, hasMoved, releaseAtOf, shipByOf } from './view.ts';

/**
 * The handovers' deadlines (docs/product/handover.md), each a durable job enqueued with the handover or its change.
 * Every handler locks the trade's handovers and acts only if the state still calls for it, so running one twice, or
 * after a member acted first, does nothing; one not due yet (a deadline that moved) asks to run again then.
 */

type Step = (
  tx: Db,
  locked: LockedHandover,
  outcome: ReturnType<typeof emptyOutcome>,
  now: Date,
) => Promise<void | { retryAt: Date }>;

async function underLock(
  deps: HandoversDeps,
  find: (tx: Db) => Promise<{ tradeId: string; id?: string } | undefined>,
  step: Step,
): Promise<void | { retryAt: Date }> {
  const outcome = emptyOutcome();
  let tradeId: string | undefined;
  const retry = await deps.db.transaction(async (tx) => {
    const target = await find(tx);
    if (!target) return undefined;
    tradeId = target.tradeId;
    const all = await queries.lockHandoversOf(tx, target.tradeId);
    const row = target.id ? all.find((each) => each.id === target.id) : all.find(awaitsShipping);
    if (!row) return undefined;
    return step(tx, { row, all }, outcome, new Date());
  });
  await publishOutcome(deps, outcome);
  if (tradeId && (outcome.trades.length > 0 || outcome.notifications.length > 0)) {
    await publishTradeChanged(deps, tradeId);
  }
  return retry;
}

const byHandover = (handoverId: string) => async (tx: Db) =>
  isUuid(handoverId) ? queries.findHandover(tx, handoverId) : undefined;

/** Not shipped by the ship-by date: both told, once (overdue_at is set conditionally under the lock). */
export function remindOverdue(deps: HandoversDeps, handoverId: string) {
  return underLock(deps, byHandover(handoverId), async (tx, { row }, outcome, now) => {
    if (!awaitsShipping(row) || row.overdueAt) return;
    const shipBy = shipByOf(row);
    if (now < shipBy) return { retryAt: shipBy };
    await queries.updateOverdue(tx, row.id, now);
    const autoCancelAt = autoCancelAtOf(row);
    for (const [userId, role] of [
      [row.receiverId, 'receiver'],
      [row.giverId, 'giver'],
    ] as const) {
      await notifyTradeUpdate(
        tx,
        outcome,
        overdueNotification(userId, row.tradeId, { role, titles: row.titles, autoCancelAt }),
      );
    }
  });
}

/** Still not shipped at the auto-cancel date, and nothing of the trade sent: the trade is cancelled and refunded. */
export function autoCancel(deps: HandoversDeps, tradeId: string) {
  const find = async () => (isUuid(tradeId) ? { tradeId } : undefined);
  return underLock(deps, find, async (tx, locked, outcome, now) => {
    const due = autoCancelAtOf(locked.row);
    if (now < due) return { retryAt: due };
    // Something already left: the members sort it out in a dispute, with staff.
    if (locked.all.some(hasMoved)) return;
    try {
      await cancelTradeOf(tx, locked, outcome, undefined);
    } catch (error) {
      // Refused before anything was written (a dispute open, the trade settled by staff): staff decide, not the clock.
      if (error instanceof AppError) return;
      throw error;
    }
  });
}

/** At its release date a delivered, shipped or met-up-for handover counts as received; the last completes the trade. */
export function releaseDue(deps: HandoversDeps, handoverId: string) {
  return underLock(deps, byHandover(handoverId), async (tx, locked, outcome, now) => {
    const due = releaseAtOf(locked.row);
    if (!due) return;
    if (now < due) return { retryAt: due };
    await markReceived(tx, locked, outcome, now);
  });
}

/** The handovers module's jobs (its manifest). */
export function handoverJobs(
  deps: Omit<HandoversDeps, 'db'> & { mailer?: Mailer; publicUrl: string },
): JobDefinition[] {
  return [
    handleJob(meetupReminderJob, (db, payload) => remindMeetup({ ...deps, db }, payload)),
    handleJob(overdueJob, (db, { handoverId }) => remindOverdue({ ...deps, db }, handoverId)),
    handleJob(autoCancelJob, (db, { tradeId }) => autoCancel({ ...deps, db }, tradeId)),
    handleJob(releaseJob, (db, { handoverId }) => releaseDue({ ...deps, db }, handoverId)),
  ];
}
