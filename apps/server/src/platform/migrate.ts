import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from '../db/schema/index.ts';
import type { Database } from './db.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations',
);

/** Any fixed number: the advisory lock that lets one instance at a time apply migrations on a shared database. */
const MIGRATION_LOCK_ID = 7_311_905;

/** Applies the drizzle-kit migrations that have not run yet. Safe to call from several instances at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.driver, { migrationsFolder });
    return;
  }
  // The lock is held by one connection, so migrate through that same connection.
  const client = await database.pool.connect();
  try {
    const db = drizzlePg({ client, schema });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    client.release();
  }
}
