import { randomBytes } from 'node:crypto';
import type { Role } from '@swapyard/domain';
import { createAccounts, type CreatedAccount } from '../modules/auth/service.ts';
import * as profiles from '../modules/profiles/service.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

export interface UserOverrides {
  username?: string;
  email?: string;
  fullName?: string;
  password?: string;
  emailVerified?: boolean;
  role?: Role;
}

export interface TestUser extends CreatedAccount {
  password: string;
  fullName: string;
}

let counter = 0;

/** A member created directly (confirmed e-mail unless told otherwise), without going through HTTP sign-up. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const username = overrides.username ?? `member_${++counter}_${randomBytes(3).toString('hex')}`;
  const account = {
    email: overrides.email ?? `${username.toLowerCase()}@example.test`,
    name: overrides.fullName ?? 'Test Member',
    username,
    password: overrides.password ?? 'correct-horse-1',
    emailVerified: overrides.emailVerified ?? true,
  };
  const [created] = await createAccounts(t.auth, t.db, [account], async (tx, _account, user) => {
    if (overrides.role) await profiles.grantRole(tx, user.id, overrides.role);
  });
  return { ...created!, password: account.password, fullName: account.name };
}

/** A browser tab signed in as `user` (by username). */
export async function signedInClient(t: TestApp, user: TestUser): Promise<TestClient> {
  const client = t.client();
  const res = await client.post('/api/auth/sign-in/username', {
    username: user.username,
    password: user.password,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return client;
}
