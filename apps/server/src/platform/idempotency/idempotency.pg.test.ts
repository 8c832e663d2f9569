import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES, type Trade, type Withdrawal } from '@swapyard/domain';
import { idempotencyKeys, trades, withdrawals } from '../../db/schema/index.ts';
import {
  balances,
  expectError,
  expectSoundLedger,
  fund,
  item,
  member,
  type Member,
} from '../../modules/trades/trade-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgetOldIdempotencyKeys, IDEMPOTENCY_MESSAGES } from './index.ts';

// Runs on PGlite with `npm test` and on PostgreSQL with `npm run test:pg` (where the repeats truly race).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

const post = (who: Member, path: string, body: unknown, key: string | undefined) =>
  who.client.post(path, body, key === undefined ? {} : { 'Idempotency-Key': key });
const cashOffer = (itemId: string, cashCents = 2000) => ({
  kind: 'cash',
  ownerItemId: itemId,
  cashCents,
  paymentMethod: 'credit',
});

async function scene() {
  const buyer = await member(t, { creditCents: 5000 });
  const seller = await member(t);
  const jacket = await item(t, seller.user, { valueCents: 3000 });
  return { buyer, seller, jacket };
}

describe('Idempotency-Key on requests that move money', () => {
  it('answers a burst of repeats of one offer with the first answer: one trade, money held once', async () => {
    const { buyer, jacket } = await scene();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(buyer, '/api/trades', cashOffer(jacket.id), key)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as Trade[];
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(answers.filter((res) => res.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(5);
    const rows = await t.db.select().from(trades).where(eq(trades.requesterId, buyer.id));
    expect(rows).toHaveLength(1);
    expect(await balances(t, buyer.id)).toEqual({ creditCents: 3000, cashCents: 0, heldCents: 2000 });
    await expectSoundLedger(t);
  });

  it('replays a success instead of turning a repeated accept into an error', async () => {
    const { buyer, seller, jacket } = await scene();
    const offer = (await (
      await post(buyer, '/api/trades', cashOffer(jacket.id), randomUUID())
    ).json()) as Trade;
    const key = randomUUID();
    const accept = () => post(seller, `/api/trades/${offer.id}/respond`, { action: 'accept' }, key);
    const first = await accept();
    const again = await accept();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());
    // Accepted once: the buyer's cash is held once, for the trade, until it completes (escrow).
    expect(await balances(t, buyer.id)).toEqual({ creditCents: 3000, cashCents: 0, heldCents: 2000 });
    expect(await balances(t, seller.id)).toMatchObject({ cashCents: 0 });
    // A new intent (another key) is a new request, refused as usual.
    await expectError(
      await post(seller, `/api/trades/${offer.id}/respond`, { action: 'accept' }, randomUUID()),
      409,
      TRADE_MESSAGES.notPending,
    );
  });

  it('creates one withdrawal for a double-clicked request, and cancels it once', async () => {
    const owner = await member(t);
    await fund(t, owner.id, { cashCents: 5000 });
    const key = randomUUID();
    const request = { amountCents: 2000, method: 'paypal', details: { paypalEmail: 'owner@example.com' } };
    const [a, b] = await Promise.all([
      post(owner, '/api/wallet/withdrawals', request, key),
      post(owner, '/api/wallet/withdrawals', request, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const created = (await a.json()) as Withdrawal;
    expect(((await b.json()) as Withdrawal).id).toBe(created.id);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, owner.id))).toHaveLength(1);
    const cancelKey = randomUUID();
    const cancel = () => post(owner, `/api/wallet/withdrawals/${created.id}/cancel`, undefined, cancelKey);
    const [c1, c2] = await Promise.all([cancel(), cancel()]);
    expect([c1.status, c2.status]).toEqual([200, 200]);
    expect(await balances(t, owner.id)).toMatchObject({ cashCents: 5000 });
    await expectSoundLedger(t);
  });

  it('refuses a key used again for a different request, and a request without a key', async () => {
    const { buyer, jacket } = await scene();
    const key = randomUUID();
    expect((await post(buyer, '/api/trades', cashOffer(jacket.id, 2000), key)).status).toBe(201);
    await expectError(
      await post(buyer, '/api/trades', cashOffer(jacket.id, 2500), key),
      409,
      IDEMPOTENCY_MESSAGES.reused,
    );
    const res = await buyer.client.request('/api/trades', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': '' },
      body: JSON.stringify(cashOffer(jacket.id)),
    });
    expect(res.status).toBe(400);
    await expectError(
      await post(buyer, '/api/trades', cashOffer(jacket.id), 'has spaces in it'),
      400,
      IDEMPOTENCY_MESSAGES.invalid,
    );
  });

  it('frees the key of a refused request, so the same intent can be tried again', async () => {
    const buyer = await member(t, { creditCents: 1000 });
    const seller = await member(t);
    const jacket = await item(t, seller.user);
    const key = randomUUID();
    expect((await post(buyer, '/api/trades', cashOffer(jacket.id, 2000), key)).status).toBe(409);
    await fund(t, buyer.id, { creditCents: 2000 });
    expect((await post(buyer, '/api/trades', cashOffer(jacket.id, 2000), key)).status).toBe(201);
  });

  it('keys belong to one member: another member may use the same key', async () => {
    const { buyer, jacket } = await scene();
    const other = await member(t, { creditCents: 5000 });
    const key = randomUUID();
    expect((await post(buyer, '/api/trades', cashOffer(jacket.id), key)).status).toBe(201);
    expect((await post(other, '/api/trades', cashOffer(jacket.id), key)).status).toBe(201);
  });

  it('forgets keys after a day, in the recurring job, and only those', async () => {
    const { buyer, jacket } = await scene();
    const [dayOld, fresh] = [randomUUID(), randomUUID()];
    expect((await post(buyer, '/api/trades', cashOffer(jacket.id), dayOld)).status).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(and(eq(idempotencyKeys.userId, buyer.id), eq(idempotencyKeys.key, dayOld)));
    const seller = await member(t);
    const coat = await item(t, seller.user, { valueCents: 3000 });
    expect((await post(buyer, '/api/trades', cashOffer(coat.id), fresh)).status).toBe(201);

    await forgetOldIdempotencyKeys.run(t.db);
    const kept = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, buyer.id));
    expect(kept.map((row) => row.key)).toEqual([fresh]);
  });
});

describe('one pending offer per member and item', () => {
  it('refuses a second identical offer from another tab (another key) and holds nothing for it', async () => {
    const { buyer, jacket } = await scene();
    const [a, b] = await Promise.all([
      post(buyer, '/api/trades', cashOffer(jacket.id), randomUUID()),
      post(buyer, '/api/trades', cashOffer(jacket.id), randomUUID()),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      TRADE_MESSAGES.alreadyOffered,
    );
    expect(await balances(t, buyer.id)).toEqual({ creditCents: 3000, cashCents: 0, heldCents: 2000 });
  });
});
