import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession, PaymentResult } from '@swapyard/domain';
import { ledgerTransactions, paymentSessions } from '../../db/schema/index.ts';
import { startFakeStripe, type FakeStripe } from '../../platform/payments/fake-stripe-server.ts';
import { StripePaymentProvider } from '../../platform/payments/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerImbalance, memberBalances } from '../wallet/ledger.ts';
import { postStripeWebhook, signStripePayload, startStripeCheckout } from './stripe-test-kit.ts';

// Needs PostgreSQL: PGlite runs one statement at a time, so the verifications below could not overlap there.
const webhookSecret = 'whsec_race_test';
let fake: FakeStripe;
let t: TestApp;
let sandbox: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    payments: new StripePaymentProvider({ secretKey: fake.secretKey, webhookSecret, api: fake.api }),
  });
  sandbox = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
  await fake.close();
});

describe('one payment verified from 20 concurrent requests plus its webhook', () => {
  it('credits exactly once (Stripe adapter against the local fake, webhook signed)', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await createUser(t);
      const client = await signedInClient(t, user);
      const { sessionId, providerSessionId } = await startStripeCheckout(t, client, 2500);
      fake.pay(providerSessionId);
      const payload = fake.event('checkout.session.completed', providerSessionId);

      const verifications = Array.from({ length: 20 }, () =>
        client.post('/api/payments/verify', { sessionId }),
      );
      const hook = postStripeWebhook(t, payload, signStripePayload(payload, webhookSecret));
      const [hookRes, ...responses] = await Promise.all([hook, ...verifications]);
      expect(hookRes!.status).toBe(200);
      expect(responses.map((res) => res.status)).toEqual(responses.map(() => 200));
      const results = (await Promise.all(responses.map((res) => res.json()))) as PaymentResult[];
      expect(results.every((r) => r.status === 'paid' && r.amountCents === 2500)).toBe(true);
      // At most one caller applied it (none when the webhook got there first).
      expect(results.filter((r) => r.credited).length).toBeLessThanOrEqual(1);

      expect((await memberBalances(t.db, user.id)).creditCents).toBe(2500);
      const posted = await t.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `card_top_up:stripe:${providerSessionId}`));
      expect(posted).toHaveLength(1);
      const [after] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
      expect(after).toMatchObject({ status: 'paid', ledgerTransactionId: posted[0]!.id });
    }
    expect(await ledgerImbalance(t.db)).toBe(0);
  });
});

describe('the sandbox checkout paid from several tabs while the result page verifies', () => {
  it('credits exactly once', async () => {
    const user = await createUser(sandbox);
    const client = await signedInClient(sandbox, user);
    const { sessionId } = (await (
      await client.post('/api/payments/checkout', { amountCents: 4000 })
    ).json()) as CheckoutSession;
    const card = { number: '4242424242424242', expiry: '12/40', cvc: '123', name: 'Test Member' };
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => client.post(`/api/payments/sandbox/${sessionId}/pay`, card)),
      ...Array.from({ length: 15 }, () => client.post('/api/payments/verify', { sessionId })),
    ]);
    expect(responses.map((res) => res.status)).toEqual(responses.map(() => 200));
    expect((await memberBalances(sandbox.db, user.id)).creditCents).toBe(4000);
    expect(await ledgerImbalance(sandbox.db)).toBe(0);
  });
});
