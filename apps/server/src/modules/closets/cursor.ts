import type { ClosetSort } from '@swapyard/domain';
import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../../platform/pagination.ts';
import type { ClosetPosition } from './queries.ts';

/*
 * Closet cursors are opaque to clients: keyed cursors (items/cursor.ts) led by the sort, the last row of the
 * previous page. The sort is inside so a cursor from one order is refused in another instead of skipping rows.
 */

export function encodeClosetCursor(sort: ClosetSort, position: ClosetPosition): string {
  return encodeKeyedCursor(sort, position);
}

export function decodeClosetCursor(sort: ClosetSort, cursor: string): ClosetPosition {
  const { head, position } = decodeKeyedCursor(cursor);
  if (head !== sort) throw invalidCursor();
  return position;
}
