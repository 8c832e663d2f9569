import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeListSchema, tradeSchema, type SwapCircle, type Trade } from '@swapyard/domain';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, circleOf, circlesOf, item, loopOf, member, solve, type Member } from './circle-test-kit.ts';

// A completed swap circle's legs as trades (docs/product/swap-circles.md, "Proposal and escrow"): each leg's trade
// page shows its member's whole part in the circle, from their own two legs, and nothing of the third.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function tradesOf(someone: Member): Promise<Trade[]> {
  const res = await someone.client.get('/api/trades');
  expect(res.status).toBe(200);
  return tradeListSchema.parse(await res.json()).trades;
}

describe('a circle leg’s trade', () => {
  it('carries what the member gives and to whom, what they get and from whom, and their cash', async () => {
    const loop = await loopOf(t, [100, 120, 110], { creditCents: 10_000 });
    await solve(t);
    const proposed = new Map<string, SwapCircle>();
    for (const someone of loop) proposed.set(someone.id, (await circlesOf(someone))[0]!);
    // Someone pays and someone is paid: the cash balances the values.
    expect([...proposed.values()].map((circle) => circle.you.cashCents).some((cents) => cents > 0)).toBe(
      true,
    );
    for (const someone of loop) {
      const pays = proposed.get(someone.id)!.you.cashCents > 0;
      await circleOf(
        await accept(someone, proposed.get(someone.id)!.id, pays ? { paymentMethod: 'credit' } : {}),
      );
    }

    for (const someone of loop) {
      const circle = proposed.get(someone.id)!;
      const gives = circle.legs[circle.you.gives]!;
      const gets = circle.legs[circle.you.gets]!;
      const third = circle.legs.find((_, index) => index !== circle.you.gives && index !== circle.you.gets)!;
      const trades = await tradesOf(someone);
      expect(trades.map((trade) => trade.kind)).toEqual(['circle', 'circle']);
      const giving = trades.find((trade) => trade.role === 'owner')!;
      const getting = trades.find((trade) => trade.role === 'requester')!;
      expect(giving.ownerItem!.id).toBe(gives.item.id);
      expect(getting.ownerItem!.id).toBe(gets.item.id);

      for (const trade of trades) {
        // The page reads the same as the list.
        const res = await someone.client.get(`/api/trades/${trade.id}`);
        expect(tradeSchema.parse(await res.json())).toEqual(trade);
        expect(trade.circle).toEqual({
          gives: {
            tradeId: giving.id,
            member: expect.objectContaining({ id: gives.receiver.id }),
            item: expect.objectContaining({
              id: gives.item.id,
              valueCents: gives.item.valueCents,
              agreed: true,
            }),
            cashCents: 0 - gives.cashCents,
          },
          gets: {
            tradeId: getting.id,
            member: expect.objectContaining({ id: gets.giver.id }),
            item: expect.objectContaining({
              id: gets.item.id,
              valueCents: gets.item.valueCents,
              agreed: true,
            }),
            cashCents: gets.cashCents,
          },
          cashCents: circle.you.cashCents,
        });
        // Only parties see a trade, and they see only their own legs: never the third one's item or trade.
        expect(JSON.stringify(trade)).not.toContain(third.item.id);
      }
    }
    const stranger = await member(t);
    const [someTrade] = await tradesOf(loop[0]!);
    expect((await stranger.client.get(`/api/trades/${someTrade!.id}`)).status).toBe(404);
  });

  it('is null on any other kind of trade', async () => {
    const buyer = await member(t, { creditCents: 5000 });
    const seller = await member(t);
    const res = await buyer.client.post('/api/trades', {
      kind: 'cash',
      ownerItemId: (await item(t, seller.user)).id,
      cashCents: 1000,
      paymentMethod: 'credit',
    });
    expect(res.status).toBe(201);
    expect(tradeSchema.parse(await res.json()).circle).toBeNull();
  });
});
