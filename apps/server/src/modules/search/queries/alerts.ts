import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RADII_KM } from '@swapyard/domain';
import { items, places, profiles, savedSearchAlerts, userPreferences } from '../../../db/schema/index.ts';
import type { Db } from '../../../platform/db.ts';
import { EARTH_RADIUS_KM } from '../geo.ts';
import { distanceFrom, locationHidden } from './filters.ts';
import { listed, WORD_SIMILARITY_THRESHOLD } from './words.ts';

/*
 * Which saved searches a new listing matches (docs/product/search.md, "Alerts"), from their compiled `alert_*`
 * columns, in one statement: the candidates by `alert_key` on its index, then every filter checked against the one
 * listing.
 */

/** A key is at most this long: a listing offers each of its stems' starts up to it. */
export const ALERT_KEY_LENGTH = 12;

/** The stems of the words (a tsquery's text: 'jacket':* & 'denim':*), each a word start; '' when none has one. */
export async function wordStartsQuery(tx: Db, words: string[]): Promise<string> {
  const result = (await tx.execute(
    sql`select to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})::text as query`,
  )) as unknown as { rows: [{ query: string }] };
  return result.rows[0].query;
}

/** The longest stem of a word ('jackets' → 'jacket'); undefined for a stop word. */
export async function stemOf(tx: Db, word: string): Promise<string | undefined> {
  const result = (await tx.execute(
    sql`select stem from unnest(tsvector_to_array(to_tsvector('english', ${word}))) stem
      order by length(stem) desc limit 1`,
  )) as unknown as { rows: Array<{ stem: string }> };
  return result.rows[0]?.stem;
}

/** The listing as alerts tell of it, when it is listed for anyone to find. */
export async function listedItem(tx: Db, itemId: string) {
  const [row] = await tx
    .select({
      id: items.id,
      userId: items.userId,
      title: items.title,
      valueCents: items.valueCents,
      category: items.category,
    })
    .from(items)
    .where(and(eq(items.id, itemId), listed));
  return row;
}

/** Every key a search the listing may match can have: its stems' starts, its categories, and '*'. */
function keysOf(itemId: string, categories: string[]): SQL {
  return sql`array(
    select distinct 'w:' || left(stem, n)
      from ${items} listing, unnest(tsvector_to_array(listing.search_vector)) stem,
        generate_series(1, least(length(stem), ${ALERT_KEY_LENGTH})) n
      where listing.id = ${itemId}
    union all select 'c:' || category from unnest(${sql`array[${sql.join(
      categories.map((category) => sql`${category}`),
      sql`, `,
    )}]::text[]`}) category
    union all select '*')`;
}

/** The farthest a search with alerts reaches (SEARCH_RADII_KM's widest; a member's own distance is capped to it). */
export const MAX_ALERT_KM = Math.max(...SEARCH_RADII_KM);
/** Degrees of latitude holding every point within MAX_ALERT_KM: the band the index narrows candidates to. */
const LATITUDE_BAND = MAX_ALERT_KM / ((EARTH_RADIUS_KM * Math.PI) / 180);

/**
 * Within the search's distance of its place (resolved by refreshPlaces): its latitude within the band of the
 * listing's (read from the index), then the exact distance. A seller who hides their location is in no distance
 * search.
 */
const withinSearchDistance = sql`${savedSearchAlerts.lat} between ${items.lat} - ${LATITUDE_BAND}::float8
    and ${items.lat} + ${LATITUDE_BAND}::float8
  and not (${locationHidden})
  and ${distanceFrom({ lat: savedSearchAlerts.lat, lon: savedSearchAlerts.lon })} <= ${savedSearchAlerts.withinKm}`;

/** Each word no listing had when saved: a word start of the listing, or a near spelling of a title or brand word. */
const nearWordsFound = sql`not exists (select 1 from unnest(${savedSearchAlerts.nearWords}) word
  where not (${items.searchVector} @@ to_tsquery('english', word || ':*')
    or word_similarity(word, ${items.searchText}) >= ${WORD_SIMILARITY_THRESHOLD}))`;

/**
 * The saved searches with alerts on, other members', that the listing meets: candidates by key from a covering
 * index (those with a distance, by key and latitude band from their own), each filter checked against the listing.
 * Searches whose distance has no place to measure from (within_km set, lat null) are in neither: they match nothing.
 */
export function searchesMatching(tx: Db, item: { id: string; userId: string }, categories: string[]) {
  const a = savedSearchAlerts;
  const meeting = (distance: SQL) =>
    tx
      .select({ id: a.savedSearchId })
      .from(a)
      .innerJoin(items, eq(items.id, item.id))
      .where(
        and(
          sql`${a.key} = any(${keysOf(item.id, categories)})`,
          sql`${a.userId} <> ${item.userId}`,
          sql`(${a.words} is null or ${items.searchVector} @@ ${a.words})`,
          sql`(${a.nearWords} is null or ${nearWordsFound})`,
          sql`(${a.categories} is null or ${items.category} = any(${a.categories}))`,
          sql`(${a.sizes} is null or lower(${items.size}) = any(${a.sizes}))`,
          sql`(${a.conditions} is null or ${items.condition}::text = any(${a.conditions}))`,
          sql`(${a.brands} is null or lower(${items.brand}) = any(${a.brands}))`,
          sql`(${a.minPriceCents} is null or ${items.valueCents} >= ${a.minPriceCents})`,
          sql`(${a.maxPriceCents} is null or ${items.valueCents} <= ${a.maxPriceCents})`,
          sql`(not ${a.openToSwap} or ${items.openToSwap})`,
          distance,
        ),
      );
  // The two halves read the two partial indexes of migration 0039.
  return meeting(sql`${a.withinKm} is null`).unionAll(
    meeting(sql`${a.withinKm} is not null and ${a.lat} is not null and ${withinSearchDistance}`),
  );
}

/**
 * Where each search measures from (the place it names, else its member's place) and how far (its distance, else
 * its member's own, else any distance when there is no place to measure from): as the results page reads a saved
 * query (scope.ts originOf). A named place that is gone, or a distance with no place, leaves no point: nothing
 * matches. Only rows that change are written (one search's, or all of them), so a run with nothing new is a read.
 */
export async function refreshPlaces(tx: Db, savedSearchId?: string): Promise<number> {
  const a = savedSearchAlerts;
  const resolved = sql`(select alert.saved_search_id as id,
      case when alert.near_place_id is not null then near.lat else home.lat end as lat,
      case when alert.near_place_id is not null then near.lon else home.lon end as lon,
      case when alert.radius = 'any' then null
        when alert.radius is not null then alert.radius::int
        when home.id is not null then least(coalesce(pref.location_radius, 50), ${MAX_ALERT_KM})
        when alert.near_place_id is not null and near.id is null then 0
        else null end as within_km
    from ${a} alert
    join ${profiles} member on member.id = alert.user_id
    left join ${places} home on home.id = member.place_id
    left join ${places} near on near.id = alert.near_place_id
    left join ${userPreferences} pref on pref.user_id = alert.user_id
    ${savedSearchId ? sql`where alert.saved_search_id = ${savedSearchId}` : sql``})`;
  const result = (await tx.execute(sql`update ${a} set lat = resolved.lat, lon = resolved.lon,
      within_km = resolved.within_km
    from ${resolved} resolved
    where ${a.savedSearchId} = resolved.id
      and (${a.lat}, ${a.lon}, ${a.withinKm}) is distinct from (resolved.lat, resolved.lon, resolved.within_km)`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
