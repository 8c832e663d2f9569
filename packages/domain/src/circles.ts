import { z } from 'zod';
import { itemSchema } from './items.ts';

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
