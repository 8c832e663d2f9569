import { randomInt } from 'node:crypto';
import {
  HANDOVER_CODE_TRIES,
  HANDOVER_TEXTS,
  MEETUP_MAX_DAYS_AHEAD,
  MEETUP_REMINDER_HOURS,
  type Handover,
  type MeetupProposalInput,
} from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { enqueue } from '../../platform/jobs/index.ts';
import { notifyTradeUpdate } from '../trades/index.ts';
import {
  changeHandover,
  conflict,
  forbidden,
  markReceived,
  memberHandover,
  nameOf,
  type HandoversDeps,
} from './common.ts';
import { calendarFile } from './ics.ts';
import { meetupReminderJob } from './jobs.ts';
import * as queries from './queries/handovers.ts';
import type { HandoverRow } from './queries/handovers.ts';
import {
  meetupAgreedNotification,
  meetupCallOffNotification,
  meetupProposedNotification,
  noShowNotification,
} from './texts.ts';
import { cancelTradeOf } from './transitions.ts';
import { toHandover } from './view.ts';

/**
 * A meetup (docs/product/handover.md "Meetups"): a time and a public place proposed by either member and countered
 * or accepted by the other; once agreed, reminders, a calendar file and the receiver's 6-digit handover code, which
 * the giver enters at the meetup: the item is received and the money released at once. Either may report a no-show
 * (it is arranged again); both calling it off cancel the trade and return the money.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const otherOf = (row: HandoverRow, userId: string) => (row.giverId === userId ? row.receiverId : row.giverId);

function assertMeetupTime(at: Date, now = Date.now()): void {
  if (at.getTime() <= now) throw new AppError('BAD_REQUEST', HANDOVER_TEXTS.meetupInPast);
  if (at.getTime() > now + MEETUP_MAX_DAYS_AHEAD * DAY_MS)
    throw new AppError('BAD_REQUEST', HANDOVER_TEXTS.meetupTooFar);
}

/** Either member proposes a time and place, or counters the other's: it replaces any proposal not yet agreed. */
export function proposeMeetup(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
  input: MeetupProposalInput,
): Promise<Handover> {
  const at = new Date(input.at);
  assertMeetupTime(at);
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.state !== 'arranging') throw conflict(HANDOVER_TEXTS.notArranging);
    const proposed = await queries.updateHandover(tx, row.id, {
      meetupAt: at,
      meetupPlace: input.place,
      meetupProposedBy: userId,
      meetupCancelAskedBy: [],
    });
    await notifyTradeUpdate(
      tx,
      outcome,
      meetupProposedNotification(otherOf(row, userId), row.tradeId, {
        name: await nameOf(tx, userId),
        titles: row.titles,
        at,
        place: input.place,
        counter: row.meetupProposedBy !== null,
      }),
    );
    return toHandover(proposed, userId);
  });
}

/** The member who did not propose accepts: agreed, the receiver's code made, the reminders written. */
export function acceptMeetup(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.state !== 'arranging') throw conflict(HANDOVER_TEXTS.notArranging);
    if (!row.meetupAt || !row.meetupProposedBy) throw conflict(HANDOVER_TEXTS.noProposal);
    if (row.meetupProposedBy === userId) throw conflict(HANDOVER_TEXTS.ownProposal);
    // A proposal that went by unanswered cannot be agreed: a new time is needed.
    if (row.meetupAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', HANDOVER_TEXTS.meetupInPast);
    const agreed = await queries.updateHandover(tx, row.id, {
      state: 'meetup_agreed',
      meetupAgreedAt: new Date(),
      handoverCode: newCode(),
      codeAttempts: 0,
      noShowReportedBy: null,
      meetupCancelAskedBy: [],
    });
    for (const hours of MEETUP_REMINDER_HOURS) {
      const runAt = new Date(row.meetupAt.getTime() - hours * HOUR_MS);
      if (runAt.getTime() <= Date.now()) continue;
      await enqueue(
        tx,
        meetupReminderJob,
        { handoverId: row.id, at: row.meetupAt.toISOString(), hours },
        { runAt, dedupeKey: `handover.meetup_reminder:${row.id}:${row.meetupAt.toISOString()}:${hours}` },
      );
    }
    await notifyTradeUpdate(
      tx,
      outcome,
      meetupAgreedNotification(row.meetupProposedBy, row.tradeId, {
        name: await nameOf(tx, userId),
        titles: row.titles,
        at: row.meetupAt,
        place: row.meetupPlace!,
      }),
    );
    return toHandover(agreed, userId);
  });
}

/**
 * At the meetup the giver enters the receiver's code: right, the item is received and, the trade's last, the money
 * released at once. Wrong, the try is counted (kept even though the answer is a refusal); the fifth wrong one makes a
 * new code, which the receiver's app shows.
 */
export async function enterHandoverCode(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
  code: string,
): Promise<Handover> {
  const { handover, refusal } = await changeHandover(
    deps,
    userId,
    handoverId,
    async (tx, locked, outcome): Promise<{ handover: Handover; refusal?: AppError }> => {
      const { row } = locked;
      if (row.giverId !== userId) throw forbidden(HANDOVER_TEXTS.onlyGiverEntersCode);
      if (row.state !== 'meetup_agreed') throw conflict(HANDOVER_TEXTS.notAgreed);
      if (row.handoverCode === code) {
        return { handover: toHandover(await markReceived(tx, locked, outcome), userId) };
      }
      const attempts = row.codeAttempts + 1;
      if (attempts >= HANDOVER_CODE_TRIES) {
        const changed = await queries.updateHandover(tx, row.id, {
          handoverCode: newCode(),
          codeAttempts: 0,
        });
        return { handover: toHandover(changed, userId), refusal: conflict(HANDOVER_TEXTS.codeChanged) };
      }
      const counted = await queries.updateHandover(tx, row.id, { codeAttempts: attempts });
      const left = HANDOVER_CODE_TRIES - attempts;
      return {
        handover: toHandover(counted, userId),
        refusal: new AppError('BAD_REQUEST', HANDOVER_TEXTS.wrongCode(left)),
      };
    },
  );
  if (refusal) throw refusal;
  return handover;
}

/** After the agreed time, a member says the other did not come: it is to be arranged again, and the other told. */
export function reportNoShow(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, { row }, outcome) => {
    if (row.state !== 'meetup_agreed') throw conflict(HANDOVER_TEXTS.notAgreed);
    if (row.meetupAt!.getTime() > Date.now()) throw conflict(HANDOVER_TEXTS.notMetYet);
    const reported = await queries.updateHandover(tx, row.id, {
      state: 'arranging',
      noShowReportedBy: userId,
      meetupAgreedAt: null,
      handoverCode: null,
      codeAttempts: 0,
      meetupProposedBy: null,
      meetupAt: null,
      meetupPlace: null,
    });
    await notifyTradeUpdate(
      tx,
      outcome,
      noShowNotification(otherOf(row, userId), row.tradeId, {
        name: await nameOf(tx, userId),
        titles: row.titles,
      }),
    );
    return toHandover(reported, userId);
  });
}

/**
 * A member asks to call the meetup off; when the other has asked too, the trade is cancelled and its money returned
 * (unless something of it already left, as for any cancellation).
 */
export function callOffMeetup(deps: HandoversDeps, userId: string, handoverId: string): Promise<Handover> {
  return changeHandover(deps, userId, handoverId, async (tx, locked, outcome) => {
    const { row } = locked;
    if (row.state !== 'arranging' && row.state !== 'meetup_agreed')
      throw conflict(HANDOVER_TEXTS.notArranging);
    if (row.meetupCancelAskedBy.includes(userId)) throw conflict(HANDOVER_TEXTS.cancelAlreadyAsked);
    const other = otherOf(row, userId);
    if (row.meetupCancelAskedBy.includes(other)) {
      return toHandover(await cancelTradeOf(tx, locked, outcome, userId), userId);
    }
    const asked = await queries.updateHandover(tx, row.id, {
      meetupCancelAskedBy: [...row.meetupCancelAskedBy, userId],
    });
    await notifyTradeUpdate(
      tx,
      outcome,
      meetupCallOffNotification(other, row.tradeId, { name: await nameOf(tx, userId), titles: row.titles }),
    );
    return toHandover(asked, userId);
  });
}

/** GET …/meetup.ics: the agreed meetup, to its two members. */
export async function meetupCalendar(
  deps: HandoversDeps,
  userId: string,
  handoverId: string,
): Promise<string> {
  const row = await memberHandover(deps.db, userId, handoverId);
  if (row.state !== 'meetup_agreed') throw conflict(HANDOVER_TEXTS.notAgreed);
  const other = await nameOf(deps.db, otherOf(row, userId));
  const what = row.titles.length === 1 ? `'${row.titles[0]}'` : `${row.titles.length} items`;
  return calendarFile({
    uid: `${row.id}-${row.meetupAt!.getTime()}@swapyard`,
    start: row.meetupAt!,
    durationMinutes: 30,
    summary: `Swapyard meetup with ${other}: ${what}`,
    location: row.meetupPlace!,
    description:
      row.receiverId === userId
        ? 'Check the item, then show your handover code in the Swapyard app.'
        : 'Hand the item over and enter the handover code in the Swapyard app.',
  });
}
