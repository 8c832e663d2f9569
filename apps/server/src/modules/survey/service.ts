import {
  mergeSuggestions,
  normaliseStructuredInterests,
  surveyCategories,
  type InterestSuggestionsRequest,
  type InterestSuggestionsResponse,
  type MemberInterests,
  type SaveInterestsRequest,
  type SurveyFlags,
} from '@swapyard/domain';
import type { InterestSuggester } from '../../platform/interests/index.ts';
import type { Db } from '../../platform/db.ts';
import * as queries from './queries.ts';
import type { PreferencesInsert } from './queries.ts';

/** Every member starts with default preferences (created in the sign-up transaction). */
export function createDefaultPreferences(db: Db, userId: string): Promise<void> {
  return queries.insertDefaultPreferences(db, userId);
}

/** A missing row reads as the defaults: it is not an error (docs/product/survey.md). */
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

/** The member's survey answers (every category present, blank ones empty) and flags; nothing saved reads empty. */
export async function getInterests(db: Db, userId: string): Promise<MemberInterests> {
  const row = await queries.findInterests(db, userId);
  return {
    structuredInterests: normaliseStructuredInterests(row?.structuredInterests ?? {}),
    surveyCompleted: row?.surveyCompleted ?? false,
    firstLoginSurveyShown: row?.firstLoginSurveyShown ?? false,
  };
}

/**
 * Saves the whole survey in one upsert (docs/product/survey.md): answers trimmed and deduplicated per category, the
 * flat `interests` and `interest_categories` the feed matches on, `survey_completed`, and in first-time mode
 * `first_login_survey_shown` (an update leaves it as it is). Categories left blank are not stored.
 */
export async function saveInterests(
  db: Db,
  userId: string,
  { structuredInterests, mode }: SaveInterestsRequest,
): Promise<MemberInterests> {
  const normalised = normaliseStructuredInterests(structuredInterests);
  const answered = surveyCategories.filter((category) => normalised[category].length > 0);
  const row = await queries.upsertPreferences(db, userId, {
    structuredInterests: Object.fromEntries(answered.map((category) => [category, normalised[category]])),
    interests: answered.flatMap((category) => normalised[category]),
    interestCategories: answered,
    surveyCompleted: true,
    ...(mode === 'first-time' ? { firstLoginSurveyShown: true } : {}),
  });
  return {
    structuredInterests: normalised,
    surveyCompleted: row.surveyCompleted,
    firstLoginSurveyShown: row.firstLoginSurveyShown,
  };
}

/**
 * Interest suggestions (docs/product/survey.md, "Suggestions"): up to eight from the suggester plus up to three
 * matching built-in subcategories, duplicates removed. A suggester that fails (a model that is down) is reported
 * and the built-in matches still answer: suggestions are a nicety, never an error for the member.
 */
export async function suggestInterests(
  suggester: InterestSuggester,
  { userDescription, category }: InterestSuggestionsRequest,
  onSuggesterFailure: (error: unknown) => void,
): Promise<InterestSuggestionsResponse> {
  let fromSuggester: Awaited<ReturnType<InterestSuggester['suggest']>> = [];
  try {
    fromSuggester = await suggester.suggest({ text: userDescription, category });
  } catch (error) {
    onSuggesterFailure(error);
  }
  return { suggestions: mergeSuggestions(category, userDescription, fromSuggester) };
}
