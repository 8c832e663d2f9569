import { eq, sql } from 'drizzle-orm';
import { profileMessages, type ProfileUpdate } from '@swapyard/domain';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { profiles } from '../../db/schema/index.ts';
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
      const values: PgUpdateSetSource<typeof profiles> = {};
      if (patch.fullName !== undefined) values.fullName = patch.fullName;
      if (patch.username !== undefined) values.username = patch.username;
      if (patch.location !== undefined) values.location = patch.location;
      if (patch.bio !== undefined) values.bio = patch.bio;
      if (patch.phone !== undefined) values.phone = patch.phone;
      if (patch.favoriteBrands !== undefined) values.favoriteBrands = patch.favoriteBrands;
      if (patch.styleTags !== undefined) values.styleTags = patch.styleTags;
      if (patch.themeColor !== undefined) values.themeColor = patch.themeColor;
      if (patch.socialLinks !== undefined) {
        // Merged key by key; an emptied link is removed (null, then stripped) rather than stored as ''.
        const links = Object.fromEntries(
          Object.entries(patch.socialLinks).map(([key, value]) => [key, value === '' ? null : value]),
        );
        values.socialLinks = sql`jsonb_strip_nulls(${profiles.socialLinks} || ${JSON.stringify(links)}::jsonb)`;
      }
      if (Object.keys(values).length > 0) {
        await tx.update(profiles).set(values).where(eq(profiles.id, userId));
      }
      await queries.updateAccountNames(tx, userId, { username: patch.username, fullName: patch.fullName });
      await mergePrivacy(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
