import Stripe from 'stripe';
import type {
  CheckoutRequest,
  PaymentProvider,
  ProviderCheckout,
  ProviderPayment,
  WebhookEvent,
} from './provider.ts';
import { WebhookSignatureError } from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is (tests point it at a local fake); Stripe's own servers by default. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** The checkout.session events that can change whether a top-up is paid. */
const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * Stripe Checkout Sessions (mode payment, one line item). Our payment session id and the member id travel as
 * metadata; the webhook only tells us which session to look at, and the session is then read back from Stripe, so
 * a forged or replayed event can never credit more than Stripe says was paid.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...(options.api ?? {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createCheckout(input: CheckoutRequest): Promise<ProviderCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: input.amountCents,
              product_data: { name: 'Swapyard wallet credit' },
            },
          },
        ],
        client_reference_id: input.paymentSessionId,
        metadata: { payment_session_id: input.paymentSessionId, user_id: input.userId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      // A retried create (network blip) returns the same session instead of a second one.
      { idempotencyKey: `swapyard-checkout-${input.paymentSessionId}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { providerSessionId: session.id, url: session.url };
  }

  async retrieve(providerSessionId: string): Promise<ProviderPayment> {
    const session = await this.stripe.checkout.sessions.retrieve(providerSessionId, {
      expand: ['payment_intent'],
    });
    return { ...toStatus(session), amountCents: session.amount_total ?? 0 };
  }

  parseWebhook(rawBody: string, signature: string | undefined): WebhookEvent | null {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.options.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
    }
    if (!sessionEvents.has(event.type)) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    return { type: event.type, providerSessionId: session.id };
  }
}

function toStatus(
  session: Stripe.Checkout.Session,
): Pick<ProviderPayment, 'status' | 'failureReason' | 'processing' | 'checkoutUrl'> {
  if (session.payment_status === 'paid') return { status: 'paid' };
  // Still open: the member has not paid yet and can go back to Stripe's page.
  if (session.status === 'open')
    return { status: 'open', processing: false, checkoutUrl: session.url ?? undefined };
  if (session.status === 'expired') return { status: 'expired' };
  // Complete but unpaid: a delayed payment method still settling, or one that failed (its intent says which).
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (
    session.status === 'complete' &&
    intent &&
    ['canceled', 'requires_payment_method'].includes(intent.status)
  ) {
    return { status: 'failed', failureReason: intent.last_payment_error?.message ?? undefined };
  }
  return { status: 'open', processing: true };
}
