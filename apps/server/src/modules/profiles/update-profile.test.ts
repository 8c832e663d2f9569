import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownProfileSchema, type OwnProfile } from '@swapyard/domain';
import { profiles, user } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: false } });
});
afterAll(() => t.close());

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(t, overrides);
  return { user: created, client: await signedInClient(t, created) };
}
const patch = (client: TestClient, body: unknown) =>
  client.request('/api/me/profile', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
async function saved(res: Response): Promise<OwnProfile> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as OwnProfile;
  expect(ownProfileSchema.parse(body)).toEqual(body);
  return body;
}

describe('PATCH /api/me/profile', () => {
  it('needs a session', async () => {
    const res = await patch(t.client(), { bio: 'x' });
    expect(res.status).toBe(401);
  });

  it('saves the basic fields, the theme colour, links and privacy, and answers the own profile with phone', async () => {
    const { client } = await member();
    const body = await saved(
      await patch(client, {
        fullName: '  Robin Park ',
        location: 'Berlin',
        bio: 'Thrifter.',
        phone: '+49 30 1234',
        themeColor: '#EC4899',
        socialLinks: { instagram: '@robin.thrifts', website: 'robin.example.com' },
        privacySettings: { showPhone: true },
      }),
    );
    expect(body).toMatchObject({
      fullName: 'Robin Park',
      location: 'Berlin',
      bio: 'Thrifter.',
      phone: '+49 30 1234',
      themeColor: '#ec4899',
      socialLinks: { instagram: 'robin.thrifts', website: 'https://robin.example.com' },
      privacySettings: { showLocation: true, showPhone: true, profileVisibility: 'public' },
    });
    // Emptied fields become null; an emptied link is removed, the others stay.
    const cleared = await saved(
      await patch(client, { location: '  ', bio: '', socialLinks: { website: '' } }),
    );
    expect(cleared).toMatchObject({ location: null, bio: null, socialLinks: { instagram: 'robin.thrifts' } });
    expect(cleared.socialLinks).not.toHaveProperty('website');
  });

  it('normalises brands (trimmed, empty and case-insensitive duplicates dropped) and style tags (no duplicates)', async () => {
    const { client } = await member();
    const body = await saved(
      await patch(client, {
        favoriteBrands: [' Nike ', '', 'nike', 'Zara', '   ', 'ZARA', "Levi's"],
        styleTags: ['Vintage', 'Y2K', 'Vintage'],
      }),
    );
    expect(body.favoriteBrands).toEqual(['Nike', 'Zara', "Levi's"]);
    expect(body.styleTags).toEqual(['Vintage', 'Y2K']);
  });

  it('refuses style tags outside the 18, a bad colour, unknown fields and bad usernames with 400', async () => {
    const { client } = await member();
    for (const body of [
      { styleTags: ['Vintage', 'Spaceman'] },
      { themeColor: 'red' },
      { themeColor: '#12345' },
      { isAdmin: true },
      { username: 'no spaces allowed' },
      { username: 'ab' },
      { fullName: '   ' },
      { socialLinks: { website: 'not a site' } },
    ]) {
      const res = await patch(client, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });

  it('keeps usernames unique whatever the case: 409 with a clear message', async () => {
    await member({ username: 'TakenName' });
    const { user: me, client } = await member();
    for (const username of ['takenname', 'TAKENNAME']) {
      const res = await patch(client, { username });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: { code: 'CONFLICT', message: 'That username is already taken' },
      });
    }
    // Changing only the casing of one's own name is fine.
    const own = me.username.toUpperCase();
    expect((await saved(await patch(client, { username: own }))).username).toBe(own);
  });

  it('renames the account in the same change: sign-in works with the new username, not the old one', async () => {
    const { user: me, client } = await member({ username: 'old_name', password: 'pass-word-123' });
    const body = await saved(await patch(client, { username: 'New_Name', fullName: 'Nia New' }));
    expect(body).toMatchObject({ username: 'New_Name', fullName: 'Nia New' });
    const [account] = await t.db.select().from(user).where(eq(user.id, me.id));
    expect(account).toMatchObject({ username: 'new_name', displayUsername: 'New_Name', name: 'Nia New' });
    const signIn = (username: string) =>
      t.client().post('/api/auth/sign-in/username', { username, password: 'pass-word-123' });
    expect((await signIn('new_name')).status).toBe(200);
    expect((await signIn('NEW_NAME')).status).toBe(200);
    expect((await signIn('old_name')).status).toBe(401);
    // /api/me shows the new names too.
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      profile: { username: 'New_Name', fullName: 'Nia New' },
    });
  });

  it('changes nothing when the username is taken (one transaction)', async () => {
    await member({ username: 'occupied' });
    const { user: me, client } = await member({ fullName: 'Before Name' });
    const res = await patch(client, { username: 'occupied', fullName: 'After Name', bio: 'new bio' });
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row).toMatchObject({ fullName: 'Before Name', bio: null, username: me.username });
  });
});
