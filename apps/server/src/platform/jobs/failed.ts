import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import { JOBS_CHANNEL } from './channel.ts';

export interface FailedJob {
  id: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
  createdAt: Date;
}

/**
 * Jobs that failed their last allowed attempt, newest failure first, with how many there are in all. Payloads are
 * left out: they may carry what only the job's handler should read (a sealed payout destination).
 */
export async function listFailedJobs(db: Db, limit: number): Promise<{ jobs: FailedJob[]; total: number }> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.failedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(isNotNull(jobs.failedAt))
    .orderBy(desc(jobs.failedAt), jobs.id)
    .limit(limit);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(jobs)
    .where(isNotNull(jobs.failedAt));
  return { jobs: rows.map((row) => ({ ...row, failedAt: row.failedAt! })), total };
}

/**
 * Gives a failed job a fresh set of attempts, due now (after the cause was fixed). False when no failed job has
 * this id (it was retried already, or never failed): a retry is never run twice by two clicks.
 */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(jobs)
      .set({ failedAt: null, attempts: 0, runAt: new Date(), lockedUntil: null })
      .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
      .returning({ id: jobs.id });
    if (retried.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    return retried.length > 0;
  });
}

/** How long past its time a due job may wait before the runner counts as falling behind. */
export const JOB_OVERDUE_AFTER_MS = 2 * 60_000;

/**
 * The queue's health for the staff overview: jobs that gave up, and jobs due for more than two minutes that no
 * worker holds (a stopped or overloaded runner).
 */
export async function jobQueueHealth(db: Db, now = new Date()): Promise<{ failed: number; overdue: number }> {
  const overdueBefore = new Date(now.getTime() - JOB_OVERDUE_AFTER_MS);
  const [row] = await db
    .select({
      failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${jobs.failedAt} is null and ${jobs.runAt} < ${overdueBefore}
        and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < ${now}))`.mapWith(Number),
    })
    .from(jobs);
  return { failed: row?.failed ?? 0, overdue: row?.overdue ?? 0 };
}
