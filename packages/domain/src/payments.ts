import { z } from 'zod';
import { AMOUNT_FORMAT_MESSAGE, centsAmountSchema, centsToDollarsInput, formatCents } from './money.ts';
import { text } from './text.ts';

/** Adding funds and the payment result (docs/product/wallet.md, "Adding funds"). Amounts in cents; no fee. */
export const ADD_FUNDS_MIN_CENTS = 500;
export const ADD_FUNDS_MAX_CENTS = 50_000;
/** Quick picks: $10, $25, $50 and $100. */
export const ADD_FUNDS_QUICK_CENTS = [1000, 2500, 5000, 10_000] as const;

export const paymentMessages = {
  minimum: `Please add at least ${formatCents(ADD_FUNDS_MIN_CENTS)}`,
  maximum: `Maximum add amount is ${formatCents(ADD_FUNDS_MAX_CENTS)}`,
  initiateFailedTitle: 'Payment failed',
  initiateFailed: 'Failed to initiate payment. Please try again.',
  invalidSession: 'Invalid payment session',
  verifyFailed: 'Failed to verify payment. Please contact support.',
  cardDeclined: 'Your card was declined.',
  /** Ours: the result page of a checkout left before paying. */
  notCompletedTitle: 'Payment not completed',
  notCompleted: 'You left the checkout before paying, so nothing was charged.',
  processing: 'Your payment is still being processed.',
} as const;

/**
 * Ours: a deployment with no real payment or payout provider (and the sandbox off) takes no card top-ups and pays
 * nothing out, and says so (docs/decisions/011-deployment-safety.md).
 */
export const availabilityMessages = {
  cardTopUpsTitle: 'Card top-ups unavailable',
  cardTopUps: 'Card top-ups are unavailable right now.',
  withdrawalsTitle: 'Withdrawals unavailable',
  withdrawals: 'Withdrawals are unavailable right now.',
} as const;

/** GET /api/payments/availability: what this server can do with money right now. */
export const paymentAvailabilitySchema = z
  .object({ cardTopUps: z.boolean(), withdrawals: z.boolean() })
  .meta({ id: 'PaymentAvailability' });
export type PaymentAvailability = z.infer<typeof paymentAvailabilitySchema>;

/** The message for an add-funds amount, or null when it is fine. */
export function addFundsProblem(amountCents: number): string | null {
  if (!Number.isInteger(amountCents)) return AMOUNT_FORMAT_MESSAGE;
  if (amountCents < ADD_FUNDS_MIN_CENTS) return paymentMessages.minimum;
  if (amountCents > ADD_FUNDS_MAX_CENTS) return paymentMessages.maximum;
  return null;
}

/** POST /api/payments/checkout. */
export const createCheckoutSchema = z
  .strictObject({ amountCents: centsAmountSchema(100_000_000) })
  .meta({ id: 'CreateCheckout' });
export type CreateCheckout = z.infer<typeof createCheckoutSchema>;

/** The provider's hosted checkout address, opened in a new tab. */
export const checkoutSessionSchema = z
  .object({ sessionId: z.string(), url: z.string() })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const paymentStatuses = ['open', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** POST /api/payments/verify. */
export const verifyPaymentSchema = z
  .strictObject({ sessionId: text().min(1).max(255) })
  .meta({ id: 'VerifyPayment' });

/**
 * Where a top-up stands for the member (docs/product/wallet.md "Adding funds"): a session still `open` is either not
 * paid yet (`open`: the checkout was left before paying, and can be finished) or paid and still settling
 * (`processing`: a delayed payment method).
 */
export const paymentResultStatuses = ['open', 'processing', 'paid', 'failed', 'expired'] as const;
export type PaymentResultStatus = (typeof paymentResultStatuses)[number];

export const purposeStatuses = ['pending', 'completed', 'failed'] as const;

/**
 * What became of a card payment's purpose once paid (the payment result page says it;
 * docs/product/wallet.md, "Paying the rest by card").
 */
export const purposeResultSchema = z
  .object({
    status: z.enum(purposeStatuses),
    title: z.string(),
    message: z.string(),
    /** Where to go next: the purchase's conversation, or the item again. */
    href: z.string().nullable(),
    hrefLabel: z.string().nullable(),
  })
  .meta({ id: 'PurposeResult' });
export type PurposeResult = z.infer<typeof purposeResultSchema>;

export const paymentResultSchema = z
  .object({
    sessionId: z.string(),
    status: z.enum(paymentResultStatuses),
    amountCents: z.number().int(),
    /** Whether this call applied the credit (false when an earlier call or the webhook already had). */
    credited: z.boolean(),
    message: z.string(),
    /** While the status is `open`: the checkout to go back to and finish paying (null when it cannot be found). */
    checkoutUrl: z.string().nullable(),
    /** A card payment for a purchase (card-payments.ts): what became of it; null for a plain top-up. */
    purpose: purposeResultSchema.nullable(),
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Where the provider sends the member back: our result page, with our payment session id and the amount. */
export function paymentSuccessPath(sessionId: string, amountCents: number): string {
  const amount = centsToDollarsInput(amountCents);
  return `/payment-success?session_id=${encodeURIComponent(sessionId)}&amount=${amount}`;
}

/**
 * Where a checkout left without paying sends the member: the wallet, marked so that the checkout's own tab (Add
 * Funds opened it beside the wallet) closes itself instead of becoming a second wallet (docs/product/wallet.md).
 */
export const CHECKOUT_CANCELLED_PATH = '/wallet?checkout=cancelled';
export const checkoutWasCancelled = (search: { get(name: string): string | null | undefined }) =>
  search.get('checkout') === 'cancelled';

/** The sandbox checkout's test cards (the same numbers as Stripe's test mode). */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const cardMessages = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  name: 'Please enter the name on your card.',
} as const;

/** Digits only. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

/** The first problem with a card form, keyed by field, or null. `now` decides whether the card has expired. */
export function cardProblem(
  card: CardInput,
  now = new Date(),
): { field: keyof CardInput; message: string } | null {
  if (!luhnValid(card.number)) return { field: 'number', message: cardMessages.number };
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { field: 'expiry', message: cardMessages.expiry };
  const year = 2000 + Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { field: 'expiry', message: cardMessages.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: 'cvc', message: cardMessages.cvc };
  if (card.name.trim().length === 0) return { field: 'name', message: cardMessages.name };
  return null;
}

/** GET /api/payments/sandbox/{id}: what the sandbox checkout page shows. */
export const sandboxCheckoutSchema = z
  .object({
    sessionId: z.string(),
    amountCents: z.number().int(),
    status: z.enum(paymentStatuses),
    failureReason: z.string().nullable(),
    /** A card payment for a purchase (card-payments.ts) rather than a top-up. */
    forPurchase: z.boolean(),
    /** Our result page (absolute URL) and where Cancel goes. */
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .meta({ id: 'SandboxCheckout' });
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** POST /api/payments/sandbox/{id}/pay: the card form. The card data never leaves this request. */
export const sandboxPaySchema = z
  .strictObject({
    number: text({ trim: false }).max(40),
    expiry: text({ trim: false }).max(10),
    cvc: text({ trim: false }).max(10),
    name: text({ trim: false }).max(200),
  })
  .meta({ id: 'SandboxPay' });

export const sandboxPayResultSchema = z
  .object({
    /** 'paid', or 'open' when the card was declined (the session takes another card). */
    status: z.enum(paymentStatuses),
    /** 'Your card was declined.' when declined. */
    message: z.string(),
    /** Where the checkout sends the member next (our result page). */
    redirectUrl: z.string(),
  })
  .meta({ id: 'SandboxPayResult' });
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;
