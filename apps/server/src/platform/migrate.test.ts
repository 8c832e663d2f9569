import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { expectedTables, tableNames } from '../test/tables.ts';
import { migrateDatabase } from './migrate.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

describe('migrateDatabase', () => {
  it('creates every table on an empty database and does nothing the second time', async () => {
    expect(await tableNames(database)).toEqual([]);
    await migrateDatabase(database);
    expect(await tableNames(database)).toEqual(expectedTables);
    await migrateDatabase(database);
    expect(await tableNames(database)).toEqual(expectedTables);
  });
});
