import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, jobs, notifications, swapCircles, trades } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  accept,
  onlyCircleId,
  balances,
  circleOf,
  circlesOf,
  decline,
  expectError,
  expectSoundLedger,
  item,
  loopOf,
  member,
  solve,
  type Swapper,
} from './circle-test-kit.ts';
import { candidateCircles } from '../../platform/matching/index.ts';
import { emptyCircleOutcome } from './common.ts';
import { expireCircle, proposeCircle } from './proposals.ts';
import { lockItems } from './queries.ts';
import { handOverAll } from '../trades/trade-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const notificationsOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));
const statusOf = async (circleId: string) =>
  (
    await t.db.select({ status: swapCircles.status }).from(swapCircles).where(eq(swapCircles.id, circleId))
  )[0]!.status;
const itemRows = (swappers: Swapper[]) =>
  t.db
    .select({ id: items.id, userId: items.userId, status: items.status })
    .from(items)
    .where(
      inArray(
        items.id,
        swappers.map((swapper) => swapper.itemId),
      ),
    );

describe('proposing', () => {
  it('proposes a 3-member circle to each member, with their part, once', async () => {
    const [ana, ben, cai] = await loopOf(t, [30, 30, 30]);
    const report = await solve(t);
    expect(report.proposed).toBeGreaterThanOrEqual(1);
    const [circle] = await circlesOf(ana!);
    expect(circle!.legs).toHaveLength(3);
    expect(circle!.status).toBe('proposed');
    const gives = circle!.legs[circle!.you.gives]!;
    const gets = circle!.legs[circle!.you.gets]!;
    // Ana wants Ben's item and Cai wants Ana's: she gives hers to Cai and gets Ben's.
    expect([gives.item.id, gives.receiver.id, gets.item.id, gets.giver.id]).toEqual([
      ana!.itemId,
      cai!.id,
      ben!.itemId,
      ben!.id,
    ]);
    expect(circle!.you).toMatchObject({ cashCents: 0, accepted: false });
    expect(Date.parse(circle!.expiresAt) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    for (const someone of [ben!, cai!])
      expect((await circlesOf(someone)).map((c) => c.id)).toEqual([circle!.id]);
    const [told] = await notificationsOf(ana!.id);
    expect(told).toMatchObject({ title: 'New swap circle', link: '/matches' });
    expect(told!.message).toMatch(
      /^Give "Item \d+" to Test .* and get "Item \d+" from Test .*\. Everyone has 48 hours to accept\.$/,
    );

    // Solving again keeps it as it is and proposes nothing more for these members.
    await solve(t);
    expect((await circlesOf(ana!)).map((c) => c.id)).toEqual([circle!.id]);
  });

  it('skips a circle the database refuses (its combination already open), and the solve goes on', async () => {
    const loop = await loopOf(t, [30, 30]);
    await solve(t);
    const [candidate] = candidateCircles({
      items: loop.map((swapper) => ({ itemId: swapper.itemId, ownerId: swapper.id, valueCents: 3000 })),
      wants: [
        { memberId: loop[0]!.id, itemId: loop[1]!.itemId },
        { memberId: loop[1]!.id, itemId: loop[0]!.itemId },
      ],
      cashLimitPercent: new Map(),
      defaultCashLimitPercent: 25,
      blockedKeys: new Set(),
    });
    const proposed = await t.db.transaction(async (tx) => {
      const locked = await lockItems(
        tx,
        loop.map((swapper) => swapper.itemId),
      );
      const skipped = await proposeCircle(tx, candidate!, locked, emptyCircleOutcome());
      // The savepoint kept the transaction usable.
      expect(await lockItems(tx, [loop[0]!.itemId])).toHaveProperty('size', 1);
      return skipped;
    });
    expect(proposed).toBe(false);
    expect(await circlesOf(loop[0]!)).toHaveLength(1);
  });

  it('never proposes a loop of 4, an item not open to swap, one offered in a pending offer, or one with no value', async () => {
    const four = await loopOf(t, [30, 30, 30, 30]);
    const closed = await loopOf(t, [30, 30]);
    await t.db.update(items).set({ openToSwap: false }).where(eq(items.id, closed[0]!.itemId));
    const offered = await loopOf(t, [30, 30]);
    const elsewhere = await member(t);
    const res = await offered[0]!.client.post('/api/trades', {
      kind: 'trade',
      ownerItemId: (await item(t, elsewhere.user)).id,
      offeredItemIds: [offered[0]!.itemId],
    });
    expect(res.status).toBe(201);
    const unvalued = await loopOf(t, [30, 30]);
    await t.db.update(items).set({ valueCents: null }).where(eq(items.id, unvalued[1]!.itemId));
    await solve(t);
    for (const someone of [...four, ...closed, ...offered, ...unvalued])
      expect(await circlesOf(someone)).toEqual([]);
  });

  it('never proposes an item made private or hidden after it was wanted', async () => {
    const madePrivate = await loopOf(t, [30, 30]);
    await t.db.update(items).set({ visibility: 'private' }).where(eq(items.id, madePrivate[0]!.itemId));
    const hidden = await loopOf(t, [30, 30]);
    await t.db.update(items).set({ isAvailable: false }).where(eq(items.id, hidden[1]!.itemId));
    await solve(t);
    for (const someone of [...madePrivate, ...hidden]) expect(await circlesOf(someone)).toEqual([]);
  });

  it('a want, and an edit of a wanted item that leaves it swappable, ask for a solve', async () => {
    const solveJobs = () => t.db.select().from(jobs).where(like(jobs.dedupeKey, 'circle.solve:%'));
    await t.db.delete(jobs).where(like(jobs.dedupeKey, 'circle.solve:%'));
    const [ana, ben] = await loopOf(t, [30, 30]);
    expect((await solveJobs()).length).toBeGreaterThan(0);
    await t.db.delete(jobs).where(like(jobs.dedupeKey, 'circle.solve:%'));
    const edit = await ben!.client.request(`/api/items/${ben!.itemId}`, {
      method: 'PATCH',
      body: JSON.stringify({ valueCents: 3100 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(edit.status).toBe(200);
    expect((await solveJobs()).map((job) => job.kind)).toEqual(['circle.solve']);
    expect(ana).toBeDefined();
  });

  it('proposes a difference within 25% with its cash, and not one beyond', async () => {
    const [low, high] = await loopOf(t, [100, 120]);
    const [poor, rich] = await loopOf(t, [100, 126]);
    await solve(t);
    const [circle] = await circlesOf(low!);
    expect(circle!.you.cashCents).toBe(2000);
    expect((await circlesOf(high!))[0]!.you.cashCents).toBe(-2000);
    expect(await circlesOf(poor!)).toEqual([]);
    expect(await circlesOf(rich!)).toEqual([]);
  });
});

describe('the cash limit', () => {
  it('is 25% until the member chooses, refuses what is not a whole percent from 0 to 100, and matches by it', async () => {
    const [low, high] = await loopOf(t, [100, 140]);
    const read = async () => (await (await low!.client.get('/api/me/swap-preferences')).json()) as object;
    expect(await read()).toEqual({ cashLimitPercent: 25 });
    await solve(t);
    // $40 more is over 25% of $100.
    expect(await circlesOf(low!)).toEqual([]);
    for (const cashLimitPercent of [-1, 101, 12.5, '50']) {
      const res = await low!.client.request('/api/me/swap-preferences', {
        method: 'PUT',
        body: JSON.stringify({ cashLimitPercent }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
    const saved = await low!.client.request('/api/me/swap-preferences', {
      method: 'PUT',
      body: JSON.stringify({ cashLimitPercent: 50 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await saved.json()).toEqual({ cashLimitPercent: 50 });
    expect(await read()).toEqual({ cashLimitPercent: 50 });
    await solve(t);
    expect((await circlesOf(low!))[0]!.you.cashCents).toBe(4000);
    expect(high).toBeDefined();
  });
});

describe('accepting', () => {
  it('reserves, then on the last acceptance makes every leg an accepted trade and swaps the items at once', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    const first = await circleOf(await accept(loop[0]!, id));
    expect(first.you.accepted).toBe(true);
    expect(first.legs.filter((leg) => leg.accepted)).toHaveLength(1);
    await expectError(await accept(loop[0]!, id), 409, 'You have already accepted this swap circle');
    // Her item is reserved for the circle: she cannot offer it in a trade meanwhile.
    const elsewhere = await member(t);
    await expectError(
      await loop[0]!.client.post('/api/trades', {
        kind: 'trade',
        ownerItemId: (await item(t, elsewhere.user)).id,
        offeredItemIds: [loop[0]!.itemId],
      }),
      409,
      'This item is reserved for a swap circle',
    );
    expect((await itemRows(loop)).every((row) => row.status === 'available')).toBe(true);

    await accept(loop[1]!, id);
    const done = await circleOf(await accept(loop[2]!, id));
    expect(done.status).toBe('completed');
    // Each item now belongs... to the trade: swapped, and each leg an accepted trade of kind 'circle'.
    expect((await itemRows(loop)).map((row) => row.status)).toEqual(['swapped', 'swapped', 'swapped']);
    const legTrades = await t.db
      .select()
      .from(trades)
      .where(
        inArray(
          trades.ownerItemId,
          loop.map((swapper) => swapper.itemId),
        ),
      );
    expect(legTrades.map((trade) => [trade.kind, trade.status])).toEqual([
      ['circle', 'accepted'],
      ['circle', 'accepted'],
      ['circle', 'accepted'],
    ]);
    for (const [index, swapper] of loop.entries()) {
      const leg = legTrades.find((trade) => trade.ownerItemId === swapper.itemId)!;
      // Each member's item goes to the member before them in the loop (who wants it).
      expect([leg.ownerId, leg.requesterId]).toEqual([swapper.id, loop[(index + 2) % 3]!.id]);
      expect((await notificationsOf(swapper.id)).map((n) => n.title)).toContain('Swap circle complete');
    }
    expect(await circlesOf(loop[0]!)).toEqual([]);
  });

  it('holds the payer’s cash on acceptance and pays it when the leg’s trade completes', async () => {
    const [low, high] = await loopOf(t, [100, 120], { creditCents: 5000 });
    await solve(t);
    const id = await onlyCircleId(low!);
    await expectError(await accept(low!, id), 400, 'Please choose how to pay');
    await circleOf(await accept(low!, id, { paymentMethod: 'credit' }));
    expect((await balances(t, low!.id)).creditCents).toBe(3000);
    await circleOf(await accept(high!, id));
    // Held until the trade completes: the payee has nothing yet.
    expect(await balances(t, high!.id)).toMatchObject({ creditCents: 5000, cashCents: 0 });
    const [leg] = await t.db
      .select()
      .from(trades)
      .where(and(eq(trades.kind, 'circle'), eq(trades.ownerItemId, high!.itemId)));
    expect(leg).toMatchObject({ requesterId: low!.id, cashDifferenceCents: 2000 });
    // The leg completes when its item is handed over (docs/product/handover.md).
    expect(leg!.handover).toBe(true);
    await handOverAll(leg!.id, [low!, high!]);
    expect(await balances(t, high!.id)).toMatchObject({ creditCents: 5000, cashCents: 2000 });
    expect((await balances(t, low!.id)).creditCents).toBe(3000);
    await expectSoundLedger(t);
  });

  it('refuses a member who cannot pay, and holds nothing', async () => {
    const [low] = await loopOf(t, [100, 120]);
    await solve(t);
    const id = await onlyCircleId(low!);
    const res = await accept(low!, id, { paymentMethod: 'credit' });
    expect(res.status).toBe(409);
    expect((await circlesOf(low!))[0]!.you.accepted).toBe(false);
  });

  it('a member short of cash accepts with the rest paid by card: held once paid, the circle goes ahead', async () => {
    const [low, high] = await loopOf(t, [100, 120], { creditCents: 500 });
    await solve(t);
    const id = await onlyCircleId(low!);
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
    const res = await low!.client.post('/api/payments/pay-by-card', {
      purpose: { kind: 'circle', circleId: id },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const checkout = (await res.json()) as { sessionId: string; amountCents: number };
    // They pay $20.00 and have $5.00.
    expect(checkout.amountCents).toBe(1500);
    // Nobody else's circle, and one the member has nothing to pay in, open no checkout.
    const stranger = await member(t);
    expect(
      (await stranger.client.post('/api/payments/pay-by-card', { purpose: { kind: 'circle', circleId: id } }))
        .status,
    ).toBe(404);
    expect((await low!.client.post(`/api/payments/sandbox/${checkout.sessionId}/pay`, card)).status).toBe(
      200,
    );
    expect((await circlesOf(low!))[0]!.you.accepted).toBe(true);
    expect(await balances(t, low!.id)).toMatchObject({ creditCents: 0, heldCents: 2000 });
    await circleOf(await accept(high!, id));
    const [leg] = await t.db
      .select()
      .from(trades)
      .where(and(eq(trades.kind, 'circle'), eq(trades.ownerItemId, high!.itemId)));
    expect(leg).toMatchObject({ requesterId: low!.id, cashDifferenceCents: 2000, status: 'accepted' });
    await expectSoundLedger(t);
  });

  it('answers 404 to anyone but its members, and for malformed ids', async () => {
    const loop = await loopOf(t, [30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    const stranger = await member(t);
    for (const circleId of [id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      await expectError(await accept(stranger, circleId), 404, 'Swap circle not found');
      await expectError(await decline(stranger, circleId), 404, 'Swap circle not found');
    }
  });
});

describe('closing without a deal', () => {
  it('a decline closes it for everyone, releases holds, and the combination is never proposed again', async () => {
    const [low, high] = await loopOf(t, [100, 120], { creditCents: 5000 });
    await solve(t);
    const id = await onlyCircleId(low!);
    await accept(low!, id, { paymentMethod: 'credit' });
    const declined = await circleOf(await decline(high!, id));
    expect(declined.status).toBe('declined');
    expect((await balances(t, low!.id)).creditCents).toBe(5000);
    expect((await notificationsOf(low!.id)).map((n) => n.title)).toContain('Swap circle declined');
    expect((await notificationsOf(high!.id)).map((n) => n.title)).not.toContain('Swap circle declined');
    await expectError(await accept(low!, id), 409, 'This swap circle is no longer open');
    await solve(t);
    expect(await circlesOf(low!)).toEqual([]);
    await expectSoundLedger(t);
  });

  it('expires after 48 hours, releasing holds, and is not proposed again', async () => {
    const [low, high] = await loopOf(t, [100, 120], { creditCents: 5000 });
    await solve(t);
    const id = await onlyCircleId(low!);
    await accept(low!, id, { paymentMethod: 'credit' });
    expect(await expireCircle({ db: t.db }, id)).toEqual({ retryAt: expect.any(Date) });
    await t.db
      .update(swapCircles)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(swapCircles.id, id));
    await expectError(await accept(high!, id), 409, 'This swap circle has expired');
    expect(await expireCircle({ db: t.db }, id)).toBeUndefined();
    expect(await statusOf(id)).toBe('expired');
    expect((await balances(t, low!.id)).creditCents).toBe(5000);
    expect((await notificationsOf(high!.id)).map((n) => n.title)).toContain('Swap circle expired');
    await solve(t);
    expect(await circlesOf(low!)).toEqual([]);
  });

  it('falls through for everyone when a member accepts after an item went another way unannounced', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    // As a live auction's sale does: the item is sold without any swap circle being told.
    await t.db.update(items).set({ status: 'sold', isAvailable: false }).where(eq(items.id, loop[2]!.itemId));
    await expectError(
      await accept(loop[0]!, id),
      409,
      'This swap circle fell through: one of its items is no longer available',
    );
    expect(await statusOf(id)).toBe('dissolved');
    expect((await notificationsOf(loop[1]!.id)).map((n) => n.title)).toContain('Swap circle fell through');
  });

  it('falls through when an owner takes their item out of swapping', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    const res = await loop[1]!.client.request(`/api/items/${loop[1]!.itemId}`, {
      method: 'PATCH',
      body: JSON.stringify({ openToSwap: false }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('dissolved');
    expect((await notificationsOf(loop[0]!.id)).map((n) => n.title)).toContain('Swap circle fell through');
  });

  it('falls through when an item in it is traded away, and an accepted member’s item cannot be', async () => {
    const loop = await loopOf(t, [30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    await accept(loop[0]!, id);
    const buyer = await member(t, { creditCents: 10_000 });
    const offerFor = async (itemId: string) => {
      const res = await buyer.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: itemId,
        cashCents: 3000,
        paymentMethod: 'credit',
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    // Reserved by its owner's acceptance: she cannot sell it meanwhile.
    const reserved = await offerFor(loop[0]!.itemId);
    await expectError(
      await loop[0]!.client.post(`/api/trades/${reserved}/respond`, { action: 'accept' }),
      409,
      'This item is reserved for a swap circle',
    );
    // Ben has not accepted: selling his item ends the circle for both.
    const sale = await offerFor(loop[1]!.itemId);
    expect((await loop[1]!.client.post(`/api/trades/${sale}/respond`, { action: 'accept' })).status).toBe(
      200,
    );
    expect(await statusOf(id)).toBe('dissolved');
    expect((await notificationsOf(loop[0]!.id)).map((n) => n.title)).toContain('Swap circle fell through');
    await expectSoundLedger(t);
  });
});
