import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The Settings screen's toggles, saved and honoured (docs/product/settings.md). Profile visibility and location
 * live in profiles.privacy_settings; two-factor in better-auth. No row means every default.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  tradeUpdates: boolean('trade_updates').notNull().default(true),
  showOnlineStatus: boolean('show_online_status').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
