import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { listen } from '../db-listen.ts';
import { z } from 'zod';
import {
  createJobRunner,
  enqueue,
  enqueueJob,
  handleJob,
  jobKind,
  JOB_WAKE_WITHIN_MS,
  JOBS_CHANNEL,
  retryDelayMs,
  type JobHandler,
} from './index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const logger = createLogger('silent');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('durable jobs', () => {
  it('runs a due job once and deletes it; a future job waits for its time', async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { note: async (_db, payload) => void seen.push(payload.n) },
    });
    const later = new Date(Date.now() + 60_000);
    await enqueueJob(database.db, { kind: 'note', payload: { n: 1 } });
    await enqueueJob(database.db, { kind: 'note', payload: { n: 2 }, runAt: later });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    expect(await runner.runDue(new Date(later.getTime() + 1))).toBe(1);
    expect(seen).toEqual([1, 2]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('enqueues a dedupe key once', async () => {
    await enqueueJob(database.db, { kind: 'note', dedupeKey: 'once' });
    await enqueueJob(database.db, { kind: 'note', dedupeKey: 'once' });
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('keeps the error of a job whose message quotes bytes, without the NULs text cannot hold', async () => {
    const bytes: JobHandler = async () => {
      throw new Error('Failed query: insert … params: \u0000\u0000\u0001abc');
    };
    const runner = createJobRunner({ db: database.db, logger, handlers: { bytes } });
    await enqueueJob(database.db, { kind: 'bytes' });
    await runner.runDue();
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'Failed query: insert … params: \u0001abc',
      lockedUntil: null,
    });
    await database.db.delete(jobs);
  });

  it('retries a failing job later with its error kept, and honours a handler asking to look again', async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider down');
      if (calls === 2) return { retryAt: new Date(Date.now() + 30_000) };
    };
    const runner = createJobRunner({ db: database.db, logger, handlers: { flaky } });
    await enqueueJob(database.db, { kind: 'flaky' });
    await runner.runDue();
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'provider down', lockedUntil: null });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 2_000);
    expect(await runner.runDue()).toBe(0);
    await runner.runDue(new Date(failed!.runAt.getTime() + 1));
    const [waiting] = await database.db.select().from(jobs);
    expect(waiting).toMatchObject({ attempts: 1 });
    await runner.runDue(new Date(waiting!.runAt.getTime() + 1));
    expect(calls).toBe(3);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('claims a job whose worker died once its lease has run out, not before', async () => {
    await enqueueJob(database.db, { kind: 'note' });
    const stale = new Date(Date.now() + 60_000);
    await database.db.update(jobs).set({ lockedUntil: stale });
    let ran = 0;
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: { note: async () => void (ran += 1) },
    });
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(new Date(stale.getTime() + 1))).toBe(1);
    expect(ran).toBe(1);
  });

  it('stops a job that keeps failing after its last allowed attempt and keeps it as failed', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: database.db,
      logger,
      maxAttempts: 3,
      handlers: {
        broken: async () => {
          calls += 1;
          throw new Error(`still broken (${calls})`);
        },
      },
    });
    await enqueueJob(database.db, { kind: 'broken' });
    const farLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    for (const hours of [0, 1, 2, 3, 4]) await runner.runDue(farLater(hours));
    expect(calls).toBe(3);
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({ attempts: 3, lastError: 'still broken (3)' });
    expect(failed!.failedAt).toBeInstanceOf(Date);
    expect(await runner.runDue(farLater(100))).toBe(0);
  });

  it('runs a job within 250 ms of its enqueueing transaction committing, and a timed one within 250 ms of its time', async () => {
    const ranAt: Record<string, number> = {};
    const runner = createJobRunner({
      db: database.db,
      logger,
      // Polling alone would take a minute: only the wake-ups can make it in time.
      pollMs: 60_000,
      handlers: { note: async (_db, payload) => void (ranAt[payload.name as string] = Date.now()) },
      wakeUps: (wake) => listen(database, JOBS_CHANNEL, wake),
    });
    await runner.start();
    try {
      const committed = await database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'note', payload: { name: 'now' } });
        // Not before the commit: the job is not visible yet.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(ranAt.now).toBeUndefined();
        return Date.now();
      });
      await expect.poll(() => ranAt.now, { interval: 10, timeout: 2_000 }).toBeDefined();
      expect(ranAt.now! - committed).toBeLessThan(250);

      const dueAt = Date.now() + 400;
      await enqueueJob(database.db, { kind: 'note', payload: { name: 'timed' }, runAt: new Date(dueAt) });
      await expect.poll(() => ranAt.timed, { interval: 10, timeout: 2_000 }).toBeDefined();
      expect(ranAt.timed! - dueAt).toBeGreaterThanOrEqual(0);
      expect(ranAt.timed! - dueAt).toBeLessThan(250);
    } finally {
      await runner.stop();
    }
  });

  it('wakes no runner for a job due later than a poll, and runs it on time from the poll before it', async () => {
    let wakeUps = 0;
    const stop = await listen(database, JOBS_CHANNEL, () => void (wakeUps += 1));
    const ranAt: number[] = [];
    const runner = createJobRunner({
      db: database.db,
      logger,
      pollMs: 100,
      handlers: { note: async () => void ranAt.push(Date.now()) },
    });
    try {
      await enqueueJob(database.db, {
        kind: 'note',
        runAt: new Date(Date.now() + JOB_WAKE_WITHIN_MS + 1_000),
      });
      await enqueueJob(database.db, { kind: 'note', runAt: new Date(Date.now() + 2 * 24 * 3_600_000) });
      await enqueueJob(database.db, {
        kind: 'note',
        runAt: new Date(Date.now() + JOB_WAKE_WITHIN_MS - 1_000),
      });
      await expect.poll(() => wakeUps, { interval: 10, timeout: 2_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(wakeUps).toBe(1);

      // Found by polling alone: due 400 ms from now, more than one poll away, it runs within 250 ms of its time.
      const dueAt = Date.now() + 400;
      await database.db.insert(jobs).values({ kind: 'note', runAt: new Date(dueAt) });
      await runner.start();
      await expect.poll(() => ranAt.length, { interval: 10, timeout: 2_000 }).toBe(1);
      expect(ranAt[0]! - dueAt).toBeGreaterThanOrEqual(0);
      expect(ranAt[0]! - dueAt).toBeLessThan(250);
      expect(() => createJobRunner({ db: database.db, logger, pollMs: JOB_WAKE_WITHIN_MS + 1 })).toThrow();
    } finally {
      await runner.stop();
      await stop();
    }
  });

  it('runs a recurring job at its interval on one row shared by every instance, and never gives it up', async () => {
    let runs = 0;
    let failing = false;
    const sweep = {
      kind: 'sweep',
      everyMs: 3_600_000,
      firstDelayMs: 0,
      run: async () => {
        runs += 1;
        if (failing) throw new Error('storage unreachable');
      },
    };
    const instances = [1, 2].map(() =>
      createJobRunner({
        db: database.db,
        logger,
        handlers: {},
        maxAttempts: 2,
        recurring: [sweep],
        pollMs: 60_000,
      }),
    );
    for (const runner of instances) await runner.start();
    try {
      await expect.poll(() => runs, { timeout: 2_000 }).toBe(1);
      const rows = await database.db.select().from(jobs);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'sweep', dedupeKey: 'recurring:sweep', attempts: 0 });
      const next = rows[0]!.runAt.getTime();
      expect(next).toBeGreaterThan(Date.now() + 3_500_000);

      // Not before its interval; then once per interval, whichever instance claims it.
      expect(await instances[1]!.runDue()).toBe(0);
      expect(await instances[1]!.runDue(new Date(next + 1))).toBe(1);
      expect(runs).toBe(2);

      // Failing more often than maxAttempts: retried with the back-off, at most an interval apart, never failed.
      failing = true;
      let at = (await database.db.select().from(jobs))[0]!.runAt.getTime();
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect(await instances[0]!.runDue(new Date(at + 1))).toBe(1);
        const [row] = await database.db.select().from(jobs);
        expect(row).toMatchObject({ attempts: attempt, lastError: 'storage unreachable', failedAt: null });
        expect(row!.runAt.getTime() - Date.now()).toBeLessThanOrEqual(
          Math.min(retryDelayMs(attempt), 3_600_000),
        );
        at = row!.runAt.getTime();
      }
      failing = false;
      await instances[0]!.runDue(new Date(at + 1));
      expect((await database.db.select().from(jobs))[0]).toMatchObject({ attempts: 0, lastError: null });
    } finally {
      for (const runner of instances) await runner.stop();
    }
  });

  it('runs a recurring job again after a short pause while it reports work left, then at its interval', async () => {
    let batchesLeft = 3;
    const backfill = {
      kind: 'backfill',
      everyMs: 3_600_000,
      firstDelayMs: 0,
      againAfterMs: 50,
      run: async () => {
        batchesLeft -= 1;
        return batchesLeft > 0 ? { more: true as const } : undefined;
      },
    };
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: {},
      recurring: [backfill],
      pollMs: 60_000,
    });
    await runner.start();
    try {
      // Drained by itself, batch after batch, without waiting an interval between them.
      await expect.poll(() => batchesLeft, { interval: 20, timeout: 3_000 }).toBe(0);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, 'backfill'));
      expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    } finally {
      await runner.stop();
    }
  });

  it("keeps a recurring job's earlier time over a restart and revives one marked failed", async () => {
    const sweep = { kind: 'sweep', everyMs: 3_600_000, firstDelayMs: 60_000, run: async () => undefined };
    const soon = new Date(Date.now() + 1_000);
    await database.db
      .insert(jobs)
      .values({ kind: 'sweep', dedupeKey: 'recurring:sweep', runAt: soon, failedAt: new Date() });
    const runner = createJobRunner({
      db: database.db,
      logger,
      handlers: {},
      recurring: [sweep],
      pollMs: 60_000,
    });
    await runner.start();
    await runner.stop();
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ runAt: soon, failedAt: null });
  });

  it('keeps a job of an unknown kind for later instead of losing it', async () => {
    await enqueueJob(database.db, { kind: 'mystery' });
    await createJobRunner({ db: database.db, logger, handlers: {} }).runDue();
    const [kept] = await database.db.select().from(jobs).where(eq(jobs.kind, 'mystery'));
    expect(kept?.lastError).toMatch(/no handler/);
  });

  describe('kinds with a payload schema', () => {
    const greet = jobKind('greet', z.object({ name: z.string().min(1) }));

    it('hands the handler the parsed payload, and refuses to enqueue one its schema refuses', async () => {
      const seen: string[] = [];
      const runner = createJobRunner({
        db: database.db,
        logger,
        jobs: [handleJob(greet, async (_db, { name }) => void seen.push(name))],
      });
      await enqueue(database.db, greet, { name: 'Ada' });
      // @ts-expect-error the schema types the payload: a number is not a name
      await expect(enqueue(database.db, greet, { name: 42 })).rejects.toThrow();
      expect(await runner.runDue()).toBe(1);
      expect(seen).toEqual(['Ada']);
    });

    it('fails a stored payload its schema refuses at once, with the reason, without calling the handler', async () => {
      let calls = 0;
      const runner = createJobRunner({
        db: database.db,
        logger,
        jobs: [handleJob(greet, async () => void (calls += 1))],
      });
      await enqueueJob(database.db, { kind: 'greet', payload: { name: '' } });
      expect(await runner.runDue()).toBe(1);
      const [failed] = await database.db.select().from(jobs);
      expect(failed?.failedAt).toBeInstanceOf(Date);
      expect(failed).toMatchObject({ attempts: 1, lockedUntil: null });
      expect(failed?.lastError).toMatch(/^invalid payload for job greet: .*name/);
      expect(calls).toBe(0);
    });

    it('refuses two handlers for one kind', () => {
      const twice = [handleJob(greet, async () => {}), handleJob(greet, async () => {})];
      expect(() => createJobRunner({ db: database.db, logger, jobs: twice })).toThrow(/two handlers/);
    });
  });
});
