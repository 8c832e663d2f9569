import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createJobRunner, enqueueJob } from './index.ts';

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
});
