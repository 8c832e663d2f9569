import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXTS, type LiveAuction, type LiveAuctionList } from '@swapyard/domain';
import { auctionBids, liveAuctions, trades, walletHolds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { handOverAll } from '../trades/trade-test-kit.ts';
import { closeDueAuction } from './auctions.ts';
import {
  balances,
  bid,
  bidUpTo,
  expectError,
  expectSoundLedger,
  json,
  liveAuction,
  member,
} from './live-test-kit.ts';

/* Maximum bids (docs/product/live.md, "Maximum bids"): on PostgreSQL, since they are money and races. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const auctionsSeenBy = async (streamId: string, client = t.client()) =>
  json<LiveAuctionList>(await client.get(`/api/live/streams/${streamId}/auctions`), 200);
const auctionRow = async (auctionId: string) =>
  (await t.db.select().from(liveAuctions).where(eq(liveAuctions.id, auctionId)))[0]!;
const heldHolds = async (auctionId: string) =>
  t.db
    .select({
      ownerId: walletHolds.ownerId,
      creditCents: walletHolds.creditCents,
      cashCents: walletHolds.cashCents,
    })
    .from(walletHolds)
    .where(and(eq(walletHolds.reference, `auction:${auctionId}`), eq(walletHolds.status, 'held')));
const nextBidWindow = () => new Promise((resolve) => setTimeout(resolve, 1000));
const bidsOf = (auction: LiveAuction) =>
  auction.recentBids.map((b) => [b.bidder.id, b.amountCents, b.isWinning]);

describe('maximum bids', () => {
  it('bid for the bidder up to their maximum, one increment at a time, with only the price shown', async () => {
    const streamer = await member(t);
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const ann = await member(t, { creditCents: 3000, cashCents: 2000 });
    const ben = await member(t, { creditCents: 10_000 });

    // A maximum alone: the lowest bid that leads, the whole maximum held (credit first).
    const opened = await json<LiveAuction>(await bidUpTo(ann, auction.id, { maxCents: 4000 }), 201);
    expect(opened).toMatchObject({ currentPriceCents: 1100, winner: { id: ann.id }, myMaxCents: 4000 });
    expect(await balances(t, ann.id)).toEqual({ creditCents: 0, cashCents: 1000, heldCents: 4000 });
    // Nobody else sees it: not a visitor, not the next bidder.
    const seen = (await auctionsSeenBy(stream.id)).open[0]!;
    expect(seen.myMaxCents).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('4000');
    expect((await auctionsSeenBy(stream.id, ann.client)).open[0]!.myMaxCents).toBe(4000);

    // A plain bid under Ann's maximum is beaten at once: Ann leads one increment above it, Ben holds nothing.
    const beaten = await json<LiveAuction>(await bid(ben, auction.id, 2000), 201);
    expect(beaten).toMatchObject({
      currentPriceCents: 2100,
      winner: { id: ann.id },
      myMaxCents: null,
      bidCount: 2,
    });
    expect(bidsOf(beaten)).toEqual([
      [ann.id, 2100, true],
      [ben.id, 2000, false],
    ]);
    expect((await balances(t, ben.id)).heldCents).toBe(0);
    expect((await balances(t, ann.id)).heldCents).toBe(4000);

    // A higher maximum beats Ann's by one increment: her bid shows what it went up to, her money comes back.
    const leads = await json<LiveAuction>(await bidUpTo(ben, auction.id, { maxCents: 6000 }), 201);
    expect(leads).toMatchObject({ currentPriceCents: 4100, winner: { id: ben.id }, myMaxCents: 6000 });
    expect(bidsOf(leads)).toEqual([
      [ben.id, 4100, true],
      [ann.id, 4000, false],
      [ben.id, 2000, false],
    ]);
    expect(await balances(t, ann.id)).toEqual({ creditCents: 3000, cashCents: 2000, heldCents: 0 });
    expect(await heldHolds(auction.id)).toEqual([{ ownerId: ben.id, creditCents: 6000, cashCents: 0 }]);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectSoundLedger(t);
  });

  it('keep the earlier of two equal maxima, and refuse a maximum below the next increment', async () => {
    const streamer = await member(t);
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const ann = await member(t, { creditCents: 5000 });
    const ben = await member(t, { creditCents: 5000 });
    await json<LiveAuction>(await bidUpTo(ann, auction.id, { maxCents: 3000 }), 201);
    const tie = await json<LiveAuction>(await bidUpTo(ben, auction.id, { maxCents: 3000 }), 201);
    expect(tie).toMatchObject({ currentPriceCents: 3000, winner: { id: ann.id } });
    expect(bidsOf(tie)).toEqual([
      [ann.id, 3000, true],
      [ben.id, 3000, false],
    ]);
    const cara = await member(t, { creditCents: 5000 });
    await expectError(
      await bidUpTo(cara, auction.id, { maxCents: 3050 }),
      400,
      LIVE_TEXTS.bidBelowIncrement(3100),
    );
    await expectError(
      await bidUpTo(cara, auction.id, { amountCents: 3500, maxCents: 3200 }),
      400,
      LIVE_TEXTS.maximumBelowBid,
    );
    await expectError(await bidUpTo(cara, auction.id, {}), 400, LIVE_TEXTS.bidOrMaximumRequired);
    // A maximum the wallet cannot cover is refused even when it would be beaten at once: nobody learns the
    // leader's maximum without the money to back their own.
    await expectError(await bidUpTo(ben, auction.id, { maxCents: 5100 }), 409, LIVE_TEXTS.bidNotCovered);
    expect((await auctionRow(auction.id)).currentPriceCents).toBe(3000);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectSoundLedger(t);
  });

  it('let the leader raise their maximum without moving the price, the hold following it', async () => {
    const streamer = await member(t);
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const ann = await member(t, { creditCents: 2000, cashCents: 2000 });
    await json<LiveAuction>(await bidUpTo(ann, auction.id, { maxCents: 2000 }), 201);
    await expectError(
      await bidUpTo(ann, auction.id, { maxCents: 1500 }),
      400,
      LIVE_TEXTS.maximumNotRaised(2000),
    );
    const raised = await json<LiveAuction>(await bidUpTo(ann, auction.id, { maxCents: 3500 }), 201);
    expect(raised).toMatchObject({ currentPriceCents: 1100, bidCount: 1, myMaxCents: 3500 });
    expect(await balances(t, ann.id)).toEqual({ creditCents: 0, cashCents: 500, heldCents: 3500 });
    expect(await heldHolds(auction.id)).toEqual([{ ownerId: ann.id, creditCents: 2000, cashCents: 1500 }]);
    await nextBidWindow(); // BIDS_PER_SECOND
    await expectError(await bidUpTo(ann, auction.id, { maxCents: 4100 }), 409, LIVE_TEXTS.bidNotCovered);
    // Bidding again on top of her own maximum keeps it, and holds no more.
    const again = await json<LiveAuction>(await bid(ann, auction.id, 1500), 201);
    expect(again).toMatchObject({ currentPriceCents: 1500, bidCount: 2, myMaxCents: 3500 });
    expect(await balances(t, ann.id)).toEqual({ creditCents: 0, cashCents: 500, heldCents: 3500 });
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    expect(await balances(t, ann.id)).toEqual({ creditCents: 2000, cashCents: 2000, heldCents: 0 });
    await expectSoundLedger(t);
  });

  it('charge the winner the price, not their maximum: the rest of the hold goes back at the close', async () => {
    const streamer = await member(t);
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const ann = await member(t, { creditCents: 3000, cashCents: 2000 });
    const ben = await member(t, { creditCents: 5000 });
    await json<LiveAuction>(await bidUpTo(ann, auction.id, { maxCents: 4000 }), 201);
    await json<LiveAuction>(await bid(ben, auction.id, 2000), 201);
    const sellerBefore = await balances(t, streamer.id);
    await t.db
      .update(liveAuctions)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(eq(liveAuctions.id, auction.id));
    expect(await closeDueAuction(t.live, auction.id)).toBeUndefined();
    const sold = await auctionRow(auction.id);
    expect(sold).toMatchObject({ status: 'sold', winnerId: ann.id, currentPriceCents: 2100 });
    const [trade] = await t.db.select().from(trades).where(eq(trades.id, sold.tradeId!));
    expect(trade).toMatchObject({ cashDifferenceCents: 2100, paymentMethod: 'credit' });
    // $40 was held as $30 credit and $10 cash: the $21 kept is credit, so the cash goes back first.
    expect(await balances(t, ann.id)).toEqual({ creditCents: 900, cashCents: 2000, heldCents: 2100 });
    await handOverAll(trade!.id, [ann, streamer]);
    expect(await balances(t, streamer.id)).toEqual({
      ...sellerBefore,
      cashCents: sellerBefore.cashCents + 2100,
    });
    expect(await balances(t, ann.id)).toEqual({ creditCents: 900, cashCents: 2000, heldCents: 0 });
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectSoundLedger(t);
  });

  it('race: of maxima placed at the same moment one leads, one increment above the next, and only it holds', async () => {
    for (let round = 0; round < 3; round++) {
      const streamer = await member(t);
      const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
      const bidders = await Promise.all(Array.from({ length: 8 }, () => member(t, { creditCents: 20_000 })));
      // Distinct maxima, in a shuffled order, some a few cents apart: the increment is capped by the top maximum.
      const maxima = bidders.map((_, i) => 5000 + ((i * 37 + round * 11) % 8) * 1000 + (i % 2) * 50);
      const answers = await Promise.all(
        bidders.map((who, i) => bidUpTo(who, auction.id, { maxCents: maxima[i]! })),
      );
      // A maximum the price has already passed is refused (400); the two highest never are, being far apart from
      // every other.
      for (const res of answers) expect([201, 400]).toContain(res.status);
      const sorted = [...maxima].sort((a, b) => b - a);
      const top = bidders[maxima.indexOf(sorted[0]!)]!;
      const winning = await t.db
        .select()
        .from(auctionBids)
        .where(and(eq(auctionBids.auctionId, auction.id), eq(auctionBids.isWinning, true)));
      expect(winning.map((w) => [w.bidderId, w.maxCents])).toEqual([[top.id, sorted[0]]]);
      const price = (await auctionRow(auction.id)).currentPriceCents;
      // In whatever order they were taken, the top maximum ends one increment above the second.
      expect(price).toBe(Math.min(sorted[0]!, sorted[1]! + 100));
      expect(await heldHolds(auction.id)).toEqual([
        { ownerId: top.id, creditCents: sorted[0], cashCents: 0 },
      ]);
      const held = await Promise.all(bidders.map(async (who) => (await balances(t, who.id)).heldCents));
      expect(held.reduce((a, b) => a + b, 0)).toBe(sorted[0]);
      await streamer.client.post(`/api/live/streams/${stream.id}/end`);
      await expectSoundLedger(t);
    }
  });
});
