import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db.ts';
import { migrateDatabase } from '../platform/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied (see createTestDatabase); unset on PostgreSQL. */
    migratedPgliteSnapshot: string | undefined;
  }
}

/**
 * Once per run, before any test file: migrates one in-memory PGlite and dumps it to a file, from which every test
 * file's database starts (a load takes a fraction of initdb plus the migrations). On PostgreSQL (DATABASE_URL set)
 * each test database is created and migrated as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPgliteSnapshot', undefined);
    return;
  }
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
