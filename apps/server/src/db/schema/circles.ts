import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { swapCircleStatuses } from '@swapyard/domain';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, updatedAtColumn, uuidPrimaryKey } from './columns.ts';
import { items } from './items.ts';
import { trades } from './trades.ts';
import { walletHolds } from './wallet.ts';

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

export const swapCircleStatus = pgEnum('swap_circle_status', swapCircleStatuses);

/**
 * A proposed swap circle (docs/product/swap-circles.md): its combination (sorted legs, item → receiver) so a declined
 * or expired one is never proposed again, and its deadline. State machine: modules/circles/proposals.ts.
 */
export const swapCircles = pgTable(
  'swap_circles',
  {
    id: uuidPrimaryKey(),
    status: swapCircleStatus('status').notNull().default('proposed'),
    combinationKey: text('combination_key').notNull(),
    memberCount: integer('member_count').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    closedAt: timestampMs('closed_at'),
    /** The member who declined it. */
    closedBy: uuid('closed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // The combinations not to propose again.
    index('swap_circles_closed_key_idx')
      .on(table.combinationKey)
      .where(sql`${table.status} in ('declined', 'expired')`),
    // One live proposal per combination.
    uniqueIndex('swap_circles_proposed_key_idx')
      .on(table.combinationKey)
      .where(sql`${table.status} = 'proposed'`),
    check('swap_circles_member_count', sql`${table.memberCount} between 2 and 3`),
  ],
);

/**
 * A circle's legs: the giver's item going to the receiver, with the cash on it (positive: the receiver pays). `open`
 * while the circle is proposed: the unique indexes keep an item, and a member, in at most one open circle, whatever
 * two solves or instances try. The payer's hold for the leg's cash, taken when they accept; the trade it became.
 */
export const swapCircleLegs = pgTable(
  'swap_circle_legs',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => swapCircles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    giverId: uuid('giver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The item's value when proposed, in cents; the cash was balanced on it. */
    valueCents: integer('value_cents').notNull(),
    cashCents: integer('cash_cents').notNull().default(0),
    open: boolean('open').notNull().default(true),
    acceptedAt: timestampMs('accepted_at'),
    holdId: uuid('hold_id').references(() => walletHolds.id, { onDelete: 'restrict' }),
    tradeId: uuid('trade_id').references(() => trades.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.position] }),
    uniqueIndex('swap_circle_legs_open_item_idx')
      .on(table.itemId)
      .where(sql`${table.open}`),
    uniqueIndex('swap_circle_legs_open_giver_idx')
      .on(table.giverId)
      .where(sql`${table.open}`),
    // A member's circles (the list on /matches).
    index('swap_circle_legs_receiver_idx').on(table.receiverId),
    check('swap_circle_legs_two_members', sql`${table.giverId} <> ${table.receiverId}`),
    check('swap_circle_legs_value', sql`${table.valueCents} >= 0`),
  ],
);

/**
 * A member's swap circle preferences (docs/product/swap-circles.md, "Matching"); no row means the defaults. The cash
 * limit: how much a member who receives more value pays at most, in percent of the value of the item they give.
 */
export const swapPreferences = pgTable(
  'swap_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    cashLimitPercent: integer('cash_limit_percent').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [check('swap_preferences_cash_limit', sql`${table.cashLimitPercent} between 0 and 100`)],
);
