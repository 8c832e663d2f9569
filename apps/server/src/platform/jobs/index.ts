import { and, eq, inArray, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { Logger } from '../logger.ts';

/**
 * Durable jobs (docs/decisions/020): a row in `jobs`, written in the same transaction as the change that needs it,
 * run by whichever server instance claims it first. Claiming takes a lease (locked_until) with FOR UPDATE SKIP
 * LOCKED, so instances never run the same job at once, and a job whose worker died is claimed again once its lease
 * runs out. Handlers must therefore be idempotent (ours use conditional updates and ledger keys). A job that keeps
 * failing stops after `maxAttempts` and stays as failed. Runners wake at once for a job enqueued anywhere (NOTIFY
 * on commit) and at the time the next job is due, not only on their poll.
 */

/** The NOTIFY channel enqueueJob signals on (see db-listen.ts). */
export const JOBS_CHANNEL = 'swapyard_jobs';

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

export function createJobRunner(deps: {
  db: Db;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  batchSize?: number;
  /** Default DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
  wakeUps?: WakeUps;
}): JobRunner {
  const { db, logger, handlers } = deps;
  const batchSize = deps.batchSize ?? 10;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const pollMs = deps.pollMs ?? 5_000;
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
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(db, job.payload, { id: job.id, kind: job.kind, attempts: job.attempts });
      if (result && 'retryAt' in result) {
        await db
          .update(jobs)
          .set({ runAt: result.retryAt, lockedUntil: null, attempts: sql`${jobs.attempts} - 1` })
          .where(eq(jobs.id, job.id));
      } else {
        await db.delete(jobs).where(eq(jobs.id, job.id));
      }
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 1000) : String(error).slice(0, 1000);
      const givingUp = job.attempts >= maxAttempts;
      logger.error(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
        givingUp ? 'job failed its last attempt; kept as failed' : 'job failed; will retry',
      );
      await db
        .update(jobs)
        .set(
          givingUp
            ? { failedAt: new Date(), lockedUntil: null, lastError }
            : { runAt: new Date(Date.now() + retryDelayMs(job.attempts)), lockedUntil: null, lastError },
        )
        .where(eq(jobs.id, job.id));
    }
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
