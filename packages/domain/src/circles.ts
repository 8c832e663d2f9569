import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';
import { itemPhotoSchema, itemSchema } from './items.ts';
import { formatCents } from './money.ts';
import { tradePaymentMethods } from './trades.ts';

/**
 * Swap circles (docs/product/swap-circles.md): members mark the items they want; the product finds 2- and 3-member
 * circles in which everyone gives one of their items and receives one they want, and proposes them on /matches.
 */

/** A member's wants are bounded: each one widens the graph every solve reads. */
export const MAX_WANTS = 100;
/** A member who receives more value than they give pays the difference, by default up to this share of their item. */
export const DEFAULT_SWAP_CASH_LIMIT_PERCENT = 25;

export const WANT_TEXTS = {
  want: 'I want this',
  wanted: 'Wanted',
  signIn: 'Please sign in to want items',
  ownItem: 'You cannot want your own item',
  unavailable: 'This item is no longer available',
  tooMany: `You can want up to ${MAX_WANTS} items. Remove one to add another.`,
  wantFailed: (reason: string) => `Could not update your wants: ${reason}`,
  openToSwap: 'Open to swap',
  openToSwapHint: 'Swap circles may offer this item to a member who wants it',
} as const;

/** PUT/DELETE /api/items/{id}/want: idempotent, answer the state after the change. */
export const wantStateSchema = z.object({ wanted: z.boolean() }).meta({ id: 'WantState' });
export type WantState = z.infer<typeof wantStateSchema>;

export const wantSchema = z
  .object({
    wantedAt: z.string(),
    /** As it is now: it may have been swapped or sold since (such wants stay until removed). */
    item: itemSchema,
  })
  .meta({ id: 'Want' });
export type Want = z.infer<typeof wantSchema>;

/** GET /api/me/wants: every want (at most MAX_WANTS), newest first. */
export const wantListSchema = z.object({ wants: z.array(wantSchema) }).meta({ id: 'WantList' });
export type WantList = z.infer<typeof wantListSchema>;

/**
 * A circle's life (docs/product/swap-circles.md, "Proposal and escrow"): proposed → completed (the last member
 * accepted) · declined (a member declined) · expired (48 hours passed) · dissolved (an item in it stopped being
 * available, or its owner took it out of swapping).
 */
export const swapCircleStatuses = ['proposed', 'completed', 'declined', 'expired', 'dissolved'] as const;
export type SwapCircleStatus = (typeof swapCircleStatuses)[number];

/** Every member has this long to accept before the circle expires. */
export const SWAP_CIRCLE_WINDOW_HOURS = 48;
export const SWAP_CIRCLE_WINDOW_MS = SWAP_CIRCLE_WINDOW_HOURS * 3_600_000;

export const CIRCLE_TEXTS = {
  notFound: 'Swap circle not found',
  notOpen: 'This swap circle is no longer open',
  expired: 'This swap circle has expired',
  alreadyAccepted: 'You have already accepted this swap circle',
  fellThrough: 'This swap circle fell through: one of its items is no longer available',
  reserved: 'This item is reserved for a swap circle',
  accept: 'Accept',
  decline: 'Decline',
  /** Accepting with the cash paid by card (docs/product/wallet.md, "Paying the rest by card"). */
  acceptedTitle: 'Swap circle accepted',
  acceptedByCard:
    'Your cash for it is on hold until the swaps complete. The circle goes ahead once everyone accepts.',
  backToMatches: 'Back to your matches',
} as const;

/**
 * A member's cash in a circle, from their side (positive: they pay), as the circle's card and each leg's trade say it:
 * 'You pay $20.00', 'You receive $20.00', or 'An even swap: no cash either way'.
 */
export function circleCashText(cents: number): string {
  if (cents > 0) return `You pay ${formatCents(cents)}`;
  if (cents < 0) return `You receive ${formatCents(-cents)}`;
  return 'An even swap: no cash either way';
}

const circlePartySchema = memberCardSchema;

/** One leg: the giver's item going to the receiver, with the cash on it. */
export const swapCircleLegSchema = z.object({
  giver: circlePartySchema,
  receiver: circlePartySchema,
  item: z.object({
    id: z.string(),
    title: z.string(),
    categoryLabel: z.string(),
    photos: z.array(itemPhotoSchema),
    valueCents: z.number().int(),
  }),
  /** Integer cents: positive, the receiver pays the giver; negative, the giver pays the receiver. */
  cashCents: z.number().int(),
  /** Whether the giver has accepted the circle. */
  accepted: z.boolean(),
});
export type SwapCircleLeg = z.infer<typeof swapCircleLegSchema>;

export const swapCircleSchema = z
  .object({
    id: z.string(),
    status: z.enum(swapCircleStatuses),
    expiresAt: z.string(),
    createdAt: z.string(),
    /** In circle order: each receiver gives the next leg's item. */
    legs: z.array(swapCircleLegSchema),
    /** The signed-in member's part. */
    you: z.object({
      /** Index into legs of what you give, and of what you get. */
      gives: z.number().int(),
      gets: z.number().int(),
      /** Integer cents: positive, what you pay in all; negative, what you are paid. */
      cashCents: z.number().int(),
      accepted: z.boolean(),
    }),
  })
  .meta({ id: 'SwapCircle' });
export type SwapCircle = z.infer<typeof swapCircleSchema>;

/** GET /api/circles: the member's proposed circles, soonest to expire first. */
export const swapCircleListSchema = z
  .object({ circles: z.array(swapCircleSchema) })
  .meta({ id: 'SwapCircleList' });
export type SwapCircleList = z.infer<typeof swapCircleListSchema>;

/** POST /api/circles/{id}/accept: a member who pays cash chooses the wallets it comes from. */
export const acceptCircleInputSchema = z
  .strictObject({ paymentMethod: z.enum(tradePaymentMethods).optional() })
  .meta({ id: 'AcceptCircleInput' });
export type AcceptCircleInput = z.infer<typeof acceptCircleInputSchema>;

/** Published on each member's topic `user:{id}` after a circle of theirs is proposed, accepted or closed. */
export const CIRCLE_CHANGED_EVENT = 'circle.changed';

/** The cash limits a member may choose, in percent of the value of the item they give (0: even swaps only). */
export const SWAP_CASH_LIMIT_CHOICES = [0, 10, 25, 50, 100] as const;

/** GET/PUT /api/me/swap-preferences (docs/product/swap-circles.md, "Matching"). */
export const swapPreferencesSchema = z
  .strictObject({
    /** The most a member pays to balance a circle, in percent of the value of the item they give. */
    cashLimitPercent: z
      .number({ error: 'Choose a cash limit from 0 to 100%' })
      .int('Choose a cash limit from 0 to 100%')
      .min(0, 'Choose a cash limit from 0 to 100%')
      .max(100, 'Choose a cash limit from 0 to 100%'),
  })
  .meta({ id: 'SwapPreferences' });
export type SwapPreferences = z.infer<typeof swapPreferencesSchema>;
