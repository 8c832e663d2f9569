import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicProfileSchema, type PublicProfile, type VisiblePublicProfile } from '@swapyard/domain';
import { profiles, trades, userFollows, userVerifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import { updatePrivacySettings } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  // Many members sign in from one address here: the sign-in rate limit has its own tests.
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  return { user, client: await signedInClient(t, user) };
}
const follow = (a: TestUser, b: TestUser) =>
  t.db.insert(userFollows).values({ followerId: a.id, followingId: b.id });

async function view(client: TestClient, key: string): Promise<PublicProfile> {
  const res = await client.get(`/api/users/${encodeURIComponent(key)}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as PublicProfile;
  expect(publicProfileSchema.parse(body)).toEqual(body);
  return body;
}
function visible(profile: PublicProfile): VisiblePublicProfile {
  expect(profile.restricted).toBe(false);
  return profile as VisiblePublicProfile;
}

describe('GET /api/users/{usernameOrId}', () => {
  it('finds a member by id or by username in any case; unknown is 404 User not found', async () => {
    const { user } = await member({ username: 'CaseyJones', fullName: 'Casey Jones' });
    const visitor = t.client();
    for (const key of [user.id, 'CaseyJones', 'caseyjones', 'CASEYJONES']) {
      expect((await view(visitor, key)).id).toBe(user.id);
    }
    for (const key of ['nobody_here', '00000000-0000-4000-8000-000000000000', 'x'.repeat(80)]) {
      const res = await visitor.get(`/api/users/${key}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'User not found' } });
    }
  });

  it('answers stats: followers, following, completed trades, rating; verified only for identity kinds', async () => {
    const { user } = await member();
    const a = await createUser(t);
    const b = await createUser(t);
    await follow(a, user);
    await follow(b, user);
    await follow(user, a);
    await t.db.insert(trades).values([
      { requesterId: user.id, ownerId: a.id, status: 'completed' },
      { requesterId: b.id, ownerId: user.id, status: 'completed' },
      { requesterId: b.id, ownerId: user.id, status: 'accepted' },
    ]);
    await t.db
      .insert(userVerifications)
      .values({ userId: user.id, verificationType: 'email', verifiedAt: new Date() });
    let profile = visible(await view(t.client(), user.id));
    expect(profile.stats).toEqual({
      followers: 2,
      following: 1,
      trades: 2,
      rating: { average: null, count: 0 },
    });
    expect(profile.verified).toBe(false);
    await t.db.insert(userVerifications).values({ userId: user.id, verificationType: 'passport' });
    expect(visible(await view(t.client(), user.id)).verified).toBe(false); // pending
    await t.db
      .update(userVerifications)
      .set({ verifiedAt: new Date() })
      .where(eq(userVerifications.userId, user.id));
    profile = visible(await view(t.client(), user.id));
    expect(profile.verified).toBe(true);
  });

  it('tells the viewer whether they own or follow the profile', async () => {
    const { user, client } = await member();
    const other = await member();
    expect((await view(client, user.id)).viewer).toEqual({ isOwner: true, isFollowing: false });
    expect((await view(other.client, user.id)).viewer).toEqual({ isOwner: false, isFollowing: false });
    await follow(other.user, user);
    expect((await view(other.client, user.id)).viewer).toEqual({ isOwner: false, isFollowing: true });
    expect((await view(t.client(), user.id)).viewer).toEqual({ isOwner: false, isFollowing: false });
  });
});

describe('privacy: phone and location', () => {
  it('returns the phone only to the owner, or to everyone when show_phone is on', async () => {
    const { user, client } = await member();
    const other = await member();
    await t.db.update(profiles).set({ phone: '+1 555 0100' }).where(eq(profiles.id, user.id));
    expect(visible(await view(client, user.id)).phone).toBe('+1 555 0100');
    expect(visible(await view(other.client, user.id)).phone).toBeNull();
    expect(visible(await view(t.client(), user.id)).phone).toBeNull();
    await updatePrivacySettings(t.db, user.id, { showPhone: true });
    expect(visible(await view(other.client, user.id)).phone).toBe('+1 555 0100');
    expect(visible(await view(t.client(), user.id)).phone).toBe('+1 555 0100');
  });

  it('hides the location from others when show_location is off, never from the owner', async () => {
    const { user, client } = await member();
    const other = await member();
    await t.db.update(profiles).set({ location: 'Lisbon' }).where(eq(profiles.id, user.id));
    expect(visible(await view(other.client, user.id)).location).toBe('Lisbon');
    await updatePrivacySettings(t.db, user.id, { showLocation: false });
    expect(visible(await view(other.client, user.id)).location).toBeNull();
    expect(visible(await view(t.client(), user.id)).location).toBeNull();
    expect(visible(await view(client, user.id)).location).toBe('Lisbon');
  });

  it('shows privacy settings to the owner only', async () => {
    const { user, client } = await member();
    const other = await member();
    expect(visible(await view(client, user.id)).privacySettings).toEqual({
      showLocation: true,
      showPhone: false,
      profileVisibility: 'public',
    });
    expect(visible(await view(other.client, user.id)).privacySettings).toBeNull();
  });
});

describe('profile visibility, for every kind of reader', () => {
  /** owner, stranger, one-way follower (follows the owner), followed-by-owner, mutual, visitor, admin. */
  async function readers() {
    const owner = await member({ fullName: 'Paula Private' });
    const stranger = await member();
    const follower = await member();
    const followed = await member();
    const mutual = await member();
    const admin = await member({ role: 'admin' });
    const moderator = await member({ role: 'moderator' });
    await follow(follower.user, owner.user);
    await follow(owner.user, followed.user);
    await follow(owner.user, mutual.user);
    await follow(mutual.user, owner.user);
    return { owner, stranger, follower, followed, mutual, admin, moderator, visitor: { client: t.client() } };
  }
  const expected = {
    public: {
      owner: true,
      stranger: true,
      follower: true,
      followed: true,
      mutual: true,
      admin: true,
      moderator: true,
      visitor: true,
    },
    friends: {
      owner: true,
      stranger: false,
      follower: false,
      followed: false,
      mutual: true,
      admin: true,
      moderator: true,
      visitor: false,
    },
    private: {
      owner: true,
      stranger: false,
      follower: false,
      followed: false,
      mutual: false,
      admin: true,
      moderator: true,
      visitor: false,
    },
  } as const;

  for (const visibility of ['public', 'friends', 'private'] as const) {
    it(`${visibility}: details only to the readers allowed, the rest get the restricted view`, async () => {
      const all = await readers();
      await updatePrivacySettings(t.db, all.owner.user.id, { profileVisibility: visibility });
      await t.db
        .update(profiles)
        .set({ bio: 'Secret bio', location: 'Oslo' })
        .where(eq(profiles.id, all.owner.user.id));
      for (const [name, allowed] of Object.entries(expected[visibility])) {
        const reader = all[name as keyof typeof all];
        const profile = await view(reader.client, all.owner.user.id);
        expect({ name, restricted: profile.restricted }).toEqual({ name, restricted: !allowed });
        if (profile.restricted) {
          expect(Object.keys(profile).sort()).toEqual([
            'avatarUrl',
            'fullName',
            'id',
            'restricted',
            'themeColor',
            'username',
            'viewer',
            'visibility',
          ]);
          expect(profile.visibility).toBe(visibility);
          expect(JSON.stringify(profile)).not.toContain('Secret bio');
        } else {
          expect(profile.bio).toBe('Secret bio');
        }
        // The followers and following lists follow the same rule.
        const list = await reader.client.get(`/api/users/${all.owner.user.id}/followers`);
        expect({ name, status: list.status }).toEqual({ name, status: allowed ? 200 : 403 });
      }
    });
  }
});

describe('updatePrivacySettings', () => {
  it('merges only the keys given, atomically, leaving the others', async () => {
    const { user } = await member();
    await Promise.all([
      updatePrivacySettings(t.db, user.id, { showPhone: true }),
      updatePrivacySettings(t.db, user.id, { profileVisibility: 'friends' }),
      updatePrivacySettings(t.db, user.id, { showLocation: false }),
    ]);
    await updatePrivacySettings(t.db, user.id, {});
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row!.privacySettings).toEqual({
      show_location: false,
      show_phone: true,
      profile_visibility: 'friends',
    });
  });
});
