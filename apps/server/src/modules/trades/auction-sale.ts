import { formatCents, type TradePaymentMethod } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { captureHold } from '../wallet/index.ts';
import { conflict, displayNames, isAvailable, notifyTradeUpdate, type Outcome } from './common.ts';
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
 * sold, the winning bid's hold is paid to the seller's Cash Wallet, and a completed trade of kind 'auction' records
 * the sale with its agreed item, so the two can message and review each other as after any trade. Other pending
 * offers on the item are declined. The caller publishes `outcome` after commit (publishOutcome).
 */
export async function recordAuctionSale(tx: Db, sale: AuctionSale, outcome: Outcome): Promise<TradeRow> {
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
      status: 'completed',
      expiresAt: now,
      respondedAt: now,
      requesterConfirmedAt: now,
      ownerConfirmedAt: now,
      completedAt: now,
    },
    [],
  );
  await queries.markItems(tx, [item.id], 'sold');
  await queries.recordTradedItems(tx, trade.id, [{ item, side: 'wanted' }]);
  await captureHold(tx, { holdId: sale.holdId, toUserId: sale.sellerId });
  outcome.trades.push(trade);
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
  return trade;
}
