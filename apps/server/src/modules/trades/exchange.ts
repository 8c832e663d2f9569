import { HANDOVER_TEXTS, TRADE_MESSAGES } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/pagination.ts';
import { getHold, releaseHold } from '../wallet/index.ts';
import { conflict, displayNames, notifyTradeUpdate, tradeNotFound, type Outcome } from './common.ts';
import { completeTrade } from './escrow.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';
import { exchangeCancelledNotification } from './texts.ts';

/*
 * What the handovers module tells trades about an accepted trade's exchange (docs/product/handover.md, decision
 * 039). Each runs in the caller's transaction and locks the trade row first, as every trade transition does.
 */

async function lockedExchange(tx: Db, tradeId: string): Promise<TradeRow> {
  const trade = isUuid(tradeId) ? await queries.lockTrade(tx, tradeId) : undefined;
  if (!trade) throw tradeNotFound();
  return trade;
}

/**
 * Every handover of the trade was received: it completes now, paying the money on hold, unless a dispute is open;
 * then it completes when the dispute is resolved (escrow.ts). Answers the trade as it now is.
 */
export async function tradeHandedOver(tx: Db, tradeId: string, outcome: Outcome): Promise<TradeRow> {
  const trade = await lockedExchange(tx, tradeId);
  if (trade.status !== 'accepted' || !trade.handover || trade.handedOverAt) return trade;
  const marked = await queries.updateTrade(tx, trade.id, { handedOverAt: new Date() });
  if (marked.disputeOpen) {
    outcome.trades.push(marked);
    return marked;
  }
  return completeTrade(tx, marked, outcome, 'received');
}

/**
 * An accepted trade whose items never left (not shipped in time): cancelled, the money on hold returned in full to
 * whoever put it there, and the items back on the market. Refused while a dispute is open (staff decide then).
 * `by`: the member who cancelled, or undefined for the deadline's job. Both members are told.
 */
export async function cancelExchange(
  tx: Db,
  tradeId: string,
  outcome: Outcome,
  by: string | undefined,
): Promise<TradeRow> {
  const trade = await lockedExchange(tx, tradeId);
  if (trade.status !== 'accepted' || !trade.handover) throw conflict(TRADE_MESSAGES.notAccepted);
  if (trade.disputeOpen) throw conflict(HANDOVER_TEXTS.disputeOpen);
  const held = trade.holdId ? await getHold(tx, trade.holdId) : undefined;
  const refundedCents = held?.status === 'held' ? held.creditCents + held.cashCents : 0;
  if (refundedCents > 0) await releaseHold(tx, held!.id);
  await queries.returnTradedItems(tx, trade.id);
  const cancelled = await queries.updateTrade(tx, trade.id, { status: 'cancelled' });
  const names = await displayNames(tx, [trade.requesterId, trade.ownerId]);
  for (const [me, other] of [
    [trade.requesterId, trade.ownerId],
    [trade.ownerId, trade.requesterId],
  ] as const) {
    const payerGetsBack = refundedCents > 0 && held!.ownerId === me;
    await notifyTradeUpdate(
      tx,
      outcome,
      exchangeCancelledNotification(me, trade.id, {
        otherName: names.get(other)!,
        byMe: by === me,
        byOther: by === other,
        refundedCents: payerGetsBack ? refundedCents : 0,
      }),
    );
  }
  outcome.trades.push(cancelled);
  return cancelled;
}
