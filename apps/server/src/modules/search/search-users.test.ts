import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchUsersResultSchema, SEARCH_USERS_LIMIT, type SearchUsersResult } from '@swapyard/domain';
import { profiles } from '../../db/schema/index.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string): Promise<SearchUsersResult> {
  const res = await t.client().get(`/api/search/users?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  // Exactly what a restricted profile may show: never the bio, location or privacy settings.
  for (const user of (body as SearchUsersResult).users) {
    expect(Object.keys(user).sort()).toEqual(['avatarUrl', 'fullName', 'id', 'themeColor', 'username']);
  }
  return searchUsersResultSchema.parse(body);
}
const usernames = async (q: string) => (await search(q)).users.map((user) => user.username);

async function withBio(username: string, bio: string, visibility: 'public' | 'friends' | 'private') {
  const user = await createUser(t, { username });
  await t.db
    .update(profiles)
    .set({
      bio,
      privacySettings: sql`${profiles.privacySettings} || ${JSON.stringify({ profile_visibility: visibility })}::jsonb`,
    })
    .where(eq(profiles.id, user.id));
  return user;
}

describe('GET /api/search/users', () => {
  it('finds a member by the start of the username, a misspelt full name, or both words', async () => {
    const user = await createUser(t, { username: 'marguerite_v', fullName: 'Marguerite Villeneuve' });
    await createUser(t, { username: 'other_member', fullName: 'Otto Villa' });

    expect(await usernames('margu')).toEqual(['marguerite_v']);
    expect(await usernames('margerite vileneuve')).toEqual(['marguerite_v']);
    expect((await search('MARGUERITE')).users).toEqual([
      {
        id: user.id,
        username: 'marguerite_v',
        fullName: 'Marguerite Villeneuve',
        avatarUrl: null,
        themeColor: '#6366f1',
      },
    ]);
  });

  it('puts the member whose username is the query first', async () => {
    await createUser(t, { username: 'pomelo_fan', fullName: 'Pomelo Pomelo' });
    await createUser(t, { username: 'pomelo', fullName: 'Jo Bright' });
    expect((await usernames('pomelo'))[0]).toBe('pomelo');
  });

  it('puts a member named exactly what was typed first, and never takes a short word for a misspelling', async () => {
    await createUser(t, { username: 'leonie_k', fullName: 'Leonie Kraus' });
    await createUser(t, { username: 'lea_b', fullName: 'Lea Brandt' });
    await createUser(t, { username: 'lmartinez', fullName: 'Leo Martínez' });
    // Leo by name before Leonie by the start of hers; Lea is not a misspelt Leo.
    expect(await usernames('leo')).toEqual(['lmartinez', 'leonie_k']);
    expect(await usernames('lea')).toEqual(['lea_b']);
  });

  it('matches a bio only when the profile is public, and never returns the bio', async () => {
    await withBio('bio_public', 'I collect vintage harmonicas', 'public');
    await withBio('bio_friends', 'Harmonicas and kazoos', 'friends');
    await withBio('bio_private', 'Secret harmonica hoard', 'private');

    expect(await usernames('harmonica')).toEqual(['bio_public']);
    // Not even a friend or the member themself finds a hidden bio through search: results are the same for all.
    const self = await signedInClient(t, await withBio('bio_self', 'My harmonicas, hidden', 'private'));
    const res = await self.get('/api/search/users?q=harmonica');
    expect(((await res.json()) as SearchUsersResult).users.map((u) => u.username)).toEqual(['bio_public']);
    // Their names are still found.
    expect(await usernames('bio private')).toContain('bio_private');
  });

  it(`answers at most ${SEARCH_USERS_LIMIT} members`, async () => {
    for (let i = 0; i < SEARCH_USERS_LIMIT + 2; i++) await createUser(t, { username: `walrus_${i}` });
    expect((await search('walrus')).users).toHaveLength(SEARCH_USERS_LIMIT);
  });
});
