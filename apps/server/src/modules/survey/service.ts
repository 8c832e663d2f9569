import type { SurveyFlags } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries.ts';
import type { PreferencesInsert } from './queries.ts';

/** Every member starts with default preferences (created in the sign-up transaction). */
export function createDefaultPreferences(db: Db, userId: string): Promise<void> {
  return queries.insertDefaultPreferences(db, userId);
}

/** A missing row reads as the defaults (spec: "a missing preferences row is not an error"). */
export async function getSurveyFlags(db: Db, userId: string): Promise<SurveyFlags> {
  const row = await queries.findPreferences(db, userId);
  return {
    surveyCompleted: row?.surveyCompleted ?? false,
    firstLoginSurveyShown: row?.firstLoginSurveyShown ?? false,
  };
}

/** The shell routed the member to the first-time survey once; it must not do it again. */
export async function markFirstLoginSurveyShown(db: Db, userId: string): Promise<SurveyFlags> {
  const row = await queries.upsertPreferences(db, userId, { firstLoginSurveyShown: true });
  return { surveyCompleted: row.surveyCompleted, firstLoginSurveyShown: row.firstLoginSurveyShown };
}

export async function savePreferences(
  db: Db,
  userId: string,
  values: Partial<Omit<PreferencesInsert, 'userId'>>,
): Promise<void> {
  await queries.upsertPreferences(db, userId, values);
}
