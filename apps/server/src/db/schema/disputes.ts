import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  disputeOutcomes,
  disputePriorities,
  disputeStatuses,
  disputeTypes,
  type ItemPhoto,
} from '@swapyard/domain';
import { user } from './auth.ts';
import { trades } from './trades.ts';

export const disputeType = pgEnum('dispute_type', disputeTypes);
export const disputePriority = pgEnum('dispute_priority', disputePriorities);
export const disputeStatus = pgEnum('dispute_status', disputeStatuses);
export const disputeOutcome = pgEnum('dispute_outcome', disputeOutcomes);

/**
 * A party's dispute about an accepted or completed trade (docs/product/disputes.md). One open dispute per trade (the
 * partial unique index), so two clicks or both parties at once open it once. A final status names when it was
 * decided; a resolution names what happened to the money, exactly once.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tradeId: uuid('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: disputeType('type').notNull(),
    priority: disputePriority('priority').notNull(),
    status: disputeStatus('status').notNull().default('open'),
    description: text('description').notNull(),
    /** Evidence photos from the photo pipeline (the sweeper keeps what a dispute refers to). */
    photos: jsonb('photos').$type<ItemPhoto[]>().notNull().default([]),
    resolution: text('resolution'),
    outcome: disputeOutcome('outcome'),
    paidToPayeeCents: integer('paid_to_payee_cents'),
    refundedCents: integer('refunded_cents'),
    /** The staff member who took it on (set when it moves to investigating or is decided). */
    assignedTo: uuid('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('disputes_one_open_per_trade')
      .on(table.tradeId)
      .where(sql`${table.status} in ('open', 'investigating')`),
    index('disputes_status_created_idx').on(table.status, table.createdAt.desc()),
    index('disputes_trade_idx').on(table.tradeId),
    check(
      'disputes_final_when_decided',
      sql`(${table.status} in ('resolved', 'closed')) = (${table.resolvedAt} is not null)`,
    ),
    check(
      'disputes_resolved_has_outcome',
      sql`(${table.status} = 'resolved') = (${table.outcome} is not null)`,
    ),
    check(
      'disputes_money_not_negative',
      sql`coalesce(${table.paidToPayeeCents}, 0) >= 0 and coalesce(${table.refundedCents}, 0) >= 0`,
    ),
  ],
);
