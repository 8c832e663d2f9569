import { eq } from 'drizzle-orm';
import { userSettings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type StoredSettings = Pick<
  typeof userSettings.$inferSelect,
  'pushNotifications' | 'emailNotifications' | 'tradeUpdates' | 'showOnlineStatus'
>;

const columns = {
  pushNotifications: userSettings.pushNotifications,
  emailNotifications: userSettings.emailNotifications,
  tradeUpdates: userSettings.tradeUpdates,
  showOnlineStatus: userSettings.showOnlineStatus,
};

/** The member's row, or undefined when they never changed a toggle (every default then applies). */
export async function findSettings(db: Db, userId: string): Promise<StoredSettings | undefined> {
  const [row] = await db.select(columns).from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row;
}

/**
 * Inserts the row on the first change (the columns' defaults fill the rest) or changes only the given columns, in
 * one statement: two tabs saving different toggles at once both keep their change.
 */
export async function upsertSettings(db: Db, userId: string, patch: Partial<StoredSettings>): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: new Date() } });
}
