// The profiles module's surface beyond its service: the role check staff routes put after requireSession (roles are
// the profiles module's) and the member card other modules show a member with (its columns for their joins, a read
// by ids, the missing member). Its manifest gives every new account its records (auth's memberRecords hook) and owns
// the staff's realtime topic.
import { provide } from '../../platform/hooks.ts';
import { authHooks } from '../auth/index.ts';
import { defineModule } from '../manifest.ts';
import { memberRecords } from './member-records.ts';
import { staffTopicAuthoriser } from './require-role.ts';
import { AVATAR_UPLOAD_PATH, profilesRoutes } from './routes.ts';
import { writtenMemberLocations } from './service.ts';
import { placeWrittenLocations } from '../places/index.ts';

export { memberRecords } from './member-records.ts';
export { requireRole } from './require-role.ts';
export {
  memberCardColumns,
  memberCardColumnsOf,
  memberCardsByIds,
  missingMemberCard,
} from './queries/member-cards.ts';

// The module's rules, for other modules (its only entry: docs/decisions/030).
export * from './service.ts';

export const profilesModule = defineModule({
  name: 'profiles',
  uploadPaths: [AVATAR_UPLOAD_PATH],
  provides: () => [provide(authHooks.memberRecords, memberRecords)],
  topics: ({ db }) => [{ kind: 'staff', authorise: staffTopicAuthoriser(db) }],
  routes: ({ db, auth, storage, uploads }) => [profilesRoutes({ db, auth, storage, uploads })],
  // After the places module's start has the gazetteer loaded (it comes first in the module list).
  start: ({ db, logger }) => placeWrittenLocations(db, logger, writtenMemberLocations),
});
