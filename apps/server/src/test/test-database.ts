import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { migrateDatabase } from '../platform/migrate.ts';

/**
 * A fresh, migrated database for one test file: a new uniquely named PostgreSQL database when DATABASE_URL is set
 * (dropped again by `drop`), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; serverUrl?: string } = {},
): Promise<Database & { drop(): Promise<void>; url?: string }> {
  const migrate = options.migrate ?? true;
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    // The run's migrated snapshot (migrated-snapshot.setup.ts), when there is one: the same state, much sooner.
    const snapshot = migrate ? inject('migratedPgliteSnapshot') : undefined;
    const database = await openDatabase({
      kind: 'pglite',
      snapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    });
    if (migrate && !snapshot) await migrateDatabase(database);
    return Object.assign(database, { drop: () => database.close() });
  }

  const name = `swapyard_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  if (migrate) await migrateDatabase(database);
  return Object.assign(database, {
    url: url.toString(),
    async drop() {
      await database.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  });
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
