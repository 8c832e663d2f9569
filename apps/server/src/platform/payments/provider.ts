import type { PaymentStatus } from '@swapyard/domain';
import type { Db } from '../db.ts';

/**
 * A card payment provider with a hosted checkout (docs/product/wallet.md, "Adding funds"): Stripe Checkout when STRIPE_* is
 * configured, else the built-in sandbox where PAYMENTS_SANDBOX allows it (none in a deployment: card top-ups are
 * then unavailable). The provider only takes the money; crediting the wallet is the
 * payments module's job, done once whatever the provider reports and however often.
 */
export interface PaymentProvider {
  /** Stored on payment_sessions.provider and part of the ledger idempotency key. */
  readonly name: 'sandbox' | 'stripe';
  createCheckout(input: CheckoutRequest): Promise<ProviderCheckout>;
  /**
   * The provider's view of one checkout. `ctx.db` is the caller's transaction: the sandbox keeps its state in our
   * database and must read it there (external providers ignore it).
   */
  retrieve(providerSessionId: string, ctx: { db: Db }): Promise<ProviderPayment>;
  /**
   * Verifies a webhook delivery (raw body and signature header) and says which checkout it is about; null for
   * events we do not act on. Throws WebhookSignatureError when the signature does not verify. Absent: the provider
   * sends no webhooks.
   */
  parseWebhook?(rawBody: string, signature: string | undefined): WebhookEvent | null;
}

export interface CheckoutRequest {
  /** Our payment_sessions id (metadata at the provider; part of the return address). */
  paymentSessionId: string;
  userId: string;
  amountCents: number;
  /** The origin of the member's browser (the sandbox's checkout page is ours and opens there). */
  origin: string;
  /** Absolute addresses the hosted checkout returns to. */
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckout {
  providerSessionId: string;
  /** The hosted checkout page, opened in a new tab. */
  url: string;
}

export interface ProviderPayment {
  status: PaymentStatus;
  amountCents: number;
  failureReason?: string;
  /**
   * With status 'open': true when the member finished the checkout and the payment is settling (a delayed payment
   * method); false or absent when they have not paid yet.
   */
  processing?: boolean;
  /** With status 'open' and not processing: the provider's checkout page, where the member can still pay. */
  checkoutUrl?: string;
}

export interface WebhookEvent {
  /** The provider's event type, e.g. checkout.session.completed. */
  type: string;
  providerSessionId: string;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
