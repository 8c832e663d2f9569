import { profileMessages, type FollowList, type FollowState } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';

/**
 * The member to follow. Following needs no visibility: it is how a member becomes a friend of a friends-only
 * profile. Yourself is a 400, checked before the database's own check constraint would answer with a 500.
 */
async function target(db: Db, viewerId: string, usernameOrId: string) {
  const row = await profiles.findProfileByUsernameOrId(db, usernameOrId);
  if (row.id === viewerId) throw new AppError('BAD_REQUEST', profileMessages.cannotFollowSelf);
  return row;
}

/** The answer to a follow change: the follower count only when the viewer may see the profile's numbers. */
async function state(db: Db, viewerId: string, row: Awaited<ReturnType<typeof target>>, following: boolean) {
  const visible = await profiles.profileVisibleTo(db, row, viewerId);
  const followers = visible ? (await profiles.followCounts(db, row.id)).followers : null;
  return { following, followers } satisfies FollowState;
}

/** Idempotent: following twice keeps the first follow. */
export async function follow(db: Db, viewerId: string, usernameOrId: string): Promise<FollowState> {
  const row = await target(db, viewerId, usernameOrId);
  // A suspended member cannot be found, so not followed either; unfollowing them still works.
  await profiles.assertMemberShown(db, row, viewerId);
  await queries.insertFollow(db, viewerId, row.id);
  return state(db, viewerId, row, true);
}

/** Idempotent: unfollowing someone not followed answers the same. */
export async function unfollow(db: Db, viewerId: string, usernameOrId: string): Promise<FollowState> {
  const row = await target(db, viewerId, usernameOrId);
  await queries.deleteFollow(db, viewerId, row.id);
  return state(db, viewerId, row, false);
}

/** Who follows a member and whom they follow: part of the profile, so under its visibility. */
export async function listConnections(
  db: Db,
  usernameOrId: string,
  viewerId: string | undefined,
  which: 'followers' | 'following',
): Promise<FollowList> {
  const row = await profiles.findProfileByUsernameOrId(db, usernameOrId);
  await profiles.assertMemberShown(db, row, viewerId);
  if (!(await profiles.profileVisibleTo(db, row, viewerId))) {
    throw new AppError('FORBIDDEN', profileMessages.privateProfile);
  }
  const users =
    which === 'followers' ? await queries.listFollowers(db, row.id) : await queries.listFollowing(db, row.id);
  return { users };
}
