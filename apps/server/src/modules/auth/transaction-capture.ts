import { AsyncLocalStorage } from 'node:async_hooks';
import type { DBAdapter, DBAdapterInstance, DBTransactionAdapter } from 'better-auth';
import type { Db } from '../../platform/db.ts';

/*
 * better-auth runs sign-up (user + credential account) in one transaction on its adapter, but its `user.create.after`
 * hook only runs after that transaction commits. We want the member's profile and preferences rows created in the
 * SAME transaction, so a member can never exist without them (and a renamed account renames its profile in the same
 * transaction). Two small pieces make that possible:
 *  1. the drizzle database handed to the adapter remembers, in an AsyncLocalStorage, the transaction it opened;
 *  2. the adapter's `create`/`update` (also on its transaction adapters) call our hooks right after a user row is
 *     written, with that transaction (or the plain database when better-auth did not open one).
 */

const currentTransaction = new AsyncLocalStorage<Db>();

/** A view of `db` whose `transaction()` makes the transaction visible to hooks running inside it. */
export function captureTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') {
        const transaction = target.transaction.bind(target);
        return ((callback, config) =>
          transaction(
            (tx) => currentTransaction.run(tx as unknown as Db, () => callback(tx)),
            config,
          )) as Db['transaction'];
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  displayUsername?: string | null;
}

export interface UserHooks {
  /** Right after the user row is inserted, in the same transaction. */
  created(db: Db, user: UserRow): Promise<void>;
  /** Right after the user row is updated (name or username may have changed), in the same transaction. */
  updated(db: Db, user: UserRow): Promise<void>;
}

/**
 * A session insert failed. Throws the answer better-auth should give instead of its 500 when the error says why
 * (the database refusing a suspended member's session: migration 0016); otherwise returns and the error stands.
 */
export type SessionInsertFailed = (error: unknown) => void;

function hook<A extends DBTransactionAdapter | DBAdapter>(
  adapter: A,
  db: Db,
  hooks: UserHooks,
  sessionInsertFailed?: SessionInsertFailed,
): A {
  const create = adapter.create.bind(adapter);
  adapter.create = (async (data: Parameters<typeof create>[0]) => {
    let created: Awaited<ReturnType<typeof create>>;
    try {
      created = await create(data);
    } catch (error) {
      if (data.model === 'session') sessionInsertFailed?.(error);
      throw error;
    }
    if (data.model === 'user' && created) await hooks.created(currentDb(db), created as unknown as UserRow);
    return created;
  }) as typeof adapter.create;
  const update = adapter.update.bind(adapter);
  adapter.update = (async (data: Parameters<typeof update>[0]) => {
    const updated = await update(data);
    if (data.model === 'user' && updated) await hooks.updated(currentDb(db), updated as unknown as UserRow);
    return updated;
  }) as typeof adapter.update;
  return adapter;
}

/**
 * Wraps a better-auth adapter factory so `hooks` run inside the transaction that writes the user row. It relies on
 * the adapter's internals (create, update, transaction), so better-auth is pinned to an exact version in
 * package.json: an upgrade is a deliberate change, run against this module's tests.
 */
export function withUserHooks(
  factory: DBAdapterInstance,
  db: Db,
  hooks: UserHooks,
  sessionInsertFailed?: SessionInsertFailed,
): DBAdapterInstance {
  return (options) => {
    // Patched in place (not copied): better-auth keeps per-instance state (its schema check) keyed by the object.
    const adapter = hook(factory(options), db, hooks, sessionInsertFailed);
    const transaction = adapter.transaction.bind(adapter);
    adapter.transaction = (callback) =>
      transaction((trx) => callback(hook(trx, db, hooks, sessionInsertFailed)));
    return adapter;
  };
}

/** The transaction better-auth is running right now (inside its hooks or `runWithTransaction`), else `db`. */
export function currentDb(db: Db): Db {
  return currentTransaction.getStore() ?? db;
}
