import { z } from 'zod';
import { handoverMethods, type HandoverMethod } from './handovers.ts';
import { formatCents } from './money.ts';

/*
 * Postage (docs/product/handover.md "Postage"): the seller's shipping price per listing, paid at checkout with the
 * item, held and paid or refunded with it.
 */

/** A listing's postage is at most this ($100). */
export const MAX_POSTAGE_CENTS = 10_000;

export const POSTAGE_TEXTS = {
  invalid: `Please enter a postage price from $0 to ${formatCents(MAX_POSTAGE_CENTS)}, with at most 2 decimals`,
  fieldLabel: 'Postage',
  fieldHint: 'What the buyer pays for shipping, on top of the price; 0 for free shipping',
  free: 'Free shipping',
  chooseDelivery: 'Choose shipping or a meetup',
  notShipped: 'This item is not shipped: choose a meetup',
  noMeetup: 'This item is not handed over in person: choose shipping',
  changed: 'The postage has changed: check the new total and try again',
  shipping: 'Shipping',
  meetup: 'Meet up',
  total: 'Total',
} as const;

/** A listing's postage as the item page shows it: '$4.50', or 'Free shipping'. */
export const postageLabel = (cents: number) => (cents > 0 ? formatCents(cents) : POSTAGE_TEXTS.free);

/** A listing's postage in whole cents (the listing forms read the dollars typed into cents first). */
export const postageCentsSchema = z
  .number({ error: POSTAGE_TEXTS.invalid })
  .int(POSTAGE_TEXTS.invalid)
  .min(0, POSTAGE_TEXTS.invalid)
  .max(MAX_POSTAGE_CENTS, POSTAGE_TEXTS.invalid);

/**
 * What a buyer sends at checkout about delivery: how (required when the listings allow both ways and cost postage)
 * and the postage they saw (a postage changed since is refused rather than charged).
 */
export const checkoutDeliveryFields = {
  delivery: z.enum(handoverMethods, POSTAGE_TEXTS.chooseDelivery).optional(),
  postageCents: postageCentsSchema.default(0),
};

/** What a checkout sells, as far as delivery goes. */
export interface PostageListing {
  ships: boolean;
  meetsUp: boolean;
  shippingCents: number;
}

export type CheckoutDelivery =
  /** `delivery` null: the listings allow both ways at no postage, and the receiver chooses after (handovers). */
  { ok: true; delivery: HandoverMethod | null; postageCents: number } | { ok: false; message: string };

/**
 * How a checkout's items are handed over and what postage it adds: a bundle ships once, at the highest postage of
 * its items; every item must allow the way chosen. Without a choice, the only way the items allow; both allowed,
 * free of postage, the receiver chooses later; both allowed at a cost, the buyer must choose now.
 */
export function checkoutDelivery(listings: PostageListing[], chosen?: HandoverMethod): CheckoutDelivery {
  const ships = listings.every((listing) => listing.ships);
  const meetsUp = listings.every((listing) => listing.meetsUp);
  const postage = Math.max(0, ...listings.map((listing) => listing.shippingCents));
  if (chosen === 'ship' && !ships) return { ok: false, message: POSTAGE_TEXTS.notShipped };
  if (chosen === 'meetup' && !meetsUp) return { ok: false, message: POSTAGE_TEXTS.noMeetup };
  const delivery = chosen ?? (ships && meetsUp ? null : ships ? 'ship' : 'meetup');
  if (delivery === null && postage > 0) return { ok: false, message: POSTAGE_TEXTS.chooseDelivery };
  return { ok: true, delivery, postageCents: delivery === 'ship' ? postage : 0 };
}
