import { AsyncLocalStorage } from 'node:async_hooks';
import type { DBAdapter, DBAdapterInstance, DBTransactionAdapter } from 'better-auth';
import type { Db } from '../../platform/db.ts';

/*
 * better-auth runs sign-up (user + credential account) in one transaction on its adapter, but its `user.create.after`
 * hook only runs after that transaction commits. We want the member's profile and preferences rows created in the
 * SAME transaction, so a member can never exist without them. Two small pieces make that possible:
 *  1. the drizzle database handed to the adapter remembers, in an AsyncLocalStorage, the transaction it opened;
 *  2. the adapter's `create` (also on its transaction adapters) calls our hook right after a user row is inserted,
 *     with that transaction (or the plain database when better-auth did not open one).
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

export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  displayUsername?: string | null;
}

export type UserCreatedHook = (db: Db, user: CreatedUser) => Promise<void>;

function hookCreate<A extends DBTransactionAdapter | DBAdapter>(
  adapter: A,
  db: Db,
  onUserCreated: UserCreatedHook,
): A {
  const create = adapter.create.bind(adapter);
  adapter.create = (async (data: Parameters<typeof create>[0]) => {
    const created = await create(data);
    if (data.model === 'user' && created) {
      await onUserCreated(currentTransaction.getStore() ?? db, created as unknown as CreatedUser);
    }
    return created;
  }) as typeof adapter.create;
  return adapter;
}

/** Wraps a better-auth adapter factory so `onUserCreated` runs inside the user-creating transaction. */
export function withUserCreatedHook(
  factory: DBAdapterInstance,
  db: Db,
  onUserCreated: UserCreatedHook,
): DBAdapterInstance {
  return (options) => {
    // Patched in place (not copied): better-auth keeps per-instance state (its schema check) keyed by the object.
    const adapter = hookCreate(factory(options), db, onUserCreated);
    const transaction = adapter.transaction.bind(adapter);
    adapter.transaction = (callback) => transaction((trx) => callback(hookCreate(trx, db, onUserCreated)));
    return adapter;
  };
}

/** The transaction better-auth is running right now (inside its hooks or `runWithTransaction`), else `db`. */
export function currentDb(db: Db): Db {
  return currentTransaction.getStore() ?? db;
}
