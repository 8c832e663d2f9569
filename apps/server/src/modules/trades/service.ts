import type { ReservedItems, Trade, TradeList } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { TopicAuthoriser } from '../../platform/realtime/topic-authoriser.ts';
import { decodeCursor, encodeCursor, isUuid } from '../../platform/pagination.ts';
import { partyTrade, type TradesDeps } from './common.ts';
import * as queries from './queries.ts';
import { toTrade, toTrades } from './view.ts';

/**
 * Trades (docs/product/trades.md): reading them here; sending offers in offers.ts, the state machine in
 * lifecycle.ts, counter-offers in negotiation.ts, the chat in chat.ts. Only the two parties of a trade ever see it.
 */

export type { TradesDeps } from './common.ts';
export { counterTrade, createTrade, EXPIRE_JOB } from './offers.ts';
export { buyNow } from './purchase.ts';
export { likerOfferState, sendLikerOffer } from './liker-offers.ts';
export { cancelTrade, confirmTrade, expireTrade, respondToTrade, tradeJobs } from './lifecycle.ts';
export { counterOffer } from './negotiation.ts';
export { addToBundle, listBundles, removeFromBundle, sellerDiscounts, setDiscounts } from './bundles.ts';
export { buyBundle } from './bundle-purchase.ts';
export { offerForBundle } from './bundle-offer.ts';
/** Staff took a listing down (docs/product/moderation.md): the pending offers involving it are declined. */
export { declineOffersInvolving } from './lifecycle.ts';
/**
 * Escrow and the disputes module's hooks (docs/product/trades.md "Life of an offer"): the trade's cash is held until
 * it completes; a dispute keeps it held until staff settle it. The hooks run inside the caller's transaction.
 */
export {
  COMPLETE_JOB,
  completeDueTrade,
  publishTradeChanged,
  setTradeDisputed,
  settleDisputedMoney,
  tradeForDispute,
  viewTradeForDispute,
  type DisputeTrade,
} from './escrow.ts';
export { listTradeMessages, sendTradeMessage, tradeTyping } from './chat.ts';
/** The handovers module's part (docs/product/handover.md): the exchange received, or cancelled before it left. */
export { cancelExchange, tradeHandedOver } from './exchange.ts';
export { displayNames, notifyTradeUpdate, partyTrade } from './common.ts';
export type { HandoverHooks } from './common.ts';
/** Live auctions (docs/product/live.md): a sale recorded as a completed trade, its changes published after commit. */
export { AUCTION_ITEM_GONE, recordAuctionSale, type AuctionSale } from './auction-sale.ts';
export { emptyOutcome, publishOutcome, type Outcome, type SwapCircleHooks } from './common.ts';
/** Swap circles (docs/product/swap-circles.md): the legs of a circle all accepted become trades at once. */
export { recordCircleTrades, type CircleLegTrade } from './circle-trades.ts';
/** How a member's cash for a trade, or a circle, splits over their wallets. */
export { chosenSplit } from './common.ts';
/** Whether the member already has a pending offer for this item (the demo seed skips such an offer). */
export { hasPendingOffer } from './queries.ts';

/** GET /api/trades: the member's trades, sent and received, newest first, with the counts over all of them. */
export async function listTrades(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<TradeList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [rows, counts] = await Promise.all([
    queries.listForMember(db, userId, { limit: query.limit + 1, after }),
    queries.countsForMember(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    trades: await toTrades(db, page, userId),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    counts,
  };
}

/** GET /api/trades/{id}: 404 'Trade not found' to anyone but its two parties. */
export async function getTrade(deps: TradesDeps, userId: string, tradeId: string): Promise<Trade> {
  return toTrade(deps.db, await partyTrade(deps.db, userId, tradeId), userId);
}

/** GET /api/trades/reserved-items: the member's items offered in a pending trade (not offerable again). */
export async function reservedItems(db: Db, userId: string): Promise<ReservedItems> {
  return { itemIds: await queries.reservedItemsOf(db, userId) };
}

/**
 * For a trade settled outside the offer flow (the demo seed's history): its items as agreed, from their rows now.
 * Accepting an offer records them itself (lifecycle.ts).
 */
export async function recordAgreedItems(
  db: Db,
  tradeId: string,
  itemIds: { wanted: string; offered: string[] },
): Promise<void> {
  const rows = await queries.itemsByIds(db, [itemIds.wanted, ...itemIds.offered]);
  await queries.recordTradedItems(db, tradeId, [
    { item: rows.get(itemIds.wanted)!, side: 'wanted' },
    ...itemIds.offered.map((id) => ({ item: rows.get(id)!, side: 'offered' as const })),
  ]);
}

/** Whether the member is one of the trade's two parties. */
export const isTradeParty = (db: Db, tradeId: string, userId: string): Promise<boolean> =>
  queries.isParty(db, tradeId, userId);

/** Realtime: `trade:{id}` is for the trade's two parties only. */
export const tradeTopicAuthoriser =
  (db: Db): TopicAuthoriser =>
  (memberId, id) =>
    isUuid(id) ? queries.isParty(db, id, memberId) : false;
