import { and, count, eq, getTableColumns, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ProfileUpdate, Role } from '@swapyard/domain';
import { badgeVerificationTypes } from '@swapyard/domain';
import {
  items,
  places,
  profiles,
  trades,
  user,
  userFollows,
  userRatings,
  userRoles,
  userVerifications,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** A profile's columns without the generated search columns, which only the search queries read. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { searchVector, searchText, ...profileColumns } = getTableColumns(profiles);
export type ProfileRow = Omit<typeof profiles.$inferSelect, 'searchVector' | 'searchText'>;
export type ProfileInsert = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, values: ProfileInsert): Promise<void> {
  await db.insert(profiles).values(values);
}

export async function findProfileById(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  values: Partial<Omit<ProfileInsert, 'id'>>,
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, id));
}

/** The profile's own fields of an edit (undefined: unchanged); its social links merge key by key, null removes one. */
export type ProfileEdit = Omit<ProfileUpdate, 'socialLinks' | 'privacySettings'> & {
  socialLinks?: Record<string, string | null>;
};

/**
 * Writes the fields given, in one statement (none: no statement). The social links are merged into the stored ones
 * by the statement itself (jsonb `||`, then the nulls stripped), so concurrent edits of different links both survive.
 */
export async function saveProfileEdit(db: Db, id: string, fields: ProfileEdit): Promise<void> {
  const values: PgUpdateSetSource<typeof profiles> = {};
  if (fields.fullName !== undefined) values.fullName = fields.fullName;
  if (fields.username !== undefined) values.username = fields.username;
  if (fields.location !== undefined) values.location = fields.location;
  if (fields.placeId !== undefined) values.placeId = fields.placeId;
  if (fields.bio !== undefined) values.bio = fields.bio;
  if (fields.phone !== undefined) values.phone = fields.phone;
  if (fields.favoriteBrands !== undefined) values.favoriteBrands = fields.favoriteBrands;
  if (fields.styleTags !== undefined) values.styleTags = fields.styleTags;
  if (fields.themeColor !== undefined) values.themeColor = fields.themeColor;
  if (fields.socialLinks !== undefined) {
    values.socialLinks = sql`jsonb_strip_nulls(${profiles.socialLinks} || ${JSON.stringify(fields.socialLinks)}::jsonb)`;
  }
  if (Object.keys(values).length > 0) {
    await db.update(profiles).set(values).where(eq(profiles.id, id));
  }
}

/**
 * Merges `patch` (snake_case keys) into privacy_settings in one statement: jsonb `||` on the stored value, so two
 * concurrent patches of different keys both survive (no read-modify-write).
 */
export async function mergePrivacySettings(
  db: Db,
  id: string,
  patch: Partial<Record<'show_location' | 'show_phone' | 'profile_visibility', boolean | string>>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ privacySettings: sql`${profiles.privacySettings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(profiles.id, id));
}

export async function findRoles(db: Db, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function insertRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function deleteRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** Whether `a` and `b` follow each other (the "friends" of profile visibility). */
export async function followEachOther(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ followerId: userFollows.followerId })
    .from(userFollows)
    .where(
      or(
        and(eq(userFollows.followerId, a), eq(userFollows.followingId, b)),
        and(eq(userFollows.followerId, b), eq(userFollows.followingId, a)),
      ),
    );
  return rows.length === 2;
}

/** By username, case-insensitively (served by profiles_username_lower_idx; docs/product/profiles.md). */
export async function findProfileByUsername(db: Db, username: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** Whether another member already has this username, whatever its casing (profile or account). */
export async function usernameTakenByOther(db: Db, username: string, userId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, userId)))
    .union(
      db
        .select({ id: user.id })
        .from(user)
        .where(and(eq(user.username, username.toLowerCase()), ne(user.id, userId))),
    )
    .limit(1);
  return taken !== undefined;
}

/**
 * The better-auth account's names, the other direction of syncAccountNames: `username` is what sign-in matches
 * (lowercased by the username plugin), `displayUsername` the member's own casing.
 */
export async function updateAccountNames(
  db: Db,
  userId: string,
  names: { username?: string; fullName?: string },
): Promise<void> {
  const values: Partial<typeof user.$inferInsert> = {};
  if (names.username !== undefined) {
    values.username = names.username.toLowerCase();
    values.displayUsername = names.username;
  }
  if (names.fullName !== undefined) values.name = names.fullName;
  if (Object.keys(values).length === 0) return;
  await db.update(user).set(values).where(eq(user.id, userId));
}

/** Locks the profile row (avatar replacement reads the old URL and writes the new one in one transaction). */
export async function lockProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, id)).for('update');
  return row;
}

export async function setAvatarUrl(db: Db, id: string, avatarUrl: string | null): Promise<void> {
  await db.update(profiles).set({ avatarUrl }).where(eq(profiles.id, id));
}

/** Whether any item shows the photo with this storage id (`{userId}/{photoId}`). */
export async function itemShowsPhoto(db: Db, photoId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: items.id })
    .from(items)
    .where(sql`${items.photos} @> jsonb_build_array(jsonb_build_object('id', ${photoId}::text))`)
    .limit(1);
  return used !== undefined;
}

export async function followCounts(
  db: Db,
  userId: string,
): Promise<{ followers: number; following: number }> {
  const [row] = await db
    .select({
      followers: sql<number>`count(*) filter (where ${userFollows.followingId} = ${userId})`.mapWith(Number),
      following: sql<number>`count(*) filter (where ${userFollows.followerId} = ${userId})`.mapWith(Number),
    })
    .from(userFollows)
    .where(or(eq(userFollows.followingId, userId), eq(userFollows.followerId, userId)));
  return { followers: row?.followers ?? 0, following: row?.following ?? 0 };
}

export async function isFollowing(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const rows = await db
    .select({ followerId: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .limit(1);
  return rows.length > 0;
}

/** The raw average (unrounded) and count of the reviews about a member (profile stats, the reviews list). */
export async function ratingAggregate(
  db: Db,
  userId: string,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${userRatings.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(userRatings)
    .where(eq(userRatings.ratedUserId, userId));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** Completed trades where the member is the requester or the owner (profile stats). */
export async function completedTradeCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trades)
    .where(
      and(eq(trades.status, 'completed'), or(eq(trades.requesterId, userId), eq(trades.ownerId, userId))),
    );
  return row?.n ?? 0;
}

/** The verified badge: one of the identity kinds verified (docs/product/profiles.md, "Verification badge"). */
export async function hasVerifiedIdentity(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userVerifications.id })
    .from(userVerifications)
    .where(
      and(
        eq(userVerifications.userId, userId),
        isNotNull(userVerifications.verifiedAt),
        inArray(userVerifications.verificationType, [...badgeVerificationTypes]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The member's place with its coordinates, when their location is one (a new listing starts there). */
export async function memberPlace(
  db: Db,
  userId: string,
): Promise<{ placeId: number; location: string; lat: number; lon: number } | undefined> {
  const [row] = await db
    .select({ placeId: places.id, location: places.label, lat: places.lat, lon: places.lon })
    .from(profiles)
    .innerJoin(places, eq(places.id, profiles.placeId))
    .where(eq(profiles.id, userId));
  return row;
}

/** Written locations of members not matched to a place yet (at most `limit` different ones). */
export async function unplacedLocations(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: profiles.location })
    .from(profiles)
    .where(and(sql`${profiles.placeId} is null`, isNotNull(profiles.location)))
    .limit(limit);
  return rows.map((row) => row.location!);
}

/** Members who wrote exactly this location, and have no place yet, are in this place. */
export async function placeWrittenLocation(db: Db, location: string, placeId: number): Promise<number> {
  const rows = await db
    .update(profiles)
    .set({ placeId })
    .where(and(eq(profiles.location, location), sql`${profiles.placeId} is null`))
    .returning({ id: profiles.id });
  return rows.length;
}
