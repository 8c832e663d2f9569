import { z } from 'zod';
import { profileVisibilities } from './profiles.ts';

/**
 * GET/PATCH /api/me/settings: the Settings screen's toggles, saved and honoured (docs/product/settings.md).
 * Two-factor is not here: it belongs to the account (better-auth) and shows on GET /api/me.
 */
export const userSettingsSchema = z
  .object({
    /** Who sees the member's details and closets (profiles.privacy_settings.profile_visibility). */
    profileVisibility: z.enum(profileVisibilities),
    showOnlineStatus: z.boolean(),
    pushNotifications: z.boolean(),
    emailNotifications: z.boolean(),
    tradeUpdates: z.boolean(),
    /** Whether others see the member's location (profiles.privacy_settings.show_location). */
    locationSharing: z.boolean(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The defaults, Push, Email and Trade Updates on (docs/product/settings.md): a member who never saved has these. */
export const defaultUserSettings: UserSettings = {
  profileVisibility: 'public',
  showOnlineStatus: true,
  pushNotifications: true,
  emailNotifications: true,
  tradeUpdates: true,
  locationSharing: true,
};

/** PATCH body: any subset of the toggles; unknown keys are refused so a typo never looks like a saved change. */
export const updateUserSettingsSchema = z
  .strictObject(userSettingsSchema.shape)
  .partial()
  .meta({ id: 'UpdateUserSettings' });
export type UpdateUserSettings = z.infer<typeof updateUserSettingsSchema>;

/** The toggles shown on /settings, in order, with their labels. */
export const settingsToggleLabels = {
  profileVisibility: 'Profile Visibility',
  showOnlineStatus: 'Show Online Status',
  pushNotifications: 'Push Notifications',
  emailNotifications: 'Email Notifications',
  tradeUpdates: 'Trade Updates',
  twoFactor: 'Two-Factor Authentication',
  locationSharing: 'Location Sharing',
} as const;

/** Profile Visibility choices on /settings (three values, so a segmented control rather than a switch). */
export const settingsVisibilityLabels: Record<(typeof profileVisibilities)[number], string> = {
  public: 'Public',
  friends: 'Friends',
  private: 'Private',
};
