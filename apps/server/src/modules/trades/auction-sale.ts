import { formatCents, type TradePaymentMethod } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import {
  conflict,
  displayNames,
  isAvailable,
  notifyTradeUpdate,
  type Outcome,
  type TradesDeps,
} from './common.ts';
import { startExchange } from './escrow.ts';
import { declineOffersInvolving } from './lifecycle.ts';
import * as queries from './queries.ts';
import type { TradeRow } from './queries.ts';
import { auctionSaleNotifications } from './texts.ts';

export interface AuctionSale {
  sellerId: string;
  buyerId: string;
  itemId: string;
  priceCents: number;
  /** The winning bid's hold, for exactly the price. */
  holdId: string;
  paymentMethod: TradePaymentMethod;
}

/** The auction's item is no longer the seller's to sell (sold, swapped or deleted meanwhile). */
export const AUCTION_ITEM_GONE = 'This item is no longer available';

/**
 * A live auction sold (docs/product/live.md "Auctions"): in the closing transaction, the item is locked and marked
 * sold, and an accepted trade of kind 'auction' records the sale with its agreed item and carries the winning bid's
 * hold, which stays held until the buyer has the item: the trade is exchanged in handovers and completes, paying the
 * seller, when the item is received (docs/product/handover.md, decision 039). Other pending offers on the item are
 * declined. The caller publishes `outcome` after commit (publishOutcome).
 */
export async function recordAuctionSale(
  tx: Db,
  deps: Pick<TradesDeps, 'handovers'>,
  sale: AuctionSale,
  outcome: Outcome,
): Promise<TradeRow> {
  const locked = await queries.lockItems(tx, [sale.itemId]);
  const item = locked.get(sale.itemId);
  if (!isAvailable(item) || item.userId !== sale.sellerId) throw conflict(AUCTION_ITEM_GONE);
  const now = new Date();
  const trade = await queries.insertTrade(
    tx,
    {
      kind: 'auction',
      requesterId: sale.buyerId,
      ownerId: sale.sellerId,
      ownerItemId: item.id,
      cashDifferenceCents: sale.priceCents,
      paymentMethod: sale.paymentMethod,
      holdId: sale.holdId,
      status: 'accepted',
      expiresAt: now,
      respondedAt: now,
    },
    [],
  );
  await queries.markItems(tx, [item.id], 'sold');
  await queries.recordTradedItems(tx, trade.id, [{ item, side: 'wanted' }]);
  const exchanged = await startExchange(tx, deps, trade, outcome);
  outcome.trades.push(exchanged);
  const names = await displayNames(tx, [sale.sellerId, sale.buyerId]);
  const texts = auctionSaleNotifications({
    tradeId: trade.id,
    itemTitle: item.title,
    price: formatCents(sale.priceCents),
    seller: { id: sale.sellerId, name: names.get(sale.sellerId)! },
    buyer: { id: sale.buyerId, name: names.get(sale.buyerId)! },
  });
  for (const notification of texts) await notifyTradeUpdate(tx, outcome, notification);
  await declineOffersInvolving(tx, outcome, [item.id], trade.id);
  return exchanged;
}
