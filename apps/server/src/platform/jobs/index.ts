import { and, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { Logger } from '../logger.ts';
import { JOB_WAKE_WITHIN_MS } from './enqueue.ts';
import { InvalidJobPayloadError, jobHandlers, type JobDefinition } from './job-kind.ts';
import { scheduleRecurringJobs, type RecurringJob } from './recurring.ts';

export type { RecurringJob } from './recurring.ts';

/**
 * Durable jobs (docs/decisions/020): a row in `jobs`, written in the same transaction as the change that needs it,
 * run by whichever server instance claims it first. Claiming takes a lease (locked_until) with FOR UPDATE SKIP
 * LOCKED, so instances never run the same job at once, and a job whose worker died is claimed again once its lease
 * runs out. Handlers must therefore be idempotent (ours use conditional updates and ledger keys). A job that keeps
 * failing stops after `maxAttempts` and stays as failed. Runners wake at once for a job due within a minute enqueued
 * anywhere (NOTIFY on commit) and at the time the next job is due, not only on their poll. Recurring jobs (recurring.ts) are rows
 * that move to their next time after each run and never fail for good.
 */

export { JOBS_CHANNEL } from './channel.ts';
export { enqueue, enqueueJob, JOB_WAKE_WITHIN_MS, type NewJob } from './enqueue.ts';
export {
  handleJob,
  InvalidJobPayloadError,
  jobHandlers,
  jobKind,
  type JobDefinition,
  type JobKind,
} from './job-kind.ts';
export { jobQueueHealth, listFailedJobs, retryFailedJob, type FailedJob } from './failed.ts';

export interface JobInfo {
  id: string;
  kind: string;
  /** 1 on the first run. */
  attempts: number;
}

/** Returns nothing when done (the job is deleted), or when to look again (not a failure: attempts do not grow). */
export type JobHandler = (
  db: Db,
  payload: Record<string, unknown>,
  job: JobInfo,
) => Promise<void | { retryAt: Date }>;

const LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** With the back-off below, a job is retried for about two and a half hours before it is marked failed. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** 10 s, 20 s, 40 s, … up to an hour: a provider outage is retried without hammering it. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 10_000 * 2 ** Math.max(0, attempts - 1));

/** Subscribes `wake` to the jobs channel (db-listen.ts `listen`); returns the unsubscribe. */
export type WakeUps = (wake: () => void) => Promise<() => Promise<void>>;

export interface JobRunner {
  /**
   * Runs what is due now, then whenever `wakeUps` signals a new job, when the next job falls due, and every
   * `pollMs` as a safety net (timers unref'd).
   */
  start(): Promise<void>;
  /** Stops polling and waits for the jobs in hand (call before the database closes). */
  stop(): Promise<void>;
  /** Claims and runs every job due at `now` (one batch at a time); returns how many ran. For tests and polling. */
  runDue(now?: Date): Promise<number>;
}

type JobChanges = PgUpdateSetSource<typeof jobs>;

export function createJobRunner(deps: {
  db: Db;
  logger: Logger;
  /** The kinds of job it runs, each with its payload schema (modules' manifests: job-kind.ts). */
  jobs?: readonly JobDefinition[];
  /** Handlers taking the stored payload as it is (tests of the runner itself). */
  handlers?: Record<string, JobHandler>;
  pollMs?: number;
  batchSize?: number;
  /** Default DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
  wakeUps?: WakeUps;
  /** Scheduled when the runner starts; their kinds must not also be in `handlers`. */
  recurring?: readonly RecurringJob[];
}): JobRunner {
  const { db, logger } = deps;
  const handlers: Record<string, JobHandler> = { ...deps.handlers, ...jobHandlers(deps.jobs ?? []) };
  const batchSize = deps.batchSize ?? 10;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const pollMs = deps.pollMs ?? 5_000;
  // A job due later than JOB_WAKE_WITHIN_MS wakes nobody: only a poll at least that often finds it on time.
  if (pollMs > JOB_WAKE_WITHIN_MS)
    throw new Error(`a job runner polls at least every ${JOB_WAKE_WITHIN_MS} ms`);
  const recurring = new Map((deps.recurring ?? []).map((job) => [job.kind, job]));
  let timer: NodeJS.Timeout | undefined;
  let nextDueTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let running: Promise<number> | undefined;
  /** A wake-up came while a run was under way: run once more after it. */
  let again = false;
  let stopped = false;

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            lte(jobs.runAt, now),
            isNull(jobs.failedAt),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
        .where(
          inArray(
            jobs.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function runOne(job: typeof jobs.$inferSelect): Promise<void> {
    const every = recurring.get(job.kind);
    let more = false;
    const handler: JobHandler | undefined = every
      ? async (jobDb) => {
          more = (await every.run(jobDb))?.more === true;
        }
      : handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(db, job.payload, { id: job.id, kind: job.kind, attempts: job.attempts });
      if (every) {
        const runAt = new Date(Date.now() + (more ? (every.againAfterMs ?? 1000) : every.everyMs));
        await update(job.id, { runAt, lockedUntil: null, attempts: 0, lastError: null });
      } else if (result && 'retryAt' in result) {
        await update(job.id, {
          runAt: result.retryAt,
          lockedUntil: null,
          attempts: sql`${jobs.attempts} - 1`,
        });
      } else {
        await db.delete(jobs).where(eq(jobs.id, job.id));
      }
    } catch (error) {
      // PostgreSQL text cannot hold a NUL, which a failed statement's message may quote (bytes among its
      // parameters): kept, it would fail this bookkeeping too and leave the job locked.
      const lastError = (error instanceof Error ? error.message : String(error))
        .replace(/\0/g, '')
        .slice(0, 1000);
      // A recurring job is never given up: it retries with the back-off, at the latest at its next interval. A payload
      // its kind's schema refuses is given up at once: running it again cannot make it valid.
      const givingUp = !every && (job.attempts >= maxAttempts || error instanceof InvalidJobPayloadError);
      const retryInMs = Math.min(retryDelayMs(job.attempts), every?.everyMs ?? Infinity);
      logger.error(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
        givingUp ? 'job failed its last attempt; kept as failed' : 'job failed; will retry',
      );
      await update(
        job.id,
        givingUp
          ? { failedAt: new Date(), lockedUntil: null, lastError }
          : { runAt: new Date(Date.now() + retryInMs), lockedUntil: null, lastError },
      );
    }
  }

  async function update(id: string, set: JobChanges) {
    await db.update(jobs).set(set).where(eq(jobs.id, id));
  }

  async function runDue(now?: Date): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await claim(now ?? new Date());
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
      if (claimed.length < batchSize || stopped) return ran;
    }
  }

  /** A timer for the next job due before the next poll, so it runs on time rather than up to `pollMs` late. */
  async function wakeWhenNextDue(): Promise<void> {
    const [row] = await db
      .select({ next: min(jobs.runAt) })
      .from(jobs)
      .where(isNull(jobs.failedAt));
    clearTimeout(nextDueTimer);
    const inMs = row?.next ? row.next.getTime() - Date.now() : Infinity;
    if (stopped || inMs >= pollMs) return;
    nextDueTimer = setTimeout(tick, Math.max(0, inMs) + 5).unref();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .then(async (ran) => {
        await wakeWhenNextDue();
        return ran;
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'job polling failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    async start() {
      if (timer || stopped) return;
      await scheduleRecurringJobs(db, [...recurring.values()]);
      timer = setInterval(tick, pollMs).unref();
      unsubscribe = await deps.wakeUps?.(tick);
      tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(nextDueTimer);
      await unsubscribe?.();
      await running;
    },
    runDue,
  };
}
