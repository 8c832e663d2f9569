import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userFollows } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

// Profile visibility (public / friends = mutual follows / private) on every endpoint that shows a closet.
let t: TestApp;
let owner: TestUser;
const readers: Record<string, TestClient> = {};

const follow = (followerId: string, followingId: string) =>
  t.db.insert(userFollows).values({ followerId, followingId });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  await createItem(t, owner, { title: 'shown', category: 'clothing' });
  const friend = await createUser(t);
  const fan = await createUser(t); // follows the owner, who does not follow back
  const followed = await createUser(t); // followed by the owner, who is not following back
  const stranger = await createUser(t);
  const admin = await createUser(t, { role: 'admin' });
  const moderator = await createUser(t, { role: 'moderator' });
  await follow(owner.id, friend.id);
  await follow(friend.id, owner.id);
  await follow(fan.id, owner.id);
  await follow(owner.id, followed.id);
  readers.owner = await signedInClient(t, owner);
  readers.friend = await signedInClient(t, friend);
  readers.fan = await signedInClient(t, fan);
  readers.followed = await signedInClient(t, followed);
  readers.stranger = await signedInClient(t, stranger);
  readers.admin = await signedInClient(t, admin);
  readers.moderator = await signedInClient(t, moderator);
  readers.visitor = t.client();
});
afterAll(() => t.close());

const setVisibility = (visibility: 'public' | 'friends' | 'private') =>
  t.db
    .update(profiles)
    .set({ privacySettings: { show_location: true, show_phone: false, profile_visibility: visibility } })
    .where(eq(profiles.id, owner.id));

const endpoints = () => [
  `/api/users/${owner.id}/closets`,
  `/api/users/${owner.id}/closet-items`,
  `/api/users/${owner.id}/items`,
];

const readerNames = ['owner', 'friend', 'fan', 'followed', 'stranger', 'admin', 'moderator', 'visitor'];
const cases = {
  public: { allowed: readerNames },
  friends: {
    allowed: ['owner', 'friend', 'admin', 'moderator'],
    message: 'This profile is visible to friends only',
  },
  private: { allowed: ['owner', 'admin', 'moderator'], message: 'This profile is private' },
} as const;

describe.each(Object.entries(cases))('profile visibility %s', (visibility, rule) => {
  beforeAll(() => setVisibility(visibility as keyof typeof cases));

  it.each(readerNames)('as %s', async (reader) => {
    const allowed = (rule.allowed as readonly string[]).includes(reader);
    for (const endpoint of endpoints()) {
      const res = await readers[reader]!.get(endpoint);
      const body = (await res.json()) as Record<string, unknown>;
      if (allowed) {
        expect(res.status, endpoint).toBe(200);
        expect(JSON.stringify(body)).toContain(endpoint.endsWith('/closets') ? '"clothing"' : '"shown"');
      } else {
        expect(res.status, endpoint).toBe(403);
        expect(body).toEqual({
          error: { code: 'FORBIDDEN', message: 'message' in rule ? rule.message : '' },
        });
      }
    }
  });
});
