import { profileMessages, type ProfileUpdate } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/pg-errors.ts';
import * as places from '../places/index.ts';
import { userNotFound } from './public-profile.ts';
import * as queries from './queries.ts';
import type { ProfileRow } from './queries.ts';

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
  /** More of the same change, last in its transaction, given the profile as it was (privacy keys, a staff audit). */
  alsoInTransaction: (tx: Db, before: ProfileRow) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // Locked, so concurrent edits of one profile run one after the other and `before` is what this one changed.
      const before = await queries.lockProfile(tx, userId);
      if (!before) throw userNotFound();
      if (patch.username !== undefined && (await queries.usernameTakenByOther(tx, patch.username, userId))) {
        throw usernameTaken();
      }
      const { socialLinks, privacySettings: _privacy, placeId, location, ...fields } = patch;
      const where = await places.placeOfInput(tx, { placeId, location });
      await queries.saveProfileEdit(tx, userId, {
        ...fields,
        ...(where && { location: where.location, placeId: where.place?.id ?? null }),
        // Merged key by key; an emptied link is removed (null, then stripped) rather than stored as ''.
        socialLinks:
          socialLinks &&
          Object.fromEntries(
            Object.entries(socialLinks).map(([key, value]) => [key, value === '' ? null : value]),
          ),
      });
      await queries.updateAccountNames(tx, userId, { username: patch.username, fullName: patch.fullName });
      await alsoInTransaction(tx, before);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
