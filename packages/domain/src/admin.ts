import { z } from 'zod';

/** A background job that failed its last allowed attempt (GET /api/admin/jobs/failed): staff see why and retry it. */
export const failedJobSchema = z
  .object({
    id: z.uuid(),
    /** What the job does, e.g. 'withdrawal.payout' or 'trade.expire'. */
    kind: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    failedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'FailedJob' });
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = z
  .object({
    /** The newest 50 failures. */
    jobs: z.array(failedJobSchema),
    total: z.number().int(),
  })
  .meta({ id: 'FailedJobList' });
export type FailedJobList = z.infer<typeof failedJobListSchema>;
