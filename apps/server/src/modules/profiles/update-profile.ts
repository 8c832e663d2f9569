import { profileMessages, type ProfileUpdate } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import * as queries from './queries.ts';

const usernameTaken = () => new AppError('CONFLICT', profileMessages.usernameTaken);

/**
 * Saves the fields sent, already normalised by profileUpdateSchema, in one transaction with the account's names:
 * the username and full name live on the better-auth user too (sign-in matches `user.username`), so both change
 * together or not at all. The username check is a courtesy for a clear message; the unique indexes decide races.
 */
export async function applyProfileUpdate(
  db: Db,
  userId: string,
  patch: ProfileUpdate,
  mergePrivacy: (tx: Db) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (patch.username !== undefined && (await queries.usernameTakenByOther(tx, patch.username, userId))) {
        throw usernameTaken();
      }
      const { socialLinks, privacySettings: _privacy, ...fields } = patch;
      await queries.saveProfileEdit(tx, userId, {
        ...fields,
        // Merged key by key; an emptied link is removed (null, then stripped) rather than stored as ''.
        socialLinks:
          socialLinks &&
          Object.fromEntries(
            Object.entries(socialLinks).map(([key, value]) => [key, value === '' ? null : value]),
          ),
      });
      await queries.updateAccountNames(tx, userId, { username: patch.username, fullName: patch.fullName });
      await mergePrivacy(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
