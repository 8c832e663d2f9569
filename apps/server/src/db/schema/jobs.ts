import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs, uuidPrimaryKey, createdAtColumn } from './columns.ts';

/**
 * Durable jobs (payouts now; offer expiry and auction close later). Enqueued in the same transaction as the change
 * that needs them; claimed with FOR UPDATE SKIP LOCKED so several server instances share them (platform/jobs).
 * A finished job is deleted, a job out of attempts is kept as failed; `dedupe_key` (unique) makes enqueueing
 * idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestampMs('run_at').defaultNow().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a worker runs it; a crashed worker's job is picked up again after this time. */
    lockedUntil: timestampMs('locked_until'),
    lastError: text('last_error'),
    /**
     * Set when the job failed its last allowed attempt (platform/jobs): it is never claimed again and stays, with
     * its last error, for staff to see.
     */
    failedAt: timestampMs('failed_at'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('jobs_run_at_idx').on(table.runAt)],
);
