import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { items } from './items.ts';

// Millisecond precision: list cursors carry these as JS Dates (see items.ts).
const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** follower_id follows following_id (docs/product/social.md). Following yourself is refused by the database too. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followingId] }),
    // "Who follows X": the followers list and count.
    index('user_follows_following_idx').on(table.followingId, table.createdAt.desc().nullsFirst()),
    check('user_follows_not_self', sql`${table.followerId} <> ${table.followingId}`),
  ],
);

/**
 * Likes on items (docs/product/social.md). One row per member and item, so a double click cannot like twice; the
 * item's `likes_count` moves in the same transaction, only when a row was really inserted or deleted.
 */
export const itemLikes = pgTable(
  'item_likes',
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
    index('item_likes_item_idx').on(table.itemId),
  ],
);

/**
 * Views are real, counted as distinct viewers per day (docs/product/social.md, "Views"). `viewer` is a member id,
 * or for visitors a keyed hash of their address (no raw IP stored). The item's `views_count` moves only when a row
 * is inserted.
 */
export const itemViews = pgTable(
  'item_views',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.day, table.viewer] })],
);
