// The profiles module's surface beyond its service: the records every new account gets (createApp hands them to
// createAuth) and the role check staff routes put after requireSession (roles are the profiles module's).
export { memberRecords } from './member-records.ts';
export { requireRole, staffTopicAuthoriser } from './require-role.ts';
