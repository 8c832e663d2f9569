import { AppError } from '../../platform/errors.ts';
import type { ListPosition } from './queries.ts';

/*
 * List cursors are opaque to clients: base64url of "<created_at ISO>|<id>", the last row of the previous page.
 * created_at has millisecond precision in the database (see db/schema/items.ts), so the round trip is exact.
 */

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids from paths and cursors are checked before they reach a uuid column (which would reject them with a 500). */
export const isUuid = (value: string) => UUID.test(value);

export function decodeCursor(cursor: string): ListPosition {
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor: Invalid cursor', {
      issues: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  }
  return { createdAt, id };
}
