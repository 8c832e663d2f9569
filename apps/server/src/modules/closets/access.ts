import { CLOSET_PROFILE_FRIENDS_ONLY_MESSAGE, CLOSET_PROFILE_PRIVATE_MESSAGE } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/service.ts';
import type { ProfileRow } from '../profiles/queries.ts';

/**
 * A member's closet follows their profile visibility (profiles.profileVisibleTo: public; friends = mutual follows;
 * private; staff see all): a reader the profile is closed to gets 403 saying why. Shared by the closets endpoints
 * and the items module's GET /api/users/{userId}/items (its own file so items need not import the closets service).
 */
export async function assertProfileVisible(
  db: Db,
  owner: Pick<ProfileRow, 'id' | 'privacySettings'>,
  viewerId: string | undefined,
): Promise<void> {
  if (await profiles.profileVisibleTo(db, owner, viewerId)) return;
  const friends = owner.privacySettings.profile_visibility === 'friends';
  throw new AppError(
    'FORBIDDEN',
    friends ? CLOSET_PROFILE_FRIENDS_ONLY_MESSAGE : CLOSET_PROFILE_PRIVATE_MESSAGE,
  );
}
