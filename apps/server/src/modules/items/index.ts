// The items module's surface beyond its service: the read model other modules' queries select items with, and the
// insert the demo seed writes its listings through.
export { itemColumns, ownerColumns, visibleTo, type ItemRow, type ItemWithOwner } from './read-model.ts';
export { insertItem } from './queries.ts';
