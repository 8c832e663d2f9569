import { z } from 'zod';
import { text } from './text.ts';
import { ITEMS_PAGE_SIZE, MAX_ITEMS_PAGE_SIZE, itemStatuses } from './items.ts';

/**
 * Closets (docs/product/closets.md): one per member and item category, created as items are listed. A closet's
 * figures are those of the items the reader may see.
 */
export const closetSchema = z
  .object({
    /** The stored category value ('shoes_footwear'), as on items. */
    category: z.string(),
    /** How it reads ('Shoes & Footwear'), see categoryDisplayName. */
    label: z.string(),
    itemCount: z.number().int(),
    /** Sum of the items' values in integer cents (items without a value count 0). */
    totalValueCents: z.number().int(),
  })
  .meta({ id: 'Closet' });
export type Closet = z.infer<typeof closetSchema>;

/** GET /api/users/{userId}/closets: most items first, ties by label. */
export const closetListSchema = z.object({ closets: z.array(closetSchema) }).meta({ id: 'ClosetList' });
export type ClosetList = z.infer<typeof closetListSchema>;

/** The closet's sort orders in the documented order, with their labels. */
export const closetSorts = ['newest', 'price_desc', 'price_asc', 'most_liked'] as const;
export type ClosetSort = (typeof closetSorts)[number];
export const closetSortLabels: Record<ClosetSort, string> = {
  newest: 'Newest First',
  price_desc: 'Price: High to Low',
  price_asc: 'Price: Low to High',
  most_liked: 'Most Liked',
};

/** Item status filter values, owner only (docs/product/closets.md, "Closet views"). */
export const closetStatusFilters = ['all', ...itemStatuses] as const;
export type ClosetStatusFilter = (typeof closetStatusFilters)[number];

export const CLOSET_STATUS_OWNER_ONLY_MESSAGE = 'Only the owner can filter a closet by status';
export const CLOSET_USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * GET /api/users/{userId}/closet-items. `status` is the owner's filter: anyone else sending it is refused (403)
 * rather than silently shown something else. `cursor` is the previous page's nextCursor for the same sort.
 */
export const closetItemsQuerySchema = z.object({
  sort: z.enum(closetSorts).default('newest'),
  category: text().min(1).max(100).optional(),
  status: z.enum(closetStatusFilters).optional(),
  cursor: text({ trim: false }).min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ITEMS_PAGE_SIZE).default(ITEMS_PAGE_SIZE),
});
export type ClosetItemsQuery = z.output<typeof closetItemsQuerySchema>;
export type ClosetItemsQueryInput = z.input<typeof closetItemsQuerySchema>;
