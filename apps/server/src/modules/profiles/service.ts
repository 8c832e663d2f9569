import { profileMessages } from '@swapyard/domain';
import type {
  OwnProfile,
  PrivacySettings,
  Profile,
  ProfileUpdate,
  PublicProfile,
  Role,
} from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type * as places from '../places/index.ts';
import * as queries from './queries.ts';
import type { ProfileRow } from './queries.ts';
import { buildPublicProfile, findProfileByUsernameOrId, userNotFound } from './public-profile.ts';
import { applyProfileUpdate } from './update-profile.ts';

export { avatarPhotoId, replaceAvatar } from './avatar.ts';
export { findProfileByUsernameOrId, ratingSummary, userNotFound } from './public-profile.ts';

export interface Access {
  roles: Role[];
  isAdmin: boolean;
  isModerator: boolean;
  /** The moderation dashboard: admins and moderators (docs/product/moderation.md, "Roles"). */
  hasAdminAccess: boolean;
}

/** A new member's profile, created in the sign-up transaction. Everything but the names starts at the defaults. */
export async function createProfileForNewMember(
  db: Db,
  member: { id: string; username: string; fullName: string },
): Promise<void> {
  await queries.insertProfile(db, { id: member.id, username: member.username, fullName: member.fullName });
}

/** Keeps the profile's username and full name equal to the account's (better-auth /update-user). */
export async function syncAccountNames(
  db: Db,
  userId: string,
  names: { username: string; fullName: string },
): Promise<void> {
  await queries.updateProfile(db, userId, names);
}

export function getProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return queries.findProfileById(db, userId);
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await queries.findProfileById(db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return toProfile(row);
}

export function toProfile(row: ProfileRow): Profile {
  const privacy = row.privacySettings;
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    location: row.location,
    placeId: row.placeId,
    themeColor: row.themeColor,
    styleTags: row.styleTags,
    favoriteBrands: row.favoriteBrands,
    socialLinks: row.socialLinks,
    privacySettings: {
      showLocation: privacy.show_location ?? true,
      showPhone: privacy.show_phone ?? false,
      profileVisibility: privacy.profile_visibility ?? 'public',
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Roles come from the database on every call: never from the session or the client. */
export async function getAccess(db: Db, userId: string): Promise<Access> {
  const roles = await queries.findRoles(db, userId);
  const isAdmin = roles.includes('admin');
  const isModerator = roles.includes('moderator');
  return { roles, isAdmin, isModerator, hasAdminAccess: isAdmin || isModerator };
}

export async function hasAnyRole(db: Db, userId: string, allowed: readonly Role[]): Promise<boolean> {
  const { roles } = await getAccess(db, userId);
  return roles.some((role) => allowed.includes(role));
}

export function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  return queries.insertRole(db, userId, role);
}

export function revokeRole(db: Db, userId: string, role: Role): Promise<void> {
  return queries.deleteRole(db, userId, role);
}

/** The member's place, when their location is one: where their new listings are unless they say otherwise. */
export function memberPlace(db: Db, userId: string) {
  return queries.memberPlace(db, userId);
}

/** Members whose location was written as free text get the place it names (places.placeWrittenLocations). */
export const writtenMemberLocations: places.WrittenLocations = {
  what: 'members',
  unplaced: queries.unplacedLocations,
  place: (db, location, place) => queries.placeWrittenLocation(db, location, place.id),
};

export function updateProfileFields(
  db: Db,
  userId: string,
  values: Parameters<typeof queries.updateProfile>[2],
): Promise<void> {
  return queries.updateProfile(db, userId, values);
}

/**
 * Changes only the given privacy keys, merged atomically in SQL (the settings page and the profile form may save
 * different keys at the same moment). Keys left undefined are untouched.
 */
export async function updatePrivacySettings(
  db: Db,
  userId: string,
  patch: Partial<PrivacySettings>,
): Promise<void> {
  const stored: Parameters<typeof queries.mergePrivacySettings>[2] = {};
  if (patch.showLocation !== undefined) stored.show_location = patch.showLocation;
  if (patch.showPhone !== undefined) stored.show_phone = patch.showPhone;
  if (patch.profileVisibility !== undefined) stored.profile_visibility = patch.profileVisibility;
  if (Object.keys(stored).length === 0) return;
  await queries.mergePrivacySettings(db, userId, stored);
}

/**
 * Profile visibility (privacy_settings.profile_visibility), enforced for every reader of a member's details and
 * closets: public: anyone; friends: the owner and members who follow each other with the owner; private: the
 * owner only. Admins and moderators see everything (they review reports about members).
 */
export async function profileVisibleTo(
  db: Db,
  owner: Pick<ProfileRow, 'id' | 'privacySettings'>,
  viewerId: string | undefined,
): Promise<boolean> {
  const visibility = owner.privacySettings.profile_visibility ?? 'public';
  if (visibility === 'public' || viewerId === owner.id) return true;
  if (!viewerId) return false;
  if ((await getAccess(db, viewerId)).hasAdminAccess) return true;
  return visibility === 'friends' && (await queries.followEachOther(db, owner.id, viewerId));
}

/**
 * A suspended member is not found by anyone but staff (docs/product/moderation.md, "Suspending a member"): their
 * profile, closets, items, reviews and follows answer 404 'User not found', as for a member who does not exist.
 */
export async function assertMemberShown(
  db: Db,
  owner: Pick<ProfileRow, 'suspendedAt'>,
  viewerId: string | undefined,
): Promise<void> {
  if (owner.suspendedAt === null) return;
  if (viewerId && (await getAccess(db, viewerId)).hasAdminAccess) return;
  throw userNotFound();
}

/**
 * profileVisibleTo as a guard for every list of a member's details (closets, their items, reviews): a reader the
 * profile is closed to gets 403 saying why; a suspended member's, 404 (assertMemberShown).
 */
export async function assertProfileVisible(
  db: Db,
  owner: Pick<ProfileRow, 'id' | 'privacySettings' | 'suspendedAt'>,
  viewerId: string | undefined,
): Promise<void> {
  await assertMemberShown(db, owner, viewerId);
  if (await profileVisibleTo(db, owner, viewerId)) return;
  const friends = owner.privacySettings.profile_visibility === 'friends';
  throw new AppError(
    'FORBIDDEN',
    friends ? profileMessages.friendsOnlyProfile : profileMessages.privateProfile,
  );
}

/** GET /api/users/{usernameOrId}: the member as this viewer may see them (visibility, location, phone). */
export async function getPublicProfile(
  db: Db,
  usernameOrId: string,
  viewerId: string | undefined,
): Promise<PublicProfile> {
  const row = await findProfileByUsernameOrId(db, usernameOrId);
  await assertMemberShown(db, row, viewerId);
  return buildPublicProfile(db, row, viewerId, await profileVisibleTo(db, row, viewerId));
}

export function toOwnProfile(row: ProfileRow): OwnProfile {
  return { ...toProfile(row), phone: row.phone };
}

export async function getOwnProfile(db: Db, userId: string): Promise<OwnProfile> {
  const row = await queries.findProfileById(db, userId);
  if (!row) throw userNotFound();
  return toOwnProfile(row);
}

/** PATCH /api/me/profile: the fields sent, with the account's names in the same transaction. */
export async function updateOwnProfile(db: Db, userId: string, patch: ProfileUpdate): Promise<OwnProfile> {
  await applyProfileUpdate(db, userId, patch, (tx) =>
    updatePrivacySettings(tx, userId, patch.privacySettings ?? {}),
  );
  return getOwnProfile(db, userId);
}

/**
 * A staff edit of a member's profile (docs/product/moderation.md, "Managing members"): the same rules and
 * messages as the member's own edit, with `alsoInTransaction` (the audit entry) in its transaction. 404 'User not
 * found' for no such member.
 */
export function updateMemberProfile(
  db: Db,
  userId: string,
  patch: ProfileUpdate,
  alsoInTransaction: (tx: Db, before: ProfileRow) => Promise<void>,
): Promise<void> {
  return applyProfileUpdate(db, userId, patch, alsoInTransaction);
}

export const isFollowing = (db: Db, followerId: string, followingId: string) =>
  queries.isFollowing(db, followerId, followingId);
export const followCounts = (db: Db, userId: string) => queries.followCounts(db, userId);
