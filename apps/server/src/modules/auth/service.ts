import { runWithTransaction } from '@better-auth/core/context';
import type { Db } from '../../platform/db.ts';
import type { Auth } from './auth.ts';
import { currentDb } from './transaction-capture.ts';

export interface NewAccount {
  email: string;
  name: string;
  username: string;
  password: string;
  emailVerified?: boolean;
}

export interface CreatedAccount {
  id: string;
  email: string;
  username: string;
}

/**
 * Creates accounts without the HTTP sign-up (no confirmation mail): better-auth's own user creation and password
 * hasher, so username rules, the profile/preferences hook and sign-in behave exactly as for a member who signed up.
 * `then` runs in the same transaction (with it as `db`) for each account, to add profile details or roles.
 */
export async function createAccounts<T extends NewAccount>(
  auth: Auth,
  db: Db,
  accounts: readonly T[],
  then?: (tx: Db, account: T, created: CreatedAccount) => Promise<void>,
): Promise<CreatedAccount[]> {
  const ctx = await auth.$context;
  // Hash before the transaction: scrypt is slow and must not hold the (single) PGlite connection.
  const hashes = await Promise.all(accounts.map((a) => ctx.password.hash(a.password)));
  return runWithTransaction(ctx.adapter, async () => {
    const created: CreatedAccount[] = [];
    for (const [index, account] of accounts.entries()) {
      const user = await ctx.internalAdapter.createUser(
        {
          email: account.email.toLowerCase(),
          name: account.name,
          emailVerified: account.emailVerified ?? true,
          username: account.username,
          displayUsername: account.username,
        },
        { method: 'email-password' },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hashes[index]!,
      });
      const result = { id: user.id, email: user.email, username: account.username };
      created.push(result);
      await then?.(currentDb(db), account, result);
    }
    return created;
  });
}
