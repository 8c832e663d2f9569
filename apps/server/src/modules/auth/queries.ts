import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

/** The account an e-mail or a username names (both kept lowercased by better-auth), if any. */
export async function findAccountId(
  db: Db,
  identifier: { email: string } | { username: string },
): Promise<string | undefined> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where('email' in identifier ? eq(user.email, identifier.email) : eq(user.username, identifier.username))
    .limit(1);
  return found?.id;
}

/** Where to write to the account's owner, and how to greet them. */
export async function findAccountContact(
  db: Db,
  accountId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [owner] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, accountId));
  return owner;
}
