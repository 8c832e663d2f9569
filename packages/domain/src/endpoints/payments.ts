import { z } from 'zod';
import { cardCheckoutSchema, CARD_PAYMENT_MIN_CENTS, payByCardSchema } from '../card-payments.ts';
import { endpoint } from '../endpoint.ts';
import { formatCents } from '../money.ts';
import {
  ADD_FUNDS_MAX_CENTS,
  ADD_FUNDS_MIN_CENTS,
  checkoutSessionSchema,
  createCheckoutSchema,
  paymentAvailabilitySchema,
  paymentResultSchema,
  sandboxCheckoutSchema,
  sandboxPayResultSchema,
  sandboxPaySchema,
  verifyPaymentSchema,
} from '../payments.ts';

// A plain string, as declared before the catalogue (not `pathParam`), so the document is unchanged.
const sessionParams = z.object({ id: z.string().max(100) });
const webhookAckSchema = z
  .object({ received: z.literal(true), status: z.string().optional() })
  .meta({ id: 'WebhookAck' });

export const paymentsEndpoints = {
  availability: endpoint({
    method: 'get',
    path: '/api/payments/availability',
    tags: ['Payments'],
    summary: 'Whether card top-ups and withdrawals are available on this server',
    description:
      'Without Stripe and with the sandbox off (a deployment without PAYMENTS_SANDBOX), card top-ups are ' +
      'unavailable; without a payout provider, withdrawals are.',
    answers: { 200: { description: 'Availability', schema: paymentAvailabilitySchema } },
  }),
  checkout: endpoint({
    method: 'post',
    path: '/api/payments/checkout',
    tags: ['Payments'],
    summary:
      "Start a card top-up of the member's credit wallet: returns the provider's hosted checkout address",
    description:
      `Between ${formatCents(ADD_FUNDS_MIN_CENTS)} and ${formatCents(ADD_FUNDS_MAX_CENTS)}, no fee. Open \`url\` in a new tab; the checkout returns to /payment-success. ` +
      '503 when card top-ups are unavailable (see /api/payments/availability).',
    body: createCheckoutSchema,
    answers: { 200: { description: 'The checkout session', schema: checkoutSessionSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'],
  }),
  payByCard: endpoint({
    method: 'post',
    path: '/api/payments/pay-by-card',
    tags: ['Payments'],
    summary:
      "Pay by card what the member's wallets lack for a purchase: returns the provider's hosted checkout",
    description:
      `The checkout charges the shortfall (at least ${formatCents(CARD_PAYMENT_MIN_CENTS)}); its confirmation credits the wallet and completes the ` +
      'purchase in one step, once, however often it is confirmed. If the purchase can no longer be made then, the ' +
      'money stays in the wallet. 409 when nothing is missing or the item cannot be bought; 503 when card payments ' +
      'are unavailable.',
    body: payByCardSchema,
    answers: { 200: { description: 'The checkout session', schema: cardCheckoutSchema } },
    errors: ['VALIDATION_FAILED', 'BAD_REQUEST', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE'],
  }),
  verify: endpoint({
    method: 'post',
    path: '/api/payments/verify',
    tags: ['Payments'],
    summary: "Verify one of the member's payments with the provider, crediting the wallet once when paid",
    body: verifyPaymentSchema,
    answers: { 200: { description: 'Where the payment stands', schema: paymentResultSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'],
  }),
  /** Signed by Stripe, sent by no browser: the server reads its raw body itself. */
  webhook: endpoint({
    method: 'post',
    path: '/api/payments/stripe/webhook',
    tags: ['Payments'],
    summary: 'Stripe webhook (checkout.session.* events), verified with the Stripe-Signature header',
    description: 'The raw body is verified against STRIPE_WEBHOOK_SECRET; a bad signature answers 400.',
    answers: { 200: { description: 'Received', schema: webhookAckSchema } },
    errors: ['BAD_REQUEST', 'NOT_FOUND'],
  }),
  sandboxCheckout: endpoint({
    method: 'get',
    path: '/api/payments/sandbox/{id}',
    tags: ['Payments'],
    summary: "The sandbox checkout page's session (the member's own, sandbox provider only)",
    params: sessionParams,
    answers: { 200: { description: 'The checkout', schema: sandboxCheckoutSchema } },
    errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  }),
  sandboxPay: endpoint({
    method: 'post',
    path: '/api/payments/sandbox/{id}/pay',
    tags: ['Payments'],
    summary: 'Pay a sandbox checkout with a test card (4242… succeeds, 4000 0000 0000 0002 is declined)',
    params: sessionParams,
    body: sandboxPaySchema,
    answers: { 200: { description: 'Paid, or declined (status failed)', schema: sandboxPayResultSchema } },
    errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  }),
};
