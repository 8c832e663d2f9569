import type { Db } from '../../platform/db.ts';
import * as profiles from '../profiles/service.ts';
import * as survey from '../survey/service.ts';
import type { CreatedUser } from './transaction-capture.ts';

/**
 * Runs in the transaction that creates the account (see transaction-capture.ts): every member gets a profile
 * (username as typed, full name) and default preferences, and no role.
 */
export async function createMemberRecords(db: Db, user: CreatedUser): Promise<void> {
  const username = user.displayUsername ?? user.username ?? user.email.split('@')[0]!;
  await profiles.createProfileForNewMember(db, { id: user.id, username, fullName: user.name });
  await survey.createDefaultPreferences(db, user.id);
}
