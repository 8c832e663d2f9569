import {
  ANTI_SNIPING_SECONDS,
  LIVE_EVENTS,
  LIVE_TEXTS,
  MIN_BID_INCREMENT_CENTS,
  type LiveAuction,
  type PlaceBid,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import { findPgError } from '../../platform/pg-errors.ts';
import { auctionNotFound, conflict, publishToStream, type LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { BidPlaced } from './queries/auctions.ts';
import { toAuctions } from './view.ts';

/**
 * POST /api/live/auctions/{id}/bids (docs/product/live.md "Bidding" and "Maximum bids"). Bids on one auction take
 * turns on its row lock, so each is checked against the price as it stands: higher than the current price by at
 * least the increment, never the seller's own, only while the auction runs. A bid may carry a maximum the server
 * bids up to for its bidder. The leading bid's maximum is put on hold from its bidder's wallets (credit first, then
 * cash) and the bid it beats has its hold released, in the same transaction; a bid the wallets cannot cover up to its
 * maximum is refused. A bid in the last ANTI_SNIPING_SECONDS moves the end to that many seconds after it, so nobody
 * wins by bidding at the last instant, unless the seller chose sudden death.
 *
 * All of that is one statement, `live_place_bid` (migration 0043, decision 047), run on its own: the auction's row
 * lock is held for the function's work and its commit, not for round trips between the server and the database.
 */
export async function placeBid(
  deps: LiveDeps,
  userId: string,
  auctionId: string,
  request: PlaceBid,
): Promise<LiveAuction> {
  if (!isUuid(auctionId)) throw auctionNotFound();
  const floor = deps.prices?.floor(auctionId);
  if (floor !== undefined && request.amountCents !== undefined && request.amountCents <= floor) {
    throw bidTooLow(floor);
  }
  return publishBid(deps, await placeBidIn(deps.db, userId, auctionId, request));
}

export interface PlacedBid extends BidPlaced {
  bidderId: string;
}

/** The bid, inside the caller's transaction if it has one (a card payment's settlement: card-purposes.ts). */
export async function placeBidIn(
  db: Db,
  userId: string,
  auctionId: string,
  request: PlaceBid,
): Promise<PlacedBid> {
  try {
    const placed = await auctions.placeBid(db, {
      ...bidRequest(userId, auctionId, request),
      antiSnipingSeconds: ANTI_SNIPING_SECONDS,
    });
    return { ...placed, bidderId: userId };
  } catch (error) {
    throw refusal(error);
  }
}

const bidRequest = (userId: string, auctionId: string, request: PlaceBid): auctions.BidRequest => ({
  auctionId,
  bidderId: userId,
  amountCents: request.amountCents,
  maxCents: request.maxCents,
  now: new Date(),
  incrementCents: MIN_BID_INCREMENT_CENTS,
});

const invalid = (path: 'amountCents' | 'maxCents', message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });

/** Too low: the price it had to beat goes with the refusal, so the bidder's screen can catch up at once. */
function bidTooLow(priceCents: number): AppError {
  const message = LIVE_TEXTS.bidTooLow(priceCents);
  return new AppError('VALIDATION_FAILED', message, {
    issues: [{ path: 'amountCents', message }],
    currentPriceCents: priceCents,
  });
}

/** Each reason `live_place_bid` refuses a bid for, worded; `figure` is the amount the words quote. */
const refusals: Record<string, (figure: number) => AppError> = {
  auction_not_found: () => auctionNotFound(),
  own_bid: () => new AppError('FORBIDDEN', LIVE_TEXTS.ownBid),
  auction_not_active: () => conflict(LIVE_TEXTS.auctionNotActive),
  bid_too_low: (price) => bidTooLow(price),
  bid_below_increment: (minimum) => invalid('amountCents', LIVE_TEXTS.bidBelowIncrement(minimum)),
  maximum_below_bid: () => invalid('maxCents', LIVE_TEXTS.maximumBelowBid),
  maximum_not_raised: (leaderMax) => invalid('maxCents', LIVE_TEXTS.maximumNotRaised(leaderMax)),
  bid_not_covered: () => conflict(LIVE_TEXTS.bidNotCovered),
};

/** The refusal behind a failed bid statement, as the member reads it; anything else as it was. */
function refusal(error: unknown): unknown {
  const refused = findPgError(error, BID_REFUSED);
  const word = refused?.message ? refusals[refused.message] : undefined;
  if (word) return word(Number(refused!.detail));
  // The function checks the wallets cover the maximum first; the ledger's own CHECK is the backstop.
  if (findPgError(error, '23514')?.constraint === 'wallet_accounts_member_not_negative') {
    return conflict(LIVE_TEXTS.bidNotCovered);
  }
  return error;
}

/** The SQLSTATE `live_refuse` raises (migration 0043). */
const BID_REFUSED = 'SYBID';

/** After a bid has committed: the auction's timer moved if the bid extended it, and every viewer told. */
export async function publishBid(deps: LiveDeps, placed: PlacedBid): Promise<LiveAuction> {
  const { auction, extended } = placed;
  deps.prices?.saw(auction.id, auction.currentPriceCents);
  if (extended) deps.timers?.schedule(auction.id, auction.endsAt!);
  // The bidder is never the seller, so what they see is the public view every viewer gets, built once, plus their
  // own maximum while they lead.
  const [view] = await toAuctions(deps.db, [auction], null);
  if (placed.seen) await publishToStream(deps, view!.streamId, { type: LIVE_EVENTS.auction, data: view! });
  return { ...view!, myMaxCents: auction.winnerId === placed.bidderId ? placed.bidderMaxCents : null };
}

/**
 * What the bidder's wallets lack for this bid's maximum now (0: nothing), or the refusal the bid would meet now, so
 * no card is charged for a bid that could not be placed (docs/decisions/035). Their own leading bid's hold counts:
 * raising it releases it first.
 */
export async function bidShortfall(
  deps: LiveDeps,
  userId: string,
  bid: { auctionId: string; streamId: string } & PlaceBid,
): Promise<number> {
  if (!isUuid(bid.auctionId)) throw auctionNotFound();
  try {
    return await deps.db.transaction(async (tx) => {
      // The purpose names its stream: a bid for another stream's auction is one that does not exist.
      const current = await auctions.findAuction(tx, bid.auctionId);
      if (!current || current.streamId !== bid.streamId) throw auctionNotFound();
      return auctions.bidShortfall(tx, bidRequest(userId, bid.auctionId, bid));
    });
  } catch (error) {
    throw refusal(error);
  }
}
