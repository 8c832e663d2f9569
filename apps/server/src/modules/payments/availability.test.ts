import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityMessages, type PaymentAvailability } from '@swapyard/domain';
import { loadConfig } from '../../config.ts';
import { paymentSessions, withdrawals } from '../../db/schema/index.ts';
import { createPaymentProvider } from '../../platform/payments/index.ts';
import { createPayoutProvider } from '../../platform/payouts/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../test/test-app.ts';
import * as wallet from '../wallet/service.ts';
import { NO_PAYOUT_PROVIDER_REASON, runPayout } from '../withdrawals/payout-job.ts';
import { createWithdrawal, withdrawalSealer } from '../withdrawals/service.ts';

/**
 * A deployment without a real payment or payout provider and without PAYMENTS_SANDBOX: the sandbox must not credit
 * real balances nor pretend to pay out (docs/decisions/011-deployment-safety.md).
 */
const secret = 'x'.repeat(40);
const deploymentConfig = loadConfig({ DATABASE_URL: 'postgres://db/swapyard', BETTER_AUTH_SECRET: secret });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { paymentsSandbox: deploymentConfig.paymentsSandbox } });
});
afterAll(() => t.close());

async function member(cashCents = 0) {
  const user = await createUser(t);
  if (cashCents > 0) {
    // Cash from a sale: another member pays for an item.
    const buyer = await createUser(t);
    await wallet.creditTopUp(t.db, {
      userId: buyer.id,
      amountCents: cashCents,
      idempotencyKey: `t:${buyer.id}`,
    });
    await wallet.transfer(t.db, {
      fromUserId: buyer.id,
      toUserId: user.id,
      creditCents: cashCents,
      cashCents: 0,
      idempotencyKey: `t:sale:${user.id}`,
    });
  }
  return { user, client: await signedInClient(t, user) };
}

describe('a deployment without PAYMENTS_SANDBOX', () => {
  it('has no payment or payout provider unless Stripe is configured', () => {
    expect(deploymentConfig.paymentsSandbox).toBe(false);
    expect(createPaymentProvider(deploymentConfig)).toBeUndefined();
    expect(createPayoutProvider(deploymentConfig)).toBeUndefined();
    const stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' };
    expect(createPaymentProvider({ ...deploymentConfig, stripe })?.name).toBe('stripe');
    expect(createPaymentProvider(loadConfig({}))?.name).toBe('sandbox');
    expect(createPayoutProvider(loadConfig({}))?.name).toBe('sandbox');
  });

  it('says card top-ups and withdrawals are unavailable', async () => {
    const res = await t.client().get('/api/payments/availability');
    expect(res.status).toBe(200);
    expect((await res.json()) as PaymentAvailability).toEqual({ cardTopUps: false, withdrawals: false });
  });

  it('refuses a card top-up with 503 and a clear message, creating no checkout', async () => {
    const { user, client } = await member();
    const res = await client.post('/api/payments/checkout', { amountCents: 50_000 });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: availabilityMessages.cardTopUps },
    });
    expect(await t.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id))).toEqual([]);
    expect((await wallet.memberBalances(t.db, user.id)).creditCents).toBe(0);
  });

  it('has no sandbox checkout page to pay, even for a session left from when the sandbox was on', async () => {
    const { user, client } = await member();
    const [row] = await t.db
      .insert(paymentSessions)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        provider: 'sandbox',
        providerSessionId: 'left-over',
        amountCents: 50_000,
      })
      .returning();
    expect((await client.get(`/api/payments/sandbox/${row!.id}`)).status).toBe(404);
    const pay = await client.post(`/api/payments/sandbox/${row!.id}/pay`, {
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      name: 'Test Member',
    });
    expect(pay.status).toBe(404);
    const verify = await client.post('/api/payments/verify', { sessionId: row!.id });
    // Nobody here can ask Stripe: the answer promises nothing (still processing), and credits nothing.
    expect(await verify.json()).toMatchObject({ status: 'processing', credited: false });
    expect((await wallet.memberBalances(t.db, user.id)).creditCents).toBe(0);
  });

  it('refuses a withdrawal with 503 and a titled message, leaving the cash wallet alone', async () => {
    const { user, client } = await member(2000);
    const res = await client.post('/api/wallet/withdrawals', {
      amountCents: 1000,
      method: 'paypal',
      details: { paypalEmail: 'me@example.test' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'UNAVAILABLE',
        message: availabilityMessages.withdrawals,
        details: { title: availabilityMessages.withdrawalsTitle },
      },
    });
    expect((await wallet.memberBalances(t.db, user.id)).cashCents).toBe(2000);
  });

  it('refunds a withdrawal requested while payouts were on, once its payout job finds no provider', async () => {
    const { user } = await member(2000);
    const sealer = withdrawalSealer(TEST_AUTH_SECRET);
    // Requested before the sandbox was switched off.
    const requested = await createWithdrawal(t.db, { sealer, holdMs: 0, payoutsAvailable: true }, user.id, {
      amountCents: 1000,
      method: 'paypal',
      details: { paypalEmail: 'me@example.test' },
    });
    expect((await wallet.memberBalances(t.db, user.id)).cashCents).toBe(1000);
    await runPayout(t.db, { provider: undefined, sealer }, requested.id);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, requested.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: NO_PAYOUT_PROVIDER_REASON });
    expect((await wallet.memberBalances(t.db, user.id)).cashCents).toBe(2000);
  });
});

describe('the embedded default', () => {
  it('offers card top-ups and withdrawals (sandbox)', async () => {
    const sandbox = await createTestApp({ config: { paymentsSandbox: loadConfig({}).paymentsSandbox } });
    try {
      const res = await sandbox.client().get('/api/payments/availability');
      expect(await res.json()).toEqual({ cardTopUps: true, withdrawals: true });
    } finally {
      await sandbox.close();
    }
  });
});
