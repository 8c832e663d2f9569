import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { JOBS_CHANNEL } from './channel.ts';
import type { JobKind } from './job-kind.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Default: now. */
  runAt?: Date;
  /** Enqueueing the same key again does nothing. */
  dedupeKey?: string;
}

/**
 * A job due within this wakes the runners when its transaction commits. One due later needs no wake-up: every runner
 * polls at least this often and then sets a timer for a job due before its next poll (createJobRunner), so an offer's
 * expiry two days off costs no NOTIFY and no runner's two polls.
 */
export const JOB_WAKE_WITHIN_MS = 60_000;

export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  const runAt = job.runAt ?? new Date();
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, runAt, dedupeKey: job.dedupeKey })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  // Delivered when the caller's transaction commits, so a runner never wakes for a job it cannot see yet.
  if (runAt.getTime() - Date.now() < JOB_WAKE_WITHIN_MS) {
    await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  }
}

/** Enqueues a job of `job`'s kind in `db`'s transaction, its payload typed and checked by the kind's schema. */
export async function enqueue<Payload extends z.ZodType>(
  db: Db,
  job: JobKind<Payload>,
  payload: z.input<Payload>,
  options: Pick<NewJob, 'runAt' | 'dedupeKey'> = {},
): Promise<void> {
  await enqueueJob(db, {
    kind: job.kind,
    payload: job.payload.parse(payload) as Record<string, unknown>,
    ...options,
  });
}
