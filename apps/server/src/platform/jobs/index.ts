import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';
import type { Logger } from '../logger.ts';

/**
 * Durable jobs (DESIGN "API and live updates"): a row in `jobs`, written in the same transaction as the change that
 * needs it, run by whichever server instance claims it first. Claiming takes a lease (locked_until) with
 * FOR UPDATE SKIP LOCKED, so instances never run the same job at once, and a job whose worker died is claimed again
 * once its lease runs out. Handlers must therefore be idempotent (ours use conditional updates and ledger keys).
 */

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
}

const LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 10 s, 20 s, 40 s, … up to an hour: a provider outage is retried without hammering it. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 10_000 * 2 ** Math.max(0, attempts - 1));

export interface JobRunner {
  /** Polls every `pollMs` on an unref'd timer. */
  start(): void;
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
}): JobRunner {
  const { db, logger, handlers } = deps;
  const batchSize = deps.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function claim(now: Date) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(lte(jobs.runAt, now), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now))))
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
      logger.error(
        { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts },
        'job failed; will retry',
      );
      await db
        .update(jobs)
        .set({
          runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error).slice(0, 1000),
        })
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

  const tick = () => {
    running ??= runDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'job polling failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, deps.pollMs ?? 5_000);
      timer.unref();
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    runDue,
  };
}
