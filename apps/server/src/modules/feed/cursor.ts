import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../items/service.ts';
import type { FeedPosition } from './queries.ts';

/*
 * Feed cursors are opaque to clients: base64url of "<asOf ISO>|<key>|<created_at ISO>|<id>". The reference time
 * travels with the position, so every page of one feed is ranked as of the same moment.
 */

export interface FeedCursor {
  asOf: Date;
  after: FeedPosition;
}

export function encodeFeedCursor({ asOf, after }: FeedCursor): string {
  const text = `${asOf.toISOString()}|${after.key}|${after.createdAt.toISOString()}|${after.id}`;
  return Buffer.from(text).toString('base64url');
}

export function decodeFeedCursor(cursor: string): FeedCursor {
  const [asOfText, keyText, createdText, id, ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|');
  const asOf = new Date(asOfText ?? '');
  const key = Number(keyText);
  const createdAt = new Date(createdText ?? '');
  const valid =
    rest.length === 0 &&
    !Number.isNaN(asOf.getTime()) &&
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
  return { asOf, after: { key, createdAt, id } };
}
