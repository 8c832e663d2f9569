import { and, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { items, places, profiles, userPreferences } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { boundingBox, EARTH_RADIUS_KM, type Point } from '../geo.ts';
import { wordsMatch, type ItemWordPlan, type WordMatch } from './words.ts';

/*
 * The filters of the results page and its facet counts (docs/product/search.md, "Results"), as SQL conditions on
 * `items`, each on its own so a facet can leave its own out.
 */

/** Where distances are measured from, and how far results may be (null: any distance). */
export interface Origin extends Point {
  placeId: number;
  label: string;
  radiusKm: number | null;
}

export interface ResultFilters {
  words?: { plan: ItemWordPlan; match: WordMatch; frequencies: number[] };
  /** Stored categories (a category with its sub-categories). */
  categories?: string[];
  sizes?: string[];
  conditions?: string[];
  /** Lower-cased. */
  brands?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  openToSwap?: boolean;
  origin?: Origin;
}

/** The filters a facet counts by (leaving its own out). */
export type Facet = 'category' | 'size' | 'condition' | 'brand' | 'swap' | 'radius';

/**
 * Members who turned Location Sharing off: their listings are in no distance search and show no distance (the
 * partial index profiles_location_hidden_idx holds exactly them, so this is one small index read per statement).
 */
export const locationHidden = sql`${items.userId} in (select hidden.id from ${profiles} hidden
  where (hidden.privacy_settings ->> 'show_location') = 'false')`;

/** Coordinates as numbers, or columns of the statement (a saved search's place). */
export interface PointIn {
  lat: number | SQL | AnyPgColumn;
  lon: number | SQL | AnyPgColumn;
}

/** The great-circle distance in km from the origin to the listing's place (haversine). */
export function distanceFrom(origin: PointIn): SQL {
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${items.lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${items.lat}))
      * power(sin(radians(${items.lon} - ${origin.lon}::float8) / 2), 2)))))`;
}

/** Within `radiusKm`: inside the bounding box (items_public_geo_idx), then the exact distance. */
export function within(origin: Point, radiusKm: number): SQL {
  const box = boundingBox(origin, radiusKm);
  const latitudes = sql`${items.lat} between ${box.south}::float8 and ${box.north}::float8`;
  const { lon } = box;
  const longitudes = !lon
    ? undefined
    : lon.from <= lon.to
      ? sql`${items.lon} between ${lon.from}::float8 and ${lon.to}::float8`
      : or(sql`${items.lon} >= ${lon.from}::float8`, sql`${items.lon} <= ${lon.to}::float8`);
  return and(
    isNotNull(items.lat),
    latitudes,
    longitudes,
    sql`${distanceFrom(origin)} <= ${radiusKm}::float8`,
    sql`not (${locationHidden})`,
  )!;
}

/** The words and the price range: what every count of the results page narrows by. */
export function baseConditions(filters: ResultFilters): SQL[] {
  return [
    filters.words && wordsMatch(filters.words.plan, filters.words.match),
    filters.minPriceCents !== undefined ? sql`${items.valueCents} >= ${filters.minPriceCents}` : undefined,
    filters.maxPriceCents !== undefined ? sql`${items.valueCents} <= ${filters.maxPriceCents}` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** One facet's filter, when it is set. */
export function facetCondition(filters: ResultFilters, facet: Facet): SQL | undefined {
  switch (facet) {
    case 'category':
      return filters.categories?.length ? inArray(items.category, filters.categories) : undefined;
    case 'size':
      return filters.sizes?.length ? inArray(sql`lower(${items.size})`, filters.sizes) : undefined;
    case 'condition':
      return filters.conditions?.length
        ? inArray(items.condition, filters.conditions as (typeof items.condition._.data)[])
        : undefined;
    case 'brand':
      return filters.brands?.length ? inArray(sql`lower(${items.brand})`, filters.brands) : undefined;
    case 'swap':
      return filters.openToSwap ? sql`${items.openToSwap}` : undefined;
    case 'radius': {
      const { origin } = filters;
      return origin && origin.radiusKm !== null ? within(origin, origin.radiusKm) : undefined;
    }
  }
}

export const facets: readonly Facet[] = ['category', 'size', 'condition', 'brand', 'swap', 'radius'];

/** The conditions of every filter set, but `except`'s (a facet counting by it). */
export function filterConditions(filters: ResultFilters, except?: Facet): SQL[] {
  const set = facets
    .filter((facet) => facet !== except)
    .map((facet) => facetCondition(filters, facet))
    .filter((condition): condition is SQL => condition !== undefined);
  return [...baseConditions(filters), ...set];
}

/** A member's place with its coordinates and the distance they search within (Settings), when they have one. */
export async function memberOrigin(
  db: Db,
  userId: string,
): Promise<(Omit<Origin, 'radiusKm'> & { radiusKm: number }) | undefined> {
  const [row] = await db
    .select({
      placeId: places.id,
      label: places.label,
      lat: places.lat,
      lon: places.lon,
      radiusKm: sql<number>`coalesce(${userPreferences.locationRadius}, 50)`,
    })
    .from(profiles)
    .innerJoin(places, sql`${places.id} = ${profiles.placeId}`)
    .leftJoin(userPreferences, sql`${userPreferences.userId} = ${profiles.id}`)
    .where(sql`${profiles.id} = ${userId}`);
  return row;
}

/** A place chosen to search near. */
export async function placeOrigin(db: Db, placeId: number) {
  const [row] = await db
    .select({ placeId: places.id, label: places.label, lat: places.lat, lon: places.lon })
    .from(places)
    .where(sql`${places.id} = ${placeId}`);
  return row;
}
