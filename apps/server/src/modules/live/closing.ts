import { formatCents, type TradePaymentMethod } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotification, publishCreated, type CreatedNotification } from '../notifications/index.ts';
import { AUCTION_ITEM_GONE, emptyOutcome, publishOutcome, recordAuctionSale } from '../trades/index.ts';
import { handoverHooks } from '../handovers/index.ts';
import { getHold, releaseHold, shrinkHold } from '../wallet/index.ts';
import type { LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { AuctionRow, BidRow } from './queries/auctions.ts';

/** A closed auction and what to publish about it once the transaction has committed. */
export interface Closing {
  auction: AuctionRow;
  publish(deps: LiveDeps): Promise<void>;
}

/**
 * 'due': the countdown reached zero (sold if the highest bid meets the reserve, else passed); 'sell' and 'pass':
 * the streamer ends it now (Sell needs a bid; the reserve is the streamer's own, so selling below it is their call);
 * 'stream_ended': the stream ended first, so nobody is charged for an auction cut short.
 */
export type CloseReason = 'due' | 'sell' | 'pass' | 'stream_ended';

const NO_BIDS_TO_SELL = 'No bids yet: there is nobody to sell to. Pass the auction instead.';

/** Which wallet a bid's money came from, as the sale's trade records it. */
async function paymentMethodOf(tx: Db, bid: BidRow): Promise<TradePaymentMethod> {
  const hold = (await getHold(tx, bid.holdId!))!;
  if (hold.creditCents > 0 && hold.cashCents > 0) return 'mixed';
  return hold.creditCents > 0 ? 'credit' : 'cash';
}

/**
 * Closes an auction exactly once, in the caller's transaction: the auction row is locked and only an open auction
 * moves, so the timer, the job and a Sell click racing each other close it once. Undefined when there was nothing
 * to close; `retryAt` when a late bid moved its end.
 */
export async function closeAuction(
  tx: Db,
  auctionId: string,
  reason: CloseReason,
): Promise<Closing | { retryAt: Date } | undefined> {
  const auction = await auctions.lockAuction(tx, auctionId);
  if (!auction) return undefined;
  const open = reason === 'stream_ended' ? ['pending', 'active'] : ['active'];
  if (!open.includes(auction.status)) return undefined;
  const now = new Date();
  if (reason === 'due' && auction.endsAt && auction.endsAt > now) return { retryAt: auction.endsAt };

  const bid = await auctions.winningBid(tx, auction.id);
  const reserveMet =
    auction.reservePriceCents === null || auction.currentPriceCents >= auction.reservePriceCents;
  if (reason === 'sell' && !bid) throw new AppError('CONFLICT', NO_BIDS_TO_SELL);
  const sells = bid !== undefined && (reason === 'sell' || (reason === 'due' && reserveMet));

  const outcome = emptyOutcome();
  if (sells) {
    // The winner pays the price, not their maximum: the rest of its hold goes back now (docs/product/live.md,
    // "Maximum bids"). Should the sale fall through below, the whole hold is released anyway.
    await shrinkHold(tx, { holdId: bid.holdId!, toCents: bid.amountCents });
    try {
      const trade = await recordAuctionSale(
        tx,
        // A sale is exchanged in handovers like any other (the handovers module's hook, through its entry).
        { handovers: handoverHooks },
        {
          sellerId: auction.sellerId,
          buyerId: bid.bidderId,
          itemId: auction.itemId,
          priceCents: bid.amountCents,
          holdId: bid.holdId!,
          paymentMethod: await paymentMethodOf(tx, bid),
        },
        outcome,
      );
      const sold = await auctions.updateAuction(tx, auction.id, {
        status: 'sold',
        endedAt: now,
        winnerId: bid.bidderId,
        tradeId: trade.id,
      });
      return { auction: sold, publish: (deps) => publishOutcome(deps, outcome) };
    } catch (error) {
      // Sold or swapped elsewhere meanwhile (an offer accepted during the auction): nobody pays, it is passed.
      if (!(error instanceof AppError && error.message === AUCTION_ITEM_GONE)) throw error;
    }
  }
  const notified: CreatedNotification[] = [];
  if (bid) {
    await releaseHold(tx, bid.holdId!);
    notified.push(
      await createNotification(tx, {
        userId: bid.bidderId,
        type: 'payment',
        title: 'Auction Ended',
        message: `The auction you led at ${formatCents(bid.amountCents)} ended without a sale. The money is back in your wallet.`,
        link: null,
      }),
    );
  }
  const passed = await auctions.updateAuction(tx, auction.id, {
    status: 'passed',
    endedAt: now,
    winnerId: null,
  });
  return { auction: passed, publish: (deps) => publishCreated(deps, notified) };
}
