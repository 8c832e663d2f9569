import { randomBytes, randomUUID } from 'node:crypto';
import { PHOTO_WIDTHS, type ItemPhoto, type Role, type UploadedPhoto } from '@swapyard/domain';
import { items } from '../db/schema/index.ts';
import { createAccounts, type CreatedAccount } from '../modules/auth/service.ts';
import * as profiles from '../modules/profiles/service.ts';
import { savePhoto } from '../platform/images/index.ts';
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

export type ItemOverrides = Partial<Omit<typeof items.$inferInsert, 'userId'>>;

/** A photo object as the upload pipeline returns it, stored under `userId`'s folder. */
export function testPhoto(userId: string, name = `${++counter}.webp`): ItemPhoto {
  return { id: `${userId}/${name}`, url: `/media/item-photos/${userId}/${name}`, width: 1600, height: 1200 };
}

/**
 * A photo uploaded by `userId`, as POST /api/media/item-photos answers it: every size really stored in the test
 * app's storage (placeholder bytes, 1600×1200), so items may attach it and deleting it can be checked on disk.
 */
export async function storedPhoto(t: TestApp, userId: string): Promise<UploadedPhoto> {
  const variants = PHOTO_WIDTHS.map((size) => ({
    size,
    width: size,
    height: (size * 3) / 4,
    data: Buffer.from(`placeholder ${size}`),
  }));
  const image = { sourceType: 'image/jpeg' as const, width: 1600, height: 1200, variants };
  return savePhoto(t.storage, { userId, photoId: randomUUID(), image });
}

/** An item owned by `owner`, inserted directly (public and available unless told otherwise). */
export async function createItem(t: TestApp, owner: { id: string }, overrides: ItemOverrides = {}) {
  const [row] = await t.db
    .insert(items)
    .values({
      userId: owner.id,
      title: `Item ${++counter}`,
      category: 'clothing',
      condition: 'good',
      size: 'M',
      valueCents: 2500,
      photos: [testPhoto(owner.id)],
      ...overrides,
    })
    .returning();
  return row!;
}
