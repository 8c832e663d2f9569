import type { Db } from '../../platform/db.ts';
import type { UserHooks, UserRow } from '../auth/index.ts';
import * as survey from '../survey/index.ts';
import * as profiles from './service.ts';

/**
 * The username as the member typed it. better-auth keeps `username` lowercased (for case-insensitive sign-in) and
 * `displayUsername` as typed; an update that sends only `username` leaves `displayUsername` stale, so trust it only
 * while it still matches.
 */
function displayUsername(user: UserRow): string {
  const { username, displayUsername: display } = user;
  if (display && (!username || display.toLowerCase() === username)) return display;
  return username ?? user.email.split('@')[0]!;
}

/**
 * Runs in the transaction that writes the account (see auth/transaction-capture.ts): every member gets a profile
 * (username as typed, full name) and default preferences, and no role; renaming the account renames the profile.
 * createApp hands it to createAuth: auth sits below the modules whose rows it creates, so it is given them.
 */
export const memberRecords: UserHooks = {
  async created(db: Db, user: UserRow) {
    await profiles.createProfileForNewMember(db, {
      id: user.id,
      username: displayUsername(user),
      fullName: user.name,
    });
    await survey.createDefaultPreferences(db, user.id);
  },
  async updated(db: Db, user: UserRow) {
    await profiles.syncAccountNames(db, user.id, { username: displayUsername(user), fullName: user.name });
  },
};
