import type { SQL } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';

/** Rows of a raw statement, whichever driver runs it (node-postgres and PGlite shape results differently). */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
