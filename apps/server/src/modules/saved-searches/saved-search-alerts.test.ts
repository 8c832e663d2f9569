import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchSchema, type SavedSearch } from '@swapyard/domain';
import {
  notificationDigests,
  notifications,
  profiles,
  savedSearchAlerts,
  savedSearches,
  userPreferences,
  userSettings,
} from '../../db/schema/index.ts';
import { createJobRunner } from '../../platform/jobs/index.ts';
import { createLogger } from '../../platform/logger.ts';
import {
  createItem,
  createUser,
  signedInClient,
  storedPhoto,
  type ItemOverrides,
  type TestUser,
} from '../../test/factories.ts';
import { placeRow, plantPlaces, TEST_PLACES } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { sendAlertDigests } from '../notifications/index.ts';
import { alertMatchingSearches, alertUpkeepJob } from './alerts.ts';

// Saved searches' alerts (docs/product/search.md, "Alerts"; docs/product/notifications.md, "E-mail digest").
let t: TestApp;
let seller: TestUser;
let sellerClient: TestClient;
const { portlandOR, beaverton, springfieldMO } = TEST_PLACES;

beforeAll(async () => {
  t = await createTestApp();
  await plantPlaces(t.db);
  seller = await createUser(t);
  sellerClient = await signedInClient(t, seller);
});
afterAll(() => t.close());

/** A member who searches from Portland within `radiusKm` (Settings). */
async function searcher(radiusKm = 50) {
  const user = await createUser(t);
  await t.db.update(profiles).set({ placeId: portlandOR.id }).where(eq(profiles.id, user.id));
  await t.db
    .update(userPreferences)
    .set({ locationRadius: radiusKm })
    .where(eq(userPreferences.userId, user.id));
  return { user, client: await signedInClient(t, user) };
}
async function save(client: TestClient, query: Record<string, string>, name = 'My search') {
  const res = await client.post('/api/saved-searches', { name, query });
  expect(res.status, await res.clone().text()).toBe(201);
  return savedSearchSchema.parse(await res.json());
}
const alertsOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'saved_search')));
const inPortland = { placeId: portlandOR.id, lat: portlandOR.lat, lon: portlandOR.lon, location: 'Portland' };
/** Lists an item (as the factory writes it) and runs its matching as the job does. */
async function listed(overrides: ItemOverrides, owner = seller) {
  const item = await createItem(t, owner, { ...inPortland, ...overrides });
  await alertMatchingSearches({ db: t.db }, item.id);
  return item;
}
/** Lets each of these searches alert again (their hour is over). */
const hourOver = async (...searches: SavedSearch[]) => {
  for (const search of searches) {
    await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.id, search.id));
  }
};

describe('saved search alerts', () => {
  it('tells the member when a listing put up through the API matches, through the job, once', async () => {
    const { user, client } = await searcher();
    await save(client, { q: 'corduroy jackets', size: 'm', maxPriceCents: '5000' }, 'Cords');
    const runner = createJobRunner({ db: t.db, logger: createLogger('silent'), jobs: t.jobs });
    await runner.runDue();

    const res = await sellerClient.post('/api/items', {
      title: 'Brown corduroy jacket',
      category: 'clothing',
      condition: 'good',
      size: 'M',
      valueCents: 4000,
      placeId: portlandOR.id,
      photos: [await storedPhoto(t, seller.id)],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await alertsOf(user.id)).toEqual([]); // not before the job runs
    await runner.runDue();
    expect(await alertsOf(user.id)).toEqual([
      { title: 'New match for “Cords”', message: 'Brown corduroy jacket, $40.00', link: `/item/${id}` },
    ]);
    // The same listing shown again later is not told twice while that alert is unread.
    await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.userId, user.id));
    await alertMatchingSearches({ db: t.db }, id);
    expect(await alertsOf(user.id)).toHaveLength(1);
  });

  it('matches every filter of the saved query, and a misspelt word by its near spelling', async () => {
    const { user, client } = await searcher(25);
    const searches = {
      words: await save(client, { q: 'denim' }),
      misspelt: await save(client, { q: 'stratocaster gitar' }),
      category: await save(client, { category: 'clothing' }),
      size: await save(client, { q: 'scarf', size: 'l,xl' }),
      condition: await save(client, { q: 'scarf', condition: 'new' }),
      brand: await save(client, { q: 'scarf', brand: "Levi's" }),
      price: await save(client, { q: 'scarf', minPriceCents: '1000', maxPriceCents: '2000' }),
      swap: await save(client, { q: 'scarf', swap: 'true' }),
    };
    const told = async () => (await alertsOf(user.id)).length;
    let before = await told();
    const expectTold = async (search: SavedSearch | undefined) => {
      const now = await told();
      expect(now - before, search?.query.q ?? search?.name).toBe(search ? 1 : 0);
      before = now;
      await hourOver(...Object.values(searches));
    };

    await listed({ title: 'Denim shorts', category: 'electronics' });
    await expectTold(searches.words);
    await listed({ title: 'Stratocaster guitar', category: 'electronics' });
    await expectTold(searches.misspelt);
    // 'outerwear' is one of Clothing's sub-categories.
    await listed({ title: 'Rain shell', category: 'outerwear' });
    await expectTold(searches.category);
    await listed({ title: 'Wool scarf', category: 'home_garden', size: 'XL', condition: 'good' });
    await expectTold(searches.size);
    await listed({ title: 'Silk scarf', category: 'home_garden', size: 'S', condition: 'new' });
    await expectTold(searches.condition);
    await listed({ title: 'Plain scarf', category: 'home_garden', size: 'S', brand: "LEVI'S" });
    await expectTold(searches.brand);
    await listed({ title: 'Knit scarf', category: 'home_garden', size: 'S', valueCents: 1500 });
    await expectTold(searches.price);
    await listed({ title: 'Cashmere scarf', category: 'home_garden', size: 'S', openToSwap: true });
    await expectTold(searches.swap);
    // Nothing of any: no alert.
    await listed({ title: 'Lamp', category: 'home_garden', size: 'S', openToSwap: false });
    await expectTold(undefined);
  });

  it('measures from the member’s place within their distance, or the place and distance saved; hidden places never', async () => {
    const { user, client } = await searcher(25);
    const own = await save(client, { q: 'kayak' }, 'Near me');
    const named = await save(
      client,
      { q: 'canoe', near: String(springfieldMO.id), radius: '10' },
      'Springfield',
    );
    const anywhere = await save(client, { q: 'paddle', radius: 'any' }, 'Anywhere');
    const names = async () => (await alertsOf(user.id)).map((alert) => alert.title).sort();

    const at = (place: typeof beaverton) => ({ placeId: place.id, lat: place.lat, lon: place.lon });
    await listed({ title: 'Kayak', ...at(springfieldMO) }); // far from Portland
    await listed({ title: 'Canoe', ...at(portlandOR) }); // far from Springfield
    expect(await names()).toEqual([]);
    await listed({ title: 'Kayak', ...at(beaverton) }); // about 10 km from Portland
    await listed({ title: 'Canoe', ...at(springfieldMO) });
    await listed({ title: 'Paddle', ...at(springfieldMO) });
    expect(await names()).toEqual([
      'New match for “Anywhere”',
      'New match for “Near me”',
      'New match for “Springfield”',
    ]);

    // The widest distance reaches 100 km, and no farther, whichever way.
    const north = (km: number, id: number) =>
      placeRow({
        id,
        name: `North ${km}`,
        country: 'US',
        admin1: 'WA',
        population: 1000,
        lat: portlandOR.lat + km / 111.195,
        lon: portlandOR.lon,
      });
    const [near, far] = [north(98, 91001), north(103, 91002)];
    await plantPlaces(t.db, [near, far]);
    const widest = await save(client, { q: 'sextant', radius: '100' }, 'Widest');
    await listed({ title: 'Sextant', ...at(far) });
    expect(await names()).not.toContain('New match for “Widest”');
    await listed({ title: 'Sextant', ...at(near) });
    expect(await names()).toContain('New match for “Widest”');
    await hourOver(widest);

    // A seller who hides their location is in no distance search.
    await hourOver(own, named, anywhere);
    const hidden = await createUser(t);
    await t.db
      .update(profiles)
      .set({ privacySettings: { show_location: false, show_phone: false, profile_visibility: 'public' } })
      .where(eq(profiles.id, hidden.id));
    await listed({ title: 'Kayak', ...at(beaverton) }, hidden);
    await listed({ title: 'Paddle', ...at(beaverton) }, hidden);
    expect(await names()).toEqual([
      'New match for “Anywhere”',
      'New match for “Anywhere”',
      'New match for “Near me”',
      'New match for “Springfield”',
      'New match for “Widest”',
    ]);
  });

  it('never for the member’s own listings, searches with alerts off, or listings not listed', async () => {
    const { user, client } = await searcher();
    await save(client, { q: 'tuba' });
    const off = await save(client, { q: 'trombone' });
    await client.request(`/api/saved-searches/${off.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ alerts: false }),
    });
    await listed({ title: 'Tuba' }, user);
    await listed({ title: 'Trombone' });
    await listed({ title: 'Tuba', visibility: 'private' });
    await listed({ title: 'Tuba', status: 'sold', isAvailable: false });
    expect(await alertsOf(user.id)).toEqual([]);
  });

  it('tells a search at most once an hour', async () => {
    const { user, client } = await searcher();
    const search = await save(client, { q: 'banjo' });
    await listed({ title: 'Banjo one' });
    await listed({ title: 'Banjo two' });
    expect(await alertsOf(user.id)).toHaveLength(1);
    await t.db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(savedSearches.id, search.id));
    await listed({ title: 'Banjo three' });
    expect((await alertsOf(user.id)).map((alert) => alert.message)).toEqual([
      'Banjo one, $25.00',
      'Banjo three, $25.00',
    ]);
  });

  it('tells when a hidden listing is shown', async () => {
    const { user, client } = await searcher();
    await save(client, { q: 'ukulele' });
    const res = await sellerClient.post('/api/items', {
      title: 'Ukulele',
      category: 'electronics',
      condition: 'good',
      size: 'One size',
      visibility: 'private',
      placeId: portlandOR.id,
      photos: [await storedPhoto(t, seller.id)],
    });
    const { id } = (await res.json()) as { id: string };
    const runner = createJobRunner({ db: t.db, logger: createLogger('silent'), jobs: t.jobs });
    await runner.runDue();
    expect(await alertsOf(user.id)).toEqual([]);
    const shown = await sellerClient.request(`/api/items/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visibility: 'public' }),
    });
    expect(shown.status).toBe(200);
    await runner.runDue();
    expect(await alertsOf(user.id)).toHaveLength(1);
  });

  it('compiles searches saved before alerts existed, and follows the member’s move, in the upkeep job', async () => {
    const { user, client } = await searcher(25);
    const search = await save(client, { q: 'harmonica' });
    await t.db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, search.id));
    await listed({ title: 'Harmonica' });
    expect(await alertsOf(user.id)).toEqual([]);
    const upkeep = alertUpkeepJob(createLogger('silent'));
    await upkeep.run(t.db);
    await listed({ title: 'Harmonica in C' });
    expect(await alertsOf(user.id)).toHaveLength(1);

    // Moved to Springfield: a Portland harmonica is too far once the upkeep has run, a Springfield one near.
    await t.db.update(profiles).set({ placeId: springfieldMO.id }).where(eq(profiles.id, user.id));
    await upkeep.run(t.db);
    await hourOver(search);
    await listed({ title: 'Harmonica in G' });
    expect(await alertsOf(user.id)).toHaveLength(1);
    const at = { placeId: springfieldMO.id, lat: springfieldMO.lat, lon: springfieldMO.lon };
    await listed({ title: 'Harmonica in D', ...at });
    expect((await alertsOf(user.id)).map((alert) => alert.message)).toContain('Harmonica in D, $25.00');
  });

  it('keeps what listings are matched against in step with the search: query changed, alerts off and on', async () => {
    const { user, client } = await searcher();
    const search = await save(client, { q: 'accordion' });
    const patch = (body: unknown) =>
      client.request(`/api/saved-searches/${search.id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ query: { q: 'bagpipes' } })).status).toBe(200);
    await listed({ title: 'Accordion' });
    await listed({ title: 'Bagpipes' });
    expect((await alertsOf(user.id)).map((alert) => alert.message)).toEqual(['Bagpipes, $25.00']);
    await hourOver(search);
    await patch({ alerts: false });
    expect(
      await t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, search.id)),
    ).toEqual([]);
    await listed({ title: 'Bagpipes, Highland' });
    await patch({ alerts: true });
    await listed({ title: 'Bagpipes, Uilleann' });
    expect((await alertsOf(user.id)).map((alert) => alert.message)).toEqual([
      'Bagpipes, $25.00',
      'Bagpipes, Uilleann, $25.00',
    ]);
  });
});

describe('the daily e-mail digest', () => {
  it('sends the unread alerts once a day, when e-mail notifications are on', async () => {
    const { user, client } = await searcher();
    const quiet = await searcher();
    await t.db
      .insert(userSettings)
      .values({ userId: quiet.user.id, emailNotifications: false })
      .onConflictDoUpdate({ target: userSettings.userId, set: { emailNotifications: false } });
    await save(client, { q: 'theremin' });
    await save(quiet.client, { q: 'theremin' });
    await listed({ title: 'Theremin kit', valueCents: 9900 });
    const deps = { db: t.db, mailer: t.outbox, publicUrl: 'https://swapyard.test' };

    await sendAlertDigests(deps);
    const [mail, ...more] = await t.mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Swapyard: New match for “My search”');
    expect(mail?.text).toContain('Theremin kit, $99.00');
    expect(mail?.text).toContain('https://swapyard.test/item/');
    expect(await t.mailsTo(quiet.user.email)).toEqual([]);

    // More alerts the same day wait for tomorrow's digest, which leaves out what was read in the app.
    await t.db.update(savedSearches).set({ lastAlertedAt: null }).where(eq(savedSearches.userId, user.id));
    await listed({ title: 'Theremin', valueCents: 20000 });
    await sendAlertDigests(deps);
    expect(await t.mailsTo(user.email)).toHaveLength(1);
    await t.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, user.id), eq(notifications.message, 'Theremin kit, $99.00')));
    await sendAlertDigests(deps, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const [tomorrow] = await t.mailsTo(user.email);
    expect(await t.mailsTo(user.email)).toHaveLength(2);
    expect(tomorrow?.text).toContain('Theremin, $200.00');
    expect(tomorrow?.text).not.toContain('Theremin kit');
    const [digest] = await t.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, user.id));
    expect(digest?.pendingSince).toBeNull();
  });
});
