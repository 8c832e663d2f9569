import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import type { Logger } from './logger.ts';
import { isConnectionLost } from './pg-errors.ts';

export type Schema = typeof schema;
/** What queries take as their first argument: the database or a transaction on it (same API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** `select 1`: false when the database cannot answer. */
  ping(): Promise<boolean>;
  /** Idempotent; waits for running queries on PostgreSQL (pool.end) and flushes PGlite to disk. */
  close(): Promise<void>;
  readonly closed: boolean;
}
export type Database =
  | (DatabaseBase & { kind: 'pglite'; driver: PgliteDatabase<Schema>; client: PGlite })
  | (DatabaseBase & { kind: 'postgres'; driver: NodePgDatabase<Schema>; pool: pg.Pool });

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dir` undefined: in memory (tests). `snapshot`: a data directory PGlite dumped (`dumpDataDir`) to start from,
   * so a test database begins migrated instead of running initdb and every migration again.
   */
  | { kind: 'pglite'; dir?: string; snapshot?: Blob };

/** DATABASE_URL → PostgreSQL; otherwise PGlite files in DATA_DIR/db. */
export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'db') };
}

export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new KeepingPool({ connectionString: target.url, max: 10 });
    // A client losing its connection must not crash the process. The pool listens on idle clients only; a client
    // checked out by a request (mid-query or between a transaction's statements) emits 'error' with nobody
    // listening, which Node turns into an uncaught exception. That request fails (503, see errors.ts); the pool
    // drops the broken client when it is released and opens a new one for the next request.
    pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL pool error'));
    pool.on('connect', (client) => {
      client.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL connection lost'));
    });
    const driver = drizzlePg({ client: pool, schema });
    return handle({ kind: 'postgres', driver, pool }, () => pool.end());
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  // pg_trgm: the search's typo tolerance (migration 0005 creates the extension; PGlite must have it loaded).
  const client = new PGlite({ dataDir: target.dir, loadDataDir: target.snapshot, extensions: { pg_trgm } });
  await client.waitReady;
  const driver = drizzlePglite({ client, schema });
  return handle({ kind: 'pglite', driver, client }, () => client.close());
}

/**
 * A pool that keeps a connection after a statement on it fails. pg-pool's own `query` ends the connection whenever
 * its statement fails, so every refusal the database words (a bid too low, a unique index met and answered) would
 * cost a new connection: a server process forked and signed in, 10–30 ms, and those queue behind each other under
 * load. Here only a lost connection is dropped. (Transactions check out their own client and are not affected.)
 */
class KeepingPool extends pg.Pool {
  override query(...args: unknown[]): never {
    // The callback form (not used by drizzle) keeps pg-pool's behaviour.
    if (typeof args[args.length - 1] === 'function')
      return (super.query as (...a: unknown[]) => never)(...args);
    return this.connect().then(async (client) => {
      try {
        const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
        client.release();
        return result;
      } catch (error) {
        client.release(isConnectionLost(error) ? (error as Error) : undefined);
        throw error;
      }
    }) as never;
  }
}

/**
 * Adds what both kinds share: the query API, a ping, and a close that runs once. (Built in one object literal:
 * spreading it elsewhere would copy `closed` as a value and lose the getter.)
 */
function handle<K extends Omit<Database, keyof DatabaseBase>>(
  kind: K,
  closeClient: () => Promise<void>,
): K & DatabaseBase {
  const db = kind.driver as unknown as Db;
  let closed = false;
  return {
    ...kind,
    db,
    ping: () => ping(db),
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      await closeClient();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
