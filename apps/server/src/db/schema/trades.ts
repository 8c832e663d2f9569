import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tradeStatuses } from '@swapyard/domain';
import { user } from './auth.ts';
import { items } from './items.ts';

const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const tradeStatus = pgEnum('trade_status', tradeStatuses);

/**
 * Spec trade: the owner's item, optionally one of the requester's, and cash. Created here because reviews belong to
 * completed trades; the offer flow (holds, expiry, confirmations) extends it with the trades issue.
 */
export const trades = pgTable(
  'trades',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ownerItemId: uuid('owner_item_id').references(() => items.id, { onDelete: 'set null' }),
    requesterItemId: uuid('requester_item_id').references(() => items.id, { onDelete: 'set null' }),
    /** Integer cents; positive: the requester adds cash, negative: the owner does. */
    cashDifferenceCents: integer('cash_difference_cents').notNull().default(0),
    message: text('message'),
    status: tradeStatus('status').notNull().default('pending'),
    createdAt: timestampMs('created_at').defaultNow().notNull(),
    updatedAt: timestampMs('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (table) => [
    index('trades_requester_idx').on(table.requesterId, table.createdAt.desc().nullsFirst()),
    index('trades_owner_idx').on(table.ownerId, table.createdAt.desc().nullsFirst()),
    check('trades_two_parties', sql`${table.requesterId} <> ${table.ownerId}`),
  ],
);
