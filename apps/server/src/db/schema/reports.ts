import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportReasons, reportStatuses, reportTargets } from '@swapyard/domain';
import { user } from './auth.ts';
import { items, itemVisibility } from './items.ts';

export const reportReason = pgEnum('report_reason', reportReasons);
export const reportStatus = pgEnum('report_status', reportStatuses);
export const reportTarget = pgEnum('report_target', reportTargets);

/**
 * A member's report about an item or another member (docs/product/moderation.md, "Reports"), or the photo screen's
 * about an item. An item report also
 * names the item's owner, so a member's reports can be read together; the item link is kept as null when the
 * item is deleted, the report stays. One open report per reporter and target (the partial unique indexes), so a
 * second click, or two at once, cannot file it twice. Resolved and dismissed reports name who decided and when.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Null for a report the photo screen filed (docs/analysis.md, "Screening photos"). */
    reporterId: uuid('reporter_id').references(() => user.id, { onDelete: 'cascade' }),
    target: reportTarget('target').notNull(),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportedItemId: uuid('reported_item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The item's title when it was reported: what the report was about even after the item is gone. */
    reportedItemTitle: text('reported_item_title'),
    reason: reportReason('reason').notNull(),
    description: text('description').notNull(),
    status: reportStatus('status').notNull().default('pending'),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolutionNotes: text('resolution_notes'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('reports_open_item_key')
      .on(table.reporterId, table.reportedItemId)
      .where(sql`${table.target} = 'item' and ${table.status} in ('pending', 'investigating')`),
    uniqueIndex('reports_open_user_key')
      .on(table.reporterId, table.reportedUserId)
      .where(sql`${table.target} = 'user' and ${table.status} in ('pending', 'investigating')`),
    // The photo screen files one open report per listing, however many of its photos it flags.
    uniqueIndex('reports_open_screen_key')
      .on(table.reportedItemId)
      .where(sql`${table.reporterId} is null and ${table.status} in ('pending', 'investigating')`),
    index('reports_status_created_idx').on(table.status, table.createdAt.desc()),
    index('reports_reported_user_idx').on(table.reportedUserId),
    check('reports_not_self', sql`${table.reporterId} <> ${table.reportedUserId}`),
    check('reports_screen_items_only', sql`${table.reporterId} is not null or ${table.target} = 'item'`),
    check('reports_item_named', sql`${table.target} = 'user' or ${table.reportedItemTitle} is not null`),
    check('reports_user_has_no_item', sql`${table.target} = 'item' or ${table.reportedItemId} is null`),
    // Decided means someone decided: a status past pending carries who and when (a deleted staff account: null).
    check('reports_decided_at', sql`(${table.status} = 'pending') = (${table.resolvedAt} is null)`),
  ],
);

/**
 * Staff taking a listing down (docs/product/moderation.md, "Taking a listing down"): why (the owner is told), the
 * report it came from, who and when, and how the item was shown before, which restoring puts back. While a row has
 * no `restored_at` the item is private and its owner cannot show it again; at most one such row per item (the
 * partial unique index), so two staff taking it down at once take it down once. Rows stay after a restore: the
 * listing's moderation history (the audit log has every step too).
 */
export const itemTakeDowns = pgTable(
  'item_take_downs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    previousVisibility: itemVisibility('previous_visibility').notNull(),
    takenDownBy: uuid('taken_down_by').references(() => user.id, { onDelete: 'set null' }),
    takenDownAt: timestamp('taken_down_at', { withTimezone: true, precision: 3 }).defaultNow().notNull(),
    restoredBy: uuid('restored_by').references(() => user.id, { onDelete: 'set null' }),
    restoredAt: timestamp('restored_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('item_take_downs_active_key')
      .on(table.itemId)
      .where(sql`${table.restoredAt} is null`),
    check('item_take_downs_reason', sql`char_length(${table.reason}) between 1 and 500`),
  ],
);
