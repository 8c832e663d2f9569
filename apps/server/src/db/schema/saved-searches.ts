import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { SEARCH_RADII_KM } from '@swapyard/domain';
import { user } from './auth.ts';
import { createdAtColumn, timestampMs, uuidPrimaryKey } from './columns.ts';
import { tsquery } from './search-columns.ts';

const radii = [...SEARCH_RADII_KM.map(String), 'any'].map((radius) => `'${radius}'`).join(', ');

/**
 * A member's saved searches (docs/product/search.md, "Saved searches"): a results page's query under a name, at
 * most 25 per member (the service counts under the member's lock), removed with the account.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The results page's query as its URL holds it ({ q, size, maxPriceCents, ... }), checked when saved. */
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** New matches are listings newer than this. */
    lastOpenedAt: timestampMs('last_opened_at').defaultNow().notNull(),
    createdAt: createdAtColumn(),
    /** When its member was last told of a new listing (at most one alert a search an hour). */
    lastAlertedAt: timestampMs('last_alerted_at'),
  },
  (table) => [index('saved_searches_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst())],
);

/**
 * A saved search with alerts on, as a new listing is matched against it (docs/product/search.md, "Alerts"; decision
 * 043): its query compiled when saved, filed under `key` (`w:` and the start of the stem of its rarest word, else
 * `c:` and its category, else `*`; `-` when no listing can match). Rows are written when a search is saved or
 * changed and its place refreshed when its member's changes, never when it alerts, so matching reads only the
 * covering indexes of migration 0039 (made by hand: drizzle cannot declare INCLUDE): by key for searches at any
 * distance, by key and latitude for the others.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .primaryKey()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The words known to listings when saved, each a word start ('jacket':* & 'denim':*). */
    words: tsquery('words'),
    /** Words no listing had when saved: a word start, or a near spelling of a title or brand word. */
    nearWords: text('near_words').array(),
    /** Stored categories (a category with its sub-categories). */
    categories: text('categories').array(),
    sizes: text('sizes').array(),
    conditions: text('conditions').array(),
    /** Lower-cased. */
    brands: text('brands').array(),
    minPriceCents: integer('min_price_cents'),
    maxPriceCents: integer('max_price_cents'),
    openToSwap: boolean('open_to_swap').notNull().default(false),
    /** As saved: the place to measure from (null: the member's own) and the distance (null: the member's own). */
    nearPlaceId: integer('near_place_id'),
    radius: text('radius'),
    /**
     * Resolved from those and the member's place and distance (refreshed when they change): where to measure from,
     * and how far a listing may be (null: any distance; with no place to measure from, nothing is near enough).
     */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    withinKm: integer('within_km'),
  },
  (table) => [
    index('saved_search_alerts_user_idx').on(table.userId),
    check(
      'saved_search_alerts_radius',
      sql`${table.radius} is null or ${table.radius} in (${sql.raw(radii)})`,
    ),
    check('saved_search_alerts_point', sql`(${table.lat} is null) = (${table.lon} is null)`),
    // The latitude band the matching reads candidates by holds every distance up to the widest.
    check(
      'saved_search_alerts_within',
      sql`${table.withinKm} is null or ${table.withinKm} between 0 and ${sql.raw(String(Math.max(...SEARCH_RADII_KM)))}`,
    ),
  ],
);
