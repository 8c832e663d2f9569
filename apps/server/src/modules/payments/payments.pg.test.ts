import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_FORMAT_MESSAGE,
  paymentMessages,
  type CheckoutSession,
  type PaymentResult,
  type SandboxPayResult,
} from '@swapyard/domain';
import { ledgerTransactions, paymentSessions } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { startFakeStripe, type FakeStripe } from '../../platform/payments/fake-stripe-server.ts';
import { postStripeWebhook, signStripePayload } from './stripe-test-kit.ts';
import { StripePaymentProvider, type PaymentProvider } from '../../platform/payments/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PUBLIC_URL, type TestClient } from '../../test/test-client.ts';
import { memberBalances } from '../wallet/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Test Member' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

async function checkout(client: TestClient, amountCents: number): Promise<CheckoutSession> {
  const res = await client.post('/api/payments/checkout', { amountCents });
  expect(res.status).toBe(200);
  return (await res.json()) as CheckoutSession;
}

const pay = (client: TestClient, id: string, card = GOOD_CARD) =>
  client.post(`/api/payments/sandbox/${id}/pay`, card);
const verify = (client: TestClient, sessionId: string) => client.post('/api/payments/verify', { sessionId });
const credit = async (userId: string) => (await memberBalances(t.db, userId)).creditCents;
const topUps = (key: string) =>
  t.db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, key));

describe('POST /api/payments/checkout', () => {
  it('answers 401 signed out', async () => {
    const res = await t.client().post('/api/payments/checkout', { amountCents: 2500 });
    expect(res.status).toBe(401);
  });

  it.each([
    [0, paymentMessages.minimum],
    [499, paymentMessages.minimum],
    [50_001, paymentMessages.maximum],
    [1_000_000, paymentMessages.maximum],
  ])('refuses %i cents with the documented message', async (amountCents, message) => {
    const { user, client } = await member();
    const res = await client.post('/api/payments/checkout', { amountCents });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
    expect(await t.db.select().from(paymentSessions).where(eq(paymentSessions.userId, user.id))).toEqual([]);
  });

  it('refuses amounts that are not whole cents or not numbers', async () => {
    const { client } = await member();
    for (const amountCents of [12.5, '2500', null, -500]) {
      const res = await client.post('/api/payments/checkout', { amountCents });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
    // A fraction of a cent says what is wrong, not that $5.00 is the minimum.
    const fraction = await client.post('/api/payments/checkout', { amountCents: 1234.5 });
    expect(((await fraction.json()) as { error: { message: string } }).error.message).toContain(
      AMOUNT_FORMAT_MESSAGE,
    );
  });

  it('accepts $5.00 and $500.00 and opens a sandbox checkout owned by the member', async () => {
    const { user, client } = await member();
    for (const amountCents of [500, 50_000]) {
      const session = await checkout(client, amountCents);
      expect(session.url).toBe(`${TEST_PUBLIC_URL}/checkout/sandbox/${session.sessionId}`);
      const [row] = await t.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, session.sessionId));
      expect(row).toMatchObject({
        userId: user.id,
        provider: 'sandbox',
        providerSessionId: session.sessionId,
        amountCents,
        status: 'open',
        ledgerTransactionId: null,
      });
    }
    expect(await credit(user.id)).toBe(0);
  });

  it("answers 'Failed to initiate payment. Please try again.' when the provider is down", async () => {
    const down: PaymentProvider = {
      name: 'stripe',
      createCheckout: () => Promise.reject(new Error('connect ECONNREFUSED')),
      retrieve: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const other = await createTestApp({ payments: down });
    try {
      const client = await signedInClient(other, await createUser(other));
      const res = await client.post('/api/payments/checkout', { amountCents: 2500 });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: paymentMessages.initiateFailed },
      });
      expect(await other.db.select().from(paymentSessions)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the sandbox checkout', () => {
  it("shows the member's own session with Swapyard's return addresses", async () => {
    const { client } = await member();
    const { sessionId } = await checkout(client, 2500);
    const res = await client.get(`/api/payments/sandbox/${sessionId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sessionId,
      amountCents: 2500,
      status: 'open',
      failureReason: null,
      forPurchase: false,
      successUrl: `${TEST_PUBLIC_URL}/payment-success?session_id=${sessionId}&amount=25.00`,
      cancelUrl: `${TEST_PUBLIC_URL}/wallet?checkout=cancelled`,
    });
  });

  it("is 404 for another member's session, an unknown id and a malformed id; nobody else can pay it", async () => {
    const { user, client } = await member();
    const { sessionId } = await checkout(client, 2500);
    const { client: stranger } = await member();
    for (const res of [
      await stranger.get(`/api/payments/sandbox/${sessionId}`),
      await pay(stranger, sessionId),
      await client.get('/api/payments/sandbox/00000000-0000-4000-8000-000000000000'),
      await client.get('/api/payments/sandbox/not-a-uuid'),
      await pay(client, 'not-a-uuid'),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await t.client().get(`/api/payments/sandbox/${sessionId}`)).status).toBe(401);
    expect((await pay(t.client(), sessionId)).status).toBe(401);
    const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(row!.status).toBe('open');
    expect(await credit(user.id)).toBe(0);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: '1234' }, 'Your card number is invalid.'],
    [{ expiry: '13/40' }, "Your card's expiration date is invalid."],
    [{ expiry: '01/20' }, 'Your card has expired.'],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ name: '  ' }, 'Please enter the name on your card.'],
  ])('refuses a card with %o: %s', async (change, message) => {
    const { user, client } = await member();
    const { sessionId } = await checkout(client, 2500);
    const res = await pay(client, sessionId, { ...GOOD_CARD, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(row!.status).toBe('open');
    expect(await credit(user.id)).toBe(0);
  });

  it('pays with 4242… and credits the amount once, however often it is paid and verified', async () => {
    const { user, client } = await member();
    const { sessionId } = await checkout(client, 2500);
    const res = await pay(client, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'paid',
      message: 'Payment successful! $25.00 has been added to your wallet.',
      redirectUrl: `${TEST_PUBLIC_URL}/payment-success?session_id=${sessionId}&amount=25.00`,
    } satisfies SandboxPayResult);
    expect(await credit(user.id)).toBe(2500);

    for (let i = 0; i < 3; i++) {
      const again = await verify(client, sessionId);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        sessionId,
        status: 'paid',
        amountCents: 2500,
        credited: false,
        message: 'Payment successful! $25.00 has been added to your wallet.',
        checkoutUrl: null,
        purpose: null,
      } satisfies PaymentResult);
    }
    expect((await pay(client, sessionId)).status).toBe(200);
    expect(await credit(user.id)).toBe(2500);
    const posted = await topUps(`card_top_up:sandbox:${sessionId}`);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.kind).toBe('card_top_up');
    const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'paid', ledgerTransactionId: posted[0]!.id });
  });

  it("declines 4000 0000 0000 0002 with 'Your card was declined.' and keeps the session open for another card", async () => {
    const { user, client } = await member();
    const { sessionId } = await checkout(client, 5000);
    const res = await pay(client, sessionId, DECLINED_CARD);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'open', message: paymentMessages.cardDeclined });
    expect(await credit(user.id)).toBe(0);
    // Nothing was charged, and the checkout can be gone back to.
    const verified = await verify(client, sessionId);
    expect(await verified.json()).toMatchObject({ sessionId, status: 'open', credited: false });
    // The checkout page says why the last card was refused.
    const page = await client.get(`/api/payments/sandbox/${sessionId}`);
    expect(await page.json()).toMatchObject({ status: 'open', failureReason: paymentMessages.cardDeclined });

    // Another card pays it, once.
    const retry = await pay(client, sessionId);
    expect(await retry.json()).toMatchObject({ status: 'paid' });
    expect(await credit(user.id)).toBe(5000);
    expect(await topUps(`card_top_up:sandbox:${sessionId}`)).toHaveLength(1);
    const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'paid', failureReason: null });
    expect((await pay(client, sessionId)).status).toBe(200);
    expect(await credit(user.id)).toBe(5000);
  });
});

describe('POST /api/payments/verify', () => {
  it('answers 401 signed out and 404 for sessions that are not the caller’s', async () => {
    const { client } = await member();
    const { sessionId } = await checkout(client, 2500);
    expect((await verify(t.client(), sessionId)).status).toBe(401);
    const { client: stranger } = await member();
    for (const id of [sessionId, '00000000-0000-4000-8000-000000000000', 'cs_test_whatever']) {
      const res = await verify(stranger, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Payment session not found' },
      });
    }
    expect((await verify(client, '')).status).toBe(400);
  });

  it('reports a checkout left before paying as open (not completed), with the checkout to go back to', async () => {
    const { user, client } = await member();
    const { sessionId, url } = await checkout(client, 2500);
    expect(await (await verify(client, sessionId)).json()).toEqual({
      sessionId,
      status: 'open',
      amountCents: 2500,
      credited: false,
      message: paymentMessages.notCompleted,
      checkoutUrl: url,
      purpose: null,
    });
    expect(await credit(user.id)).toBe(0);
  });

  it('has no webhook with the sandbox provider', async () => {
    const res = await t.client().post('/api/payments/stripe/webhook', { type: 'checkout.session.completed' });
    expect(res.status).toBe(404);
  });
});

describe('with Stripe (against a local fake Stripe)', () => {
  let fake: FakeStripe;
  let s: TestApp;
  const webhookSecret = 'whsec_test_0123456789';
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      payments: new StripePaymentProvider({ secretKey: fake.secretKey, webhookSecret, api: fake.api }),
    });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  const webhook = (payload: string, signature?: string) => postStripeWebhook(s, payload, signature);
  const sign = (payload: string, secret = webhookSecret) => signStripePayload(payload, secret);

  it('credits on a signed checkout.session.completed webhook, once, and verification agrees', async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user);
    const res = await client.post('/api/payments/checkout', { amountCents: 2500 });
    const { sessionId, url } = (await res.json()) as CheckoutSession;
    const [row] = await s.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(row!.provider).toBe('stripe');
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${row!.providerSessionId}`);

    // Before paying, a (genuine) completed event changes nothing: Stripe is asked, and says unpaid.
    const early = fake.event('checkout.session.completed', row!.providerSessionId);
    expect((await webhook(early, sign(early))).status).toBe(200);
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(0);

    fake.pay(row!.providerSessionId);
    const event = fake.event('checkout.session.completed', row!.providerSessionId);
    for (let i = 0; i < 3; i++) {
      const delivered = await webhook(event, sign(event));
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toEqual({ received: true, status: 'paid' });
    }
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(2500);
    expect(await (await client.post('/api/payments/verify', { sessionId })).json()).toMatchObject({
      status: 'paid',
      credited: false,
    });
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(2500);
  });

  it("tells a checkout not paid yet (open, with Stripe's page) from a paid one still settling (processing)", async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user);
    const { sessionId, url } = (await (
      await client.post('/api/payments/checkout', { amountCents: 2500 })
    ).json()) as CheckoutSession;
    const verifyNow = async () =>
      (await (await client.post('/api/payments/verify', { sessionId })).json()) as PaymentResult;
    expect(await verifyNow()).toMatchObject({ status: 'open', checkoutUrl: url, credited: false });

    const [row] = await s.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    fake.process(row!.providerSessionId);
    expect(await verifyNow()).toMatchObject({
      status: 'processing',
      checkoutUrl: null,
      message: paymentMessages.processing,
    });
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(0);
  });

  it('rejects a webhook with a bad or missing signature with 400 and credits nothing', async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user);
    const { sessionId } = (await (
      await client.post('/api/payments/checkout', { amountCents: 2500 })
    ).json()) as CheckoutSession;
    const [row] = await s.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    fake.pay(row!.providerSessionId);
    const event = fake.event('checkout.session.completed', row!.providerSessionId);
    const tampered = event.replace('"livemode":false', '"livemode":true');
    for (const res of [
      await webhook(event),
      await webhook(event, sign(event, 'whsec_wrong_secret')),
      await webhook(tampered, sign(event)),
      await webhook(event, 't=1,v1=deadbeef'),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'Webhook signature verification failed' },
      });
    }
    const [after] = await s.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(after!.status).toBe('open');
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(0);
  });

  it('marks async failures and expiries from their webhooks, and acknowledges unknown sessions and events', async () => {
    const user = await createUser(s);
    const client = await signedInClient(s, user);
    const start = async () => {
      const { sessionId } = (await (
        await client.post('/api/payments/checkout', { amountCents: 1000 })
      ).json()) as CheckoutSession;
      const [row] = await s.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
      return { sessionId, stripeId: row!.providerSessionId };
    };
    const failed = await start();
    fake.fail(failed.stripeId, 'Your card has insufficient funds.');
    const failEvent = fake.event('checkout.session.async_payment_failed', failed.stripeId);
    expect(await (await webhook(failEvent, sign(failEvent))).json()).toEqual({
      received: true,
      status: 'failed',
    });
    expect(
      await (await client.post('/api/payments/verify', { sessionId: failed.sessionId })).json(),
    ).toMatchObject({
      status: 'failed',
      message: 'Your card has insufficient funds.',
    });

    const expired = await start();
    fake.expire(expired.stripeId);
    const expireEvent = fake.event('checkout.session.expired', expired.stripeId);
    expect(await (await webhook(expireEvent, sign(expireEvent))).json()).toEqual({
      received: true,
      status: 'expired',
    });

    const other = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(await (await webhook(other, sign(other))).json()).toEqual({ received: true });
    const unknown = await start();
    await s.db.delete(paymentSessions).where(eq(paymentSessions.id, unknown.sessionId));
    fake.pay(unknown.stripeId);
    const unknownEvent = fake.event('checkout.session.completed', unknown.stripeId);
    expect(await (await webhook(unknownEvent, sign(unknownEvent))).json()).toEqual({ received: true });
    expect((await memberBalances(s.db, user.id)).creditCents).toBe(0);
  });
});

describe('configuration', () => {
  it('needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });
});
