import {
  HANDOVER_TEXTS,
  NEGOTIATION_TEXTS,
  TRADE_MESSAGES,
  type RespondTradeInput,
  type TradeSide,
  type Trade,
  type TradePaymentMethod,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { handleJob, type JobDefinition } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import type { ItemRow } from '../items/index.ts';
import { hold, releaseHold } from '../wallet/index.ts';
import {
  assertFreeToTrade,
  chosenSplit,
  conflict,
  displayNames,
  emptyOutcome,
  isAvailable,
  notifyTradeUpdate,
  partyName,
  partyTrade,
  publishOutcome,
  replaceRequesterHold,
  sideOf,
  type Outcome,
  type TradesDeps,
} from './common.ts';
import { completeDueTrade, completeTrade, completeTradeJob, startExchange } from './escrow.ts';
import { expireTradeJob } from './offers.ts';
import * as queries from './queries.ts';
import { bundleItemIdsOf } from './queries/bundles.ts';
import type { TradeRow } from './queries.ts';
import {
  acceptedNotification,
  cancelledNotification,
  expiredNotification,
  counterAcceptedNotification,
  counterDeclinedNotification,
  rejectedNotification,
  supersededNotification,
} from './texts.ts';
import { transition } from './transition.ts';

/**
 * The state machine after an offer is sent:
 *   pending → accepted | rejected (the party whose turn it is) · cancelled (the requester) · expired (the job,
 *   48 hours after the offer or its last counter) · countered (an invitation, see offers.ts); while pending, a cash,
 *   trade or bundle offer may go back and forth in counter-offers (negotiation.ts); accepted → completed once both
 *   parties confirm the exchange, or on its own DISPUTE_WINDOW_DAYS after acceptance (escrow.ts), paying the cash
 *   held until then.
 * Each transition is a conditional move from the status seen, in the same transaction as the money it moves.
 */

/** The title of the item a trade is for; the row is kept for the answer's view when `outcome` is given. */
export async function itemTitle(db: Db, trade: TradeRow, outcome?: Outcome) {
  if (!trade.ownerItemId) return undefined;
  const item = (await queries.itemsByIds(db, [trade.ownerItemId])).get(trade.ownerItemId);
  if (item) outcome?.known.items.set(item.id, item);
  return item?.title;
}

async function release(db: Db, trade: TradeRow, outcome: Outcome): Promise<void> {
  if (trade.holdId) outcome.known.holds.set(trade.holdId, await releaseHold(db, trade.holdId));
}

/**
 * A pending offer closes without a deal (declined by the owner, withdrawn by the requester): the conditional move
 * from 'pending', its held cash back, and the other party told, named after the one who acted.
 */
async function closePendingOffer(
  tx: Db,
  outcome: Outcome,
  tradeId: string,
  close: {
    changes: queries.TradeChanges;
    /** Declining: only on the decliner's turn (a counter may have come first). */
    awaiting?: TradeSide;
    tell: TradeSide;
    notification: typeof rejectedNotification | typeof cancelledNotification;
  },
): Promise<TradeRow> {
  const where = { id: tradeId, from: 'pending' as const, awaiting: close.awaiting };
  const closed = await queries.moveStatus(tx, where, close.changes);
  if (!closed) {
    const now = await queries.findTrade(tx, tradeId);
    throw now?.status === 'pending'
      ? new AppError('FORBIDDEN', NEGOTIATION_TEXTS.notYourTurn)
      : conflict(TRADE_MESSAGES.notPending);
  }
  await release(tx, closed, outcome);
  const [recipientId, actorId] =
    close.tell === 'requester' ? [closed.requesterId, closed.ownerId] : [closed.ownerId, closed.requesterId];
  const actorName = await partyName(tx, outcome, closed, actorId);
  await notifyTradeUpdate(
    tx,
    outcome,
    close.notification(recipientId, closed.id, actorName, await itemTitle(tx, closed, outcome)),
  );
  outcome.trades.push(closed);
  return closed;
}

/**
 * POST /api/trades/{id}/respond: the party whose turn it is accepts or declines a pending offer: the owner, or the
 * requester once the owner has countered (docs/product/trades.md, "Counter-offers").
 */
export function respondToTrade(
  deps: TradesDeps,
  userId: string,
  tradeId: string,
  input: RespondTradeInput,
): Promise<Trade> {
  return transition(deps, userId, async (tx, outcome) => {
    const seen = await partyTrade(tx, userId, tradeId);
    const side = sideOf(seen, userId);
    if (seen.awaiting !== side) {
      const refusal = seen.round === 1 ? TRADE_MESSAGES.onlyOwnerResponds : NEGOTIATION_TEXTS.notYourTurn;
      throw new AppError('FORBIDDEN', refusal);
    }
    if (input.action === 'accept')
      return accept(tx, seen, outcome, { side, method: input.paymentMethod }, deps);
    return closePendingOffer(tx, outcome, seen.id, {
      changes: { status: 'rejected', respondedAt: new Date() },
      awaiting: side,
      tell: side === 'owner' ? 'requester' : 'owner',
      notification: side === 'owner' ? rejectedNotification : counterDeclinedNotification,
    });
  });
}

/** The items an offer involves: the owner's it is for (one, or a bundle's) and the requester's offered. */
async function itemsOf(tx: Db, trade: TradeRow) {
  const offeredIds = await queries.offeredItemIds(tx, trade.id);
  const wantedIds =
    trade.kind === 'bundle'
      ? ((await bundleItemIdsOf(tx, [trade.id])).get(trade.id) ?? [])
      : trade.ownerItemId
        ? [trade.ownerItemId]
        : [];
  return { wantedIds, offeredIds, involved: [...wantedIds, ...offeredIds] };
}

/**
 * Takes the locks an acceptance takes, in its order (items in id order, then the trade), for a transaction that
 * must hold them before it locks anything else: a card settlement, which credits the wallet before accepting.
 */
export async function lockForAcceptance(tx: Db, tradeId: string): Promise<void> {
  const trade = isUuid(tradeId) ? await queries.findTrade(tx, tradeId) : undefined;
  if (!trade) return;
  await queries.lockItems(tx, (await itemsOf(tx, trade)).involved);
  await queries.lockTrade(tx, trade.id);
}

/**
 * Accepting: the involved item rows are locked first, in id order, then the trade row (the order every trade
 * transaction takes, so racing accepts queue on the first shared item instead of deadlocking); everything is checked
 * again under the locks. The cash stays on hold (the owner's is put on hold now), the items are marked, the
 * completion job is enqueued, and every other pending offer on these items is declined with its hold released, all
 * in this one transaction.
 */
export async function accept(
  tx: Db,
  seen: TradeRow,
  outcome: Outcome,
  acting: { side: TradeSide; method: TradePaymentMethod | undefined },
  { circles, atAuction, handovers }: Pick<TradesDeps, 'circles' | 'atAuction' | 'handovers'>,
): Promise<TradeRow> {
  const { wantedIds, offeredIds, involved } = await itemsOf(tx, seen);
  const locked = await queries.lockItems(tx, involved);
  const locking = (await queries.lockTrade(tx, seen.id))!;
  if (locking.status !== 'pending') throw conflict(TRADE_MESSAGES.notPending);
  if (locking.kind === 'invitation') throw conflict(TRADE_MESSAGES.invitationNeedsCounter);
  if (locking.expiresAt.getTime() <= Date.now()) throw conflict(TRADE_MESSAGES.expired);
  // A counter sent from another tab a moment ago made it the other party's turn.
  if (locking.awaiting !== acting.side) throw new AppError('FORBIDDEN', NEGOTIATION_TEXTS.notYourTurn);
  const trade = locking;
  const wanted = wantedIds.map((id) => locked.get(id));
  const stillThere = (items: Array<ItemRow | undefined>, ownerId: string): items is ItemRow[] =>
    items.every((item) => isAvailable(item) && item.userId === ownerId);
  const offered = offeredIds.map((id) => locked.get(id));
  if (wanted.length === 0 || !stillThere(wanted, trade.ownerId) || !stillThere(offered, trade.requesterId)) {
    throw conflict(TRADE_MESSAGES.itemUnavailable);
  }
  // An item its owner reserved for a swap circle they accepted stays the circle's until it closes.
  await assertFreeToTrade(tx, { circles, atAuction }, involved);

  const money =
    acting.side === 'requester'
      ? await holdCounteredCash(tx, trade, acting.method)
      : await holdOwnerCash(tx, trade, acting.method);
  await queries.markItems(tx, wantedIds, trade.kind === 'trade' ? 'swapped' : 'sold');
  await queries.markItems(tx, offeredIds, 'swapped');
  // What was agreed, from the rows as locked above; from here on the database refuses changes to it.
  await queries.recordTradedItems(tx, trade.id, [
    ...wanted.map((item) => ({ item, side: 'wanted' as const })),
    ...offered.map((item) => ({ item, side: 'offered' as const })),
  ]);
  const accepted = await startExchange(
    tx,
    { handovers },
    await queries.updateTrade(tx, trade.id, { status: 'accepted', respondedAt: new Date(), ...money }),
    outcome,
  );
  outcome.trades.push(accepted);

  const actorId = acting.side === 'owner' ? trade.ownerId : trade.requesterId;
  const names = await displayNames(tx, [actorId]);
  const cash = trade.cashDifferenceCents;
  await notifyTradeUpdate(
    tx,
    outcome,
    acting.side === 'owner'
      ? acceptedNotification(
          trade.requesterId,
          trade.id,
          names.get(actorId)!,
          wanted[0]!.title,
          cash === 0 ? undefined : { cents: Math.abs(cash), payer: cash > 0 ? 'requester' : 'owner' },
        )
      : counterAcceptedNotification(trade.ownerId, trade.id, names.get(actorId)!, wanted[0]!.title),
  );
  await declineOffersInvolving(tx, outcome, involved, trade.id);
  await circles?.itemsTaken(tx, involved, outcome);
  return accepted;
}

/**
 * The items changed hands (an accepted trade, a live auction sold) or were taken down: every other pending offer on
 * them (every one, without `exceptTradeId`) is declined with its hold released, and its requester told. In the
 * caller's transaction, the item rows locked.
 */
export async function declineOffersInvolving(
  tx: Db,
  outcome: Outcome,
  itemIds: string[],
  exceptTradeId?: string,
): Promise<void> {
  for (const declined of await queries.declinePendingInvolving(tx, itemIds, exceptTradeId)) {
    await release(tx, declined, outcome);
    outcome.trades.push(declined);
    await notifyTradeUpdate(
      tx,
      outcome,
      supersededNotification(declined.requesterId, declined.id, await itemTitle(tx, declined)),
    );
  }
}

/**
 * The trade's cash stays on hold until the trade completes (escrow.ts). The requester's has been on hold since the
 * offer was sent; cash the owner adds (a counter-offer's negative difference) is put on hold now, split over the
 * owner's wallets as the method they chose says (docs/product/trades.md "Cash the owner adds"), and the trade
 * records that hold as the one carrying its money. Answers the owner's hold, if any.
 */
async function holdOwnerCash(
  tx: Db,
  trade: TradeRow,
  ownerMethod: TradePaymentMethod | undefined,
): Promise<Pick<queries.TradeChanges, 'holdId' | 'paymentMethod'> | undefined> {
  if (trade.cashDifferenceCents > 0) {
    if (!trade.holdId) throw new Error(`trade ${trade.id} adds cash without a hold`);
    return undefined;
  }
  const owed = -trade.cashDifferenceCents;
  if (owed === 0) return undefined;
  const split = await chosenSplit(tx, trade.ownerId, ownerMethod, owed, TRADE_MESSAGES.ownerFunds);
  const held = await hold(tx, {
    userId: trade.ownerId,
    ...split,
    idempotencyKey: `trade_owner_hold:${trade.id}`,
    reference: `trade:${trade.id}`,
    insufficientMessage: TRADE_MESSAGES.ownerFunds,
  });
  return { holdId: held.id, paymentMethod: ownerMethod };
}

/**
 * The requester accepts the owner's counter (docs/product/trades.md, "Counter-offers"): their hold, which carried
 * their last amount, becomes the counter's, paid from the wallets as they choose now (the old hold returns first, so
 * its money counts). A counter never asks the owner for cash.
 */
async function holdCounteredCash(
  tx: Db,
  trade: TradeRow,
  method: TradePaymentMethod | undefined,
): Promise<Pick<queries.TradeChanges, 'holdId' | 'paymentMethod'>> {
  const cents = trade.cashDifferenceCents;
  const holdId = await replaceRequesterHold(tx, trade, {
    cents,
    method,
    idempotencyKey: `trade_hold:${trade.id}:accepted`,
  });
  return { holdId, paymentMethod: cents > 0 ? (method ?? null) : null };
}

/** POST /api/trades/{id}/cancel: the requester withdraws a pending offer; any held cash returns. */
export function cancelTrade(deps: TradesDeps, userId: string, tradeId: string): Promise<Trade> {
  return transition(deps, userId, async (tx, outcome) => {
    const seen = await partyTrade(tx, userId, tradeId);
    if (seen.requesterId !== userId) throw new AppError('FORBIDDEN', TRADE_MESSAGES.onlyRequesterCancels);
    return closePendingOffer(tx, outcome, seen.id, {
      changes: { status: 'cancelled' },
      tell: 'owner',
      notification: cancelledNotification,
    });
  });
}

/**
 * POST /api/trades/{id}/confirm: each party confirms the exchange once; the second completes the trade and pays its
 * cash (escrow.ts). Refused while a dispute is open: resolving it completes the trade.
 */
export function confirmTrade(deps: TradesDeps, userId: string, tradeId: string): Promise<Trade> {
  return transition(deps, userId, async (tx, outcome) => {
    const seen = await partyTrade(tx, userId, tradeId);
    // Locked, so two confirmations at once cannot both miss each other.
    const trade = (await queries.lockTrade(tx, seen.id))!;
    const mine = trade.requesterId === userId ? 'requesterConfirmedAt' : 'ownerConfirmedAt';
    const theirs = mine === 'requesterConfirmedAt' ? 'ownerConfirmedAt' : 'requesterConfirmedAt';
    if (trade[mine]) throw conflict(TRADE_MESSAGES.alreadyConfirmed);
    if (trade.status !== 'accepted') throw conflict(TRADE_MESSAGES.notAccepted);
    if (trade.disputeOpen) throw conflict(TRADE_MESSAGES.disputeOpen);
    if (trade.handover) throw conflict(HANDOVER_TEXTS.completesOnReceipt);
    const now = new Date();
    const confirmation =
      mine === 'requesterConfirmedAt' ? { requesterConfirmedAt: now } : { ownerConfirmedAt: now };
    if (trade[theirs] !== null) return completeTrade(tx, trade, outcome, 'confirmed', confirmation);
    const updated = await queries.updateTrade(tx, trade.id, confirmation);
    outcome.trades.push(updated);
    return updated;
  });
}

/**
 * The durable expiry of one offer (enqueued when it was sent, due at expires_at): expires it only if it is still
 * pending and due, releasing its hold. Safe to run again: the conditional move lets one run act.
 */
export async function expireTrade(deps: TradesDeps, tradeId: string): Promise<void | { retryAt: Date }> {
  if (!isUuid(tradeId)) return;
  const outcome = emptyOutcome();
  const retry = await deps.db.transaction(async (tx) => {
    const expired = await queries.moveStatus(
      tx,
      { id: tradeId, from: 'pending', dueBy: new Date() },
      { status: 'expired' },
    );
    if (!expired) {
      const current = await queries.findTrade(tx, tradeId);
      // Still pending but not due (the window was moved): look again then.
      return current?.status === 'pending' ? { retryAt: current.expiresAt } : undefined;
    }
    await release(tx, expired, outcome);
    const title = await itemTitle(tx, expired);
    await notifyTradeUpdate(tx, outcome, expiredNotification(expired.requesterId, expired.id, title));
    await notifyTradeUpdate(tx, outcome, expiredNotification(expired.ownerId, expired.id, title));
    outcome.trades.push(expired);
    return undefined;
  });
  await publishOutcome(deps, outcome);
  return retry;
}

/** The trades module's jobs (its manifest). */
export function tradeJobs(deps: Omit<TradesDeps, 'db'>): JobDefinition[] {
  return [
    handleJob(expireTradeJob, (db, { tradeId }) => expireTrade({ ...deps, db }, tradeId)),
    handleJob(completeTradeJob, (db, { tradeId }) => completeDueTrade({ ...deps, db }, tradeId)),
  ];
}
