import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../platform/db.ts';
import { migrateDatabase } from '../platform/migrate.ts';
import { adminStatement, databaseUrl, uniqueDatabaseName } from './postgres-admin.ts';

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
    // The run's migrated snapshot (migrated-database.setup.ts), when there is one: the same state, much sooner.
    const snapshot = migrate ? inject('migratedPgliteSnapshot') : undefined;
    const database = await openDatabase({
      kind: 'pglite',
      snapshot: snapshot ? new Blob([await readFile(snapshot)]) : undefined,
    });
    if (migrate && !snapshot) await migrateDatabase(database);
    return Object.assign(database, { drop: () => database.close() });
  }

  const name = uniqueDatabaseName('test');
  // The run's migrated template (migrated-database.setup.ts), copied by the server, when this is a test run's server
  // (a benchmark outside vitest migrates its own).
  const template =
    migrate && process.env.VITEST && serverUrl === process.env.DATABASE_URL
      ? inject('migratedPostgresTemplate')
      : undefined;
  await adminStatement(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  if (migrate && !template) await migrateDatabase(database);
  return Object.assign(database, {
    url,
    async drop() {
      await database.close();
      await adminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  });
}
