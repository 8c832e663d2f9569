import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestampMs } from './columns.ts';
import { items } from './items.ts';

/**
 * Items a member wants (docs/product/swap-circles.md, "Wants"): the edges of the swap graph the matcher reads. One
 * row per member and item; deleting either removes it.
 */
export const itemWants = pgTable(
  'item_wants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    // Deleting an item finds its wants through this (the cascade), and the matcher reads wants by item.
    index('item_wants_item_idx').on(table.itemId),
  ],
);
