import { SandboxPaymentProvider } from './sandbox.ts';
import { StripePaymentProvider } from './stripe.ts';
import type { PaymentProvider } from './provider.ts';

export * from './provider.ts';
export { SandboxPaymentProvider, sandboxCharge } from './sandbox.ts';
export { StripePaymentProvider, type StripeOptions } from './stripe.ts';

/**
 * Stripe when STRIPE_* is configured, else the built-in sandbox checkout when PAYMENTS_SANDBOX allows it; undefined
 * otherwise, and card top-ups are unavailable.
 */
export function createPaymentProvider(config: {
  stripe?: { secretKey: string; webhookSecret: string };
  paymentsSandbox: boolean;
}): PaymentProvider | undefined {
  if (config.stripe) return new StripePaymentProvider(config.stripe);
  return config.paymentsSandbox ? new SandboxPaymentProvider() : undefined;
}
