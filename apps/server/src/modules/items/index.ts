// The items module's surface beyond its service: the read model other modules' queries select items with, the lock
// trades and swap circles take on the items they move, and the insert (with its closet) the demo seed writes its
// listings through.
export {
  itemColumns,
  ownerColumns,
  ownerNotSuspended,
  visibleTo,
  type ItemRow,
  type ItemWithOwner,
} from './queries/read-model.ts';
export { autoCreateCloset, insertItem, lockItems, memberItemRow } from './queries.ts';
