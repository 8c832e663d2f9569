import type { FailedJobList } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { listFailedJobs, retryFailedJob } from '../../platform/jobs/index.ts';

const FAILED_JOBS_SHOWN = 50;

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

/** Runs a failed job again, with a fresh set of attempts; a job that is not (or no longer) failed is a 404. */
export async function retryJob(db: Db, id: string): Promise<void> {
  if (!(await retryFailedJob(db, id))) throw new AppError('NOT_FOUND', 'No failed job with this id');
}
