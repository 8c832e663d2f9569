import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_TEXTS, placeListSchema, type PlaceList } from '@swapyard/domain';
import { places } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { TEST_PLACES } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { gazetteerBatches, toRow } from './gazetteer.ts';
import type { PlaceRow } from './queries.ts';
import { loadGazetteer, matchWrittenLocation, placeOfInput } from './service.ts';

// The embedded gazetteer and looking a place up (docs/product/places.md). The suites load a few real places, not
// the 135,000 (a few seconds the server spends once, at its first start).
let t: TestApp;
const fixture: PlaceRow[] = [
  TEST_PLACES.portlandOR,
  TEST_PLACES.portlandME,
  TEST_PLACES.springfieldMO,
  TEST_PLACES.springfieldIL,
  TEST_PLACES.tromso,
  TEST_PLACES.saoPaulo,
  TEST_PLACES.parisFR,
  TEST_PLACES.parisTX,
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
    const newer = [
      ...fixture,
      toRow({
        id: 2198148,
        name: 'Suva',
        country: 'FJ',
        admin1: '01',
        population: 77366,
        lat: -18.14161,
        lon: 178.44149,
      }),
    ];
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

describe('a location written as free text', () => {
  const matched = async (written: string) => (await matchWrittenLocation(t.db, written))?.id;

  it('is the place it names with its region or country, in codes or words, whatever the case or accents', async () => {
    expect(await matched('Portland, OR')).toBe(TEST_PLACES.portlandOR.id);
    expect(await matched('portland, me, usa')).toBe(TEST_PLACES.portlandME.id);
    expect(await matched('Paris, TX')).toBe(TEST_PLACES.parisTX.id);
    expect(await matched('Paris, France')).toBe(TEST_PLACES.parisFR.id);
    expect(await matched('Paris, United States')).toBe(TEST_PLACES.parisTX.id);
    expect(await matched('TROMSO, Norway')).toBe(TEST_PLACES.tromso.id);
    expect(await matched('  São Paulo ')).toBe(TEST_PLACES.saoPaulo.id);
  });

  it('is a bare name only when one place of that name is far more populous than the next', async () => {
    // Paris, France has 86 times the people of Paris, Texas; Portland, Oregon only 9.5 times Portland, Maine's.
    expect(await matched('Paris')).toBe(TEST_PLACES.parisFR.id);
    expect(await matched('Portland')).toBeUndefined();
    expect(await matched('Springfield')).toBeUndefined();
    // A region written in words is not a code: the name alone decides, and it is ambiguous.
    expect(await matched('Portland, Oregon')).toBeUndefined();
  });

  it('is no place when nothing of that name is in the written region or country', async () => {
    expect(await matched('Portland, TX')).toBeUndefined();
    expect(await matched('Paris, Germany')).toBeUndefined();
    expect(await matched('Atlantis')).toBeUndefined();
    expect(await matched(' , ')).toBeUndefined();
  });
});

describe('where an edit says someone or something is', () => {
  it('takes a chosen place with its label, a written location with the place it names, and clears both', async () => {
    const portland = TEST_PLACES.portlandOR;
    expect(await placeOfInput(t.db, { placeId: portland.id, location: 'ignored' })).toEqual({
      place: { id: portland.id, label: 'Portland, OR, US', lat: portland.lat, lon: portland.lon },
      location: 'Portland, OR, US',
    });
    expect(await placeOfInput(t.db, { location: 'Paris, TX' })).toMatchObject({
      place: { id: TEST_PLACES.parisTX.id },
      location: 'Paris, TX',
    });
    expect(await placeOfInput(t.db, { location: 'Somewhere nice' })).toEqual({
      place: null,
      location: 'Somewhere nice',
    });
    expect(await placeOfInput(t.db, { placeId: null })).toEqual({ place: null, location: null });
    expect(await placeOfInput(t.db, { location: null })).toEqual({ place: null, location: null });
    expect(await placeOfInput(t.db, {})).toBeUndefined();
  });

  it('refuses a place id that is not in the gazetteer, naming the field', async () => {
    await expect(placeOfInput(t.db, { placeId: 99 })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: 'placeId', message: PLACES_TEXTS.unknownPlace }] },
    });
  });
});
