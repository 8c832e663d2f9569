import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAtColumn } from './columns.ts';

/**
 * Idempotency keys of requests that move money or create offers (platform/idempotency): one row per member and key,
 * claimed before the request runs and holding its answer once it succeeded, replayed to any repeat.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the key was first used for (method, path, body): the same key for another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The recurring job that forgets day-old keys (platform/idempotency) finds them by age.
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
