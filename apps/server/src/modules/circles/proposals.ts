import { z } from 'zod';
import {
  CIRCLE_TEXTS,
  INSUFFICIENT_FUNDS_MESSAGE,
  paymentOptions,
  SWAP_CIRCLE_WINDOW_MS,
  TRADE_MESSAGES,
  type AcceptCircleInput,
  type SwapCircle,
} from '@swapyard/domain';
import type { CandidateCircle } from '../../platform/matching/index.ts';
import type { Db } from '../../platform/db.ts';
import { enqueue, jobKind } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import type { ItemRow } from '../items/index.ts';
import { chosenSplit, recordCircleTrades, type Outcome } from '../trades/index.ts';
import { hold, memberBalances, releaseHold } from '../wallet/index.ts';
import {
  conflict,
  emptyCircleOutcome,
  memberCircle,
  notifyMember,
  publishCircleOutcome,
  type CircleOutcome,
  type CirclesDeps,
} from './common.ts';
import * as queries from './queries.ts';
import type { CircleRow, LegRow } from './queries.ts';
import {
  completedNotification,
  endedNotification,
  partText,
  proposedNotification,
  type CircleEnding,
} from './texts.ts';
import { circleView, toSwapCircle } from './view.ts';

/**
 * A swap circle's life (docs/product/swap-circles.md, "Proposal and escrow"):
 *   proposed → completed (the last member accepts: every leg becomes an accepted trade, in that transaction)
 *            · declined (any member) · expired (the job, after 48 hours) · dissolved (an item stopped being
 *            swappable: traded away, hidden, taken out of swapping).
 * Lock order, as in trades: the circle's item rows (id order), then the circle row. Every move is conditional on
 * 'proposed'. Accepting holds the member's cash for the legs they pay; closing without a deal releases the holds.
 */

export const EXPIRE_JOB = 'circle.expire';
/** A proposed circle's window is over. */
export const expireCircleJob = jobKind(EXPIRE_JOB, z.object({ circleId: z.string() }));

/** Whether the item is still its giver's to give: available, public, open to swap. */
const swappable = (item: ItemRow | undefined, giverId: string): item is ItemRow =>
  item !== undefined &&
  item.userId === giverId &&
  item.isAvailable &&
  item.status === 'available' &&
  item.visibility === 'public' &&
  item.openToSwap;

/** The legs whose cash this member pays: as receiver of a positive leg, or as giver of a negative one. */
const paidBy = (legs: LegRow[], memberId: string) =>
  legs.filter(
    (leg) =>
      (leg.receiverId === memberId && leg.cashCents > 0) || (leg.giverId === memberId && leg.cashCents < 0),
  );

/** The cash a member pays over the legs they pay on. */
const owedBy = (legs: LegRow[], memberId: string) =>
  paidBy(legs, memberId).reduce((sum, leg) => sum + Math.abs(leg.cashCents), 0);

/**
 * Proposes a chosen circle in the solving transaction (docs/product/swap-circles.md, "Matching"), its items locked by
 * the caller. If an item stopped being swappable since the graph was read (changed, offered, put up for auction), or,
 * in a savepoint, the unique indexes find an item, a member or the combination already in an open circle, the
 * circle is skipped. Answers whether it was proposed.
 */
export async function proposeCircle(
  tx: Db,
  candidate: CandidateCircle,
  locked: Map<string, ItemRow>,
  outcome: CircleOutcome,
): Promise<boolean> {
  const stillThere = candidate.legs.every((leg) => {
    const item = locked.get(leg.itemId);
    return swappable(item, leg.giverId) && item.valueCents === leg.valueCents;
  });
  if (!stillThere) return false;
  for (const leg of candidate.legs) if (await queries.isOfferedInPendingTrade(tx, leg.itemId)) return false;
  // Put up for auction since the graph was read? Creating an auction locks the item too, so this read is final.
  const itemIds = candidate.legs.map((leg) => leg.itemId);
  if ((await queries.upForAuctionAmong(tx, itemIds)).length > 0) return false;
  const expiresAt = new Date(Date.now() + SWAP_CIRCLE_WINDOW_MS);
  let circle: CircleRow;
  try {
    circle = await tx.transaction((savepoint) =>
      queries.insertCircle(savepoint, { combinationKey: candidate.key, expiresAt }, candidate.legs),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  await enqueue(
    tx,
    expireCircleJob,
    { circleId: circle.id },
    { runAt: expiresAt, dedupeKey: `${EXPIRE_JOB}:${circle.id}` },
  );
  const legs = await queries.legsOf(tx, [circle.id]);
  const details = await queries.cardDetails(tx, legs);
  for (const leg of legs) {
    const mine = circleView(details, circle, legs, leg.giverId);
    const gives = mine.legs[mine.you.gives]!;
    const gets = mine.legs[mine.you.gets]!;
    const part = partText({
      gives: gives.item.title,
      receiverName: gives.receiver.fullName || gives.receiver.username,
      gets: gets.item.title,
      giverName: gets.giver.fullName || gets.giver.username,
      cashCents: mine.you.cashCents,
    });
    await notifyMember(tx, outcome, proposedNotification(leg.giverId, part));
    outcome.members.add(leg.giverId);
  }
  return true;
}

/** Closes a proposed circle without a deal: its status, its holds released, its members told (but the decliner). */
async function endCircle(
  tx: Db,
  circle: CircleRow,
  ending: CircleEnding,
  outcome: CircleOutcome,
  decliner?: { id: string; name: string },
): Promise<void> {
  const closed = await queries.closeCircle(tx, circle.id, ending, decliner?.id ?? null);
  if (!closed) return;
  const legs = await queries.legsOf(tx, [circle.id]);
  for (const leg of legs) if (leg.holdId) await releaseHold(tx, leg.holdId);
  for (const leg of legs) {
    outcome.members.add(leg.giverId);
    if (leg.giverId === decliner?.id) continue;
    await notifyMember(tx, outcome, endedNotification(leg.giverId, ending, decliner?.name));
  }
}

/** Every leg accepted: the legs become accepted trades at once, and the circle is completed. */
async function completeCircle(
  tx: Db,
  deps: Pick<CirclesDeps, 'handovers'>,
  circle: CircleRow,
  legs: LegRow[],
  outcome: CircleOutcome,
): Promise<void> {
  const trades = await recordCircleTrades(
    tx,
    legs.map((leg) => ({
      giverId: leg.giverId,
      receiverId: leg.receiverId,
      itemId: leg.itemId,
      cashCents: leg.cashCents,
      holdId: leg.holdId,
      paymentMethod: null,
    })),
    outcome,
    deps,
  );
  for (const [index, leg] of legs.entries())
    await queries.setLegTrade(tx, circle.id, leg.position, trades[index]!.id);
  await queries.closeCircle(tx, circle.id, 'completed');
  for (const [index, leg] of legs.entries()) {
    outcome.members.add(leg.receiverId);
    await notifyMember(tx, outcome, completedNotification(leg.receiverId, trades[index]!.id));
  }
}

/**
 * POST /api/circles/{id}/accept. Under the locks: the circle still proposed and not past its deadline, the member's
 * first acceptance, every item still swappable (else the circle falls through for everyone: 409), the member's
 * own item not offered in a pending trade offer, and no item of the circle up for auction (409, in live's words).
 * Their cash for the legs they pay goes on hold, split over their wallets as they chose; the last acceptance
 * completes the circle.
 */
export async function acceptCircle(
  deps: CirclesDeps,
  userId: string,
  circleId: string,
  input: AcceptCircleInput,
): Promise<SwapCircle> {
  const outcome = emptyCircleOutcome();
  const result = await deps.db.transaction((tx) =>
    acceptCircleLocked(tx, deps, userId, circleId, input, outcome),
  );
  await publishCircleOutcome(deps, outcome);
  if (result === 'fell through') throw conflict(CIRCLE_TEXTS.fellThrough);
  return viewCircle(deps.db, userId, result);
}

/** The member's circle and its legs, locked after its items, if they may still accept it now. */
async function openCircleFor(tx: Db, userId: string, circleId: string) {
  const seen = await memberCircle(tx, userId, circleId);
  const seenLegs = await queries.legsOf(tx, [seen.id]);
  const locked = await queries.lockItems(
    tx,
    seenLegs.map((leg) => leg.itemId),
  );
  const circle = (await queries.lockCircle(tx, seen.id))!;
  if (circle.status !== 'proposed') throw conflict(CIRCLE_TEXTS.notOpen);
  if (circle.expiresAt.getTime() <= Date.now()) throw conflict(CIRCLE_TEXTS.expired);
  const legs = await queries.legsOf(tx, [circle.id]);
  const mine = legs.find((leg) => leg.giverId === userId)!;
  if (mine.acceptedAt) throw conflict(CIRCLE_TEXTS.alreadyAccepted);
  const intact =
    legs.length === circle.memberCount && legs.every((leg) => swappable(locked.get(leg.itemId), leg.giverId));
  return { circle, legs, mine, intact };
}

/** Accepting inside the caller's transaction (a request's, or a card payment's settlement: card-purposes.ts). */
export async function acceptCircleLocked(
  tx: Db,
  deps: CirclesDeps,
  userId: string,
  circleId: string,
  input: AcceptCircleInput,
  outcome: CircleOutcome,
): Promise<string | 'fell through'> {
  const { circle, legs, mine, intact } = await openCircleFor(tx, userId, circleId);
  if (!intact) {
    await endCircle(tx, circle, 'dissolved', outcome);
    return 'fell through';
  }
  if (await queries.isOfferedInPendingTrade(tx, mine.itemId)) throw conflict(TRADE_MESSAGES.itemReserved);
  // An item put up for auction since the circle was proposed is the auction's until it ends (live's check, as
  // trades run it): the circle waits, for an auction may pass the item back.
  await deps.atAuction?.(
    tx,
    legs.map((leg) => leg.itemId),
  );
  for (const leg of paidBy(legs, userId)) {
    const amount = Math.abs(leg.cashCents);
    const split = await chosenSplit(tx, userId, input.paymentMethod, amount, INSUFFICIENT_FUNDS_MESSAGE);
    const held = await hold(tx, {
      userId,
      ...split,
      idempotencyKey: `circle_hold:${circle.id}:${leg.position}`,
      reference: `circle:${circle.id}`,
    });
    await queries.setLegHold(tx, circle.id, leg.position, held.id);
  }
  await queries.acceptLeg(tx, circle.id, mine.position);
  const after = await queries.legsOf(tx, [circle.id]);
  if (after.every((leg) => leg.acceptedAt)) await completeCircle(tx, deps, circle, after, outcome);
  for (const leg of after) outcome.members.add(leg.giverId);
  return circle.id;
}

/**
 * What the member's wallets lack for the cash they pay in the circle now (0: nothing), or the refusal accepting would
 * meet now, so no card is charged for an acceptance that could not happen (docs/decisions/035). Nothing is written.
 */
export async function circleShortfall(deps: CirclesDeps, userId: string, circleId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const { legs, mine, intact } = await openCircleFor(tx, userId, circleId);
    if (!intact) throw conflict(CIRCLE_TEXTS.fellThrough);
    if (await queries.isOfferedInPendingTrade(tx, mine.itemId)) throw conflict(TRADE_MESSAGES.itemReserved);
    return paymentOptions(owedBy(legs, userId), await memberBalances(tx, userId)).shortfallCents;
  });
}

/** What the member pays in the circle, in all (0: nothing). */
export async function circleCashOwed(tx: Db, userId: string, circleId: string): Promise<number> {
  return owedBy(await queries.legsOf(tx, [circleId]), userId);
}

/** POST /api/circles/{id}/decline: any member; the circle closes for everyone and is never proposed again. */
export async function declineCircle(
  deps: CirclesDeps,
  userId: string,
  circleId: string,
): Promise<SwapCircle> {
  const outcome = emptyCircleOutcome();
  await deps.db.transaction(async (tx) => {
    const seen = await memberCircle(tx, userId, circleId);
    const circle = (await queries.lockCircle(tx, seen.id))!;
    if (circle.status !== 'proposed') throw conflict(CIRCLE_TEXTS.notOpen);
    const { parties } = await queries.cardDetails(tx, await queries.legsOf(tx, [circle.id]));
    const me = parties.get(userId);
    await endCircle(tx, circle, 'declined', outcome, {
      id: userId,
      name: me?.fullName || me?.username || 'A member',
    });
  });
  await publishCircleOutcome(deps, outcome);
  return viewCircle(deps.db, userId, circleId);
}

/** The durable expiry (enqueued with the proposal, due at expires_at). Safe to run again. */
export async function expireCircle(deps: CirclesDeps, circleId: string): Promise<void | { retryAt: Date }> {
  if (!isUuid(circleId)) return;
  const outcome = emptyCircleOutcome();
  const retry = await deps.db.transaction(async (tx) => {
    const circle = await queries.lockCircle(tx, circleId);
    if (!circle || circle.status !== 'proposed') return undefined;
    if (circle.expiresAt.getTime() > Date.now()) return { retryAt: circle.expiresAt };
    await endCircle(tx, circle, 'expired', outcome);
    return undefined;
  });
  await publishCircleOutcome(deps, outcome);
  return retry;
}

/**
 * Items changed hands or left swapping outside the circle (a trade accepted, an owner's edit or delete): the open
 * circles holding them fall through, in the caller's transaction with the items locked. Notifications go into the
 * caller's outcome; the members' live `circle.changed` is not sent (the notification is).
 */
export async function dissolveCirclesWith(tx: Db, itemIds: string[], outcome: Outcome): Promise<number> {
  const circleIds = (await queries.openCirclesWithItems(tx, itemIds)).sort();
  // The caller's trades and notifications, so they are published with its own.
  const ours: CircleOutcome = { ...outcome, members: new Set() };
  for (const id of circleIds) {
    const circle = await queries.lockCircle(tx, id);
    if (circle?.status === 'proposed') await endCircle(tx, circle, 'dissolved', ours);
  }
  return circleIds.length;
}

/** The circle as `userId` sees it; 404 to anyone but its members. */
export async function viewCircle(db: Db, userId: string, circleId: string): Promise<SwapCircle> {
  const circle = await memberCircle(db, userId, circleId);
  return toSwapCircle(db, circle, await queries.legsOf(db, [circle.id]), userId);
}
