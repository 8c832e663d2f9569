import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, uuidPrimaryKey } from './columns.ts';

/** A direct message: read_at stays null until the recipient opens the conversation (docs/product/messaging.md). */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuidPrimaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
    readAt: timestampMs('read_at'),
  },
  (table) => [
    // A thread, both directions, newest first; and each member's conversation list reads these per side.
    index('direct_messages_sender_idx').on(
      table.senderId,
      table.recipientId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('direct_messages_recipient_idx').on(
      table.recipientId,
      table.senderId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The header's unread count.
    index('direct_messages_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
    check('direct_messages_two_parties', sql`${table.senderId} <> ${table.recipientId}`),
  ],
);
