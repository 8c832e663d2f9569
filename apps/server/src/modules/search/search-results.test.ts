import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_FILTER_TEXTS,
  searchFacetsSchema,
  searchResultsSchema,
  type SearchFacets,
  type SearchResults,
} from '@swapyard/domain';
import { items, profiles, userPreferences } from '../../db/schema/index.ts';
import {
  createItem,
  createUser,
  signedInClient,
  type ItemOverrides,
  type TestUser,
} from '../../test/factories.ts';
import { placeRow, plantPlaces, TEST_PLACES } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import { distanceKm } from './geo.ts';

// The results page's API (docs/product/search.md, "Results"): words, filters, sorts, distance, pages and counts.
// Run on PGlite, and on PostgreSQL 15 by search-results.pg.test.ts, which imports this file: the distance SQL and
// the keyset pages must agree on both.
let t: TestApp;
let seller: TestUser;
let far: TestUser;
let hidden: TestUser;
let buyer: TestClient;
const { portlandOR, beaverton, springfieldMO } = TEST_PLACES;
// Two places a few km apart on either side of the antimeridian (Fiji's Taveuni, 180° runs through it).
const eastOf180 = placeRow({
  id: 90001,
  name: 'Eastside',
  country: 'FJ',
  admin1: '03',
  population: 2000,
  lat: -16.8,
  lon: 179.97,
});
const westOf180 = placeRow({
  id: 90002,
  name: 'Westside',
  country: 'FJ',
  admin1: '03',
  population: 2000,
  lat: -16.8,
  lon: -179.97,
});

const at = (place: { id: number; lat: number; lon: number }) => ({
  placeId: place.id,
  lat: place.lat,
  lon: place.lon,
  location: 'somewhere',
});

beforeAll(async () => {
  t = await createTestApp();
  await plantPlaces(t.db, [...Object.values(TEST_PLACES), eastOf180, westOf180]);
  seller = await createUser(t, { username: 'portland_seller' });
  far = await createUser(t, { username: 'springfield_seller' });
  hidden = await createUser(t, { username: 'hidden_seller' });
  await t.db
    .update(profiles)
    .set({ privacySettings: { show_location: false, show_phone: false, profile_visibility: 'public' } })
    .where(eq(profiles.id, hidden.id));
  const member = await createUser(t, { username: 'buyer' });
  await t.db.update(profiles).set({ placeId: portlandOR.id }).where(eq(profiles.id, member.id));
  await t.db.update(userPreferences).set({ locationRadius: 25 }).where(eq(userPreferences.userId, member.id));
  buyer = await signedInClient(t, member);

  const list = (owner: TestUser, title: string, overrides: ItemOverrides = {}) =>
    createItem(t, owner, { title, size: 'm', ...at(portlandOR), ...overrides });
  await list(seller, 'Denim jacket A', { valueCents: 3000, brand: "Levi's", condition: 'good' });
  await list(seller, 'Denim jacket B', {
    valueCents: 4500,
    brand: 'levi’s'.replace('’', "'"),
    ...at(beaverton),
  });
  await list(seller, 'Wool jacket', {
    valueCents: 2000,
    brand: 'Carhartt',
    openToSwap: false,
    condition: 'like_new',
  });
  await list(seller, 'Leather jacket L', { valueCents: 4000, size: 'l' });
  await list(seller, 'Suede jacket dear', { valueCents: 9000 });
  await list(seller, 'Rain jacket unpriced', { valueCents: null });
  await list(seller, 'Knit jumper', { valueCents: 1500 });
  await list(seller, 'Crop top jacket', { valueCents: 2500, category: 'tops' });
  await list(far, 'Bomber jacket far', { valueCents: 3500, ...at(springfieldMO) });
  await list(hidden, 'Parka jacket hidden', { valueCents: 3200 });
  // Never found: private, sold, live-only.
  await list(seller, 'Private jacket', { valueCents: 1000, visibility: 'private' });
  await list(seller, 'Sold jacket', { valueCents: 1000, status: 'sold', isAvailable: false });
  await list(seller, 'Live jacket', { valueCents: 1000, visibility: 'live-only' });
  await list(seller, 'Island jacket east', { valueCents: 100, ...at(eastOf180) });
  await list(seller, 'Island jacket west', { valueCents: 100, ...at(westOf180) });
});
afterAll(() => t.close());

async function results(query: string, client: TestClient = t.client()): Promise<SearchResults> {
  const res = await client.get(`/api/search/results?${query}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return searchResultsSchema.parse(body);
}
const titles = async (query: string, client?: TestClient) =>
  (await results(query, client)).results.map((result) => result.item.title);
async function refused(query: string, filter: string, message: string) {
  const res = await t.client().get(`/api/search/results?${query}`);
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { message: string; details: { issues: { path: string }[] } } };
  expect(body.error.message).toContain(message);
  expect(body.error.details.issues[0]!.path).toBe(filter);
}
async function facets(query: string, client: TestClient = t.client()): Promise<SearchFacets> {
  const res = await client.get(`/api/search/facets?${query}`);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return searchFacetsSchema.parse(body);
}
const near = `near=${portlandOR.id}`;

describe('GET /api/search/results', () => {
  it('finds what matches the words and every filter, never a private, sold or live-only listing', async () => {
    expect(await titles(`q=jacket&size=M&maxPriceCents=5000&${near}&radius=25&sort=price_asc`)).toEqual([
      'Wool jacket',
      'Crop top jacket',
      'Denim jacket A',
      'Denim jacket B',
    ]);
    const everything = await titles('q=jacket&limit=48');
    for (const never of ['Private jacket', 'Sold jacket', 'Live jacket', 'Knit jumper']) {
      expect(everything).not.toContain(never);
    }
    expect(await titles("q=jacket&brand=LEVI'S,nobody&sort=price_asc")).toEqual([
      'Denim jacket A',
      'Denim jacket B',
    ]);
    expect(await titles('q=jacket&condition=like_new')).toEqual(['Wool jacket']);
    expect(await titles('q=jacket&minPriceCents=4000&sort=price_asc')).toEqual([
      'Leather jacket L',
      'Denim jacket B',
      'Suede jacket dear',
    ]);
    expect(await titles('q=jacket&swap=true&maxPriceCents=2000&sort=price_asc')).toEqual([
      'Island jacket east',
      'Island jacket west',
    ]);
  });

  it('finds a category with its sub-categories, and lists a category newest first without words', async () => {
    const clothing = await titles('category=clothing&limit=48');
    expect(clothing).toContain('Crop top jacket');
    expect(clothing[0]).toBe('Island jacket west');
    expect(await titles('category=tops')).toEqual(['Crop top jacket']);
  });

  it('hides a suspended member’s listings', async () => {
    const suspended = await createUser(t);
    await createItem(t, suspended, { title: 'Suspended jacket' });
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspendedReason: 'test' })
      .where(eq(profiles.id, suspended.id));
    expect(await titles('q=suspended')).toEqual([]);
  });

  it('measures distance from the place asked for, rounded, and never answers coordinates', async () => {
    const page = await results(`q=jacket&${near}&radius=25&sort=nearest`);
    expect(page.origin).toEqual({ placeId: portlandOR.id, label: 'Portland, OR, US', radiusKm: 25 });
    const distances = page.results.map((result) => [result.item.title, result.distanceKm]);
    // Beaverton is 10.5 km from Portland: 'about 10 km away' (to 5 km from 10 km on).
    expect(distanceKm(portlandOR, beaverton)).toBeCloseTo(10.5, 0);
    expect(distances.at(-1)).toEqual(['Denim jacket B', 10]);
    expect(distances.slice(0, -1).every(([, km]) => km === 0)).toBe(true);
    expect(JSON.stringify(page)).not.toContain(String(beaverton.lat));
    expect(JSON.stringify(page)).not.toContain(String(portlandOR.lon));
  });

  it('leaves out of distance searches, and shows no distance for, a member who hides their location', async () => {
    expect(await titles(`q=parka&${near}&radius=100`)).toEqual([]);
    const anywhere = await results(`q=parka&${near}&radius=any`);
    expect(anywhere.results.map((result) => [result.item.title, result.distanceKm])).toEqual([
      ['Parka jacket hidden', null],
    ]);
    // Nearest first puts it last, after everything with a distance.
    const nearest = await titles(`q=jacket&${near}&radius=any&sort=nearest&limit=48`);
    expect(nearest.at(-1)).toBe('Parka jacket hidden');
    expect(nearest.indexOf('Bomber jacket far')).toBeGreaterThan(nearest.indexOf('Denim jacket B'));
  });

  it('reaches across the antimeridian', async () => {
    expect(distanceKm(eastOf180, westOf180)).toBeLessThan(10);
    const page = await results(`q=island&near=${eastOf180.id}&radius=10&sort=nearest`);
    expect(page.results.map((result) => [result.item.title, result.distanceKm])).toEqual([
      ['Island jacket east', 0],
      ['Island jacket west', 6],
    ]);
  });

  it("searches within the member's own distance from their place by default; any distance when asked", async () => {
    const own = await results('q=jacket&limit=48', buyer);
    expect(own.origin).toEqual({ placeId: portlandOR.id, label: 'Portland, OR, US', radiusKm: 25 });
    expect(own.results.map((result) => result.item.title)).not.toContain('Bomber jacket far');
    expect(await titles('q=jacket&radius=any&limit=48', buyer)).toContain('Bomber jacket far');
    // A visitor has no place: every distance, and none shown.
    const visitor = await results('q=bomber');
    expect(visitor.origin).toBeNull();
    expect(visitor.results.map((result) => result.distanceKm)).toEqual([null]);
  });

  it('pages through every order without repeating or missing a listing', async () => {
    const all = new Set(await titles('q=jacket&radius=any&limit=48', buyer));
    for (const sort of ['best', 'newest', 'price_asc', 'price_desc', 'nearest']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: SearchResults = await results(
          `q=jacket&radius=any&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          buyer,
        );
        seen.push(...page.results.map((result) => result.item.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.length, sort).toBe(all.size);
      expect(new Set(seen), sort).toEqual(all);
    }
    const first = await results('q=jacket&sort=newest&limit=2');
    await refused(`q=jacket&sort=price_asc&cursor=${first.nextCursor}`, 'cursor', 'Invalid cursor');
    await refused('q=jacket&cursor=bm9wZQ', 'cursor', 'Invalid cursor');
  });

  it('ranks best match by the words, in the order of price when asked', async () => {
    expect((await titles('q=denim%20jacket&radius=any')).slice(0, 2).sort()).toEqual([
      'Denim jacket A',
      'Denim jacket B',
    ]);
    expect(await titles('q=jacket&sort=price_desc&maxPriceCents=4500&minPriceCents=4000')).toEqual([
      'Denim jacket B',
      'Leather jacket L',
    ]);
  });

  it('refuses filters and sorts that make no sense, naming them', async () => {
    await refused(
      'q=jacket&minPriceCents=5000&maxPriceCents=100',
      'minPriceCents',
      SEARCH_FILTER_TEXTS.minAboveMax,
    );
    await refused('q=jacket&size=m,huge', 'size', SEARCH_FILTER_TEXTS.unknownSize('huge'));
    await refused('q=jacket&condition=mint', 'condition', SEARCH_FILTER_TEXTS.unknownCondition('mint'));
    await refused('q=jacket&radius=25', 'radius', SEARCH_FILTER_TEXTS.noPlaceForRadius);
    await refused('q=jacket&radius=7&near=5746545', 'radius', SEARCH_FILTER_TEXTS.radius);
    await refused('q=jacket&sort=nearest', 'sort', SEARCH_FILTER_TEXTS.noPlaceForNearest);
    await refused('sort=best', 'sort', SEARCH_FILTER_TEXTS.bestNeedsWords);
    await refused('q=jacket&sort=cheapest', 'sort', SEARCH_FILTER_TEXTS.unknownSort);
    await refused('q=jacket&near=12', 'near', SEARCH_FILTER_TEXTS.nearUnknown);
    await refused('q=jacket&category=spaceships', 'category', SEARCH_FILTER_TEXTS.unknownCategory);
    await refused('q=jacket&minPriceCents=1.5', 'minPriceCents', SEARCH_FILTER_TEXTS.price);
    const elevenBrands = Array.from({ length: 11 }, (_, i) => `brand${i}`).join(',');
    await refused(`q=jacket&brand=${elevenBrands}`, 'brand', SEARCH_FILTER_TEXTS.tooManyBrands);
    const unknown = await t.client().get('/api/search/results?q=jacket&colour=red');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('colour');
  });
});

describe('GET /api/search/facets', () => {
  it('counts for each value what it would leave with the other filters as they are', async () => {
    const counted = await facets(`q=jacket&size=m&${near}&radius=25`);
    const count = (list: { value: string; count: number }[], value: string) =>
      list.find((entry) => entry.value === value)?.count;
    // Size M near Portland: Denim A and B, Wool, Suede, Rain, Crop top (the parka's owner hides where they are).
    expect(counted.total).toBe(6);
    expect((await results(`q=jacket&size=m&${near}&radius=25&limit=48`)).results).toHaveLength(6);
    // The size facet ignores the size filter: L would leave the leather jacket.
    expect(count(counted.sizes, 'm')).toBe(6);
    expect(count(counted.sizes, 'l')).toBe(1);
    expect(count(counted.sizes, 'xs')).toBe(0);
    // Crop top (stored as 'tops') counts under Clothing.
    expect(count(counted.categories, 'clothing')).toBe(6);
    expect(count(counted.conditions, 'like_new')).toBe(1);
    expect(counted.brands).toEqual([
      { value: "levi's", label: "Levi's", count: 2 },
      { value: 'carhartt', label: 'Carhartt', count: 1 },
    ]);
    expect(counted.openToSwap).toBe(5);
    // Distances ignore the distance filter: Springfield's bomber is 2,700 km away, the islands further.
    expect(counted.radii).toEqual([
      { radiusKm: 10, count: 5 },
      { radiusKm: 25, count: 6 },
      { radiusKm: 50, count: 6 },
      { radiusKm: 100, count: 6 },
    ]);
    expect(counted.origin).toMatchObject({ placeId: portlandOR.id, radiusKm: 25 });
  });

  it('keeps a chosen brand among the brands whatever its count, and has no distances without a place', async () => {
    const counted = await facets('q=jacket&brand=carhartt');
    expect(counted.brands[0]).toEqual({ value: 'carhartt', label: 'Carhartt', count: 1 });
    expect(counted.total).toBe(1);
    expect(counted.radii).toEqual([]);
    expect(counted.origin).toBeNull();
    const res = await t.client().get('/api/search/facets?q=jacket&minPriceCents=9&maxPriceCents=1');
    expect(res.status).toBe(400);
  });
});

describe('listings without a place', () => {
  it('are found without a distance filter and never within one', async () => {
    const nowhere = await createItem(t, seller, { title: 'Nowhere jacket' });
    expect(await titles('q=nowhere')).toEqual(['Nowhere jacket']);
    expect(await titles(`q=nowhere&${near}&radius=100`)).toEqual([]);
    await t.db.delete(items).where(eq(items.id, nowhere.id));
  });
});
