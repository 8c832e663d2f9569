import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, uuidPrimaryKey } from './columns.ts';

/**
 * A member's saved searches (docs/product/search.md, "Saved searches"): a results page's query under a name, at
 * most 25 per member (the service counts under the member's lock), removed with the account.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The results page's query as its URL holds it ({ q, size, maxPriceCents, ... }), checked when saved. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** New matches are listings newer than this. */
    lastOpenedAt: timestampMs('last_opened_at').defaultNow().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst())],
);
