import { foldPlaceName, PLACE_SUGGESTIONS_LIMIT, type PlaceList } from '@swapyard/domain';
import type { Db } from '../../platform/db.ts';
import type { Logger } from '../../platform/logger.ts';
import { gazetteerBatches } from './gazetteer.ts';
import * as queries from './queries.ts';

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
