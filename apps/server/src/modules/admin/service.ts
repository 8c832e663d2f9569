import { FAILED_JOBS_SHOWN, type FailedJobList } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { listFailedJobs, retryFailedJob } from '../../platform/jobs/index.ts';
import * as audit from '../audit/index.ts';

/** The background jobs that gave up (docs/architecture.md, "Jobs"): what failed, how often, and its last error. */
export async function failedJobs(db: Db): Promise<FailedJobList> {
  const { jobs, total } = await listFailedJobs(db, FAILED_JOBS_SHOWN);
  return {
    jobs: jobs.map((job) => ({
      ...job,
      failedAt: job.failedAt.toISOString(),
      createdAt: job.createdAt.toISOString(),
    })),
    total,
  };
}

/**
 * Runs a failed job again, with a fresh set of attempts (admins only: docs/product/moderation.md, "Roles"); a job
 * that is not (or no longer) failed is a 404. Audited in the same transaction.
 */
export async function retryJob(db: Db, adminId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await retryFailedJob(tx, id))) throw new AppError('NOT_FOUND', 'No failed job with this id');
    await audit.recordStaffAction(tx, {
      actorId: adminId,
      action: 'job.retry',
      subjectType: 'job',
      subjectId: id,
    });
  });
}
