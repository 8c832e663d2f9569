import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { trades } from './trades.ts';

/**
 * Ratings with the review text (docs/product/social.md, "Reviews"): one per completed trade and direction (the
 * unique pair makes a second review a conflict even when two arrive at once).
 */
export const userRatings = pgTable(
  'user_ratings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ratedUserId: uuid('rated_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (table) => [
    unique('user_ratings_trade_rater_key').on(table.tradeId, table.raterId),
    // Reviews about a member, newest first (trust card, Reviews tab, average).
    index('user_ratings_rated_idx').on(table.ratedUserId, table.createdAt.desc().nullsFirst()),
    index('user_ratings_rater_idx').on(table.raterId, table.createdAt.desc().nullsFirst()),
    check('user_ratings_rating_range', sql`${table.rating} between 1 and 5`),
    check('user_ratings_not_self', sql`${table.raterId} <> ${table.ratedUserId}`),
  ],
);
