import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCLE_TEXTS, LIVE_TEXTS, type LiveAuction } from '@swapyard/domain';
import { items, swapCircles } from '../../db/schema/index.ts';
import { candidateCircles } from '../../platform/matching/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goLive, json } from '../live/live-test-kit.ts';
import {
  accept,
  decline,
  circleOf,
  circlesOf,
  expectError,
  item,
  loopOf,
  member,
  onlyCircleId,
  solve,
  type Swapper,
} from './circle-test-kit.ts';
import { emptyCircleOutcome } from './common.ts';
import { proposeCircle } from './proposals.ts';
import { lockItems } from './queries.ts';

// Swap circles and live auctions (docs/product/swap-circles.md, docs/product/live.md): an item up for auction, added
// to a stream or running, is the auction's until it ends, so no circle is proposed with it and no circle holding it
// is accepted meanwhile. On PostgreSQL: the last test races an acceptance against an auction of the same item.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

/** The swapper goes live and puts their circle item up for auction (added, not started). */
async function auctionOf(swapper: Swapper) {
  const stream = await goLive(swapper);
  const res = await swapper.client.post(`/api/live/streams/${stream.id}/auctions`, {
    itemId: swapper.itemId,
    startingPriceCents: 1000,
  });
  return { stream, res };
}

const statusOf = async (circleId: string) =>
  (
    await t.db.select({ status: swapCircles.status }).from(swapCircles).where(eq(swapCircles.id, circleId))
  )[0]!.status;

describe('the solve', () => {
  it('leaves out an item up for auction, added or running, and takes it again once the auction passes', async () => {
    const [ana, ben] = await loopOf(t, [30, 30]);
    const { stream, res } = await auctionOf(ben!);
    const auction = await json<LiveAuction>(res, 201);
    await solve(t);
    expect(await circlesOf(ana!)).toEqual([]);

    await json(await ben!.client.post(`/api/live/auctions/${auction.id}/start`), 200);
    await solve(t);
    expect(await circlesOf(ana!)).toEqual([]);

    // Ending the stream passes the auction: the item is Ben's to swap again.
    expect((await ben!.client.post(`/api/live/streams/${stream.id}/end`)).status).toBe(200);
    await solve(t);
    const [circle] = await circlesOf(ana!);
    expect(circle!.legs.map((leg) => leg.item.id).sort()).toEqual([ana!.itemId, ben!.itemId].sort());
  });

  it('matches around an item up for auction: the next best circle is proposed', async () => {
    // Ana wants Ben's item and Cai's; both want hers. Ben's even swap would be chosen, but his item is at auction.
    const [ana, ben, cai] = await Promise.all([member(t), member(t), member(t)]);
    const own = async (someone: typeof ana, dollars: number): Promise<Swapper> => ({
      ...someone,
      itemId: (await item(t, someone.user, { valueCents: dollars * 100 })).id,
    });
    const [a, b, c] = [await own(ana, 30), await own(ben, 30), await own(cai, 33)];
    for (const [who, itemId] of [
      [a, b.itemId],
      [a, c.itemId],
      [b, a.itemId],
      [c, a.itemId],
    ] as const) {
      expect((await who.client.request(`/api/items/${itemId}/want`, { method: 'PUT' })).status).toBe(200);
    }
    await json((await auctionOf(b)).res, 201);
    await solve(t);
    const [circle] = await circlesOf(a);
    expect(circle!.legs.map((leg) => leg.item.id).sort()).toEqual([a.itemId, c.itemId].sort());
  });

  it('does not propose a chosen circle whose item went up for auction after the graph was read', async () => {
    const loop = await loopOf(t, [30, 30]);
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
    await json((await auctionOf(loop[1]!)).res, 201);
    const proposed = await t.db.transaction(async (tx) =>
      proposeCircle(
        tx,
        candidate!,
        await lockItems(
          tx,
          loop.map((swapper) => swapper.itemId),
        ),
        emptyCircleOutcome(),
      ),
    );
    expect(proposed).toBe(false);
    expect(await circlesOf(loop[0]!)).toEqual([]);
  });
});

describe('accepting', () => {
  it('is refused, in live’s words, while an item of the circle is up for auction; the circle waits for it', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    const [ana, ben, cai] = loop;
    await solve(t);
    const id = await onlyCircleId(ana!);
    await circleOf(await accept(ana!, id));

    // Cai puts her item up for auction after the circle was proposed: Ben's acceptance and her own are refused.
    const { stream, res } = await auctionOf(cai!);
    await json(res, 201);
    await expectError(await accept(ben!, id), 409, LIVE_TEXTS.itemAtAuction);
    await expectError(await accept(cai!, id), 409, LIVE_TEXTS.itemAtAuction);
    expect(await statusOf(id)).toBe('proposed');
    expect((await circlesOf(ben!))[0]!.you.accepted).toBe(false);

    // The auction passes: the circle goes on.
    expect((await cai!.client.post(`/api/live/streams/${stream.id}/end`)).status).toBe(200);
    await circleOf(await accept(ben!, id));
    const done = await circleOf(await accept(cai!, id));
    expect(done.status).toBe('completed');
    const statuses = await t.db.select({ id: items.id, status: items.status }).from(items);
    for (const swapper of loop)
      expect(statuses.find((row) => row.id === swapper.itemId)?.status).toBe('swapped');
  });

  it('the last acceptance and an auction of one of its items at once: exactly one of them takes the item', async () => {
    for (let round = 0; round < 6; round++) {
      const [ana, ben] = await loopOf(t, [30, 30]);
      await solve(t);
      const id = await onlyCircleId(ana!);
      await circleOf(await accept(ana!, id));
      // Ben, in two tabs: accepting the circle and putting his (not yet reserved) item up for auction.
      const stream = await goLive(ben!);
      const auctioning = () =>
        ben!.client.post(`/api/live/streams/${stream.id}/auctions`, {
          itemId: ben!.itemId,
          startingPriceCents: 1000,
        });
      const accepting = () => accept(ben!, id);
      // Each side goes first in turn; both lock the item, so whichever does wins and the other is refused.
      const [accepted, auctioned] =
        round % 2 === 0
          ? await Promise.all([accepting(), auctioning()])
          : await Promise.all([auctioning(), accepting()]).then(([a, b]) => [b, a] as const);
      expect([accepted.status, auctioned.status].filter((status) => status < 300)).toHaveLength(1);
      if (accepted.status === 200) {
        expect(await statusOf(id)).toBe('completed');
        await expectError(auctioned, 409, LIVE_TEXTS.itemNotAuctionable);
      } else {
        await expectError(accepted, 409, LIVE_TEXTS.itemAtAuction);
        expect(await statusOf(id)).toBe('proposed');
      }
      await ben!.client.post(`/api/live/streams/${stream.id}/end`);
    }
  });
});

describe('an item its owner accepted into a circle', () => {
  it('is not put up for auction until the circle closes', async () => {
    const [ana, ben] = await loopOf(t, [30, 30]);
    await solve(t);
    const id = await onlyCircleId(ana!);
    await circleOf(await accept(ana!, id));
    const { stream, res } = await auctionOf(ana!);
    await expectError(res, 409, CIRCLE_TEXTS.reserved);

    // Ben declines: the circle closes and Ana's item is hers to auction again.
    expect((await decline(ben!, id)).status).toBe(200);
    const again = await ana!.client.post(`/api/live/streams/${stream.id}/auctions`, {
      itemId: ana!.itemId,
      startingPriceCents: 1000,
    });
    await json(again, 201);
  });
});
