import { z } from 'zod';
import { formatCents, MAX_OFFER_CASH_CENTS } from './money.ts';
import { checkoutSessionSchema } from './payments.ts';
import { buyBundleSchema } from './bundles.ts';
import { buyNowInputSchema, offerByCardSchema } from './trades.ts';

/**
 * Paying a shortfall by card (docs/product/wallet.md, "Paying the rest by card"): where the wallets do not cover
 * what a member is paying, a card pays exactly what is missing, and the payment's confirmation tops up the wallet and
 * completes what it was for, once.
 */

/** Card networks charge no less (Stripe's minimum in US dollars); a smaller shortfall is charged this, the rest kept. */
export const CARD_PAYMENT_MIN_CENTS = 50;

/**
 * What a card payment is for: a Buy now at the price the buyer saw, an offer's cash, a bundle at its total, accepting a
 * swap circle the member pays cash in, taking a seller's counter-offer, or a bid in a live auction.
 */
export const checkoutPurposeSchema = z
  .discriminatedUnion('kind', [
    buyNowInputSchema.omit({ paymentMethod: true }).extend({ kind: z.literal('buy_now') }),
    offerByCardSchema,
    buyBundleSchema.omit({ paymentMethod: true }).extend({ kind: z.literal('bundle') }),
    z.strictObject({ kind: z.literal('circle'), circleId: z.uuid('Swap circle not found') }),
    z.strictObject({ kind: z.literal('counter'), tradeId: z.uuid('Trade not found') }),
    z.strictObject({
      kind: z.literal('bid'),
      auctionId: z.uuid('Auction not found'),
      streamId: z.uuid('Auction not found'),
      amountCents: z.number().int().positive().max(MAX_OFFER_CASH_CENTS),
      /** The bid's maximum, when it had one: what the wallets must hold (docs/product/live.md, "Maximum bids"). */
      maxCents: z.number().int().positive().max(MAX_OFFER_CASH_CENTS).optional(),
    }),
  ])
  .meta({ id: 'CheckoutPurpose' });
export type CheckoutPurpose = z.output<typeof checkoutPurposeSchema>;
export type CheckoutPurposeInput = z.input<typeof checkoutPurposeSchema>;
export type CheckoutPurposeKind = CheckoutPurpose['kind'];

/** POST /api/payments/pay-by-card. */
export const payByCardSchema = z.strictObject({ purpose: checkoutPurposeSchema }).meta({ id: 'PayByCard' });
export type PayByCard = z.infer<typeof payByCardSchema>;

/** The card checkout for a shortfall: where to pay, and how much (the shortfall, or the card minimum). */
export const cardCheckoutSchema = checkoutSessionSchema
  .extend({ amountCents: z.number().int() })
  .meta({ id: 'CardCheckout' });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;

/** The card amount for a shortfall. */
export const cardChargeCents = (shortfallCents: number) => Math.max(shortfallCents, CARD_PAYMENT_MIN_CENTS);

export const cardPaymentTexts = {
  payByCard: (shortfallCents: number) => `Pay ${formatCents(cardChargeCents(shortfallCents))} by card`,
  /** Below the card minimum, the button's amount differs from the shortfall: said once beside it. */
  minimumNote: `Cards are charged at least ${formatCents(CARD_PAYMENT_MIN_CENTS)}; anything over stays in your wallet.`,
  redirecting: 'Opening the checkout...',
  nothingMissing: 'Your wallet already covers this: pay from your wallet.',
  backToItem: 'Back to the item',
  pendingTitle: 'Payment received',
  pending: 'Your payment is in; we are finishing your purchase.',
  notCompletedTitle: 'Purchase not completed',
  /** The item was sold, hidden or repriced while the member paid: the money stays theirs. */
  keptInWallet: (amountCents: number, reason: string) =>
    `${/[.!?]$/.test(reason) ? reason : `${reason}.`} The ${formatCents(amountCents)} you paid is in your wallet.`,
} as const;
