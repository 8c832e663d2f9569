import {
  ANTI_SNIPING_SECONDS,
  LIVE_EVENTS,
  LIVE_TEXTS,
  minimumBidCents,
  type LiveAuction,
} from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import { hold, memberBalances, releaseHold } from '../wallet/index.ts';
import { auctionNotFound, conflict, publishToStream, type LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import { toAuctions } from './view.ts';

const invalidBid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'amountCents', message }] });

/**
 * POST /api/live/auctions/{id}/bids (docs/product/live.md "Bidding"). Bids on one auction take turns on its row
 * lock, so each is checked against the price as it stands: higher than the current price by at least the
 * increment, never the seller's own, only while the auction runs. The bid's money is put on hold from the bidder's
 * wallets (credit first, then cash) and the bid it beats has its hold released, in the same transaction; a bid the
 * wallets cannot cover is refused. A bid in the last ANTI_SNIPING_SECONDS moves the end to that many seconds after
 * it, so nobody wins by bidding at the last instant.
 */
export async function placeBid(
  deps: LiveDeps,
  userId: string,
  auctionId: string,
  amountCents: number,
): Promise<LiveAuction> {
  if (!isUuid(auctionId)) throw auctionNotFound();
  const { auction, extended } = await deps.db.transaction(async (tx) => {
    const current = await auctions.lockAuction(tx, auctionId);
    if (!current) throw auctionNotFound();
    if (current.sellerId === userId) throw new AppError('FORBIDDEN', LIVE_TEXTS.ownBid);
    const now = new Date();
    if (current.status !== 'active' || !current.endsAt || current.endsAt <= now) {
      throw conflict(LIVE_TEXTS.auctionNotActive);
    }
    if (amountCents <= current.currentPriceCents) {
      throw invalidBid(LIVE_TEXTS.bidTooLow(current.currentPriceCents));
    }
    const minimum = minimumBidCents(current.currentPriceCents);
    if (amountCents < minimum) throw invalidBid(LIVE_TEXTS.bidBelowIncrement(minimum));

    const beaten = await auctions.winningBid(tx, current.id);
    if (beaten) {
      // Released first: a bidder raising their own bid may use the money it held.
      await auctions.markOutbid(tx, beaten.id);
      await releaseHold(tx, beaten.holdId);
    }
    const balances = await memberBalances(tx, userId);
    const creditCents = Math.min(Math.max(balances.creditCents, 0), amountCents);
    const cashCents = amountCents - creditCents;
    if (cashCents > balances.cashCents) throw conflict(LIVE_TEXTS.bidNotCovered);
    const held = await hold(tx, {
      userId,
      creditCents,
      cashCents,
      idempotencyKey: `auction_bid:${current.id}:${amountCents}`,
      reference: `auction:${current.id}`,
      insufficientMessage: LIVE_TEXTS.bidNotCovered,
    });
    await auctions.insertBid(tx, { auctionId: current.id, bidderId: userId, amountCents, holdId: held.id });

    const snipingFrom = current.endsAt.getTime() - ANTI_SNIPING_SECONDS * 1000;
    const endsAt =
      now.getTime() > snipingFrom ? new Date(now.getTime() + ANTI_SNIPING_SECONDS * 1000) : current.endsAt;
    const updated = await auctions.updateAuction(tx, current.id, {
      currentPriceCents: amountCents,
      winnerId: userId,
      endsAt,
    });
    return { auction: updated, extended: endsAt !== current.endsAt };
  });
  if (extended) deps.timers?.schedule(auction.id, auction.endsAt!);
  // The bidder is never the seller, so what they see is the public view every viewer gets: built once.
  const [view] = await toAuctions(deps.db, [auction], null);
  await publishToStream(deps, view!.streamId, { type: LIVE_EVENTS.auction, data: view! });
  return view!;
}
