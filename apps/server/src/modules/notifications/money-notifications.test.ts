import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession, Withdrawal } from '@swapyard/domain';
import { notifications } from '../../db/schema/index.ts';
import { SandboxPaymentProvider } from '../../platform/payments/index.ts';
import { SandboxPayoutProvider } from '../../platform/payouts/index.ts';
import type { Realtime, RealtimeEvent } from '../../platform/realtime/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL, type TestClient } from '../../test/test-client.ts';
import * as payments from '../payments/service.ts';
import * as wallet from '../wallet/service.ts';
import { runPayout, type PayoutJobDeps } from '../withdrawals/payout-job.ts';
import { withdrawalSealer } from '../withdrawals/service.ts';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

let t: TestApp;
let published: ReturnType<typeof recorder>;
beforeAll(async () => {
  published = recorder();
  t = await createTestApp({ realtime: published });
});
afterAll(() => t.close());

function recorder(): Realtime & { events: Array<{ topic: string; event: RealtimeEvent }> } {
  const events: Array<{ topic: string; event: RealtimeEvent }> = [];
  return { events, publish: async (topic, event) => void events.push({ topic, event }) };
}

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function checkout(client: TestClient, amountCents: number): Promise<CheckoutSession> {
  const res = await client.post('/api/payments/checkout', { amountCents });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckoutSession;
}

describe('card top-ups', () => {
  it("tell the member 'Funds added' once, however often the payment is verified", async () => {
    const { user, client } = await member();
    const session = await checkout(client, 2500);
    expect((await client.post(`/api/payments/sandbox/${session.sessionId}/pay`, GOOD_CARD)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/payments/verify', { sessionId: session.sessionId })).status).toBe(200);
    }
    expect((await client.post(`/api/payments/sandbox/${session.sessionId}/pay`, GOOD_CARD)).status).toBe(200);
    const rows = await notificationsOf(user.id);
    expect(rows).toHaveLength(1);
    // Published once, through the app's realtime, to the member's own topic.
    expect(published.events.filter((e) => e.topic === `user:${user.id}`)).toEqual([
      {
        topic: `user:${user.id}`,
        event: { type: 'notification.created', data: expect.objectContaining({ id: rows[0]!.id }) },
      },
    ]);
    expect(rows[0]).toMatchObject({
      type: 'payment',
      title: 'Funds added',
      message: '$25.00 was added to your Credit Wallet.',
      link: '/wallet',
      read: false,
    });
  });

  it('tell nothing when the card is declined', async () => {
    const { user, client } = await member();
    const session = await checkout(client, 1000);
    expect((await client.post(`/api/payments/sandbox/${session.sessionId}/pay`, DECLINED_CARD)).status).toBe(
      200,
    );
    await client.post('/api/payments/verify', { sessionId: session.sessionId });
    expect(await notificationsOf(user.id)).toEqual([]);
  });

  it('publish the notification to the member’s topic after the credit, once', async () => {
    const { user, client } = await member();
    const session = await checkout(client, 1234);
    const realtime = recorder();
    const deps = {
      db: t.db,
      provider: new SandboxPaymentProvider(),
      publicUrl: TEST_PUBLIC_URL,
      realtime,
    };
    await payments.paySandbox(deps, user.id, session.sessionId, GOOD_CARD);
    await payments.verifyPayment(deps, user.id, session.sessionId);
    await payments.paySandbox(deps, user.id, session.sessionId, GOOD_CARD);
    const [row] = await notificationsOf(user.id);
    expect(realtime.events).toEqual([
      {
        topic: `user:${user.id}`,
        event: {
          type: 'notification.created',
          data: expect.objectContaining({ id: row!.id, message: '$12.34 was added to your Credit Wallet.' }),
        },
      },
    ]);
  });
});

describe('withdrawals', () => {
  let payer: Awaited<ReturnType<typeof createUser>>;
  let sales = 0;
  beforeAll(async () => {
    payer = await createUser(t);
    await wallet.creditTopUp(t.db, {
      userId: payer.id,
      amountCents: 1_000_000,
      idempotencyKey: 'test:payer',
    });
  });

  async function withdraw(cashCents: number, body: Record<string, unknown>) {
    const { user, client } = await member();
    await wallet.transfer(t.db, {
      fromUserId: payer.id,
      toUserId: user.id,
      creditCents: cashCents,
      cashCents: 0,
      idempotencyKey: `test:notify-sale:${++sales}`,
    });
    const res = await client.post('/api/wallet/withdrawals', body);
    expect(res.status).toBe(201);
    return { user, withdrawal: (await res.json()) as Withdrawal };
  }

  const jobDeps = (realtime?: Realtime): PayoutJobDeps => ({
    provider: new SandboxPayoutProvider({ completeAfterMs: 0 }),
    sealer: withdrawalSealer(SECRET),
    realtime,
  });

  it("tell the member 'Withdrawal completed' once, however often the job runs", async () => {
    const { user, withdrawal } = await withdraw(5000, {
      amountCents: 5000,
      method: 'paypal',
      details: { paypalEmail: 'ada@example.com' },
    });
    const realtime = recorder();
    for (let i = 0; i < 3; i++) await runPayout(t.db, jobDeps(realtime), withdrawal.id);
    const rows = await notificationsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'payment',
      title: 'Withdrawal completed',
      message: '$48.00 was sent to your PayPal account.',
      link: '/wallet',
    });
    expect(realtime.events).toEqual([
      {
        topic: `user:${user.id}`,
        event: { type: 'notification.created', data: expect.objectContaining({ id: rows[0]!.id }) },
      },
    ]);
  });

  it("tell the member 'Withdrawal failed' once, with the money back in the cash wallet", async () => {
    const { user, withdrawal } = await withdraw(3000, {
      amountCents: 3000,
      method: 'bank_transfer',
      details: { accountNumber: '12340000', routingNumber: '021000021', accountHolder: 'Ada Lovelace' },
    });
    const realtime = recorder();
    for (let i = 0; i < 3; i++) await runPayout(t.db, jobDeps(realtime), withdrawal.id);
    const rows = await notificationsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'payment',
      title: 'Withdrawal failed',
      message: 'Your withdrawal of $30.00 could not be completed. The money is back in your Cash Wallet.',
      link: '/wallet',
    });
    expect(realtime.events).toHaveLength(1);
  });

  it('tell nothing about a cancelled withdrawal', async () => {
    const { user, withdrawal } = await withdraw(2000, {
      amountCents: 2000,
      method: 'paypal',
      details: { paypalEmail: 'ada@example.com' },
    });
    const client = await signedInClient(t, user);
    expect((await client.post(`/api/wallet/withdrawals/${withdrawal.id}/cancel`)).status).toBe(200);
    await runPayout(t.db, jobDeps(), withdrawal.id);
    expect(await notificationsOf(user.id)).toEqual([]);
  });
});
