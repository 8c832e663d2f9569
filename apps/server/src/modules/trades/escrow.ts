import { DISPUTE_WINDOW_MS, TRADE_MESSAGES, type TradeStatus } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { z } from 'zod';
import { enqueue, jobKind } from '../../platform/jobs/index.ts';
import { isUuid } from '../../platform/pagination.ts';
import { captureHold, getHold, splitHold } from '../wallet/index.ts';
import {
  conflict,
  displayNames,
  emptyOutcome,
  notifyTradeUpdate,
  publishOutcome,
  tradeNotFound,
  type Outcome,
  type TradesDeps,
} from './common.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';
import { completedNotification } from './texts.ts';

/**
 * The trade's cash in escrow (docs/product/trades.md "Life of an offer", docs/product/wallet.md "Balances"): whoever
 * adds cash has it on hold (the requester from sending the offer, the owner from accepting it) until the trade
 * completes, and only then is it paid to the other party. A trade completes when both parties confirm the exchange,
 * or on its own DISPUTE_WINDOW_DAYS after acceptance when nobody disputed it (the 'trade.complete' job). While a
 * dispute is open it cannot complete and the money stays on hold, until staff settle it (settleDisputedMoney).
 */

export const COMPLETE_JOB = 'trade.complete';
/** An accepted trade nobody disputed completes on its own. */
export const completeTradeJob = jobKind(COMPLETE_JOB, z.object({ tradeId: z.string() }));

/** Who pays the trade's cash and who receives it; both null when it has none. */
export function cashParties(trade: Pick<TradeRow, 'cashDifferenceCents' | 'requesterId' | 'ownerId'>): {
  payerId: string | null;
  payeeId: string | null;
} {
  if (trade.cashDifferenceCents > 0) return { payerId: trade.requesterId, payeeId: trade.ownerId };
  if (trade.cashDifferenceCents < 0) return { payerId: trade.ownerId, payeeId: trade.requesterId };
  return { payerId: null, payeeId: null };
}

/** When an accepted trade completes on its own, unless both confirm first or a dispute stops it. */
export const autoCompletesAt = (trade: Pick<TradeRow, 'respondedAt'>): Date =>
  new Date(trade.respondedAt!.getTime() + DISPUTE_WINDOW_MS);

/** In the accepting transaction: the durable job that completes the trade when its window is over. */
export async function enqueueCompletion(
  tx: Db,
  trade: TradeRow,
  runAt = autoCompletesAt(trade),
): Promise<void> {
  await enqueue(
    tx,
    completeTradeJob,
    { tradeId: trade.id },
    { runAt, dedupeKey: `${COMPLETE_JOB}:${trade.id}` },
  );
}

/**
 * Right after acceptance, in its transaction: with the handovers module present the trade's exchange runs through
 * its handovers (it completes once every one is received, docs/decisions/039); without it, the completion job.
 */
export async function startExchange(
  tx: Db,
  { handovers }: Pick<TradesDeps, 'handovers'>,
  trade: TradeRow,
  outcome: Outcome,
): Promise<TradeRow> {
  if (!handovers) {
    await enqueueCompletion(tx, trade);
    return trade;
  }
  const tracked = await queries.updateTrade(tx, trade.id, { handover: true });
  await handovers.open(tx, tracked, outcome);
  return tracked;
}

/** The money on hold for the trade (its hold's amount while it is held), else 0. */
async function heldCents(tx: Db, trade: TradeRow): Promise<number> {
  const held = trade.holdId ? await getHold(tx, trade.holdId) : undefined;
  return held?.status === 'held' ? held.creditCents + held.cashCents : 0;
}

/**
 * Completes an accepted trade, its row locked by the caller: pays the cash on hold to the payee's cash wallet and
 * tells both parties what happened, to the money too. `how`: both confirmed, or the dispute window ran out.
 */
export async function completeTrade(
  tx: Db,
  trade: TradeRow,
  outcome: Outcome,
  how: 'confirmed' | 'automatic' | 'received',
  changes: queries.TradeChanges = {},
): Promise<TradeRow> {
  const paidCents = await heldCents(tx, trade);
  const { payerId, payeeId } = cashParties(trade);
  if (paidCents > 0) await captureHold(tx, { holdId: trade.holdId!, toUserId: payeeId! });
  const completed = await queries.updateTrade(tx, trade.id, {
    ...changes,
    status: 'completed',
    completedAt: new Date(),
  });
  const names = await displayNames(tx, [trade.requesterId, trade.ownerId]);
  for (const [me, other] of [
    [trade.requesterId, trade.ownerId],
    [trade.ownerId, trade.requesterId],
  ] as const) {
    const cash =
      paidCents > 0
        ? { cents: paidCents, direction: me === payerId ? ('paid' as const) : ('received' as const) }
        : undefined;
    await notifyTradeUpdate(tx, outcome, completedNotification(me, trade.id, names.get(other)!, how, cash));
  }
  outcome.trades.push(completed);
  return completed;
}

/**
 * The 'trade.complete' job (enqueued when the trade was accepted, due DISPUTE_WINDOW_DAYS later): completes an
 * accepted trade nobody disputed and pays its cash. Safe to run twice: the trade row is locked and only an accepted
 * one moves. A trade already completed, or no longer there, is done; a disputed one too (the job stops: settling the
 * dispute completes it); one not due yet asks to run again when it is.
 */
export async function completeDueTrade(
  deps: TradesDeps,
  tradeId: string,
  now = new Date(),
): Promise<void | { retryAt: Date }> {
  if (!isUuid(tradeId)) return;
  const outcome = emptyOutcome();
  const retry = await deps.db.transaction(async (tx) => {
    const trade = await queries.lockTrade(tx, tradeId);
    if (!trade || trade.status !== 'accepted' || trade.disputeOpen) return undefined;
    // Its handovers complete it (exchange.ts); the job runs for it only once they have, after a dispute closed.
    if (trade.handover) {
      if (trade.handedOverAt) await completeTrade(tx, trade, outcome, 'received');
      return undefined;
    }
    const due = autoCompletesAt(trade);
    if (due.getTime() > now.getTime()) return { retryAt: due };
    await completeTrade(tx, trade, outcome, 'automatic');
    return undefined;
  });
  await publishOutcome(deps, outcome);
  return retry;
}

// Hooks for the disputes module (docs/product/moderation.md): each runs inside the caller's transaction and locks
// the trade row first, so a dispute, a confirmation and the completion job queue up on it.

export interface DisputeTrade {
  id: string;
  status: TradeStatus;
  requesterId: string;
  ownerId: string;
  /** When the owner accepted it; null for a trade never accepted. */
  acceptedAt: Date | null;
  completedAt: Date | null;
  disputeOpen: boolean;
  /** The money still held for it: its hold's amount while the hold is held, else 0. */
  heldCents: number;
  /** Who adds the trade's cash and who receives it; null without cash. */
  payerId: string | null;
  payeeId: string | null;
}

const wasAccepted = (status: TradeStatus) => status === 'accepted' || status === 'completed';

/** The trade for a dispute, its row locked (FOR UPDATE) until the caller's transaction ends. */
export async function tradeForDispute(tx: Db, tradeId: string): Promise<DisputeTrade | undefined> {
  const trade = isUuid(tradeId) ? await queries.lockTrade(tx, tradeId) : undefined;
  return trade && disputeTrade(tx, trade);
}

/** The same, read without a lock: to show a dispute's case, never to decide on it. */
export async function viewTradeForDispute(db: Db, tradeId: string): Promise<DisputeTrade | undefined> {
  const trade = isUuid(tradeId) ? await queries.findTrade(db, tradeId) : undefined;
  return trade && disputeTrade(db, trade);
}

async function disputeTrade(db: Db, trade: TradeRow): Promise<DisputeTrade> {
  return {
    id: trade.id,
    status: trade.status,
    requesterId: trade.requesterId,
    ownerId: trade.ownerId,
    acceptedAt: wasAccepted(trade.status) ? trade.respondedAt : null,
    completedAt: trade.completedAt,
    disputeOpen: trade.disputeOpen,
    heldCents: await heldCents(db, trade),
    ...cashParties(trade),
  };
}

async function lockedTrade(tx: Db, tradeId: string): Promise<TradeRow> {
  const trade = isUuid(tradeId) ? await queries.lockTrade(tx, tradeId) : undefined;
  if (!trade) throw tradeNotFound();
  return trade;
}

/**
 * Opens or closes a trade's dispute (only an accepted or completed trade can have one: 409 otherwise). While open,
 * confirming is refused and the completion job stops. Closed without settling (settleDisputedMoney closes it too),
 * an accepted trade goes back to completing on its own: the job is enqueued again, due when it was, or now.
 */
export async function setTradeDisputed(tx: Db, tradeId: string, open: boolean): Promise<void> {
  const trade = await lockedTrade(tx, tradeId);
  if (open && !wasAccepted(trade.status)) throw conflict(TRADE_MESSAGES.notDisputable);
  if (trade.disputeOpen === open) return;
  const updated = await queries.updateTrade(tx, trade.id, { disputeOpen: open });
  if (!open && updated.status === 'accepted' && updated.handover) {
    // Received while the dispute was open: it completes now; otherwise its handovers go on.
    if (updated.handedOverAt) await enqueueCompletion(tx, updated, new Date());
  } else if (!open && updated.status === 'accepted') {
    await enqueueCompletion(tx, updated, new Date(Math.max(Date.now(), autoCompletesAt(updated).getTime())));
  }
}

/**
 * Settles a disputed trade's money as staff decided: `toPayeeCents` (whole cents, 0 up to the money held, else
 * 400 / 409) to the payee's cash wallet, the rest back to the payer's wallets, credit first then cash (wallet
 * service `splitOf`). The trade is then completed (if it was still accepted) and its dispute closed. The hold is
 * locked and split once: a second call finds it captured or released and is refused with 409 "This dispute's money
 * has already been settled". A trade with no money held (no cash, or completed and paid before the dispute) only
 * has its dispute closed (and is completed if still accepted), answering zeros.
 */
export async function settleDisputedMoney(
  tx: Db,
  tradeId: string,
  input: { toPayeeCents: number },
): Promise<{ paidToPayeeCents: number; refundedCents: number }> {
  const toPayee = input.toPayeeCents;
  if (!Number.isSafeInteger(toPayee) || toPayee < 0) {
    throw new AppError('BAD_REQUEST', TRADE_MESSAGES.settleAmountInvalid);
  }
  const trade = await lockedTrade(tx, tradeId);
  if (!wasAccepted(trade.status)) throw conflict(TRADE_MESSAGES.notDisputable);
  const held = trade.holdId ? await getHold(tx, trade.holdId) : undefined;
  const close = () =>
    queries.updateTrade(tx, trade.id, {
      disputeOpen: false,
      ...(trade.status === 'accepted' ? { status: 'completed' as const, completedAt: new Date() } : {}),
    });

  if (held?.status === 'held') {
    const total = held.creditCents + held.cashCents;
    if (toPayee > total) throw conflict(TRADE_MESSAGES.settleAmountTooLarge);
    await splitHold(tx, {
      holdId: held.id,
      toUserId: cashParties(trade).payeeId!,
      toPayeeCents: toPayee,
      settledMessage: TRADE_MESSAGES.disputeSettled,
    });
    await close();
    return { paidToPayeeCents: toPayee, refundedCents: total - toPayee };
  }
  // The money was paid or settled before: by a settlement when the dispute is already closed.
  if (held && !trade.disputeOpen) throw conflict(TRADE_MESSAGES.disputeSettled);
  if (toPayee > 0) throw conflict(TRADE_MESSAGES.settleAmountTooLarge);
  await close();
  return { paidToPayeeCents: 0, refundedCents: 0 };
}

/**
 * After the caller's transaction has committed: tells the trade's parties live that it changed ('trade.updated' and
 * 'trade.changed', as every transition does), e.g. after a dispute was settled. Notifications are the caller's.
 */
export async function publishTradeChanged(deps: TradesDeps, tradeId: string): Promise<void> {
  const trade = isUuid(tradeId) ? await queries.findTrade(deps.db, tradeId) : undefined;
  if (!trade) return;
  await publishOutcome(deps, { ...emptyOutcome(), trades: [trade] });
}
