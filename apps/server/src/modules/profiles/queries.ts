import { and, eq, or } from 'drizzle-orm';
import type { Role } from '@swapyard/domain';
import { profiles, userFollows, userRoles } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsert = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, values: ProfileInsert): Promise<void> {
  await db.insert(profiles).values(values);
}

export async function findProfileById(db: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

export async function updateProfile(
  db: Db,
  id: string,
  values: Partial<Omit<ProfileInsert, 'id'>>,
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, id));
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
