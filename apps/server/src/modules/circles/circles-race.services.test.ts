import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapCircles, tradedItems, trades, walletHolds } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  accept,
  onlyCircleId,
  balances,
  circlesOf,
  decline,
  expectSoundLedger,
  loopOf,
  member,
  solve,
} from './circle-test-kit.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the requests below could not overlap there.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const circleStatus = async (id: string) =>
  (await t.db.select({ status: swapCircles.status }).from(swapCircles).where(eq(swapCircles.id, id)))[0]!
    .status;
const legTrades = (itemIds: string[]) =>
  t.db.select({ id: trades.id }).from(trades).where(inArray(trades.ownerItemId, itemIds));

describe('swap circle races on PostgreSQL', () => {
  it('two solves at once propose a circle once', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    const reports = await Promise.all([solve(t), solve(t), solve(t)]);
    expect(reports.reduce((sum, report) => sum + report.proposed, 0)).toBe(1);
    expect(await circlesOf(loop[0]!)).toHaveLength(1);
  });

  it('the last two members accepting at once complete the circle once', async () => {
    const loop = await loopOf(t, [30, 30, 30]);
    await solve(t);
    const id = await onlyCircleId(loop[0]!);
    await accept(loop[0]!, id);
    const answers = await Promise.all([accept(loop[1]!, id), accept(loop[2]!, id)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await circleStatus(id)).toBe('completed');
    expect(await legTrades(loop.map((swapper) => swapper.itemId))).toHaveLength(3);
  });

  it('a member double-clicking Accept holds their cash once', async () => {
    const [low, high] = await loopOf(t, [100, 120], { creditCents: 5000 });
    await solve(t);
    const id = await onlyCircleId(low!);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => accept(low!, id, { paymentMethod: 'credit' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await balances(t, low!.id)).creditCents).toBe(3000);
    const held = await t.db.select().from(walletHolds).where(eq(walletHolds.ownerId, low!.id));
    expect(held.filter((row) => row.status === 'held')).toHaveLength(1);
    expect(high).toBeDefined();
    await expectSoundLedger(t);
  });

  it('the last acceptance and a sale of one of its items at once: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const [ana, ben] = await loopOf(t, [30, 30]);
      await solve(t);
      const id = await onlyCircleId(ana!);
      await accept(ana!, id);
      const buyer = await member(t, { creditCents: 10_000 });
      const offer = await buyer.client.post('/api/trades', {
        kind: 'cash',
        ownerItemId: ben!.itemId,
        cashCents: 3000,
        paymentMethod: 'credit',
      });
      const saleId = ((await offer.json()) as { id: string }).id;
      const [circleAnswer, saleAnswer] = await Promise.all([
        accept(ben!, id),
        ben!.client.post(`/api/trades/${saleId}/respond`, { action: 'accept' }),
      ]);
      expect([circleAnswer.status, saleAnswer.status].sort()).toEqual([200, 409]);
      const status = await circleStatus(id);
      expect(status).toBe(circleAnswer.status === 200 ? 'completed' : 'dissolved');
      // Ben's item changed hands once, whichever way.
      const traded = await t.db.select().from(tradedItems).where(eq(tradedItems.itemId, ben!.itemId));
      expect(traded).toHaveLength(1);
      await expectSoundLedger(t);
    }
  });

  it('a decline and the last acceptance at once: the circle ends one way, holds consistent', async () => {
    const [low, high, third] = await loopOf(t, [100, 110, 120], { creditCents: 5000 });
    await solve(t);
    const id = await onlyCircleId(low!);
    await accept(low!, id, { paymentMethod: 'credit' });
    await accept(high!, id, { paymentMethod: 'credit' });
    const [accepted, declined] = await Promise.all([
      accept(third!, id, { paymentMethod: 'credit' }),
      decline(high!, id),
    ]);
    expect([accepted.status, declined.status].sort()).toEqual([200, 409]);
    const status = await circleStatus(id);
    expect(status).toBe(accepted.status === 200 ? 'completed' : 'declined');
    if (status === 'declined') expect((await balances(t, low!.id)).creditCents).toBe(5000);
    await expectSoundLedger(t);
  });
});
