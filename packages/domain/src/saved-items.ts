import { z } from 'zod';
import { text } from './text.ts';
import { ITEMS_PAGE_SIZE, MAX_ITEMS_PAGE_SIZE, itemSchema } from './items.ts';

/** Saving an item requires sign-in (docs/product/social.md, "Saved items"). */
export const SAVE_ITEM_SIGN_IN_MESSAGE = 'Please log in to save items';
export const SAVE_OWN_ITEM_MESSAGE = 'You cannot save your own item';

/**
 * GET/PUT/DELETE /api/items/{id}/saved: whether the signed-in member has saved the item. PUT and DELETE are
 * idempotent and answer the state after the change.
 */
export const savedStateSchema = z.object({ saved: z.boolean() }).meta({ id: 'SavedState' });
export type SavedState = z.infer<typeof savedStateSchema>;

export const savedItemSchema = z
  .object({
    /** When the member saved it (the list is newest saved first). */
    savedAt: z.string(),
    item: itemSchema,
  })
  .meta({ id: 'SavedItem' });
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedItemListSchema = z
  .object({
    items: z.array(savedItemSchema),
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'SavedItemList' });
export type SavedItemList = z.infer<typeof savedItemListSchema>;

/** GET /api/me/saved-items: `q` searches title and description (docs/product/search.md, "Saved items"). */
export const savedItemListQuerySchema = z.object({
  q: text().max(200).optional(),
  cursor: text({ trim: false }).min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ITEMS_PAGE_SIZE).default(ITEMS_PAGE_SIZE),
});
export type SavedItemListQuery = z.output<typeof savedItemListQuerySchema>;
