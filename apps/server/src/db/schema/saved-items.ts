import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { items } from './items.ts';

/**
 * Items a member saved (docs/product/social.md, "Saved items"). One row per member and item, so saving twice is a
 * no-op (`on conflict do nothing`); no surrogate `id`, the pair is the key. Deleting the account or the item
 * removes the save.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    // Millisecond precision, like items.created_at: the list cursor carries it as a JS Date.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    // The member's list, newest saved first (item id breaks ties for the cursor).
    index('saved_items_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
    // Deleting an item finds its saves through this (the cascade), instead of scanning every member's list.
    index('saved_items_item_idx').on(table.itemId),
  ],
);
