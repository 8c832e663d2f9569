import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appRoutes,
  LIVE_TEXTS,
  liveAuctionListSchema,
  liveAuctionSchema,
  type LiveAuction,
  type LiveAuctionList,
} from '@swapyard/domain';
import { items, liveAuctions, notifications, trades } from '../../db/schema/index.ts';
import { createItem } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeDueAuction } from './auctions.ts';
import { handOverAll } from '../trades/trade-test-kit.ts';
import {
  balances,
  bid,
  expectError,
  expectSoundLedger,
  goLive,
  json,
  liveAuction,
  member,
  type Member,
} from './live-test-kit.ts';

let t: TestApp;
let streamer: Member;
let ann: Member;
let ben: Member;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
  streamer = await member(t);
  ann = await member(t, { creditCents: 3000, cashCents: 2000 });
  ben = await member(t, { creditCents: 10_000 });
});
afterAll(() => t.close());

const auctionsOf = async (streamId: string, client = t.client()) =>
  json<LiveAuctionList>(await client.get(`/api/live/streams/${streamId}/auctions`), 200);
/** Moves an auction's end, as if its countdown had run for a while. */
const endsIn = (auctionId: string, ms: number) =>
  t.db
    .update(liveAuctions)
    .set({ endsAt: new Date(Date.now() + ms) })
    .where(eq(liveAuctions.id, auctionId));
const row = async (auctionId: string) =>
  (await t.db.select().from(liveAuctions).where(eq(liveAuctions.id, auctionId)))[0]!;

describe('creating and starting auctions', () => {
  it("takes one of the streamer's available items with a starting price, an optional reserve and a duration", async () => {
    const stream = await goLive(streamer);
    const path = `/api/live/streams/${stream.id}/auctions`;
    const item = await createItem(t, streamer.user);
    const missing = LIVE_TEXTS.missingInformation;
    await expectError(await streamer.client.post(path, { startingPriceCents: 500 }), 400, missing);
    await expectError(
      await streamer.client.post(path, { itemId: item.id, startingPriceCents: 0 }),
      400,
      missing,
    );
    await expectError(
      await streamer.client.post(path, { itemId: item.id, startingPriceCents: 500, reservePriceCents: 400 }),
      400,
      LIVE_TEXTS.reserveBelowStart,
    );
    await expectError(
      await streamer.client.post(path, { itemId: item.id, startingPriceCents: 500, durationSeconds: 45 }),
      400,
      LIVE_TEXTS.durationInvalid,
    );
    await expectError(
      await ann.client.post(path, { itemId: item.id, startingPriceCents: 500 }),
      403,
      LIVE_TEXTS.notStreamer,
    );
    const others = await createItem(t, ann.user);
    await expectError(
      await streamer.client.post(path, { itemId: others.id, startingPriceCents: 500 }),
      409,
      LIVE_TEXTS.itemNotAuctionable,
    );
    const hidden = await createItem(t, streamer.user, { visibility: 'private' });
    await expectError(
      await streamer.client.post(path, { itemId: hidden.id, startingPriceCents: 500 }),
      409,
      LIVE_TEXTS.itemPrivate,
    );

    const liveOnly = await createItem(t, streamer.user, { visibility: 'live-only', title: 'Stage jacket' });
    const created = await json<LiveAuction>(
      await streamer.client.post(path, {
        itemId: liveOnly.id,
        startingPriceCents: 1500,
        reservePriceCents: 4000,
      }),
      201,
    );
    expect(liveAuctionSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      status: 'pending',
      durationSeconds: 60,
      currentPriceCents: 1500,
      reservePriceCents: 4000,
      hasReserve: true,
      reserveMet: false,
      item: { id: liveOnly.id, title: 'Stage jacket' },
    });
    // One open auction per item.
    await expectError(
      await streamer.client.post(path, { itemId: liveOnly.id, startingPriceCents: 100 }),
      409,
      LIVE_TEXTS.itemNotAuctionable,
    );
    // Viewers (visitors included) see the live-only item inside the stream, but not the reserve.
    const seen = await auctionsOf(stream.id);
    expect(liveAuctionListSchema.parse(seen)).toEqual(seen);
    expect(seen.open[0]).toMatchObject({
      item: { title: 'Stage jacket' },
      reservePriceCents: null,
      hasReserve: true,
    });
    expect((await auctionsOf(stream.id, streamer.client)).open[0]!.reservePriceCents).toBe(4000);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('runs one auction per stream at a time, its countdown on the server clock', async () => {
    const { stream, auction } = await liveAuction(t, streamer);
    expect(auction.status).toBe('active');
    const ends = new Date(auction.endsAt!).getTime() - new Date(auction.startedAt!).getTime();
    expect(ends).toBe(60_000);
    const second = await createItem(t, streamer.user);
    const waiting = await json<LiveAuction>(
      await streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
        itemId: second.id,
        startingPriceCents: 100,
      }),
      201,
    );
    await expectError(
      await streamer.client.post(`/api/live/auctions/${waiting.id}/start`),
      409,
      LIVE_TEXTS.anotherAuctionActive,
    );
    expect((await ann.client.post(`/api/live/auctions/${waiting.id}/start`)).status).toBe(403);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });
});

describe('bidding', () => {
  it('refuses visitors, the seller, bids not above the price by the increment, and bids the wallet cannot cover', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    expect(
      (await t.client().post(`/api/live/auctions/${auction.id}/bids`, { amountCents: 2000 })).status,
    ).toBe(401);
    await expectError(await bid(streamer, auction.id, 2000), 403, LIVE_TEXTS.ownBid);
    await expectError(await bid(ann, auction.id, 1000), 400, 'Bid must be higher than $10.00');
    await expectError(
      await bid(ann, auction.id, 1050),
      400,
      'Bid at least $11.00: each bid beats the current price by $1.00 or more.',
    );
    // Ann has $30 credit and $20 cash: $50 in all.
    await expectError(await bid(ann, auction.id, 5001), 409, LIVE_TEXTS.bidNotCovered);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('holds each bid from the wallet (credit first) and releases it the moment it is beaten', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    const annBefore = await balances(t, ann.id);
    const first = await json<LiveAuction>(await bid(ann, auction.id, 4000), 201);
    expect(first).toMatchObject({ currentPriceCents: 4000, winner: { id: ann.id }, bidCount: 1 });
    expect(await balances(t, ann.id)).toEqual({
      creditCents: annBefore.creditCents - 3000,
      cashCents: annBefore.cashCents - 1000,
      heldCents: annBefore.heldCents + 4000,
    });
    const beaten = await json<LiveAuction>(await bid(ben, auction.id, 5000), 201);
    expect(beaten.recentBids.map((b) => [b.bidder.id, b.amountCents, b.isWinning])).toEqual([
      [ben.id, 5000, true],
      [ann.id, 4000, false],
    ]);
    expect(await balances(t, ann.id)).toEqual(annBefore);
    expect((await balances(t, ben.id)).heldCents).toBe(5000);
    // Raising one's own bid moves the hold to the new amount.
    await json<LiveAuction>(await bid(ben, auction.id, 6000), 201);
    expect((await balances(t, ben.id)).heldCents).toBe(6000);
    await expectSoundLedger(t);
    // Ending the stream passes the auction: nobody pays for an auction cut short.
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    expect((await balances(t, ben.id)).heldCents).toBe(0);
    expect((await row(auction.id)).status).toBe('passed');
    await expectSoundLedger(t);
  });

  it('moves the end to 10 seconds after a bid in the last 10 seconds (anti-sniping)', async () => {
    const { stream, auction } = await liveAuction(t, streamer);
    await endsIn(auction.id, 30_000);
    const early = await json<LiveAuction>(await bid(ben, auction.id, 1500), 201);
    expect(new Date(early.endsAt!).getTime() - Date.now()).toBeGreaterThan(25_000);
    await endsIn(auction.id, 3_000);
    const before = Date.now();
    const late = await json<LiveAuction>(await bid(ann, auction.id, 1600), 201);
    const left = new Date(late.endsAt!).getTime() - before;
    expect(left).toBeGreaterThanOrEqual(9_900);
    expect(left).toBeLessThan(11_000);
    expect(late.suddenDeath).toBe(false);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('never moves the end of a sudden-death auction, however late the bid, and says which it is', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { suddenDeath: true });
    expect(auction.suddenDeath).toBe(true);
    await endsIn(auction.id, 3_000);
    const endsAt = (await row(auction.id)).endsAt!.getTime();
    const late = await json<LiveAuction>(await bid(ann, auction.id, 1600), 201);
    expect(new Date(late.endsAt!).getTime()).toBe(endsAt);
    expect(late.suddenDeath).toBe(true);
    const listed = await auctionsOf(stream.id);
    expect(listed.open.find((a) => a.id === auction.id)?.suddenDeath).toBe(true);
    const malformed = await streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
      itemId: auction.item.id,
      startingPriceCents: 500,
      suddenDeath: 'yes',
    });
    expect(malformed.status).toBe(400);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });
});

describe('closing', () => {
  it('sells at zero to the highest bidder: the item is sold, a trade links them, the money held until it is received', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { startingPriceCents: 1000 });
    await json(await bid(ann, auction.id, 2500), 201);
    // Ann's wallet says what her money is held for, then, once she has won, what it waits for.
    const holdLine = async () => {
      const { activity } = (await (await ann.client.get('/api/wallet/activity')).json()) as {
        activity: Array<{ hold: string | null; description: string }>;
      };
      return activity.find((line) => line.hold === 'held')?.description;
    };
    expect(await holdLine()).toMatch(/^Held for your bid on '.+' in a live auction$/);
    const sellerBefore = await balances(t, streamer.id);
    const annBefore = await balances(t, ann.id);
    // Not yet due: the closer says when to look again.
    expect(await closeDueAuction(t.live, auction.id)).toMatchObject({ retryAt: expect.any(Date) });
    await endsIn(auction.id, -1);
    expect(await closeDueAuction(t.live, auction.id)).toBeUndefined();
    const sold = await row(auction.id);
    expect(sold).toMatchObject({ status: 'sold', winnerId: ann.id });
    // Held for the handover (docs/decisions/039): the seller is paid once Ann has the item.
    expect(await balances(t, streamer.id)).toEqual(sellerBefore);
    expect(await balances(t, ann.id)).toEqual(annBefore);
    const [trade] = await t.db.select().from(trades).where(eq(trades.id, sold.tradeId!));
    expect(trade).toMatchObject({
      kind: 'auction',
      status: 'accepted',
      handover: true,
      requesterId: ann.id,
      ownerId: streamer.id,
      ownerItemId: sold.itemId,
      cashDifferenceCents: 2500,
    });
    const [item] = await t.db.select().from(items).where(eq(items.id, sold.itemId));
    expect(item!.status).toBe('sold');
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, appRoutes.tradeConversation(trade!.id)));
    expect(told.map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [ann.id, 'You won the auction!'],
        [streamer.id, 'Item Sold!'],
      ].sort(),
    );
    expect(await holdLine()).toMatch(/^Held until you have '.+': choose how you get it$/);
    // The buyer and seller can talk in the trade's conversation.
    expect((await ann.client.get(`/api/trades/${trade!.id}`)).status).toBe(200);
    // Handed over at a meetup with Ann's code: the seller is paid then, from Ann's hold.
    await handOverAll(trade!.id, [ann, streamer]);
    expect(await balances(t, streamer.id)).toEqual({
      ...sellerBefore,
      cashCents: sellerBefore.cashCents + 2500,
    });
    expect(await balances(t, ann.id)).toEqual({ ...annBefore, heldCents: annBefore.heldCents - 2500 });
    // Closing again does nothing.
    expect(await closeDueAuction(t.live, auction.id)).toBeUndefined();
    expect((await auctionsOf(stream.id)).recent[0]).toMatchObject({ id: auction.id, status: 'sold' });
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('passes at zero when the reserve is not met, and gives the money back', async () => {
    const { stream, auction } = await liveAuction(t, streamer, {
      startingPriceCents: 1000,
      reservePriceCents: 5000,
    });
    const before = await balances(t, ben.id);
    const led = await json<LiveAuction>(await bid(ben, auction.id, 3000), 201);
    expect(led.reserveMet).toBe(false);
    await endsIn(auction.id, -1);
    await closeDueAuction(t.live, auction.id);
    expect(await row(auction.id)).toMatchObject({ status: 'passed', winnerId: null, tradeId: null });
    expect(await balances(t, ben.id)).toEqual(before);
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ben.id), eq(notifications.title, 'Auction Ended')));
    expect(told).toBeDefined();
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('lets the streamer Sell early to the highest bidder (not without a bid) or Pass', async () => {
    const { stream, auction } = await liveAuction(t, streamer, { reservePriceCents: 9000 });
    expect((await streamer.client.post(`/api/live/auctions/${auction.id}/sell`)).status).toBe(409);
    await json(await bid(ann, auction.id, 1200), 201);
    expect((await ann.client.post(`/api/live/auctions/${auction.id}/sell`)).status).toBe(403);
    // The reserve is the seller's own: selling below it is their call.
    const sold = await json<LiveAuction>(
      await streamer.client.post(`/api/live/auctions/${auction.id}/sell`),
      200,
    );
    expect(sold).toMatchObject({ status: 'sold', winner: { id: ann.id }, currentPriceCents: 1200 });
    await expectError(await bid(ben, auction.id, 2000), 409, LIVE_TEXTS.auctionNotActive);
    // Ended is ended, in words that say how.
    for (const how of ['sell', 'pass']) {
      const again = await streamer.client.post(`/api/live/auctions/${auction.id}/${how}`);
      await expectError(again, 409, LIVE_TEXTS.auctionAlreadySold);
    }

    const other = await createItem(t, streamer.user);
    const next = await json<LiveAuction>(
      await streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
        itemId: other.id,
        startingPriceCents: 100,
      }),
      201,
    );
    await streamer.client.post(`/api/live/auctions/${next.id}/start`);
    const benBefore = await balances(t, ben.id);
    await json(await bid(ben, next.id, 800), 201);
    const passed = await json<LiveAuction>(
      await streamer.client.post(`/api/live/auctions/${next.id}/pass`),
      200,
    );
    expect(passed.status).toBe('passed');
    await expectError(
      await streamer.client.post(`/api/live/auctions/${next.id}/sell`),
      409,
      LIVE_TEXTS.auctionAlreadyPassed,
    );
    expect(await balances(t, ben.id)).toEqual(benBefore);
    expect((await auctionsOf(stream.id)).recent.map((a) => a.status)).toEqual(['passed', 'sold']);
    await expectSoundLedger(t);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('closes by itself on its timer within a second of the end', async () => {
    const { stream, auction } = await liveAuction(t, streamer);
    await json(await bid(ben, auction.id, 1400), 201);
    const endsAt = new Date(Date.now() + 300);
    await t.db.update(liveAuctions).set({ endsAt }).where(eq(liveAuctions.id, auction.id));
    t.live.timers!.schedule(auction.id, endsAt);
    await expect
      .poll(async () => (await row(auction.id)).status, { timeout: 1500, interval: 50 })
      .toBe('sold');
    const closedAt = (await row(auction.id)).endedAt!.getTime();
    expect(closedAt - endsAt.getTime()).toBeLessThan(1000);
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
  });
});

describe('an item up for auction', () => {
  const cashOffer = (who: Member, itemId: string, cashCents: number) =>
    who.client.post('/api/trades', { kind: 'cash', ownerItemId: itemId, cashCents, paymentMethod: 'credit' });
  const patchItem = (who: Member, itemId: string, body: unknown) =>
    who.client.request(`/api/items/${itemId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('is not offered on, sold, hidden or deleted until the auction ends, and then is again', async () => {
    const seller = await member(t);
    const buyer = await member(t, { creditCents: 5000 });
    const { stream, auction } = await liveAuction(t, seller, { start: false });
    const itemId = auction.item.id;
    // Pending: already the auction's.
    await expectError(await cashOffer(buyer, itemId, 1500), 409, LIVE_TEXTS.itemAtAuction);
    await json(await seller.client.post(`/api/live/auctions/${auction.id}/start`), 200);
    await json(await bid(ann, auction.id, 1100), 201);
    await expectError(await cashOffer(buyer, itemId, 1500), 409, LIVE_TEXTS.itemAtAuction);
    for (const change of [{ status: 'sold' }, { isAvailable: false }, { visibility: 'private' }]) {
      await expectError(await patchItem(seller, itemId, change), 409, LIVE_TEXTS.itemAtAuction);
    }
    await expectError(
      await seller.client.request(`/api/items/${itemId}`, { method: 'DELETE' }),
      409,
      LIVE_TEXTS.itemAtAuction,
    );
    // Everything else about the listing may still change.
    expect((await patchItem(seller, itemId, { description: 'Worn twice' })).status).toBe(200);

    await json(await seller.client.post(`/api/live/auctions/${auction.id}/pass`), 200);
    const offer = await json<{ id: string }>(await cashOffer(buyer, itemId, 1500), 201);
    expect(offer.id).toBeTruthy();
    await expectSoundLedger(t);
    await seller.client.post(`/api/live/streams/${stream.id}/end`);
  });

  it('either goes to auction or gets the offer sent at the same moment, never both', async () => {
    for (let round = 0; round < 6; round++) {
      const buyer = await member(t, { creditCents: 5000 });
      const stream = await goLive(streamer);
      const listed = await createItem(t, streamer.user);
      const offering = () => cashOffer(buyer, listed.id, 2000);
      const auctioning = () =>
        streamer.client.post(`/api/live/streams/${stream.id}/auctions`, {
          itemId: listed.id,
          startingPriceCents: 1000,
        });
      // Each side goes first in turn; both lock the item, so whichever does wins and the other is refused.
      const [offered, created] =
        round % 2 === 0
          ? await Promise.all([offering(), auctioning()])
          : await Promise.all([auctioning(), offering()]).then(
              ([auction, offer]) => [offer, auction] as const,
            );
      expect([offered.status, created.status].filter((status) => status === 201)).toHaveLength(1);
      const auctionRows = await t.db.select().from(liveAuctions).where(eq(liveAuctions.itemId, listed.id));
      if (offered.status === 201) {
        expect(auctionRows).toEqual([]);
        expect((await balances(t, buyer.id)).creditCents).toBe(3000);
      } else {
        await expectError(offered, 409, LIVE_TEXTS.itemAtAuction);
        expect(auctionRows.map((row) => row.status)).toEqual(['pending']);
        expect((await balances(t, buyer.id)).creditCents).toBe(5000);
      }
      await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    }
    await expectSoundLedger(t);
  });
});

describe('a bid paid by card (docs/decisions/035)', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
  async function checkoutFor(who: Member, purpose: Record<string, unknown>) {
    const res = await who.client.post('/api/payments/pay-by-card', { purpose: { kind: 'bid', ...purpose } });
    return res;
  }

  it('charges what the wallets lack, their own winning bid counted, and places the bid once paid', async () => {
    const { stream, auction } = await liveAuction(t, streamer);
    const cara = await member(t, { creditCents: 1500 });
    await json<LiveAuction>(await bid(cara, auction.id, 1200), 201);
    // Raising her own $12 bid to $40: her $15 of credit, $12 of it held, leaves $25 to pay.
    const res = await checkoutFor(cara, { auctionId: auction.id, streamId: stream.id, amountCents: 4000 });
    expect(res.status, await res.clone().text()).toBe(200);
    const checkout = (await res.json()) as { sessionId: string; amountCents: number };
    expect(checkout.amountCents).toBe(2500);
    // Refused before any charge: too low, not this stream's, the seller's own.
    await expectError(
      await checkoutFor(cara, { auctionId: auction.id, streamId: stream.id, amountCents: 1200 }),
      400,
      LIVE_TEXTS.bidTooLow(1200),
    );
    const otherStream = await goLive(ben);
    await expectError(
      await checkoutFor(cara, { auctionId: auction.id, streamId: otherStream.id, amountCents: 4000 }),
      404,
      'Auction not found',
    );
    await ben.client.post(`/api/live/streams/${otherStream.id}/end`);

    expect((await cara.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, card)).status).toBe(
      200,
    );
    expect(await row(auction.id)).toMatchObject({ currentPriceCents: 4000, winnerId: cara.id });
    expect(await balances(t, cara.id)).toMatchObject({ creditCents: 0, cashCents: 0, heldCents: 4000 });
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectSoundLedger(t);
  });

  it('outbid while paying: the bid is refused and the money stays in the wallet', async () => {
    const { stream, auction } = await liveAuction(t, streamer);
    const dan = await member(t);
    const res = await checkoutFor(dan, { auctionId: auction.id, streamId: stream.id, amountCents: 2000 });
    const checkout = (await res.json()) as { sessionId: string; amountCents: number };
    expect(checkout.amountCents).toBe(2000);
    await json<LiveAuction>(await bid(ben, auction.id, 2500), 201);
    expect((await dan.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, card)).status).toBe(200);
    expect(await row(auction.id)).toMatchObject({ currentPriceCents: 2500, winnerId: ben.id });
    expect(await balances(t, dan.id)).toMatchObject({ creditCents: 2000, heldCents: 0 });
    const result = await dan.client.post('/api/payments/verify', { sessionId: checkout.sessionId });
    expect(await result.json()).toMatchObject({
      purpose: { status: 'failed', href: `/live/${stream.id}` },
    });
    await streamer.client.post(`/api/live/streams/${stream.id}/end`);
    await expectSoundLedger(t);
  });
});
