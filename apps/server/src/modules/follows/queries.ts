import { and, desc, eq } from 'drizzle-orm';
import type { ProfileSummary } from '@swapyard/domain';
import { profiles, userFollows } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { memberCardColumns } from '../profiles/index.ts';

/** Idempotent: the primary key (follower, following) keeps a double click to one row. */
export async function insertFollow(db: Db, followerId: string, followingId: string): Promise<void> {
  await db.insert(userFollows).values({ followerId, followingId }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, followerId: string, followingId: string): Promise<void> {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)));
}

/**
 * A list is at most this long: the dialog shows names, not an archive. Far above what a member of a swap
 * marketplace gathers; a cursor can come when someone does.
 */
export const FOLLOW_LIST_LIMIT = 500;

/** Who follows `userId`, newest first (served by user_follows_following_idx). */
export function listFollowers(db: Db, userId: string): Promise<ProfileSummary[]> {
  return db
    .select(memberCardColumns)
    .from(userFollows)
    .innerJoin(profiles, eq(profiles.id, userFollows.followerId))
    .where(eq(userFollows.followingId, userId))
    .orderBy(desc(userFollows.createdAt), profiles.id)
    .limit(FOLLOW_LIST_LIMIT);
}

/** Whom `userId` follows, newest first (served by the primary key's follower_id prefix). */
export function listFollowing(db: Db, userId: string): Promise<ProfileSummary[]> {
  return db
    .select(memberCardColumns)
    .from(userFollows)
    .innerJoin(profiles, eq(profiles.id, userFollows.followingId))
    .where(eq(userFollows.followerId, userId))
    .orderBy(desc(userFollows.createdAt), profiles.id)
    .limit(FOLLOW_LIST_LIMIT);
}
