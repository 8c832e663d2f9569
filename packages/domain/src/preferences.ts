import { z } from 'zod';
import type { Role } from './profiles.ts';

export const DEFAULT_BUDGET_MIN = 20;
export const DEFAULT_BUDGET_MAX = 300;
export const DEFAULT_LOCATION_RADIUS = 50;

export const surveyFlagsSchema = z.object({
  surveyCompleted: z.boolean(),
  firstLoginSurveyShown: z.boolean(),
});
export type SurveyFlags = z.infer<typeof surveyFlagsSchema>;

/**
 * First sign-in routing (docs/product/accounts.md, "First sign-in"): a member who is neither admin nor moderator
 * and who has neither seen nor completed the survey is sent to the first-time survey.
 */
export function needsFirstTimeSurvey(userRoles: readonly Role[], flags: SurveyFlags): boolean {
  if (userRoles.length > 0) return false;
  return !flags.firstLoginSurveyShown && !flags.surveyCompleted;
}
