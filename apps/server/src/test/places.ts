import type { Db } from '../platform/db.ts';
import { createLogger } from '../platform/logger.ts';
import { toRow } from '../modules/places/gazetteer.ts';
import type { PlaceRow } from '../modules/places/queries.ts';
import { loadGazetteer } from '../modules/places/service.ts';

// A few real places of the embedded gazetteer (GeoNames' ids, names, regions, populations and coordinates), for
// suites that need places without the 135,000 the server loads at its first start.
/** A place as the gazetteer loads it (label and folded name made as for the real ones). */
export const placeRow = toRow;

const place = (
  id: number,
  name: string,
  country: string,
  admin1: string,
  population: number,
  lat: number,
  lon: number,
) => toRow({ id, name, country, admin1, population, lat, lon });

export const TEST_PLACES = {
  portlandOR: place(5746545, 'Portland', 'US', 'OR', 632309, 45.52345, -122.67621),
  portlandME: place(4975802, 'Portland', 'US', 'ME', 66881, 43.65737, -70.2589),
  beaverton: place(5713376, 'Beaverton', 'US', 'OR', 97494, 45.48706, -122.80371),
  springfieldMO: place(4409896, 'Springfield', 'US', 'MO', 166810, 37.21533, -93.29824),
  springfieldIL: place(4250542, 'Springfield', 'US', 'IL', 116565, 39.80172, -89.64371),
  parisFR: place(2988507, 'Paris', 'FR', '11', 2138551, 48.85341, 2.3488),
  parisTX: place(4717560, 'Paris', 'US', 'TX', 24782, 33.66094, -95.55551),
  tromso: place(3133895, 'Tromsø', 'NO', '54', 52436, 69.6489, 18.95508),
  saoPaulo: place(3448439, 'São Paulo', 'BR', '27', 10021295, -23.5475, -46.63611),
} satisfies Record<string, PlaceRow>;

async function* inOneBatch(rows: PlaceRow[]) {
  yield rows;
}

/** Loads these places (by default TEST_PLACES) as the server loads the whole gazetteer. */
export function plantPlaces(db: Db, rows: PlaceRow[] = Object.values(TEST_PLACES)): Promise<void> {
  return loadGazetteer(db, createLogger('silent'), () => inOneBatch(rows));
}
