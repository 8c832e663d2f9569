import { z } from 'zod';
import { profileSchema, roles } from './profiles.ts';
import { surveyFlagsSchema } from './preferences.ts';

export const accessSchema = z.object({
  isAdmin: z.boolean(),
  isModerator: z.boolean(),
  hasAdminAccess: z.boolean(),
});

/** GET /api/me: who is signed in, with what the shell needs to route and render them. */
export const meSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
    }),
    profile: profileSchema,
    roles: z.array(z.enum(roles)),
    access: accessSchema,
    survey: surveyFlagsSchema,
    needsFirstTimeSurvey: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/**
 * GET /api/session: the same member, or null for a visitor, always 200, so the web shell can ask on every page load
 * without a visitor's browser logging a failed request.
 */
export const currentSessionSchema = z.object({ me: meSchema.nullable() }).meta({ id: 'CurrentSession' });
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** POST /api/me/first-login-survey-shown: the shell records that it routed the member to the first-time survey. */
export const surveyFlagsResponseSchema = surveyFlagsSchema.meta({ id: 'SurveyFlags' });
