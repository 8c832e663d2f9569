import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import type { Db } from '../db.ts';

/**
 * A job that runs every `everyMs` on one instance of however many are running (the upload sweep). It is one row in
 * `jobs` under the dedupe key `recurring:{kind}`, so instances share its schedule and only the one that claims it
 * runs it; after each run the row is moved to the next time instead of being deleted.
 */
export interface RecurringJob {
  kind: string;
  everyMs: number;
  /** How soon after a start the first run may be due at the latest. Default: `everyMs`. */
  firstDelayMs?: number;
  /**
   * One run. It may answer `{ more: true }` when it stopped with work left (a backlog drained a batch at a time):
   * the next run is then due after `againAfterMs` instead of `everyMs`, so other jobs get their turn in between.
   */
  run: (db: Db) => Promise<void | { more: true }>;
  /** The pause between two runs of a backlog. Default: 1 second. */
  againAfterMs?: number;
}

export const recurringDedupeKey = (kind: string) => `recurring:${kind}`;

/**
 * Ensures each recurring job has its row, due no later than `firstDelayMs` from now. An existing row keeps an
 * earlier time (a restart does not postpone a run) and is revived if it was ever marked failed.
 */
export async function scheduleRecurringJobs(db: Db, recurring: readonly RecurringJob[], now = new Date()) {
  for (const job of recurring) {
    const runAt = new Date(now.getTime() + (job.firstDelayMs ?? job.everyMs));
    await db
      .insert(jobs)
      .values({ kind: job.kind, runAt, dedupeKey: recurringDedupeKey(job.kind) })
      .onConflictDoUpdate({
        target: jobs.dedupeKey,
        set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)`, failedAt: null },
      });
  }
}
