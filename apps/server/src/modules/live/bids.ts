import {
  ANTI_SNIPING_SECONDS,
  LIVE_EVENTS,
  LIVE_TEXTS,
  minimumBidCents,
  type LiveAuction,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import { hold, memberBalances, releaseHold } from '../wallet/index.ts';
import { auctionNotFound, conflict, publishToStream, type LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { AuctionRow } from './queries/auctions.ts';
import { toAuctions } from './view.ts';

const invalidBid = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'amountCents', message }] });

/**
 * POST /api/live/auctions/{id}/bids (docs/product/live.md "Bidding"). Bids on one auction take turns on its row
 * lock, so each is checked against the price as it stands: higher than the current price by at least the
 * increment, never the seller's own, only while the auction runs. The bid's money is put on hold from the bidder's
 * wallets (credit first, then cash) and the bid it beats has its hold released, in the same transaction; a bid the
 * wallets cannot cover is refused. A bid in the last ANTI_SNIPING_SECONDS moves the end to that many seconds after
 * it, so nobody wins by bidding at the last instant, unless the seller chose sudden death.
 */
export async function placeBid(
  deps: LiveDeps,
  userId: string,
  auctionId: string,
  amountCents: number,
): Promise<LiveAuction> {
  if (!isUuid(auctionId)) throw auctionNotFound();
  const placed = await deps.db.transaction((tx) => placeBidLocked(tx, userId, auctionId, amountCents));
  return publishBid(deps, placed);
}

/** The checks a bid meets against the auction as locked: the bidder, the auction's state, the amount. */
function checkBid(current: AuctionRow, userId: string, amountCents: number, now: Date): void {
  if (current.sellerId === userId) throw new AppError('FORBIDDEN', LIVE_TEXTS.ownBid);
  if (current.status !== 'active' || !current.endsAt || current.endsAt <= now) {
    throw conflict(LIVE_TEXTS.auctionNotActive);
  }
  if (amountCents <= current.currentPriceCents) {
    throw invalidBid(LIVE_TEXTS.bidTooLow(current.currentPriceCents));
  }
  const minimum = minimumBidCents(current.currentPriceCents);
  if (amountCents < minimum) throw invalidBid(LIVE_TEXTS.bidBelowIncrement(minimum));
}

export interface PlacedBid {
  auction: AuctionRow;
  extended: boolean;
}

/** A bid inside the caller's transaction (a request's, or a card payment's settlement: card-purposes.ts). */
export async function placeBidLocked(
  tx: Db,
  userId: string,
  auctionId: string,
  amountCents: number,
): Promise<PlacedBid> {
  const current = await auctions.lockAuction(tx, auctionId);
  if (!current) throw auctionNotFound();
  const now = new Date();
  checkBid(current, userId, amountCents, now);

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

  // Sudden death: the clock is the clock, however late the bid.
  const snipingFrom = current.endsAt!.getTime() - ANTI_SNIPING_SECONDS * 1000;
  const endsAt =
    !current.suddenDeath && now.getTime() > snipingFrom
      ? new Date(now.getTime() + ANTI_SNIPING_SECONDS * 1000)
      : current.endsAt!;
  const updated = await auctions.updateAuction(tx, current.id, {
    currentPriceCents: amountCents,
    winnerId: userId,
    endsAt,
  });
  return { auction: updated, extended: endsAt !== current.endsAt };
}

/** After a bid has committed: the auction's timer moved if the bid extended it, and every viewer told. */
export async function publishBid(deps: LiveDeps, { auction, extended }: PlacedBid): Promise<LiveAuction> {
  if (extended) deps.timers?.schedule(auction.id, auction.endsAt!);
  // The bidder is never the seller, so what they see is the public view every viewer gets: built once.
  const [view] = await toAuctions(deps.db, [auction], null);
  await publishToStream(deps, view!.streamId, { type: LIVE_EVENTS.auction, data: view! });
  return view!;
}

/**
 * What the bidder's wallets lack for this bid now (0: nothing), or the refusal the bid would meet now, so no card is
 * charged for a bid that could not be placed (docs/decisions/035). Their own winning bid's money counts: raising it
 * releases it first.
 */
export async function bidShortfall(
  deps: LiveDeps,
  userId: string,
  bid: { auctionId: string; streamId: string; amountCents: number },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const current = await auctions.lockAuction(tx, bid.auctionId);
    if (!current || current.streamId !== bid.streamId) throw auctionNotFound();
    checkBid(current, userId, bid.amountCents, new Date());
    const beaten = await auctions.winningBid(tx, current.id);
    const ownHeld = beaten?.bidderId === userId ? beaten.amountCents : 0;
    const balances = await memberBalances(tx, userId);
    const available = Math.max(balances.creditCents, 0) + Math.max(balances.cashCents, 0) + ownHeld;
    return Math.max(0, bid.amountCents - available);
  });
}
