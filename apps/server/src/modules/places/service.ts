import { foldPlaceName, PLACE_SUGGESTIONS_LIMIT, PLACES_TEXTS, type PlaceList } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { AppError } from '../../platform/errors.ts';
import { gazetteerBatches } from './gazetteer.ts';
import * as queries from './queries.ts';
import type { PlacePoint } from './queries.ts';
import { readWrittenLocation } from './written-location.ts';

export type { PlacePoint } from './queries.ts';

/**
 * GET /api/places?q= (docs/product/places.md): places whose name starts with what was typed, most populous first;
 * when none does, the names close to it, so a slip ('Portlnd') is answered with what was meant.
 */
export async function searchPlaces(db: Db, typed: string): Promise<PlaceList> {
  const folded = foldPlaceName(typed);
  const places = folded ? await queries.placesStartingWith(db, folded, PLACE_SUGGESTIONS_LIMIT) : [];
  if (places.length > 0 || folded.length < 3) return { places, suggestions: [] };
  return { places, suggestions: await queries.placesLike(db, folded, PLACE_SUGGESTIONS_LIMIT) };
}

/**
 * Loads the embedded gazetteer into the places table unless it holds it already (same number of places): on a new
 * database, or after an upgrade of the dataset. Batches of 2,000 upserts; about 4 s, once.
 */
export async function loadGazetteer(
  db: Db,
  logger: Logger,
  batches: () => AsyncIterable<queries.PlaceRow[]> = gazetteerBatches,
): Promise<void> {
  const started = performance.now();
  // Counted in a first pass rather than kept: one batch at a time is ever in memory.
  let total = 0;
  for await (const batch of batches()) total += batch.length;
  if ((await queries.placeCount(db)) === total) return;
  for await (const batch of batches()) await queries.upsertPlaces(db, batch);
  logger.info({ places: total, ms: Math.round(performance.now() - started) }, 'gazetteer loaded');
}

/** The place a member chose (by its id), or a 400 naming the field when there is none with that id. */
export async function chosenPlace(db: Db, placeId: number): Promise<PlacePoint> {
  const place = await queries.placeById(db, placeId);
  if (!place) {
    throw new AppError('VALIDATION_FAILED', `Invalid request: placeId: ${PLACES_TEXTS.unknownPlace}`, {
      issues: [{ path: 'placeId', message: PLACES_TEXTS.unknownPlace }],
    });
  }
  return place;
}

/** A place far more populous than the next of its name is what a bare name means ('Paris': not Paris, Texas). */
const DOMINANT_POPULATION_RATIO = 20;

/**
 * The place a location written as free text means, when that is unambiguous: its name and every code written after
 * it match one place, or one far more populous than the others ('Portland, OR' and 'Portland, ME' are each
 * one place; a bare 'Portland' is neither). Undefined otherwise: the text stays as written, with no distance.
 */
export async function matchWrittenLocation(db: Db, written: string): Promise<PlacePoint | undefined> {
  const read = readWrittenLocation(written);
  if (!read) return undefined;
  const named = await queries.placesNamed(db, read.name, 50);
  const [first, second] = named.filter((place) =>
    read.qualifiers.every((codes) => codes.includes(place.country) || codes.includes(place.admin1)),
  );
  if (!first) return undefined;
  if (second && first.population < DOMINANT_POPULATION_RATIO * second.population) return undefined;
  return { id: first.id, label: first.label, lat: first.lat, lon: first.lon };
}

/** Where a member or a listing is, as an edit sends it: a place chosen from the list, or a location written. */
export interface PlaceInput {
  placeId?: number | null;
  location?: string | null;
}

/**
 * What an edit makes of where someone or something is (undefined: it does not say, so nothing changes). A chosen
 * place gives its label as the location; a written location gets the place it unambiguously names, or none; a
 * null place clears both unless a location is written with it.
 */
export async function placeOfInput(
  db: Db,
  input: PlaceInput,
): Promise<{ place: PlacePoint | null; location: string | null } | undefined> {
  if (typeof input.placeId === 'number') {
    const place = await chosenPlace(db, input.placeId);
    return { place, location: place.label };
  }
  if (input.placeId === null) return { place: null, location: input.location ?? null };
  if (input.location === undefined) return undefined;
  if (input.location === null) return { place: null, location: null };
  return { place: (await matchWrittenLocation(db, input.location)) ?? null, location: input.location };
}

/** The rows of one table whose location was written as free text, for placeWrittenLocations. */
export interface WrittenLocations {
  /** What they are, for the log: 'members', 'listings'. */
  what: string;
  /** Different written locations with no place yet, at most `limit`. */
  unplaced: (db: Db, limit: number) => Promise<string[]>;
  /** Gives every row with this written location and no place yet this place; how many. */
  place: (db: Db, location: string, place: PlacePoint) => Promise<number>;
}

const WRITTEN_LOCATIONS_PER_START = 5_000;

/**
 * Gives rows whose location was written as free text (before places, or by the demo seed) the place it
 * unambiguously names (docs/product/places.md). Run at each start, after the gazetteer is loaded: what matches
 * nothing stays as written and is looked at again next time (a partial index keeps finding them cheap).
 */
export async function placeWrittenLocations(db: Db, logger: Logger, rows: WrittenLocations): Promise<void> {
  let placed = 0;
  for (const location of await rows.unplaced(db, WRITTEN_LOCATIONS_PER_START)) {
    const place = await matchWrittenLocation(db, location);
    if (place) placed += await rows.place(db, location, place);
  }
  if (placed > 0) logger.info({ [rows.what]: placed }, `${rows.what} placed by their written location`);
}
