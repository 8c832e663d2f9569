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
