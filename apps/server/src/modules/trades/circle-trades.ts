import type { TradePaymentMethod } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { conflict, isAvailable, type Outcome, type TradesDeps } from './common.ts';
import { startExchange } from './escrow.ts';
import { declineOffersInvolving } from './lifecycle.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';

/** One leg of a swap circle as it becomes a trade: the giver's item to the receiver, cash either way. */
export interface CircleLegTrade {
  giverId: string;
  receiverId: string;
  itemId: string;
  /** Positive: the receiver (requester) pays the giver; negative: the giver pays. */
  cashCents: number;
  /** The payer's hold for the leg's cash, taken when they accepted the circle; null without cash. */
  holdId: string | null;
  paymentMethod: TradePaymentMethod | null;
}

/** An item of the circle is no longer its giver's to give. */
const CIRCLE_ITEM_GONE = 'This item is no longer available';

/**
 * A swap circle's last member accepted (docs/product/swap-circles.md, "Proposal and escrow"): in that transaction
 * every leg becomes an accepted trade of kind 'circle' (requester: the receiver; owner: the giver), its cash staying
 * on hold until the trade completes like any other (escrow.ts), the items marked swapped with what was agreed
 * recorded, and every other pending offer on them declined. The caller has locked the items and checked them; they
 * are checked again here. Answers the trades in leg order; the caller publishes `outcome` after commit.
 */
export async function recordCircleTrades(
  tx: Db,
  legs: CircleLegTrade[],
  outcome: Outcome,
  exchange: Pick<TradesDeps, 'handovers'> = {},
): Promise<TradeRow[]> {
  const itemIds = legs.map((leg) => leg.itemId);
  const locked = await queries.lockItems(tx, itemIds);
  for (const leg of legs) {
    const item = locked.get(leg.itemId);
    if (!isAvailable(item) || item.userId !== leg.giverId) throw conflict(CIRCLE_ITEM_GONE);
  }
  // Marked before what was agreed is recorded: from then on the database refuses changes to the items (0010).
  await queries.markItems(tx, itemIds, 'swapped');
  const now = new Date();
  const recorded: TradeRow[] = [];
  for (const leg of legs) {
    const inserted = await queries.insertTrade(
      tx,
      {
        kind: 'circle',
        requesterId: leg.receiverId,
        ownerId: leg.giverId,
        ownerItemId: leg.itemId,
        cashDifferenceCents: leg.cashCents,
        paymentMethod: leg.paymentMethod,
        holdId: leg.holdId,
        status: 'accepted',
        expiresAt: now,
        respondedAt: now,
      },
      [],
    );
    await queries.recordTradedItems(tx, inserted.id, [{ item: locked.get(leg.itemId)!, side: 'wanted' }]);
    const trade = await startExchange(tx, exchange, inserted, outcome);
    outcome.trades.push(trade);
    recorded.push(trade);
  }
  await declineOffersInvolving(tx, outcome, itemIds, recorded[0]!.id);
  return recorded;
}
