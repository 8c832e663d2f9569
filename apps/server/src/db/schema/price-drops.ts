import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';
import { items } from './items.ts';

/**
 * When the likers and savers of an item were last told its price dropped (docs/product/search.md, "Price drops"):
 * at most once a day per item; removed with the item.
 */
export const priceDropAlerts = pgTable('price_drop_alerts', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  alertedAt: timestampMs('alerted_at').notNull(),
});
