import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserSettings, userSettingsSchema, type UserSettings } from '@swapyard/domain';
import { profiles, userSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient } from '../../test/factories.ts';
import type { TestClient } from '../../test/test-client.ts';
import * as profileService from '../profiles/service.ts';
import { getNotificationChannels, showsOnlineStatus } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member() {
  const user = await createUser(t);
  return { user, client: await signedInClient(t, user) };
}

async function read(client: TestClient): Promise<UserSettings> {
  const res = await client.get('/api/me/settings');
  expect(res.status).toBe(200);
  const body = (await res.json()) as UserSettings;
  expect(userSettingsSchema.strict().parse(body)).toEqual(body);
  return body;
}

const patch = (client: TestClient, body: unknown) =>
  client.request('/api/me/settings', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function update(client: TestClient, body: Partial<UserSettings>): Promise<UserSettings> {
  const res = await patch(client, body);
  expect(res.status).toBe(200);
  return (await res.json()) as UserSettings;
}

const settingsRows = (userId: string) =>
  t.db.select().from(userSettings).where(eq(userSettings.userId, userId));
const privacyOf = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!.privacySettings;

describe('signed out', () => {
  it('answers 401 to GET and PATCH and changes nothing', async () => {
    const visitor = t.client();
    for (const res of [
      await visitor.get('/api/me/settings'),
      await patch(visitor, { tradeUpdates: false }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });
});

describe('GET /api/me/settings', () => {
  it('answers the defaults (Push, Email and Trade Updates on, public, location shared) without a row', async () => {
    const { user, client } = await member();
    expect(await settingsRows(user.id)).toEqual([]);
    expect(await read(client)).toEqual({
      profileVisibility: 'public',
      showOnlineStatus: true,
      pushNotifications: true,
      emailNotifications: true,
      tradeUpdates: true,
      locationSharing: true,
    });
    expect(await read(client)).toEqual(defaultUserSettings);
    // Reading never writes a row.
    expect(await settingsRows(user.id)).toEqual([]);
  });

  it('reads profile visibility and location sharing from the profile privacy settings', async () => {
    const { user, client } = await member();
    await profileService.updatePrivacySettings(t.db, user.id, {
      profileVisibility: 'friends',
      showLocation: false,
    });
    expect(await read(client)).toMatchObject({ profileVisibility: 'friends', locationSharing: false });
  });
});

describe('PATCH /api/me/settings', () => {
  it('changes only the given toggles and keeps the others, across both stores', async () => {
    const { user, client } = await member();
    expect(await update(client, { emailNotifications: false })).toEqual({
      ...defaultUserSettings,
      emailNotifications: false,
    });
    expect(await settingsRows(user.id)).toMatchObject([
      { pushNotifications: true, emailNotifications: false, tradeUpdates: true, showOnlineStatus: true },
    ]);

    await update(client, { showOnlineStatus: false, profileVisibility: 'private' });
    await update(client, { locationSharing: false });
    const expected = {
      profileVisibility: 'private',
      showOnlineStatus: false,
      pushNotifications: true,
      emailNotifications: false,
      tradeUpdates: true,
      locationSharing: false,
    };
    expect(await read(client)).toEqual(expected);
    // Privacy keys the settings page does not own (show_phone) stay as they were.
    expect(await privacyOf(user.id)).toEqual({
      show_location: false,
      show_phone: false,
      profile_visibility: 'private',
    });

    await update(client, { pushNotifications: false, tradeUpdates: false, emailNotifications: true });
    expect(await read(client)).toEqual({
      ...expected,
      pushNotifications: false,
      tradeUpdates: false,
      emailNotifications: true,
    });
    // An empty change is a no-op answered with the current settings.
    expect(await update(client, {})).toEqual(await read(client));
  });

  it("changes only the signed-in member's settings", async () => {
    const alice = await member();
    const bob = await member();
    await update(alice.client, { pushNotifications: false, profileVisibility: 'friends' });
    expect(await read(bob.client)).toEqual(defaultUserSettings);
    expect(await settingsRows(bob.user.id)).toEqual([]);
  });

  it('refuses bad values and unknown keys with 400, changing nothing', async () => {
    const { user, client } = await member();
    for (const body of [
      { profileVisibility: 'everyone' },
      { pushNotifications: 'yes' },
      { tradeUpdates: null },
      { locationSharing: 1 },
      { twoFactor: true },
      { pushNotifications: false, colour: 'red' },
      [],
      'false',
    ]) {
      const res = await patch(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    const malformed = await client.request('/api/me/settings', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"pushNotifications": fal',
    });
    expect(malformed.status).toBe(400);
    expect(await settingsRows(user.id)).toEqual([]);
    expect(await read(client)).toEqual(defaultUserSettings);
  });
});

describe('honoured', () => {
  it("location sharing off hides the location from the item's seller info, on shows it again", async () => {
    const seller = await member();
    const buyer = await member();
    await profileService.updateProfileFields(t.db, seller.user.id, { location: 'Lisbon' });
    const item = await createItem(t, seller.user);
    const ownerLocation = async () =>
      (
        (await (await buyer.client.get(`/api/items/${item.id}`)).json()) as {
          owner: { location: string | null };
        }
      ).owner.location;

    expect(await ownerLocation()).toBe('Lisbon');
    await update(seller.client, { locationSharing: false });
    expect(await ownerLocation()).toBeNull();
    await update(seller.client, { locationSharing: true });
    expect(await ownerLocation()).toBe('Lisbon');
  });

  it('profile visibility decides who may see the profile (profileVisibleTo)', async () => {
    const owner = await member();
    const other = await member();
    const visible = async () =>
      profileService.profileVisibleTo(
        t.db,
        (await profileService.getProfileRow(t.db, owner.user.id))!,
        other.user.id,
      );
    expect(await visible()).toBe(true);
    await update(owner.client, { profileVisibility: 'private' });
    expect(await visible()).toBe(false);
    await update(owner.client, { profileVisibility: 'public' });
    expect(await visible()).toBe(true);
  });

  it('exports the notification channels and online status for notifications and presence', async () => {
    const { user, client } = await member();
    expect(await getNotificationChannels(t.db, user.id)).toEqual({
      push: true,
      email: true,
      tradeUpdates: true,
    });
    expect(await showsOnlineStatus(t.db, user.id)).toBe(true);
    await update(client, { pushNotifications: false, tradeUpdates: false, showOnlineStatus: false });
    expect(await getNotificationChannels(t.db, user.id)).toEqual({
      push: false,
      email: true,
      tradeUpdates: false,
    });
    expect(await showsOnlineStatus(t.db, user.id)).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('describes GET and PATCH /api/me/settings', async () => {
    const doc = (await (await t.client().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['UserSettings', 'UpdateUserSettings']),
    );
    expect(Object.keys(doc.paths['/api/me/settings'] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});
