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

export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
  // Delivered when the caller's transaction commits, so a runner never wakes for a job it cannot see yet.
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
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
