import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@swapyard/domain';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, updatedAtColumn, uuidPrimaryKey } from './columns.ts';

export const notificationType = pgEnum('notification_type', notificationTypes);

/**
 * A notification (docs/product/notifications.md): created by the server (trade events, messages, payments), read and
 * marked read only by its member. `link` is where opening it goes (e.g. /wallet).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull().default('other'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // The member's list, newest first (id breaks ties).
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The bell's unread count.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`not ${table.read}`),
  ],
);

/**
 * Each member's e-mail digest of alerts (docs/product/notifications.md, "E-mail digest"): `pending_since` is set
 * by the first alert not e-mailed yet, and the hourly digest job sends whoever has one pending and was not sent a
 * digest in the last day.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    pendingSince: timestampMs('pending_since'),
    sentAt: timestampMs('sent_at'),
  },
  (table) => [
    index('notification_digests_pending_idx')
      .on(table.pendingSince)
      .where(sql`${table.pendingSince} is not null`),
  ],
);
