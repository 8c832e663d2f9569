import { roundRating, type PublicProfile, type RatingSummary } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/pagination.ts';
import * as queries from './queries.ts';
import type { ProfileRow } from './queries.ts';

export const userNotFound = () => new AppError('NOT_FOUND', 'User not found');

/** The id in /user/{id} is a UUID or a username, case-insensitively (docs/product/profiles.md, "Public profile"). */
export async function findProfileByUsernameOrId(db: Db, key: string): Promise<ProfileRow> {
  const row = isUuid(key)
    ? ((await queries.findProfileById(db, key)) ?? (await queries.findProfileByUsername(db, key)))
    : await queries.findProfileByUsername(db, key);
  if (!row) throw userNotFound();
  return row;
}

/**
 * The average of the reviews about a member, to one decimal, and their count: part of a profile's stats (here, with
 * the other stats), shown again above the member's reviews (reviews module).
 */
export async function ratingSummary(db: Db, userId: string): Promise<RatingSummary> {
  const { average, count } = await queries.ratingAggregate(db, userId);
  return { average: count === 0 ? null : roundRating(average), count };
}

/**
 * One member as `viewerId` may see them. A viewer the profile's visibility shuts out gets only what a link to the
 * member shows anyway (name, username, avatar, theme colour) and whether they follow them: following is how a
 * member becomes a friend, so the Follow button must still work.
 */
export async function buildPublicProfile(
  db: Db,
  row: ProfileRow,
  viewerId: string | undefined,
  visible: boolean,
): Promise<PublicProfile> {
  const isOwner = viewerId === row.id;
  const identity = {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    themeColor: row.themeColor,
  };
  const isFollowing = viewerId && !isOwner ? await queries.isFollowing(db, viewerId, row.id) : false;
  const viewer = { isOwner, isFollowing };
  const privacy = row.privacySettings;
  if (!visible) {
    const visibility = privacy.profile_visibility === 'friends' ? 'friends' : 'private';
    return { ...identity, restricted: true, visibility, viewer };
  }
  const [counts, trades, rating, verified] = await Promise.all([
    queries.followCounts(db, row.id),
    queries.completedTradeCount(db, row.id),
    ratingSummary(db, row.id),
    queries.hasVerifiedIdentity(db, row.id),
  ]);
  const showLocation = isOwner || (privacy.show_location ?? true);
  const showPhone = isOwner || (privacy.show_phone ?? false);
  return {
    ...identity,
    restricted: false,
    bio: row.bio,
    location: showLocation ? row.location : null,
    placeId: showLocation ? row.placeId : null,
    phone: showPhone ? row.phone : null,
    styleTags: row.styleTags,
    favoriteBrands: row.favoriteBrands,
    socialLinks: row.socialLinks,
    privacySettings: isOwner
      ? {
          showLocation: privacy.show_location ?? true,
          showPhone: privacy.show_phone ?? false,
          profileVisibility: privacy.profile_visibility ?? 'public',
        }
      : null,
    verified,
    createdAt: row.createdAt.toISOString(),
    stats: { ...counts, trades, rating },
    viewer,
  };
}
