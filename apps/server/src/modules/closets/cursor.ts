import type { ClosetSort } from '@swapyard/domain';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../items/service.ts';
import type { ClosetPosition } from './queries.ts';

/*
 * Closet cursors are opaque to clients: base64url of "<sort>|<key>|<created_at ISO>|<id>", the last row of the
 * previous page. The sort is inside so a cursor from one order is refused in another instead of skipping rows.
 */

export function encodeClosetCursor(sort: ClosetSort, position: ClosetPosition): string {
  const { key, createdAt, id } = position;
  return Buffer.from(`${sort}|${key}|${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeClosetCursor(sort: ClosetSort, cursor: string): ClosetPosition {
  const [cursorSort, keyText, iso, id, ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const key = Number(keyText);
  const createdAt = new Date(iso ?? '');
  const valid =
    rest.length === 0 &&
    cursorSort === sort &&
    keyText !== '' &&
    Number.isSafeInteger(key) &&
    !Number.isNaN(createdAt.getTime()) &&
    id !== undefined &&
    isUuid(id);
  if (!valid) {
    throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor: Invalid cursor', {
      issues: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  }
  return { key, createdAt, id };
}
