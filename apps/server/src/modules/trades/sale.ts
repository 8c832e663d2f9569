import { randomUUID } from 'node:crypto';
import { INSUFFICIENT_FUNDS_MESSAGE, type TradePaymentMethod } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { ItemRow } from '../items/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import { hold } from '../wallet/index.ts';
import { chosenSplit, displayNames, notifyTradeUpdate, type Outcome, type TradesDeps } from './common.ts';
import { startExchange } from './escrow.ts';
import { declineOffersInvolving } from './lifecycle.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';

/** Who a sale's notifications name. */
export interface SaleParties {
  tradeId: string;
  seller: { id: string; name: string };
  buyer: { id: string; name: string };
}

/**
 * A sale at once (Buy now, purchase.ts; a bundle, bundle-purchase.ts), its items locked and checked by the caller: the
 * buyer's money on hold, an accepted trade, the items marked sold and recorded as agreed (traded_items refuses any of
 * them sold twice), the completion job, both told, and every other pending offer on the items declined. The money is
 * paid to the seller when the sale completes, as after any accepted trade (escrow.ts).
 */
export async function recordSale(
  tx: Db,
  deps: TradesDeps,
  outcome: Outcome,
  sale: {
    kind: 'purchase' | 'bundle';
    buyerId: string;
    sellerId: string;
    items: ItemRow[];
    totalCents: number;
    paymentMethod: TradePaymentMethod;
    /** What the kind keeps of its own (a bundle's items and prices), before the items are marked. */
    record?: (trade: TradeRow) => Promise<void>;
    notifications: (parties: SaleParties) => NewNotification[];
  },
): Promise<TradeRow> {
  const tradeId = randomUUID();
  const itemIds = sale.items.map((item) => item.id);
  const split = await chosenSplit(
    tx,
    sale.buyerId,
    sale.paymentMethod,
    sale.totalCents,
    INSUFFICIENT_FUNDS_MESSAGE,
  );
  const held = await hold(tx, {
    userId: sale.buyerId,
    ...split,
    idempotencyKey: `trade_hold:${tradeId}`,
    reference: `trade:${tradeId}`,
  });
  const now = new Date();
  const inserted = await queries.insertTrade(
    tx,
    {
      id: tradeId,
      kind: sale.kind,
      requesterId: sale.buyerId,
      ownerId: sale.sellerId,
      ownerItemId: itemIds[0]!,
      cashDifferenceCents: sale.totalCents,
      paymentMethod: sale.paymentMethod,
      holdId: held.id,
      status: 'accepted',
      expiresAt: now,
      respondedAt: now,
    },
    [],
  );
  await sale.record?.(inserted);
  await queries.markItems(tx, itemIds, 'sold');
  await queries.recordTradedItems(
    tx,
    inserted.id,
    sale.items.map((item) => ({ item, side: 'wanted' as const })),
  );
  const trade = await startExchange(tx, deps, inserted, outcome);
  outcome.trades.push(trade);

  const names = await displayNames(tx, [sale.sellerId, sale.buyerId]);
  const texts = sale.notifications({
    tradeId: trade.id,
    seller: { id: sale.sellerId, name: names.get(sale.sellerId)! },
    buyer: { id: sale.buyerId, name: names.get(sale.buyerId)! },
  });
  for (const notification of texts) await notifyTradeUpdate(tx, outcome, notification);
  await declineOffersInvolving(tx, outcome, itemIds, trade.id);
  await deps.circles?.itemsTaken(tx, itemIds, outcome);
  return trade;
}
