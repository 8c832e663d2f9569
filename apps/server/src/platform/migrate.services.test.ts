import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { openDatabase, type Database } from './db.ts';
import { migrateDatabase } from './migrate.ts';
import { expectedTables, tableNames } from '../test/tables.ts';

// Needs a PostgreSQL server (npm run test:pg): several server instances share one database there.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: Database[];
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false, serverUrl });
  instances = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url! })));
});
afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()));
  await database.drop();
});

describe('migrateDatabase on a shared PostgreSQL database', () => {
  it('lets several instances starting at once migrate it exactly once', async () => {
    await Promise.all(instances.map((instance) => migrateDatabase(instance)));
    expect(await tableNames(database)).toEqual(expectedTables);
  });
});
