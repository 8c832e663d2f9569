// The profiles module's surface beyond its service: the records every new account gets (createApp hands them to
// createAuth), the role check staff routes put after requireSession (roles are the profiles module's), and the
// member card other modules show a member with (its columns for their joins, a read by ids, the missing member).
export { memberRecords } from './member-records.ts';
export { requireRole, staffTopicAuthoriser } from './require-role.ts';
export {
  memberCardColumns,
  memberCardColumnsOf,
  memberCardsByIds,
  missingMemberCard,
} from './queries/member-cards.ts';
