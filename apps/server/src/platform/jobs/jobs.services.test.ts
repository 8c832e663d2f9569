import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { listen } from '../db-listen.ts';
import { createJobRunner, enqueueJob, JOBS_CHANNEL } from './index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('durable jobs on PostgreSQL', () => {
  it('runs each of 60 jobs exactly once with three instances polling at the same time', async () => {
    for (let n = 0; n < 60; n++) await enqueueJob(database.db, { kind: 'count', payload: { n } });
    const runs = new Map<number, number>();
    const count = async (_db: unknown, payload: Record<string, unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      runs.set(payload.n as number, (runs.get(payload.n as number) ?? 0) + 1);
    };
    const instances = [1, 2, 3].map(() =>
      createJobRunner({ db: database.db, logger: createLogger('silent'), handlers: { count }, batchSize: 4 }),
    );
    const ran = await Promise.all(instances.map((runner) => runner.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect(ran.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(60);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('wakes a runner on another connection within 250 ms of the enqueueing commit (LISTEN/NOTIFY)', async () => {
    let ranAt: number | undefined;
    const runner = createJobRunner({
      db: database.db,
      logger: createLogger('silent'),
      pollMs: 60_000,
      handlers: { ping: async () => void (ranAt = Date.now()) },
      wakeUps: (wake) => listen(database, JOBS_CHANNEL, wake),
    });
    await runner.start();
    try {
      const committed = await database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'ping' });
        return Date.now();
      });
      await expect.poll(() => ranAt, { interval: 10, timeout: 2_000 }).toBeDefined();
      expect(ranAt! - committed).toBeLessThan(250);
    } finally {
      await runner.stop();
    }
  });
});
