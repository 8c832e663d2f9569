import { AppError } from './errors.ts';

/** Position in a newest-first list: the last row of the previous page. */
export interface ListPosition {
  createdAt: Date;
  id: string;
}

/*
 * Paging shared by every list of the API. List cursors are opaque to clients: base64url of "<created_at ISO>|<id>", the last row of the previous page.
 * created_at has millisecond precision in the database (see db/schema/items.ts), so the round trip is exact.
 */

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from paths and cursors are checked before they reach a uuid column (which would reject them with a 500). */
export const isUuid = (value: string) => UUID.test(value);

/** The 400 every list answers for a cursor it did not make. */
export function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'Invalid query: cursor: Invalid cursor', {
    issues: [{ path: 'cursor', message: 'Invalid cursor' }],
  });
}

export function decodeCursor(cursor: string): ListPosition {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw invalidCursor();
  return { createdAt, id };
}

/** A row's place in an order led by a number (a closet's sort key, the feed's rank), then created_at and id. */
export interface KeyedPosition {
  key: number;
  createdAt: Date;
  id: string;
}

/**
 * Keyed cursors: base64url of "<head>|<key>|<created_at ISO>|<id>". The head is what the order depends on (the
 * closet's sort, the feed's reference time), so a cursor is never read against another order.
 */
export function encodeKeyedCursor(head: string, { key, createdAt, id }: KeyedPosition): string {
  return Buffer.from(`${head}|${key}|${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeKeyedCursor(cursor: string): { head: string; position: KeyedPosition } {
  const [head, keyText, iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const key = Number(keyText);
  const createdAt = new Date(iso ?? '');
  const valid =
    rest.length === 0 &&
    head !== undefined &&
    keyText !== '' &&
    Number.isSafeInteger(key) &&
    !Number.isNaN(createdAt.getTime()) &&
    id !== undefined &&
    isUuid(id);
  if (!valid) throw invalidCursor();
  return { head, position: { key, createdAt, id } };
}
