import { appRoutes } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { SignInAccounts } from '../../platform/rate-limit/auth-rate-limit.ts';
import { signInAttemptsMail } from './emails.ts';
import * as queries from './queries.ts';

/**
 * What the sign-in limits need to know about accounts: an e-mail and a username name the same account (so guesses
 * through either count together), and how to tell the owner when the account is under attack.
 */
export function signInAccounts(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}): SignInAccounts {
  const { db } = deps;
  return {
    resolve(identifier) {
      // better-auth keeps e-mails and usernames lowercased; the identifier is lowercased too.
      return queries.findAccountId(db, identifier);
    },
    async underAttack(accountId) {
      try {
        const owner = await queries.findAccountContact(db, accountId);
        if (!owner) return;
        await deps.mailer.send(
          signInAttemptsMail(owner.email, owner.name, `${deps.publicUrl}${appRoutes.settings}`),
        );
        deps.logger.warn({ accountId }, 'many sign-in attempts on an account; owner notified');
      } catch (error) {
        deps.logger.error({ err: error, accountId }, 'could not notify the owner of sign-in attempts');
      }
    },
  };
}
