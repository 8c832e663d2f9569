import { describe, expect, it } from 'vitest';
import {
  applyAuction,
  featuredAuction,
  missesReserve,
  runningAuction,
  toAuctionBoard,
  type AuctionBoard,
} from './auctions';
import { auction, member } from './live-test-kit';

const board = (overrides: Partial<AuctionBoard> = {}): AuctionBoard => ({
  open: [],
  recent: [],
  serverTime: '2026-11-26T10:00:00.000Z',
  clockOffsetMs: 0,
  ...overrides,
});

describe('toAuctionBoard', () => {
  const at = (time: string) => Date.parse(`2026-11-26T${time}Z`);
  const list = { open: [], recent: [], serverTime: '2026-11-26T10:00:05.000Z' };

  it("keeps how far the server's clock is ahead of this device's", () => {
    expect(toAuctionBoard(list, at('10:00:00.000'), at('10:00:00.000')).clockOffsetMs).toBe(5_000);
    expect(toAuctionBoard(list, at('10:00:07.500'), at('10:00:07.500')).clockOffsetMs).toBe(-2_500);
  });

  it('reads the server clock as of the middle of a slow answer, not its arrival', () => {
    // Same clocks, an answer that took 4 s: the offset is off by 2 s at most (it was 4 s, a 30 s countdown showing 0:34).
    const slow = toAuctionBoard(list, at('10:00:03.000'), at('10:00:07.000'));
    expect(Math.abs(slow.clockOffsetMs)).toBeLessThanOrEqual(2_000);
    expect(slow.clockOffsetMs).toBe(0);
  });
});

describe('applyAuction', () => {
  it('puts a new auction first among the open ones', () => {
    const next = applyAuction(board({ open: [auction('a')] }), auction('b'));
    expect(next?.open.map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('updates an open auction where it stands (a bid raises the price)', () => {
    const running = auction('a', { status: 'active', endsAt: '2026-11-26T10:01:00.000Z' });
    const bid = { ...running, currentPriceCents: 2600, bidCount: 1, winner: member('zara') };
    const next = applyAuction(board({ open: [auction('b'), running] }), bid);
    expect(next?.open.map((a) => a.id)).toEqual(['b', 'a']);
    expect(next?.open[1]?.currentPriceCents).toBe(2600);
  });

  it('moves a sold or passed auction to the latest results, newest first, two of them', () => {
    const start = board({
      open: [auction('c', { status: 'active' })],
      recent: [auction('b', { status: 'sold' }), auction('a', { status: 'passed' })],
    });
    const next = applyAuction(start, auction('c', { status: 'sold', winner: member('zara') }));
    expect(next?.open).toEqual([]);
    expect(next?.recent.map((a) => a.id)).toEqual(['c', 'b']);
  });

  it('ignores an event older than what it shows: a late bid never lowers the price nor reopens a closed auction', () => {
    const higher = auction('a', { status: 'active', currentPriceCents: 1300, bidCount: 2 });
    const lower = auction('a', { status: 'active', currentPriceCents: 1200, bidCount: 1 });
    expect(applyAuction(board({ open: [higher] }), lower)!.open).toEqual([higher]);
    const sold = auction('a', { status: 'sold', currentPriceCents: 1300, bidCount: 2 });
    const closed = board({ recent: [sold] });
    expect(applyAuction(closed, higher)).toEqual(closed);
    // Newer states still apply.
    expect(applyAuction(board({ open: [lower] }), higher)!.open).toEqual([higher]);
  });

  it('applies the same event twice as once', () => {
    const sold = auction('c', { status: 'sold' });
    const once = applyAuction(board({ open: [auction('c', { status: 'active' })] }), sold);
    expect(applyAuction(once, sold)).toEqual(once);
  });

  it("keeps the streamer's reserve price, which the public event does not carry", () => {
    const mine = auction('a', { hasReserve: true, reservePriceCents: 5000, reserveMet: false });
    const event = { ...mine, status: 'active' as const, reservePriceCents: null };
    const next = applyAuction(board({ open: [mine] }), event);
    expect(next?.open[0]?.reservePriceCents).toBe(5000);
    expect(next?.open[0]?.status).toBe('active');
    expect(missesReserve(next, 'a')).toBe(false);
  });

  it("keeps the leader's own maximum while they lead, and forgets it once someone else does", () => {
    const leading = auction('a', { status: 'active', winner: member('cara'), myMaxCents: 4000, bidCount: 1 });
    const pushed = { ...leading, currentPriceCents: 2100, bidCount: 2, myMaxCents: null };
    const kept = applyAuction(board({ open: [leading] }), pushed);
    expect(kept?.open[0]).toMatchObject({ currentPriceCents: 2100, myMaxCents: 4000 });
    const outbid = { ...pushed, winner: member('dan'), bidCount: 3 };
    expect(applyAuction(kept, outbid)?.open[0]?.myMaxCents).toBeNull();
  });

  it('tells the streamer to read the list again for an auction first seen through an event', () => {
    const event = auction('a', { hasReserve: true, reservePriceCents: null, reserveMet: false });
    expect(missesReserve(applyAuction(board(), event), 'a')).toBe(true);
    expect(missesReserve(applyAuction(board(), auction('b')), 'b')).toBe(false);
  });

  it('leaves an empty cache empty: the first read is still to come', () => {
    expect(applyAuction(undefined, auction('a'))).toBeUndefined();
  });
});

describe('featuredAuction', () => {
  it('is the running auction, else the latest result, else none', () => {
    const running = auction('r', { status: 'active' });
    const sold = auction('s', { status: 'sold' });
    expect(featuredAuction(board({ open: [auction('p'), running], recent: [sold] }))?.id).toBe('r');
    expect(runningAuction(board({ open: [auction('p')] }))).toBeNull();
    expect(featuredAuction(board({ open: [auction('p')], recent: [sold] }))?.id).toBe('s');
    expect(featuredAuction(board())).toBeNull();
    expect(featuredAuction(undefined)).toBeNull();
  });
});
