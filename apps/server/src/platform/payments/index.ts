import { SandboxPaymentProvider } from './sandbox.ts';
import { StripePaymentProvider } from './stripe.ts';
import type { PaymentProvider } from './provider.ts';

export * from './provider.ts';
export { SandboxPaymentProvider, sandboxCharge } from './sandbox.ts';
export { StripePaymentProvider, type StripeOptions } from './stripe.ts';

/** Stripe when STRIPE_* is configured, the built-in sandbox checkout otherwise. */
export function createPaymentProvider(config: {
  publicUrl: string;
  stripe?: { secretKey: string; webhookSecret: string };
}): PaymentProvider {
  return config.stripe
    ? new StripePaymentProvider(config.stripe)
    : new SandboxPaymentProvider(config.publicUrl);
}
