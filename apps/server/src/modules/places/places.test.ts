import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_TEXTS, placeListSchema, type PlaceList } from '@swapyard/domain';
import { places } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { gazetteerBatches, toRow } from './gazetteer.ts';
import type { PlaceRow } from './queries.ts';
import { loadGazetteer } from './service.ts';

// The embedded gazetteer and looking a place up (docs/product/places.md). The suites load a few real places, not
// the 135,000 (a few seconds the server spends once, at its first start).
let t: TestApp;
const place = (
  id: number,
  name: string,
  country: string,
  admin1: string,
  population: number,
  lat = 0,
  lon = 0,
) => toRow({ id, name, country, admin1, population, lat, lon });
const fixture: PlaceRow[] = [
  place(5746545, 'Portland', 'US', 'OR', 632309, 45.52345, -122.67621),
  place(4975802, 'Portland', 'US', 'ME', 66881, 43.65737, -70.2589),
  place(4409896, 'Springfield', 'US', 'MO', 166810),
  place(4250542, 'Springfield', 'US', 'IL', 116565),
  place(3133895, 'Tromsø', 'NO', '54', 52436),
  place(3448439, 'São Paulo', 'BR', '27', 10021295),
];
async function* inOneBatch(rows: PlaceRow[]) {
  yield rows;
}
const silent = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  await loadGazetteer(t.db, silent, () => inOneBatch(fixture));
});
afterAll(() => t.close());

async function lookUp(q: string, status = 200): Promise<PlaceList> {
  const res = await t.app.request(`/api/places?q=${encodeURIComponent(q)}`);
  const body = (await res.json()) as PlaceList;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return status === 200 ? placeListSchema.parse(body) : body;
}

describe('the gazetteer', () => {
  it("reads the package's places: ids, names, regions, populations and coordinates", async () => {
    let count = 0;
    let portland: PlaceRow | undefined;
    for await (const batch of gazetteerBatches()) {
      count += batch.length;
      portland ??= batch.find((row) => row.id === 5746545);
      for (const row of batch) {
        if (Math.abs(row.lat) > 90 || Math.abs(row.lon) > 180 || !/^[A-Z]{2}$/.test(row.country)) {
          throw new Error(`bad place ${JSON.stringify(row)}`);
        }
      }
    }
    expect(count).toBeGreaterThan(130_000);
    expect(portland).toMatchObject({
      name: 'Portland',
      label: 'Portland, OR, US',
      admin1: 'OR',
      searchName: 'portland',
    });
    expect(portland!.lat).toBeCloseTo(45.52, 2);
    expect(portland!.lon).toBeCloseTo(-122.68, 2);
  });

  it('is loaded once: a start with the same places changes nothing, a new version updates them', async () => {
    await t.db.update(places).set({ population: 1 }).where(eq(places.id, 5746545));
    await loadGazetteer(t.db, silent, () => inOneBatch(fixture));
    const [kept] = await t.db.select().from(places).where(eq(places.id, 5746545));
    expect(kept!.population).toBe(1);
    const newer = [...fixture, place(2198148, 'Suva', 'FJ', '01', 77366)];
    await loadGazetteer(t.db, silent, () => inOneBatch(newer));
    const [updated] = await t.db.select().from(places).where(eq(places.id, 5746545));
    expect(updated!.population).toBe(632309);
    expect(await t.db.select().from(places)).toHaveLength(newer.length);
  });
});

describe('GET /api/places', () => {
  it('finds places by the start of their name, the most populous first, whatever the accents or case', async () => {
    expect((await lookUp('port')).places.map((p) => p.label)).toEqual([
      'Portland, OR, US',
      'Portland, ME, US',
    ]);
    expect((await lookUp('SPRINGF')).places.map((p) => p.label)).toEqual([
      'Springfield, MO, US',
      'Springfield, IL, US',
    ]);
    expect((await lookUp('tromso')).places).toEqual([
      { id: 3133895, label: 'Tromsø, NO', country: 'NO', population: 52436 },
    ]);
    expect((await lookUp('são')).places.map((p) => p.id)).toEqual([3448439]);
    // Coordinates never leave the server.
    expect(JSON.stringify(await lookUp('port'))).not.toContain('45.52');
  });

  it('answers a name that matches nothing with the places it is close to', async () => {
    const slip = await lookUp('Portlnd');
    expect(slip.places).toEqual([]);
    expect(slip.suggestions.map((p) => p.label)).toEqual(['Portland, OR, US', 'Portland, ME, US']);
    expect(await lookUp('Qwxzv')).toEqual({ places: [], suggestions: [] });
    // A wildcard typed is a character like any other.
    expect(await lookUp('%')).toEqual({ places: [], suggestions: [] });
  });

  it('refuses a blank or overlong name with its reason', async () => {
    expect(JSON.stringify(await lookUp('  ', 400))).toContain(PLACES_TEXTS.emptyQuery);
    expect(JSON.stringify(await lookUp('x'.repeat(101), 400))).toContain(PLACES_TEXTS.queryTooLong);
  });
});
