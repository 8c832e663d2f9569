import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import { migrateDatabase } from '../platform/migrate.ts';
import { adminStatement, databaseUrl, uniqueDatabaseName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied (see createTestDatabase); unset on PostgreSQL. */
    migratedPgliteSnapshot: string | undefined;
    /** On PostgreSQL: a migrated database that each test file's database is copied from (CREATE DATABASE … TEMPLATE). */
    migratedPostgresTemplate: string | undefined;
  }
}

/**
 * Once per run, before any test file, migrates one database that every test file's database starts from: an
 * in-memory PGlite dumped to a file (a load takes a fraction of initdb plus the migrations), or on PostgreSQL
 * (DATABASE_URL set) a template database, which the server copies file by file far sooner than it migrates.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('migratedPgliteSnapshot', undefined);
    const name = uniqueDatabaseName('template');
    await adminStatement(serverUrl, `CREATE DATABASE "${name}"`);
    // A template must have no connection left open when it is copied: this one is closed before any file runs.
    const template = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await migrateDatabase(template);
    } finally {
      await template.close();
    }
    project.provide('migratedPostgresTemplate', name);
    return () => adminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  project.provide('migratedPostgresTemplate', undefined);
  const database = await openDatabase({ kind: 'pglite' });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(database);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'swapyard-test-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
