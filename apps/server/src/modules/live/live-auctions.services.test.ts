import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, jobs, liveAuctions, trades, walletHolds } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUCTION_CLOSE_JOB, auctionJobs, closeDueAuction, endAuctionNow } from './auctions.ts';
import { balances, bid, expectSoundLedger, liveAuction, member, type Member } from './live-test-kit.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the requests below could not overlap there.
let t: TestApp;
let streamer: Member;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  streamer = await member(t);
});
afterAll(() => t.close());

const row = async (auctionId: string) =>
  (await t.db.select().from(liveAuctions).where(eq(liveAuctions.id, auctionId)))[0]!;

describe('auctions under races (PostgreSQL)', () => {
  it('serialises 12 simultaneous bids: one winner, every beaten hold released, the ledger sound', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const bidders = await Promise.all(Array.from({ length: 12 }, () => member(t, { creditCents: 50_000 })));
    const answers = await Promise.all(bidders.map((who, i) => bid(who, auction.id, 2000 + i * 100)));
    const accepted = answers.filter((res) => res.status === 201).length;
    // Each bid either beat the price it met under the lock or was refused as too low: never two winners.
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(answers.every((res) => res.status === 201 || res.status === 400)).toBe(true);
    const bids = await t.db.select().from(auctionBids).where(eq(auctionBids.auctionId, auction.id));
    expect(bids).toHaveLength(accepted);
    const winning = bids.filter((b) => b.isWinning);
    expect(winning).toHaveLength(1);
    const top = Math.max(...bids.map((b) => b.amountCents));
    expect(winning[0]!.amountCents).toBe(top);
    expect((await row(auction.id)).currentPriceCents).toBe(top);
    const holds = await t.db
      .select()
      .from(walletHolds)
      .where(
        inArray(
          walletHolds.id,
          bids.flatMap((b) => (b.holdId ? [b.holdId] : [])),
        ),
      );
    expect(holds.filter((h) => h.status === 'held').map((h) => h.id)).toEqual([winning[0]!.holdId]);
    const held = await Promise.all(bidders.map(async (who) => (await balances(t, who.id)).heldCents));
    expect(held.reduce((a, b) => a + b, 0)).toBe(top);
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('closes exactly once when the timer, the job and a Sell click race', async () => {
    const buyer = await member(t, { creditCents: 5000 });
    const { stream, auction } = await liveAuction(t, streamer);
    expect((await bid(buyer, auction.id, 3000)).status).toBe(201);
    await t.db
      .update(liveAuctions)
      .set({ endsAt: new Date(Date.now() - 1) })
      .where(eq(liveAuctions.id, auction.id));
    const sellerBefore = await balances(t, streamer.id);
    const results = await Promise.allSettled([
      closeDueAuction(t.live, auction.id),
      closeDueAuction(t.live, auction.id),
      endAuctionNow(t.live, streamer.id, auction.id, 'sell'),
      endAuctionNow(t.live, streamer.id, auction.id, 'pass'),
    ]);
    // The streamer's clicks either closed it or were told it had closed already; nothing else failed.
    const [, , sell, pass] = results;
    expect([sell, pass].filter((r) => r!.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as { code?: string }).code).toBe('CONFLICT');
    }
    const closed = await row(auction.id);
    expect(['sold', 'passed']).toContain(closed.status);
    const sales = await t.db.select().from(trades).where(eq(trades.ownerItemId, closed.itemId));
    expect(sales).toHaveLength(closed.status === 'sold' ? 1 : 0);
    // Sold: the bid stays held for the handover (decision 039), the seller not yet paid; passed: released.
    expect((await balances(t, streamer.id)).cashCents).toBe(sellerBefore.cashCents);
    expect((await balances(t, buyer.id)).heldCents).toBe(closed.status === 'sold' ? 3000 : 0);
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('is still closed on time after a restart: the close job written at start does it without the timer', async () => {
    const buyer = await member(t, { creditCents: 5000 });
    const { stream, auction } = await liveAuction(t, streamer);
    expect((await bid(buyer, auction.id, 2000)).status).toBe(201);
    // The process that ran the auction is gone: no timer; its job is in the database.
    t.live.timers!.cancel(auction.id);
    const endsAt = new Date(Date.now() + 400);
    await t.db.update(liveAuctions).set({ endsAt }).where(eq(liveAuctions.id, auction.id));
    const closeJob = eq(jobs.dedupeKey, `${AUCTION_CLOSE_JOB}:${auction.id}`);
    expect(await t.db.select().from(jobs).where(closeJob)).toHaveLength(1);
    // As if the countdown had nearly run out: the job falls due with the auction's end.
    await t.db.update(jobs).set({ runAt: endsAt }).where(closeJob);
    // A fresh instance's runner: as server.ts wires it, with no timers of its own.
    const runner = createJobRunner({
      db: t.db,
      logger: createLogger('silent'),
      jobs: auctionJobs({ logger: t.logger }),
      pollMs: 100,
    });
    await runner.start();
    try {
      await expect
        .poll(async () => (await row(auction.id)).status, { timeout: 10_000, interval: 100 })
        .toBe('sold');
    } finally {
      await runner.stop();
    }
    // Sold: the winning bid stays held until the buyer has the item (decision 039).
    expect((await balances(t, buyer.id)).heldCents).toBe(2000);
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });
});
