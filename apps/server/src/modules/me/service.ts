import { needsFirstTimeSurvey, type Me, type SurveyFlags } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../auth/index.ts';
import * as profiles from '../profiles/index.ts';
import * as survey from '../survey/index.ts';

/** Everything the web shell needs about the signed-in member to route and render. */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const [profile, access, flags] = await Promise.all([
    profiles.getProfile(db, user.id),
    profiles.getAccess(db, user.id),
    survey.getSurveyFlags(db, user.id),
  ]);
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    },
    profile,
    roles: access.roles,
    access: {
      isAdmin: access.isAdmin,
      isModerator: access.isModerator,
      hasAdminAccess: access.hasAdminAccess,
    },
    survey: flags,
    needsFirstTimeSurvey: needsFirstTimeSurvey(access.roles, flags),
  };
}

export function markFirstLoginSurveyShown(db: Db, userId: string): Promise<SurveyFlags> {
  return survey.markFirstLoginSurveyShown(db, userId);
}
