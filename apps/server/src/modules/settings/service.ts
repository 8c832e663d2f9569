import { defaultUserSettings, type UpdateUserSettings, type UserSettings } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';

/** The channels a notification may use for this member (Settings: Push, Email, Trade Updates). */
export interface NotificationChannels {
  push: boolean;
  email: boolean;
  /** Notifications about the member's trades and offers. */
  tradeUpdates: boolean;
}

/**
 * The member's settings: the notification flags and online status from user_settings (no row: all on), profile
 * visibility and location sharing from the profile's privacy settings, so the profile form and this page never
 * disagree.
 */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [stored, profile] = await Promise.all([
    queries.findSettings(db, userId),
    profiles.getProfileRow(db, userId),
  ]);
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
  const privacy = profiles.toProfile(profile).privacySettings;
  return {
    profileVisibility: privacy.profileVisibility,
    showOnlineStatus: stored?.showOnlineStatus ?? defaultUserSettings.showOnlineStatus,
    pushNotifications: stored?.pushNotifications ?? defaultUserSettings.pushNotifications,
    emailNotifications: stored?.emailNotifications ?? defaultUserSettings.emailNotifications,
    tradeUpdates: stored?.tradeUpdates ?? defaultUserSettings.tradeUpdates,
    locationSharing: privacy.showLocation,
  };
}

/**
 * Changes only the given toggles, both stores in one transaction (all or nothing), and answers the settings after
 * the change. Each store merges its keys in one statement, so concurrent saves of different toggles both stay.
 */
export async function updateSettings(
  db: Db,
  userId: string,
  patch: UpdateUserSettings,
): Promise<UserSettings> {
  const { profileVisibility, locationSharing, ...flags } = patch;
  const stored = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    if (Object.keys(stored).length > 0) await queries.upsertSettings(tx, userId, stored);
    await profiles.updatePrivacySettings(tx, userId, { profileVisibility, showLocation: locationSharing });
    return getSettings(tx, userId);
  });
}

/** For notifications: which channels the member allows (docs/product/settings.md). */
export async function getNotificationChannels(db: Db, userId: string): Promise<NotificationChannels> {
  const settings = await queries.findSettings(db, userId);
  return {
    push: settings?.pushNotifications ?? defaultUserSettings.pushNotifications,
    email: settings?.emailNotifications ?? defaultUserSettings.emailNotifications,
    tradeUpdates: settings?.tradeUpdates ?? defaultUserSettings.tradeUpdates,
  };
}

/** For presence, once there is any: whether others may see that the member is online. */
export async function showsOnlineStatus(db: Db, userId: string): Promise<boolean> {
  const settings = await queries.findSettings(db, userId);
  return settings?.showOnlineStatus ?? defaultUserSettings.showOnlineStatus;
}
