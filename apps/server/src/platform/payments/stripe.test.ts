import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { WebhookSignatureError } from './provider.ts';
import { StripePaymentProvider } from './stripe.ts';

let fake: FakeStripe;
let stripe: StripePaymentProvider;
const webhookSecret = 'whsec_adapter_test';
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripePaymentProvider({ secretKey: fake.secretKey, webhookSecret, api: fake.api });
});
afterAll(() => fake.close());

const request = {
  paymentSessionId: '6f1c3b1e-8d1a-4a51-9a3e-2f6f2f1a2b3c',
  userId: 'b3d7c0f4-1111-4c22-8e33-444455556666',
  amountCents: 2500,
  origin: 'http://localhost:3000',
  successUrl:
    'http://localhost:3000/payment-success?session_id=6f1c3b1e-8d1a-4a51-9a3e-2f6f2f1a2b3c&amount=25.00',
  cancelUrl: 'http://localhost:3000/wallet',
};

describe('StripePaymentProvider', () => {
  it('creates a payment-mode Checkout Session with one line item and our ids as metadata', async () => {
    const checkout = await stripe.createCheckout(request);
    const session = fake.sessions.get(checkout.providerSessionId)!;
    expect(checkout.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2500,
      currency: 'usd',
      line_items_count: 1,
      product_name: 'Swapyard wallet credit',
      client_reference_id: request.paymentSessionId,
      metadata: { payment_session_id: request.paymentSessionId, user_id: request.userId },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(fake.requests).toContain('POST /v1/checkout/sessions');
    // The same payment session never makes a second Stripe session (idempotency key).
    expect((await stripe.createCheckout(request)).providerSessionId).toBe(checkout.providerSessionId);
  });

  it('reads open, paid, failed and expired sessions back', async () => {
    const open = await stripe.createCheckout({ ...request, paymentSessionId: 'a1' });
    expect(await stripe.retrieve(open.providerSessionId)).toEqual({
      status: 'open',
      amountCents: 2500,
      processing: false,
      checkoutUrl: open.url,
    });
    fake.pay(open.providerSessionId);
    expect(await stripe.retrieve(open.providerSessionId)).toEqual({ status: 'paid', amountCents: 2500 });

    const failed = await stripe.createCheckout({ ...request, paymentSessionId: 'a2' });
    fake.fail(failed.providerSessionId, 'Your card was declined.');
    expect(await stripe.retrieve(failed.providerSessionId)).toEqual({
      status: 'failed',
      amountCents: 2500,
      failureReason: 'Your card was declined.',
    });

    const expired = await stripe.createCheckout({ ...request, paymentSessionId: 'a3' });
    fake.expire(expired.providerSessionId);
    expect((await stripe.retrieve(expired.providerSessionId)).status).toBe('expired');
    expect(fake.requests).toContain(`GET /v1/checkout/sessions/${open.providerSessionId}`);
  });

  it('fails loudly for a session Stripe does not know', async () => {
    await expect(stripe.retrieve('cs_test_missing')).rejects.toThrow(/No such checkout.session/);
  });

  it('verifies webhook signatures made with the SDK test helper and names the session', async () => {
    const { providerSessionId } = await stripe.createCheckout({ ...request, paymentSessionId: 'w1' });
    for (const type of [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ]) {
      const payload = fake.event(type, providerSessionId);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      expect(stripe.parseWebhook(payload, signature)).toEqual({ type, providerSessionId });
    }
    const other = fake
      .event('checkout.session.completed', providerSessionId)
      .replace('checkout.session.completed', 'invoice.paid');
    expect(
      stripe.parseWebhook(
        other,
        Stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret }),
      ),
    ).toBeNull();
  });

  it('rejects bad, missing and stale signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1' } },
    });
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => stripe.parseWebhook(payload, wrong)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(payload, stale)).toThrow(WebhookSignatureError);
  });
});
