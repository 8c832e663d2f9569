import { randomUUID } from 'node:crypto';
import {
  checkoutDelivery,
  INSUFFICIENT_FUNDS_MESSAGE,
  POSTAGE_TEXTS,
  type HandoverMethod,
  type TradePaymentMethod,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { ItemRow } from '../items/index.ts';
import type { NewNotification } from '../notifications/index.ts';
import { hold } from '../wallet/index.ts';
import {
  chosenSplit,
  conflict,
  displayNames,
  notifyTradeUpdate,
  type Outcome,
  type TradesDeps,
} from './common.ts';
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

/** How a sale at checkout is handed over and the postage it adds (docs/product/handover.md "Postage"). */
export interface SaleDelivery {
  /** Null: the listings allow both ways at no postage, and the buyer chooses after, on the trade's page. */
  delivery: HandoverMethod | null;
  postageCents: number;
}

/**
 * The delivery of a checkout of these items, as the buyer chose it, or its refusal: a way an item does not allow, no
 * choice where both ways are allowed and one costs postage (400), or a postage other than the one the buyer saw (409).
 */
export function saleDelivery(
  items: ItemRow[],
  chosen: { delivery?: HandoverMethod; postageCents?: number },
): SaleDelivery {
  const result = checkoutDelivery(items, chosen.delivery);
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
  if (result.postageCents !== (chosen.postageCents ?? 0)) throw conflict(POSTAGE_TEXTS.changed);
  return { delivery: result.delivery, postageCents: result.postageCents };
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
    /** The items' price; the buyer pays it plus the delivery's postage. */
    totalCents: number;
    delivery: SaleDelivery;
    paymentMethod: TradePaymentMethod;
    /** What the kind keeps of its own (a bundle's items and prices), before the items are marked. */
    record?: (trade: TradeRow) => Promise<void>;
    notifications: (parties: SaleParties) => NewNotification[];
  },
): Promise<TradeRow> {
  const tradeId = randomUUID();
  const itemIds = sale.items.map((item) => item.id);
  const paidCents = sale.totalCents + sale.delivery.postageCents;
  const split = await chosenSplit(
    tx,
    sale.buyerId,
    sale.paymentMethod,
    paidCents,
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
      cashDifferenceCents: paidCents,
      delivery: sale.delivery.delivery,
      postageCents: sale.delivery.postageCents,
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
