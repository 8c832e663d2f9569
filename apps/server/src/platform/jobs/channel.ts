/** The NOTIFY channel a new or retried job is signalled on (see db-listen.ts). */
export const JOBS_CHANNEL = 'swapyard_jobs';
