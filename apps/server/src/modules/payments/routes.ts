import { paymentsEndpoints as endpoints } from '@swapyard/domain/endpoints/payments';
import type { Context } from 'hono';
import { idempotent } from '../../platform/idempotency/index.ts';
import type { AppEnv } from '../../platform/http-context.ts';
import { createRouter, routeOf } from '../../platform/openapi.ts';
import { requireSession, type Auth, type AuthedEnv } from '../auth/index.ts';
import * as service from './service.ts';
import type { PaymentsDeps } from './service.ts';

/** Signed by Stripe, sent by no browser: the API's Origin and JSON checks leave it be, its body has a cap (app.ts). */
export const STRIPE_WEBHOOK_PATH = endpoints.webhook.path;

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

  const open = createRouter<AppEnv>()
    .openapi(routeOf(endpoints.availability), (c) =>
      c.json(service.paymentAvailability({ ...deps, payoutsAvailable }), 200),
    )
    .openapi(routeOf(endpoints.webhook), async (c) =>
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
    .openapi(routeOf(endpoints.checkout, signedIn, once), async (c) =>
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
    .openapi(routeOf(endpoints.payByCard, signedIn, once), async (c) =>
      c.json(
        await service.payByCard(
          forRequest(c),
          c.get('user').id,
          c.req.valid('json').purpose,
          c.get('logger'),
        ),
        200,
      ),
    )
    .openapi(routeOf(endpoints.verify, signedIn), async (c) =>
      c.json(
        await service.verifyPayment(deps, c.get('user').id, c.req.valid('json').sessionId, c.get('logger')),
        200,
      ),
    )
    .openapi(routeOf(endpoints.sandboxCheckout, signedIn), async (c) =>
      c.json(await service.getSandboxCheckout(forRequest(c), c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(routeOf(endpoints.sandboxPay, signedIn), async (c) =>
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
