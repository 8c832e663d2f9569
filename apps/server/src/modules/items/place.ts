import type { Db } from '../../platform/db.ts';
import * as places from '../places/index.ts';
import * as profiles from '../profiles/index.ts';
import * as queries from './queries.ts';
import type { ItemChanges } from './queries/read-model.ts';

/*
 * Where a listing is (docs/product/places.md): a place from the gazetteer, whose label is shown and whose
 * coordinates are copied onto the listing for distance searches, or a location written as free text.
 */

type Where = NonNullable<Awaited<ReturnType<typeof places.placeOfInput>>>;

/** The listing's columns for where it is. */
export const placeColumns = ({ place, location }: Where) =>
  ({
    location,
    placeId: place?.id ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
  }) satisfies ItemChanges;

/** A new listing is where it says, or else where its owner is (when their location is a place), or nowhere. */
export async function newListingPlace(db: Db, ownerId: string, input: places.PlaceInput): Promise<Where> {
  const said = await places.placeOfInput(db, input);
  if (said) return said;
  const owners = await profiles.memberPlace(db, ownerId);
  return owners
    ? {
        place: { id: owners.placeId, label: owners.location, lat: owners.lat, lon: owners.lon },
        location: owners.location,
      }
    : { place: null, location: null };
}

/** Listings whose location was written as free text get the place it names (places.placeWrittenLocations). */
export const writtenListingLocations: places.WrittenLocations = {
  what: 'listings',
  unplaced: queries.unplacedLocations,
  place: queries.placeWrittenLocation,
};
