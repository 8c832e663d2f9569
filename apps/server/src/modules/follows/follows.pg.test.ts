import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followListSchema, type FollowList } from '@swapyard/domain';
import { profiles, userFollows } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { updatePrivacySettings } from '../profiles/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  return { user, client: await signedInClient(t, user) };
}
const put = (client: TestClient, id: string) => client.request(`/api/users/${id}/follow`, { method: 'PUT' });
const del = (client: TestClient, id: string) =>
  client.request(`/api/users/${id}/follow`, { method: 'DELETE' });
async function list(client: TestClient, id: string, which: 'followers' | 'following'): Promise<FollowList> {
  const res = await client.get(`/api/users/${id}/${which}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as FollowList;
  expect(followListSchema.parse(body)).toEqual(body);
  return body;
}
const followRows = (followingId: string) =>
  t.db.select().from(userFollows).where(eq(userFollows.followingId, followingId));

describe('PUT / DELETE /api/users/{id}/follow', () => {
  it("needs a session: 401 'Authentication required'", async () => {
    const { user } = await member();
    for (const res of [await put(t.client(), user.id), await del(t.client(), user.id)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Authentication required' },
      });
    }
  });

  it("refuses following yourself with 400 'You cannot follow yourself'", async () => {
    const { user, client } = await member();
    for (const key of [user.id, user.username.toUpperCase()]) {
      const res = await put(client, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: 'You cannot follow yourself' },
      });
    }
    expect(await followRows(user.id)).toEqual([]);
  });

  it("answers 404 'User not found' for an unknown member", async () => {
    const { client } = await member();
    for (const key of ['00000000-0000-4000-8000-000000000000', 'no_such_member']) {
      const res = await put(client, key);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
  });

  it('is idempotent, also for concurrent double clicks, and answers the new follower count', async () => {
    const { user: star } = await member();
    const fan = await member();
    const results = await Promise.all([put(fan.client, star.id), put(fan.client, star.id)]);
    for (const res of results) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ following: true, followers: 1 });
    }
    expect(await followRows(star.id)).toHaveLength(1);
    const other = await member();
    expect(await (await put(other.client, star.username)).json()).toEqual({ following: true, followers: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await del(fan.client, star.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ following: false, followers: 1 });
    }
    expect(await followRows(star.id)).toHaveLength(1);
  });

  it('lets a member follow a private profile (how friends form) without revealing its count', async () => {
    const { user: shy, client: shyClient } = await member();
    await updatePrivacySettings(t.db, shy.id, { profileVisibility: 'friends' });
    const fan = await member();
    expect(await (await put(fan.client, shy.id)).json()).toEqual({ following: true, followers: null });
    // Followed back: now friends, so the count shows.
    await put(shyClient, fan.user.id);
    expect(await (await put(fan.client, shy.id)).json()).toEqual({ following: true, followers: 1 });
  });
});

describe('GET /api/users/{id}/followers and /following', () => {
  it('lists profiles newest first, to visitors too', async () => {
    const { user: star } = await member();
    const fans = [await member({ fullName: 'First Fan' }), await member({ fullName: 'Second Fan' })];
    // The list's avatars wear the member's own colour, as on their profile and in the feed.
    await t.db.update(profiles).set({ themeColor: '#0ea5e9' }).where(eq(profiles.id, fans[1]!.user.id));
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.db.insert(userFollows).values([
      { followerId: fans[0]!.user.id, followingId: star.id, createdAt: at(10) },
      { followerId: fans[1]!.user.id, followingId: star.id, createdAt: at(5) },
      { followerId: star.id, followingId: fans[0]!.user.id, createdAt: at(1) },
    ]);
    const followers = await list(t.client(), star.id, 'followers');
    expect(followers.users.map((u) => u.fullName)).toEqual(['Second Fan', 'First Fan']);
    expect(followers.users[0]).toEqual({
      id: fans[1]!.user.id,
      username: fans[1]!.user.username,
      fullName: 'Second Fan',
      avatarUrl: null,
      themeColor: '#0ea5e9',
    });
    expect((await list(t.client(), star.username, 'following')).users.map((u) => u.id)).toEqual([
      fans[0]!.user.id,
    ]);
    expect((await list(t.client(), fans[1]!.user.id, 'following')).users.map((u) => u.id)).toEqual([star.id]);
    expect((await list(t.client(), fans[1]!.user.id, 'followers')).users).toEqual([]);
  });

  it('is 404 for an unknown member and 403 when the profile is private to the reader', async () => {
    const { user: shy, client } = await member();
    await updatePrivacySettings(t.db, shy.id, { profileVisibility: 'private' });
    expect((await t.client().get('/api/users/nobody_at_all/followers')).status).toBe(404);
    const res = await t.client().get(`/api/users/${shy.id}/following`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'This profile is private' } });
    expect((await client.get(`/api/users/${shy.id}/following`)).status).toBe(200);
  });
});
