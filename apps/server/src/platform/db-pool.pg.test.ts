import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

it('keeps its connection after a statement on it fails: the next statement runs in the same server process', async () => {
  if (database.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const { pool } = database;
  const serverProcess = async () =>
    ((await pool.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
  const before = await serverProcess();
  await expect(pool.query('select 1 / 0')).rejects.toThrow('division by zero');
  expect(await serverProcess()).toBe(before);
  expect(pool.totalCount).toBe(1);
});
