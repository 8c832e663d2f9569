import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES, type Trade } from '@swapyard/domain';
import { jobs, notifications, trades } from '../../db/schema/index.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireTrade, tradeJobs } from './service.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  item,
  member,
  recorder,
  tradeOf,
  type Member,
} from './trade-test-kit.ts';

let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published, config: { authRateLimit: false } });
});
afterAll(() => t.close());

/** Alice offers $20 of credit and her item for Bob's item. */
async function scene() {
  const alice = await member(t, { creditCents: 2000 });
  const bob = await member(t);
  const wanted = await item(t, bob.user);
  const offered = await item(t, alice.user);
  const trade = await tradeOf(
    await alice.client.post('/api/trades', {
      kind: 'trade',
      ownerItemId: wanted.id,
      offeredItemIds: [offered.id],
      cashCents: 2000,
      paymentMethod: 'credit',
    }),
    201,
  );
  return { alice, bob, wanted, offered, trade };
}

const overdue = (trade: Trade) =>
  t.db
    .update(trades)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(trades.id, trade.id));
const statusOf = async (trade: Trade) =>
  (await t.db.select({ status: trades.status }).from(trades).where(eq(trades.id, trade.id)))[0]!.status;

describe("the 'trade.expire' job", () => {
  it('expires a pending offer once its 48 hours are over, releasing the hold and telling both parties', async () => {
    const { alice, bob, trade } = await scene();
    const runner = createJobRunner({
      db: t.db,
      logger: createLogger('silent'),
      jobs: tradeJobs({ realtime: published }),
    });
    // Not due yet: the job is not claimed, the offer stays pending.
    await runner.runDue(new Date());
    expect(await statusOf(trade)).toBe('pending');

    await overdue(trade);
    await runner.runDue(new Date(Date.now() + 49 * 3_600_000));
    expect(await statusOf(trade)).toBe('expired');
    expect(await balances(t, alice.id)).toEqual({ creditCents: 2000, cashCents: 0, heldCents: 0 });
    for (const who of [alice, bob]) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
      expect(notes).toContainEqual(expect.objectContaining({ type: 'other', title: 'Offer expired' }));
    }
    expect(published.events).toContainEqual({
      topic: `trade:${trade.id}`,
      event: { type: 'trade.updated', data: { tradeId: trade.id, status: 'expired' } },
    });
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `trade.expire:${trade.id}`)),
    ).toEqual([]);
    // Expired is final.
    await expectError(
      await bob.client.post(`/api/trades/${trade.id}/respond`, { action: 'accept' }),
      409,
      TRADE_MESSAGES.notPending,
    );
    await expectSoundLedger(t);
  });

  it('does nothing to a trade answered in time, and waits for one whose window is not over', async () => {
    const { bob, trade } = await scene();
    // Run early (a clock ahead, a moved window): it asks to be run again at expires_at.
    const retry = await expireTrade({ db: t.db }, trade.id);
    expect(retry).toEqual({ retryAt: new Date(trade.expiresAt) });
    expect(await statusOf(trade)).toBe('pending');

    await tradeOf(await bob.client.post(`/api/trades/${trade.id}/respond`, { action: 'accept' }));
    await overdue(trade);
    expect(await expireTrade({ db: t.db }, trade.id)).toBeUndefined();
    expect(await statusOf(trade)).toBe('accepted');
    // Twice, or for a trade that does not exist: nothing.
    expect(await expireTrade({ db: t.db }, trade.id)).toBeUndefined();
    expect(await expireTrade({ db: t.db }, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await expireTrade({ db: t.db }, 'garbage')).toBeUndefined();
  });
});

describe('items in a pending trade are reserved', () => {
  const patch = (who: Member, id: string, body: unknown) =>
    who.client.request(`/api/items/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('cannot be deleted, hidden or marked sold or swapped, wanted or offered, until the trade is settled', async () => {
    const { alice, bob, wanted, offered, trade } = await scene();
    for (const [who, id] of [
      [bob, wanted.id],
      [alice, offered.id],
    ] as const) {
      for (const body of [
        { status: 'hidden' },
        { status: 'sold' },
        { status: 'swapped' },
        { isAvailable: false },
        { visibility: 'private' },
      ]) {
        await expectError(await patch(who, id, body), 409, TRADE_MESSAGES.itemInPendingTrade, 'CONFLICT');
      }
      await expectError(
        await who.client.request(`/api/items/${id}`, { method: 'DELETE' }),
        409,
        TRADE_MESSAGES.itemInPendingTrade,
      );
      // Other edits are fine.
      expect((await patch(who, id, { title: 'Renamed' })).status).toBe(200);
    }
    await tradeOf(await alice.client.post(`/api/trades/${trade.id}/cancel`));
    expect((await patch(bob, wanted.id, { status: 'hidden' })).status).toBe(200);
    expect((await alice.client.request(`/api/items/${offered.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});
