import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CheckoutSession } from '@swapyard/domain';
import { paymentSessions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

/** Test helpers for an app whose payment provider is Stripe against the local fake (fake-stripe-server.ts). */

/** Signs a webhook payload the way Stripe does, with the SDK's own helper. */
export const signStripePayload = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** Delivers a webhook as Stripe would: the raw JSON body and, when given, its signature header. */
export const postStripeWebhook = (t: TestApp, payload: string, signature?: string) =>
  t.client().request('/api/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
    body: payload,
  });

/** Starts a checkout as the signed-in `client`; answers our session id and Stripe's. */
export async function startStripeCheckout(
  t: TestApp,
  client: TestClient,
  amountCents: number,
): Promise<CheckoutSession & { providerSessionId: string }> {
  const checkout = (await (
    await client.post('/api/payments/checkout', { amountCents })
  ).json()) as CheckoutSession;
  const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, checkout.sessionId));
  return { ...checkout, providerSessionId: row!.providerSessionId };
}
