import {
  ANTI_SNIPING_SECONDS,
  LIVE_EVENTS,
  LIVE_TEXTS,
  type LiveAuction,
  type PlaceBid,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import { hold, memberBalances, releaseHold } from '../wallet/index.ts';
import { auctionNotFound, conflict, publishToStream, type LiveDeps } from './common.ts';
import * as auctions from './queries/auctions.ts';
import type { AuctionRow } from './queries/auctions.ts';
import { askedBid, contest } from './proxy-bidding.ts';
import { toAuctions } from './view.ts';

/**
 * POST /api/live/auctions/{id}/bids (docs/product/live.md "Bidding" and "Maximum bids"). Bids on one auction take
 * turns on its row lock, so each is checked against the price as it stands: higher than the current price by at
 * least the increment, never the seller's own, only while the auction runs. A bid may carry a maximum the server
 * bids up to for its bidder (proxy-bidding.ts). The leading bid's maximum is put on hold from its bidder's wallets
 * (credit first, then cash) and the bid it beats has its hold released, in the same transaction; a bid the wallets
 * cannot cover up to its maximum is refused. A bid in the last ANTI_SNIPING_SECONDS moves the end to that many
 * seconds after it, so nobody wins by bidding at the last instant, unless the seller chose sudden death.
 */
export async function placeBid(
  deps: LiveDeps,
  userId: string,
  auctionId: string,
  request: PlaceBid,
): Promise<LiveAuction> {
  if (!isUuid(auctionId)) throw auctionNotFound();
  const placed = await deps.db.transaction((tx) => placeBidLocked(tx, userId, auctionId, request));
  return publishBid(deps, placed);
}

/** The checks a bid meets against the auction as locked, whatever its amount: the bidder, the auction's state. */
function checkAuction(current: AuctionRow, userId: string, now: Date): void {
  if (current.sellerId === userId) throw new AppError('FORBIDDEN', LIVE_TEXTS.ownBid);
  if (current.status !== 'active' || !current.endsAt || current.endsAt <= now) {
    throw conflict(LIVE_TEXTS.auctionNotActive);
  }
}

export interface PlacedBid {
  auction: AuctionRow;
  extended: boolean;
  /** Whether viewers see anything new (a leader raising only their maximum changes nothing they see). */
  seen: boolean;
  bidderId: string;
  /** The bidder's maximum when their bid leads after it, else null. */
  bidderMaxCents: number | null;
}

type Balances = Awaited<ReturnType<typeof memberBalances>>;

/** What the bidder's wallets can put towards a hold of their maximum: their own leading bid's hold counts too. */
const availableCents = (balances: Balances, ownHeldCents: number) =>
  Math.max(balances.creditCents, 0) + Math.max(balances.cashCents, 0) + ownHeldCents;

/**
 * The bidder's maximum held, credit first. Each new hold in an auction is for a higher maximum than any before it
 * (a newcomer leads only above the leader's maximum, a leader only raises theirs), so the key is unique.
 */
async function holdMaximum(tx: Db, userId: string, balances: Balances, auctionId: string, maxCents: number) {
  const creditCents = Math.min(Math.max(balances.creditCents, 0), maxCents);
  return hold(tx, {
    userId,
    creditCents,
    cashCents: maxCents - creditCents,
    idempotencyKey: `auction_bid:${auctionId}:${maxCents}`,
    reference: `auction:${auctionId}`,
    insufficientMessage: LIVE_TEXTS.bidNotCovered,
  });
}

/** A bid inside the caller's transaction (a request's, or a card payment's settlement: card-purposes.ts). */
export async function placeBidLocked(
  tx: Db,
  userId: string,
  auctionId: string,
  request: PlaceBid,
): Promise<PlacedBid> {
  const current = await auctions.lockAuction(tx, auctionId);
  if (!current) throw auctionNotFound();
  const now = new Date();
  checkAuction(current, userId, now);
  const leading = await auctions.winningBid(tx, current.id);
  const own = leading?.bidderId === userId ? leading : undefined;
  const asked = askedBid(request, current.currentPriceCents, own ? own.maxCents : null);
  const balances = await memberBalances(tx, userId);
  if (asked.maxCents > availableCents(balances, own?.maxCents ?? 0)) {
    throw conflict(LIVE_TEXTS.bidNotCovered);
  }

  let priceCents: number;
  let winnerId = userId;
  let bidderMaxCents: number | null = asked.maxCents;
  if (own) {
    // The leader bids again, or raises their maximum: the hold grows to the new maximum (released first, so the
    // money it held counts).
    let holdId = own.holdId!;
    if (asked.maxCents > own.maxCents) {
      await releaseHold(tx, own.holdId!);
      const released = await memberBalances(tx, userId);
      holdId = (await holdMaximum(tx, userId, released, current.id, asked.maxCents)).id;
    }
    if (asked.amountCents === undefined) {
      await auctions.updateBid(tx, own.id, { maxCents: asked.maxCents, holdId });
      return { auction: current, extended: false, seen: false, bidderId: userId, bidderMaxCents };
    }
    await auctions.updateBid(tx, own.id, { isWinning: false });
    await auctions.insertBid(tx, {
      auctionId: current.id,
      bidderId: userId,
      amountCents: asked.amountCents,
      maxCents: asked.maxCents,
      holdId,
      isWinning: true,
    });
    priceCents = asked.amountCents;
  } else {
    const newcomer = { amountCents: asked.amountCents!, maxCents: asked.maxCents };
    const result = contest(newcomer, leading?.maxCents ?? null);
    priceCents = result.priceCents;
    if (result.leads) {
      if (leading) {
        // The beaten leader's bid stood up to its maximum: that is what it shows now, and its money goes back.
        await auctions.updateBid(tx, leading.id, { isWinning: false, amountCents: leading.maxCents });
        await releaseHold(tx, leading.holdId!);
      }
      const held = await holdMaximum(tx, userId, balances, current.id, asked.maxCents);
      await auctions.insertBid(tx, {
        auctionId: current.id,
        bidderId: userId,
        amountCents: result.priceCents,
        maxCents: asked.maxCents,
        holdId: held.id,
        isWinning: true,
      });
    } else {
      // Beaten at once by the leader's maximum: the bid stands at its own maximum and holds nothing.
      await auctions.insertBid(tx, {
        auctionId: current.id,
        bidderId: userId,
        amountCents: asked.maxCents,
        maxCents: asked.maxCents,
        holdId: null,
        isWinning: false,
      });
      await auctions.updateBid(tx, leading!.id, { amountCents: result.priceCents });
      winnerId = leading!.bidderId;
      bidderMaxCents = null;
    }
  }

  // Sudden death: the clock is the clock, however late the bid.
  const snipingFrom = current.endsAt!.getTime() - ANTI_SNIPING_SECONDS * 1000;
  const endsAt =
    !current.suddenDeath && now.getTime() > snipingFrom
      ? new Date(now.getTime() + ANTI_SNIPING_SECONDS * 1000)
      : current.endsAt!;
  const updated = await auctions.updateAuction(tx, current.id, {
    currentPriceCents: priceCents,
    winnerId,
    endsAt,
  });
  return {
    auction: updated,
    extended: endsAt !== current.endsAt,
    seen: true,
    bidderId: userId,
    bidderMaxCents,
  };
}

/** After a bid has committed: the auction's timer moved if the bid extended it, and every viewer told. */
export async function publishBid(deps: LiveDeps, placed: PlacedBid): Promise<LiveAuction> {
  const { auction, extended } = placed;
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
  return deps.db.transaction(async (tx) => {
    const current = await auctions.lockAuction(tx, bid.auctionId);
    if (!current || current.streamId !== bid.streamId) throw auctionNotFound();
    checkAuction(current, userId, new Date());
    const leading = await auctions.winningBid(tx, current.id);
    const own = leading?.bidderId === userId ? leading : undefined;
    const asked = askedBid(bid, current.currentPriceCents, own ? own.maxCents : null);
    const available = availableCents(await memberBalances(tx, userId), own?.maxCents ?? 0);
    return Math.max(0, asked.maxCents - available);
  });
}
