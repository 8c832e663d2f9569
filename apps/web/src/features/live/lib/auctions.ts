import { RECENT_AUCTIONS_SHOWN, type LiveAuction, type LiveAuctionList } from '@swapyard/domain/live';

/**
 * A stream's auctions as cached: the server's list plus how far the server's clock is ahead of this device's
 * (docs/product/live.md, "Auctions": the countdown runs on the server's end time, corrected by that difference).
 */
export interface AuctionBoard extends LiveAuctionList {
  clockOffsetMs: number;
}

/**
 * The list as asked for at `sentAtMs` and received at `receivedAtMs` (this device's Date.now()). The server read its
 * clock somewhere in between, taken as the middle: a slow answer (a busy server, a phone network) then errs by half
 * its time at most, where reading it as of the arrival ran every countdown late by all of it.
 */
export function toAuctionBoard(list: LiveAuctionList, sentAtMs: number, receivedAtMs: number): AuctionBoard {
  const serverMs = Date.parse(list.serverTime);
  const midpoint = (sentAtMs + receivedAtMs) / 2;
  return { ...list, clockOffsetMs: Number.isNaN(serverMs) ? 0 : Math.round(serverMs - midpoint) };
}

const isOpen = (auction: LiveAuction) => auction.status === 'pending' || auction.status === 'active';

const stage: Record<LiveAuction['status'], number> = { pending: 0, active: 1, sold: 2, passed: 2 };

/**
 * Whether `incoming` is older than what is known: two bids' events can arrive in the other order (each is
 * published after its own commit), and a late one must not undo a higher price or a close. An auction only moves
 * forward (waiting, running, closed) and its bids only add up, so those two order its states.
 */
export function isOlder(incoming: LiveAuction, known: LiveAuction): boolean {
  const byStage = stage[incoming.status] - stage[known.status];
  return byStage < 0 || (byStage === 0 && incoming.bidCount < known.bidCount);
}

/**
 * Events carry the public view: the reserve price (the streamer's own) and the leader's maximum are null in them. What
 * this cache already knows of either is kept: the reserve always, the maximum while the same member leads.
 */
function withOwnSecrets(auction: LiveAuction, known: LiveAuction | undefined): LiveAuction {
  if (!known) return auction;
  const keepsReserve =
    auction.reservePriceCents === null && known.reservePriceCents !== null && auction.hasReserve;
  const keepsMaximum =
    auction.myMaxCents === null && known.myMaxCents !== null && auction.winner?.id === known.winner?.id;
  return {
    ...auction,
    reservePriceCents: keepsReserve ? known.reservePriceCents : auction.reservePriceCents,
    myMaxCents: keepsMaximum ? known.myMaxCents : auction.myMaxCents,
  };
}

/**
 * An auction as an event or an answer has it now, put where it belongs: open (running or waiting, newest first) or
 * among the latest closed ones (newest first, RECENT_AUCTIONS_SHOWN of them), keeping what only this viewer knows.
 */
export function applyAuction(
  board: AuctionBoard | undefined,
  auction: LiveAuction,
): AuctionBoard | undefined {
  if (!board) return board;
  const known = [...board.open, ...board.recent].find((a) => a.id === auction.id);
  if (known && isOlder(auction, known)) return board;
  const next: LiveAuction = withOwnSecrets(auction, known);
  const replaceOrPrepend = (list: LiveAuction[]) =>
    list.some((a) => a.id === next.id) ? list.map((a) => (a.id === next.id ? next : a)) : [next, ...list];
  const without = (list: LiveAuction[]) => list.filter((a) => a.id !== next.id);
  return isOpen(next)
    ? { ...board, open: replaceOrPrepend(board.open), recent: without(board.recent) }
    : {
        ...board,
        open: without(board.open),
        recent: replaceOrPrepend(board.recent).slice(0, RECENT_AUCTIONS_SHOWN),
      };
}

/** The streamer's cache lost sight of a reserve (an auction first seen through an event): it refetches. */
export function missesReserve(board: AuctionBoard | undefined, auctionId: string): boolean {
  const auction = board && [...board.open, ...board.recent].find((a) => a.id === auctionId);
  return !!auction && auction.hasReserve && auction.reservePriceCents === null;
}

/** The running auction. */
export const runningAuction = (board: AuctionBoard | undefined) =>
  board?.open.find((a) => a.status === 'active') ?? null;

/** What the auction card shows: the running auction, else the latest result (sold or passed), else nothing. */
export const featuredAuction = (board: AuctionBoard | undefined) =>
  runningAuction(board) ?? board?.recent[0] ?? null;
