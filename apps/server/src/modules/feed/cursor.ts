import { decodeKeyedCursor, encodeKeyedCursor, invalidCursor } from '../../platform/pagination.ts';
import type { FeedPosition } from './queries.ts';

/*
 * Feed cursors are opaque to clients: keyed cursors (items/cursor.ts) led by the reference time. It travels with
 * the position, so every page of one feed is ranked as of the same moment.
 */

export interface FeedCursor {
  asOf: Date;
  after: FeedPosition;
}

export function encodeFeedCursor({ asOf, after }: FeedCursor): string {
  return encodeKeyedCursor(asOf.toISOString(), after);
}

export function decodeFeedCursor(cursor: string): FeedCursor {
  const { head, position } = decodeKeyedCursor(cursor);
  const asOf = new Date(head);
  if (Number.isNaN(asOf.getTime())) throw invalidCursor();
  return { asOf, after: position };
}
