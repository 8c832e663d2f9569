import { eq } from 'drizzle-orm';
import { userPreferences } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export type PreferencesRow = typeof userPreferences.$inferSelect;
export type PreferencesInsert = typeof userPreferences.$inferInsert;

export async function insertDefaultPreferences(db: Db, userId: string): Promise<void> {
  await db.insert(userPreferences).values({ userId }).onConflictDoNothing();
}

export async function findPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row;
}

/** Upsert: a member without a row (created before this table existed) gets one. */
export async function upsertPreferences(
  db: Db,
  userId: string,
  values: Partial<Omit<PreferencesInsert, 'userId'>>,
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The survey's answers as stored; undefined for a member without a row (nothing saved yet). */
export async function findInterests(
  db: Db,
  userId: string,
): Promise<
  Pick<PreferencesRow, 'structuredInterests' | 'surveyCompleted' | 'firstLoginSurveyShown'> | undefined
> {
  const [row] = await db
    .select({
      structuredInterests: userPreferences.structuredInterests,
      surveyCompleted: userPreferences.surveyCompleted,
      firstLoginSurveyShown: userPreferences.firstLoginSurveyShown,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row;
}
