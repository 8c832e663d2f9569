import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemPhotoSchema, itemStatuses } from './items.ts';
import { MAX_OFFER_CASH_CENTS } from './money.ts';
import { text } from './text.ts';
import { MAX_TRADE_MESSAGE_LENGTH, tradePaymentMethods, TRADE_MESSAGES } from './trades.ts';
import { checkoutDeliveryFields } from './postage.ts';

/**
 * Bundles (docs/product/trades.md, "Bundles"): a buyer gathers several available items of one seller and buys them
 * together, at the seller's bundle discount, in one order with one hold; every item is sold with the others or none
 * is.
 */

/** At most this many items in one bundle, and this many discount tiers per seller. */
export const MAX_BUNDLE_ITEMS = 20;
export const MAX_BUNDLE_TIERS = 3;
export const MIN_BUNDLE_ITEMS = 2;
export const MAX_BUNDLE_DISCOUNT_PERCENT = 50;

/** A seller's discount: `percent` off a bundle of at least `minItems` of their items. */
export const bundleTierSchema = z
  .strictObject({
    minItems: z
      .number()
      .int()
      .min(MIN_BUNDLE_ITEMS, `A bundle has at least ${MIN_BUNDLE_ITEMS} items`)
      .max(MAX_BUNDLE_ITEMS, `A bundle has at most ${MAX_BUNDLE_ITEMS} items`),
    percent: z
      .number()
      .int('A discount is a whole percentage')
      .min(1, 'A discount is at least 1%')
      .max(MAX_BUNDLE_DISCOUNT_PERCENT, `A discount is at most ${MAX_BUNDLE_DISCOUNT_PERCENT}%`),
  })
  .meta({ id: 'BundleTier' });
export type BundleTier = z.infer<typeof bundleTierSchema>;

export const BUNDLE_TEXTS = {
  addToBundle: 'Add to bundle',
  inBundle: 'In your bundle',
  removeFromBundle: 'Remove from bundle',
  added: (seller: string) => `Added to your bundle from ${seller}.`,
  viewBundles: 'View bundles',
  pageTitle: 'Bundles',
  empty: 'Your bundles are empty',
  emptyHint: "Add items from one seller with 'Add to bundle' and buy them together.",
  fromSeller: (seller: string) => `From ${seller}`,
  subtotal: 'Items',
  discount: (percent: number) => `Bundle discount (${percent}%)`,
  total: 'Total',
  nextTier: (more: number, percent: number) =>
    `Add ${more} more ${more === 1 ? 'item' : 'items'} from this seller for ${percent}% off.`,
  buy: (total: string) => `Buy bundle for ${total}`,
  makeOffer: 'Make an offer for all',
  offerTitle: 'Offer for the bundle',
  offerIntro: (count: number, total: string) =>
    `One offer for these ${count} items (the bundle's total is ${total}). The seller has 48 hours to answer; your money is on hold until then.`,
  offerLabel: 'Your offer',
  sendOffer: (amount: string) => `Send offer of ${amount}`,
  offerSent: 'Bundle offer sent!',
  offerNotification: (buyer: string, count: number, amount: string) =>
    `${buyer} offered ${amount} for ${count} of your items together.`,
  bought: 'Bundle bought!',
  boughtHint: 'The seller has been told. Arrange the exchange in your conversation.',
  needsTwo: `A bundle has at least ${MIN_BUNDLE_ITEMS} items`,
  tooMany: `A bundle has at most ${MAX_BUNDLE_ITEMS} items`,
  notAvailable: 'Sold or no longer available',
  oneSeller: 'Every item of a bundle comes from one seller',
  ownItem: 'You cannot add your own item to a bundle',
  noPrice: 'Only items with a price can be bought in a bundle',
  buyNowOff:
    'The seller sells one of these items only by offer: make an offer for all, or remove it to buy the rest at once',
  totalChanged: 'The prices in this bundle have changed. Check the new total and try again.',
  unavailable: 'One of these items is no longer available. Remove it and try again.',
  tiersTitle: 'Bundle discounts',
  tiersHint: 'Give buyers a discount when they buy several of your items together.',
  tierLine: (tier: BundleTier) => `${tier.percent}% off ${tier.minItems}+ items`,
  tiersSaved: 'Bundle discounts saved',
  tiersDistinct: 'Each discount needs its own number of items',
  tiersIncreasing: 'A bigger bundle gets a bigger discount',
  /** Notifications. */
  soldTitle: 'Bundle sold!',
  sold: (buyer: string, count: number, total: string) =>
    `${buyer} bought ${count} of your items together for ${total}. The money is on hold until the sale completes.`,
  purchasedTitle: 'Bundle purchase confirmed',
  purchased: (seller: string, count: number, total: string) =>
    `You bought ${count} items from ${seller} for ${total}. Your money is on hold until the sale completes.`,
} as const;

/** The discount that applies to `count` items of a seller: the highest tier reached (0 without one). */
export function bundleDiscountPercent(tiers: readonly BundleTier[], count: number): number {
  return tiers.reduce(
    (best, tier) => (count >= tier.minItems && tier.percent > best ? tier.percent : best),
    0,
  );
}

/** The next tier a bigger bundle would reach, if any. */
export function nextBundleTier(tiers: readonly BundleTier[], count: number): BundleTier | undefined {
  return [...tiers].sort((a, b) => a.minItems - b.minItems).find((tier) => tier.minItems > count);
}

/** A bundle's prices: the discount is whole cents, rounded down, off the sum of the prices. */
export function bundlePrice(pricesCents: readonly number[], percent: number) {
  const subtotalCents = pricesCents.reduce((sum, cents) => sum + cents, 0);
  const discountCents = Math.floor((subtotalCents * percent) / 100);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/** PUT /api/bundles/discounts: the seller's tiers, replacing the ones they had (none: no discount). */
export const bundleTiersInputSchema = z
  .strictObject({ tiers: z.array(bundleTierSchema).max(MAX_BUNDLE_TIERS) })
  .refine((input) => new Set(input.tiers.map((tier) => tier.minItems)).size === input.tiers.length, {
    message: BUNDLE_TEXTS.tiersDistinct,
    path: ['tiers'],
  })
  .refine(
    (input) => {
      const sorted = [...input.tiers].sort((a, b) => a.minItems - b.minItems);
      return sorted.every((tier, i) => i === 0 || tier.percent > sorted[i - 1]!.percent);
    },
    { message: BUNDLE_TEXTS.tiersIncreasing, path: ['tiers'] },
  )
  .meta({ id: 'BundleTiersInput' });
export type BundleTiersInput = z.infer<typeof bundleTiersInputSchema>;

export const bundleTiersSchema = z.object({ tiers: z.array(bundleTierSchema) }).meta({ id: 'BundleTiers' });
export type BundleTiers = z.infer<typeof bundleTiersSchema>;

/** POST /api/bundles/items. */
export const addToBundleSchema = z
  .strictObject({ itemId: z.uuid(TRADE_MESSAGES.itemNotFound) })
  .meta({ id: 'AddToBundle' });
export type AddToBundle = z.infer<typeof addToBundleSchema>;

/** An item of a bundle, as it is now. */
export const bundleItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    photos: z.array(itemPhotoSchema),
    /** Integer cents. */
    valueCents: z.number().int().nullable(),
    status: z.enum(itemStatuses),
    /** Still buyable in a bundle now (available, public, priced); otherwise shown as gone, and left out of totals. */
    available: z.boolean(),
    /** The seller lets it be bought at once (its Buy now switch). */
    buyNow: z.boolean(),
    /** How it is handed over and its postage (a bundle ships once, at its items' highest postage). */
    ships: z.boolean(),
    meetsUp: z.boolean(),
    shippingCents: z.number().int(),
  })
  .meta({ id: 'BundleItem' });
export type BundleItem = z.infer<typeof bundleItemSchema>;

/** One seller's bundle: its items, the seller's tiers, and the prices of its available items. */
export const bundleSchema = z
  .object({
    seller: memberCardSchema,
    items: z.array(bundleItemSchema),
    tiers: z.array(bundleTierSchema),
    discountPercent: z.number().int(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
  })
  .meta({ id: 'Bundle' });
export type Bundle = z.infer<typeof bundleSchema>;

/** GET /api/bundles: the buyer's bundles, one per seller, the most recently added to first. */
export const bundleListSchema = z.object({ bundles: z.array(bundleSchema) }).meta({ id: 'BundleList' });
export type BundleList = z.infer<typeof bundleListSchema>;

const bundleItemIds = z
  .array(z.uuid(TRADE_MESSAGES.itemNotFound))
  .min(MIN_BUNDLE_ITEMS, BUNDLE_TEXTS.needsTwo)
  .max(MAX_BUNDLE_ITEMS, BUNDLE_TEXTS.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, 'Each item appears once in a bundle');

/**
 * POST /api/bundles/buy: the listed items of one seller, bought at once at the bundle's total. `totalCents` is the
 * total the buyer saw: a changed price or discount is refused rather than charged.
 */
export const buyBundleSchema = z
  .strictObject({
    sellerId: z.uuid(TRADE_MESSAGES.itemNotFound),
    itemIds: bundleItemIds,
    totalCents: z
      .number()
      .int()
      .positive()
      .max(MAX_OFFER_CASH_CENTS * MAX_BUNDLE_ITEMS),
    paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired),
    ...checkoutDeliveryFields,
  })
  .meta({ id: 'BuyBundle' });
export type BuyBundle = z.infer<typeof buyBundleSchema>;

/**
 * POST /api/bundles/offer: one cash offer for the listed items of one seller, held like any offer and answered within
 * 48 hours (accepted, declined or countered); accepting sells every item or none.
 */
export const bundleOfferSchema = z
  .strictObject({
    sellerId: z.uuid(TRADE_MESSAGES.itemNotFound),
    itemIds: bundleItemIds,
    cashCents: z
      .number()
      .int(TRADE_MESSAGES.invalidCashOffer)
      .positive(TRADE_MESSAGES.invalidCashOffer)
      .max(MAX_OFFER_CASH_CENTS * MAX_BUNDLE_ITEMS, TRADE_MESSAGES.invalidCashOffer),
    paymentMethod: z.enum(tradePaymentMethods, TRADE_MESSAGES.paymentMethodRequired),
    message: text({ multiline: true })
      .max(MAX_TRADE_MESSAGE_LENGTH)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .meta({ id: 'BundleOffer' });
export type BundleOffer = z.output<typeof bundleOfferSchema>;
export type BundleOfferInput = z.input<typeof bundleOfferSchema>;

/** How a tier reads in a seller's closet and on their items. */
export const tiersSummary = (tiers: readonly BundleTier[]) =>
  [...tiers]
    .sort((a, b) => a.minItems - b.minItems)
    .map(BUNDLE_TEXTS.tierLine)
    .join(' · ');
