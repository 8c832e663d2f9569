import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  checkoutSessionSchema,
  createCheckoutSchema,
  paymentAvailabilitySchema,
  paymentResultSchema,
  sandboxCheckoutSchema,
  sandboxPayResultSchema,
  sandboxPaySchema,
  verifyPaymentSchema,
  ADD_FUNDS_MIN_CENTS,
  ADD_FUNDS_MAX_CENTS,
  formatCents,
} from '@swapyard/domain';
import { idempotent } from '../../platform/idempotency/index.ts';
import { createRouter, errorResponses, jsonContent } from '../../platform/openapi.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { PaymentsDeps } from './service.ts';

/** Signed by Stripe, sent by no browser: the API's Origin and JSON checks leave it be, its body has a cap (app.ts). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

const sessionParams = z.object({ id: z.string().max(100) });
const webhookAckSchema = z
  .object({ received: z.literal(true), status: z.string().optional() })
  .meta({ id: 'WebhookAck' });

export function paymentsRoutes(
  options: PaymentsDeps & {
    auth: Auth;
    /** Whether withdrawals can be paid out (there is a payout provider). */
    payoutsAvailable: boolean;
    /** The origin the member's browser uses for a request (platform/origins.ts); `publicUrl` is the fallback. */
    browserOrigin: (request: Request) => string;
  },
) {
  const { auth, payoutsAvailable, browserOrigin, ...deps } = options;
  const signedIn = requireSession(auth);
  // One checkout per intent: a repeated request gets the same checkout back (platform/idempotency).
  const once = idempotent(deps.db);
  // The checkout opens, and returns, on the address the member is using.
  const forRequest = (c: Context): PaymentsDeps => ({ ...deps, publicUrl: browserOrigin(c.req.raw) });

  const availability = createRoute({
    method: 'get',
    path: '/api/payments/availability',
    tags: ['Payments'],
    summary: 'Whether card top-ups and withdrawals are available on this server',
    description:
      'Without Stripe and with the sandbox off (a deployment without PAYMENTS_SANDBOX), card top-ups are ' +
      'unavailable; without a payout provider, withdrawals are.',
    responses: { 200: { description: 'Availability', content: jsonContent(paymentAvailabilitySchema) } },
  });

  const checkout = createRoute({
    method: 'post',
    path: '/api/payments/checkout',
    tags: ['Payments'],
    summary:
      "Start a card top-up of the member's credit wallet: returns the provider's hosted checkout address",
    description:
      `Between ${formatCents(ADD_FUNDS_MIN_CENTS)} and ${formatCents(ADD_FUNDS_MAX_CENTS)}, no fee. Open \`url\` in a new tab; the checkout returns to /payment-success. ` +
      '503 when card top-ups are unavailable (see /api/payments/availability).',
    middleware: [signedIn, once] as const,
    request: { body: { content: jsonContent(createCheckoutSchema), required: true } },
    responses: {
      200: { description: 'The checkout session', content: jsonContent(checkoutSessionSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'UNAVAILABLE'),
    },
  });

  const verify = createRoute({
    method: 'post',
    path: '/api/payments/verify',
    tags: ['Payments'],
    summary: "Verify one of the member's payments with the provider, crediting the wallet once when paid",
    middleware: [signedIn] as const,
    request: { body: { content: jsonContent(verifyPaymentSchema), required: true } },
    responses: {
      200: { description: 'Where the payment stands', content: jsonContent(paymentResultSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'UNAVAILABLE'),
    },
  });

  const webhook = createRoute({
    method: 'post',
    path: STRIPE_WEBHOOK_PATH,
    tags: ['Payments'],
    summary: 'Stripe webhook (checkout.session.* events), verified with the Stripe-Signature header',
    description: 'The raw body is verified against STRIPE_WEBHOOK_SECRET; a bad signature answers 400.',
    responses: {
      200: { description: 'Received', content: jsonContent(webhookAckSchema) },
      ...errorResponses('BAD_REQUEST', 'NOT_FOUND'),
    },
  });

  const sandboxGet = createRoute({
    method: 'get',
    path: '/api/payments/sandbox/{id}',
    tags: ['Payments'],
    summary: "The sandbox checkout page's session (the member's own, sandbox provider only)",
    middleware: [signedIn] as const,
    request: { params: sessionParams },
    responses: {
      200: { description: 'The checkout', content: jsonContent(sandboxCheckoutSchema) },
      ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND'),
    },
  });

  const sandboxPay = createRoute({
    method: 'post',
    path: '/api/payments/sandbox/{id}/pay',
    tags: ['Payments'],
    summary: 'Pay a sandbox checkout with a test card (4242… succeeds, 4000 0000 0000 0002 is declined)',
    middleware: [signedIn] as const,
    request: { params: sessionParams, body: { content: jsonContent(sandboxPaySchema), required: true } },
    responses: {
      200: { description: 'Paid, or declined (status failed)', content: jsonContent(sandboxPayResultSchema) },
      ...errorResponses('VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
    },
  });

  const open = createRouter<AppEnv>()
    .openapi(availability, (c) => c.json(service.paymentAvailability({ ...deps, payoutsAvailable }), 200))
    .openapi(webhook, async (c) =>
      c.json(
        await service.handleWebhook(
          deps,
          await c.req.text(),
          c.req.header('stripe-signature'),
          c.get('logger'),
        ),
        200,
      ),
    );

  const authed = createRouter<AuthedEnv>()
    .openapi(checkout, async (c) =>
      c.json(
        await service.startCheckout(
          forRequest(c),
          c.get('user').id,
          c.req.valid('json').amountCents,
          c.get('logger'),
        ),
        200,
      ),
    )
    .openapi(verify, async (c) =>
      c.json(
        await service.verifyPayment(deps, c.get('user').id, c.req.valid('json').sessionId, c.get('logger')),
        200,
      ),
    )
    .openapi(sandboxGet, async (c) =>
      c.json(await service.getSandboxCheckout(forRequest(c), c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(sandboxPay, async (c) =>
      c.json(
        await service.paySandbox(
          forRequest(c),
          c.get('user').id,
          c.req.valid('param').id,
          c.req.valid('json'),
          c.get('logger'),
        ),
        200,
      ),
    );

  return createRouter<AppEnv>().route('/', open).route('/', authed);
}
