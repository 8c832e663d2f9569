import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemListSchema,
  itemSchema,
  ownProfileSchema,
  PLACES_TEXTS,
  publicProfileSchema,
  type Item,
} from '@swapyard/domain';
import { items, profiles } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createItem, createUser, signedInClient, storedPhoto, type TestUser } from '../../test/factories.ts';
import { plantPlaces, TEST_PLACES } from '../../test/places.ts';
import type { TestClient } from '../../test/test-client.ts';
import { placeWrittenLocations } from '../places/index.ts';
import { writtenMemberLocations } from '../profiles/index.ts';
import { writtenListingLocations } from './place.ts';

// Where members and listings are (docs/product/places.md): a place from the gazetteer or a written location, the
// coordinates kept on the server, and the member's Location Sharing honoured.
let t: TestApp;
const { portlandOR, beaverton, parisTX } = TEST_PLACES;
beforeAll(async () => {
  t = await createTestApp();
  await plantPlaces(t.db);
});
afterAll(() => t.close());

async function member() {
  const created = await createUser(t);
  return { user: created, client: await signedInClient(t, created) };
}
const send = (client: TestClient, method: 'PATCH', path: string, body: unknown) =>
  client.request(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const editProfile = async (client: TestClient, body: unknown) => {
  const res = await send(client, 'PATCH', '/api/me/profile', body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ownProfileSchema.parse(await res.json());
};
const list = async (owner: TestUser, client: TestClient, extra: object = {}): Promise<Item> => {
  const res = await client.post('/api/items', {
    title: 'Denim jacket',
    category: 'outerwear',
    condition: 'good',
    size: 'M',
    photos: [await storedPhoto(t, owner.id)],
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return itemSchema.parse(await res.json());
};
const coordinatesOf = async (itemId: string) =>
  (
    await t.db
      .select({ placeId: items.placeId, lat: items.lat, lon: items.lon })
      .from(items)
      .where(eq(items.id, itemId))
  )[0];

describe("a member's place", () => {
  it('is chosen from the gazetteer (its label becomes the location) or matched from what they write', async () => {
    const { client } = await member();
    expect(await editProfile(client, { placeId: portlandOR.id })).toMatchObject({
      placeId: portlandOR.id,
      location: 'Portland, OR, US',
    });
    expect(await editProfile(client, { location: 'Paris, TX' })).toMatchObject({
      placeId: parisTX.id,
      location: 'Paris, TX',
    });
    expect(await editProfile(client, { location: 'Springfield' })).toMatchObject({
      placeId: null,
      location: 'Springfield',
    });
    expect(await editProfile(client, { placeId: portlandOR.id })).toMatchObject({ placeId: portlandOR.id });
    expect(await editProfile(client, { placeId: null })).toMatchObject({ placeId: null, location: null });
  });

  it('refuses a place that is not in the gazetteer, naming the field, and changes nothing', async () => {
    const { client } = await member();
    await editProfile(client, { placeId: portlandOR.id });
    const res = await send(client, 'PATCH', '/api/me/profile', { placeId: 1, bio: 'New bio' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(`placeId: ${PLACES_TEXTS.unknownPlace}`);
    const me = await client.get('/api/me/profile');
    expect(ownProfileSchema.parse(await me.json())).toMatchObject({ placeId: portlandOR.id, bio: null });
  });

  it('is not shown to others when they hide their location', async () => {
    const { user, client } = await member();
    await editProfile(client, { placeId: portlandOR.id, privacySettings: { showLocation: false } });
    const { client: viewer } = await member();
    const seen = publicProfileSchema.parse(await (await viewer.get(`/api/users/${user.id}`)).json());
    expect(seen).toMatchObject({ location: null, placeId: null });
    const own = publicProfileSchema.parse(await (await client.get(`/api/users/${user.id}`)).json());
    expect(own).toMatchObject({ location: 'Portland, OR, US', placeId: portlandOR.id });
  });
});

describe("a listing's place", () => {
  it("is where its owner is unless it says otherwise, with the place's coordinates kept on the server", async () => {
    const { user, client } = await member();
    await editProfile(client, { placeId: portlandOR.id });
    const atHome = await list(user, client);
    expect(atHome).toMatchObject({ placeId: portlandOR.id, location: 'Portland, OR, US' });
    expect(JSON.stringify(atHome)).not.toContain(String(portlandOR.lat));
    expect(await coordinatesOf(atHome.id)).toEqual({
      placeId: portlandOR.id,
      lat: portlandOR.lat,
      lon: portlandOR.lon,
    });

    const chosen = await list(user, client, { placeId: beaverton.id });
    expect(chosen).toMatchObject({ placeId: beaverton.id, location: 'Beaverton, OR, US' });
    const written = await list(user, client, { location: 'Paris, TX' });
    expect(written).toMatchObject({ placeId: parisTX.id, location: 'Paris, TX' });
    const nowhere = await list(user, client, { location: null });
    expect(nowhere).toMatchObject({ placeId: null, location: null });
    expect(await coordinatesOf(nowhere.id)).toEqual({ placeId: null, lat: null, lon: null });
  });

  it('moves with an edit: a chosen place, a written location, or none; a place not in the gazetteer is refused', async () => {
    const { user, client } = await member();
    const item = await list(user, client);
    expect(item).toMatchObject({ placeId: null, location: null });
    const edit = async (body: object) => {
      const res = await send(client, 'PATCH', `/api/items/${item.id}`, body);
      expect(res.status, await res.clone().text()).toBe(200);
      return itemSchema.parse(await res.json());
    };
    expect(await edit({ placeId: beaverton.id })).toMatchObject({
      placeId: beaverton.id,
      location: 'Beaverton, OR, US',
    });
    expect(await coordinatesOf(item.id)).toMatchObject({ lat: beaverton.lat, lon: beaverton.lon });
    // An edit that does not say where leaves it there.
    expect(await edit({ title: 'Denim jacket, washed' })).toMatchObject({ placeId: beaverton.id });
    expect(await edit({ location: 'Somewhere sunny' })).toMatchObject({
      placeId: null,
      location: 'Somewhere sunny',
    });
    expect(await coordinatesOf(item.id)).toEqual({ placeId: null, lat: null, lon: null });
    const refused = await send(client, 'PATCH', `/api/items/${item.id}`, { placeId: 42 });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(PLACES_TEXTS.unknownPlace);
  });

  it('is hidden from others, in lists too, when its owner hides their location; the owner still sees it', async () => {
    const { user, client } = await member();
    await editProfile(client, { placeId: portlandOR.id, privacySettings: { showLocation: false } });
    const item = await list(user, client);
    expect(item).toMatchObject({ placeId: portlandOR.id, location: 'Portland, OR, US' });
    const { client: viewer } = await member();
    const seen = itemSchema.parse(await (await viewer.get(`/api/items/${item.id}`)).json());
    expect(seen).toMatchObject({ placeId: null, location: null, owner: { location: null } });
    const listed = itemListSchema.parse(await (await viewer.get(`/api/items?userId=${user.id}`)).json());
    expect(listed.items.find((row) => row.id === item.id)).toMatchObject({ placeId: null, location: null });
    const own = itemSchema.parse(await (await client.get(`/api/items/${item.id}`)).json());
    expect(own).toMatchObject({ placeId: portlandOR.id, location: 'Portland, OR, US' });
  });

  it('has coordinates exactly when it has a place: the database refuses anything else', async () => {
    const { user } = await member();
    const item = await createItem(t, user);
    await expect(
      t.db.update(items).set({ placeId: portlandOR.id }).where(eq(items.id, item.id)),
    ).rejects.toThrow();
    await expect(t.db.update(items).set({ lat: 1, lon: 2 }).where(eq(items.id, item.id))).rejects.toThrow();
  });
});

describe('written locations from before places', () => {
  it('are matched at start where unambiguous; the rest stay as written', async () => {
    const { user } = await member();
    await t.db.update(profiles).set({ location: 'Paris, TX' }).where(eq(profiles.id, user.id));
    const clear = await createItem(t, user);
    const vague = await createItem(t, user);
    await t.db.update(items).set({ location: 'Paris, TX' }).where(eq(items.id, clear.id));
    await t.db.update(items).set({ location: 'Portland' }).where(eq(items.id, vague.id));
    const silent = createLogger('silent');
    await placeWrittenLocations(t.db, silent, writtenMemberLocations);
    await placeWrittenLocations(t.db, silent, writtenListingLocations);
    const [profile] = await t.db
      .select({ placeId: profiles.placeId })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    expect(profile!.placeId).toBe(parisTX.id);
    expect(await coordinatesOf(clear.id)).toEqual({
      placeId: parisTX.id,
      lat: parisTX.lat,
      lon: parisTX.lon,
    });
    expect(await coordinatesOf(vague.id)).toEqual({ placeId: null, lat: null, lon: null });
  });
});
