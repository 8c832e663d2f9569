import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  itemConditions,
  itemStatuses,
  itemVisibilities,
  MAX_POSTAGE_CENTS,
  type ItemPhoto,
} from '@swapyard/domain';
import { user } from './auth.ts';
import { places } from './places.ts';
import { tsvector } from './search-columns.ts';

export const itemCondition = pgEnum('item_condition', itemConditions);
export const itemStatus = pgEnum('item_status', itemStatuses);
export const itemVisibility = pgEnum('item_visibility', itemVisibilities);

// Millisecond precision: list cursors carry created_at as a JS Date, which would drop PostgreSQL's microseconds
// and make keyset pagination skip or repeat rows.
const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const items = pgTable(
  'items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    brand: text('brand'),
    /** Upload category value ('shoes_footwear'); older closet categories may appear (see categoryDisplayName). */
    category: text('category').notNull(),
    condition: itemCondition('condition').notNull(),
    size: text('size').notNull(),
    /** Money in integer cents; the API speaks dollars. */
    valueCents: integer('value_cents'),
    /**
     * A price drop (docs/product/listing.md, "Price drops"): the price before it, and when. Kept while the price stays
     * below it; raising the price to it or above clears both (CHECKs below).
     */
    previousValueCents: integer('previous_value_cents'),
    priceDroppedAt: timestampMs('price_dropped_at'),
    /** Ordered photo objects from the upload pipeline; the first is the main photo. */
    photos: jsonb('photos').$type<ItemPhoto[]>().notNull().default([]),
    isAvailable: boolean('is_available').notNull().default(true),
    status: itemStatus('status').notNull().default('available'),
    visibility: itemVisibility('visibility').notNull().default('public'),
    /** Where it is, as shown ('Portland, OR, US'): its place's label, or what was written before places existed. */
    location: text('location'),
    /**
     * Its place in the gazetteer (docs/product/places.md) and that place's coordinates, copied here so distance
     * filters and sorts read one index of listed items; never shown.
     */
    placeId: integer('place_id').references(() => places.id),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** Swap circles may offer it (docs/product/swap-circles.md); the owner may turn it off. */
    openToSwap: boolean('open_to_swap').notNull().default(true),
    /** It can be bought at once at its value (Buy now, docs/product/trades.md); the owner may turn it off. */
    buyNow: boolean('buy_now').notNull().default(true),
    /** How it can be handed over (docs/product/handover.md): shipped, met up for, or both; never neither (a CHECK). */
    ships: boolean('ships').notNull().default(true),
    meetsUp: boolean('meets_up').notNull().default(true),
    /** Postage the buyer pays on top of the price when it ships, in cents; 0 is free shipping (a CHECK bounds it). */
    shippingCents: integer('shipping_cents').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: timestampMs('created_at').defaultNow().notNull(),
    updatedAt: timestampMs('updated_at')
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
    /**
     * Search and matching (the universal search, the feed's interest match): title and brand weigh most (A), then
     * the category's words (B), then the description (C). English stemming, so 'jackets' finds 'jacket'.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', replace(category, '_', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
    /** Lower-cased title and brand for trigram similarity: typo-tolerant matching ('jaket' → 'jacket'). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || coalesce(brand, ''))`),
  },
  // Descending index columns say nullsFirst(), here and in every table: that is the order of a plain
  // `order by x desc`, and drizzle would otherwise declare them NULLS LAST, an order the planner cannot use for
  // such queries (it sorted all public items for each newest-first page).
  (table) => [
    // The public list: available public items, newest first (id breaks ties for the cursor).
    index('items_public_list_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isAvailable} and ${table.status} = 'available' and ${table.visibility} = 'public'`),
    // One category's public listings, newest first: the feed's /discovery?category= page and its category sources.
    index('items_public_category_idx')
      .on(table.category, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isAvailable} and ${table.status} = 'available' and ${table.visibility} = 'public'`),
    // A member's own list and closet, newest first.
    index('items_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // "Is this photo used by another item?" before its file is removed (photos @> '[{"id": ...}]').
    index('items_photos_idx').using('gin', sql`${table.photos} jsonb_path_ops`),
    // Search only ever looks at what anyone may see, so the search indexes hold only that.
    index('items_search_vector_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.isAvailable} and ${table.status} = 'available' and ${table.visibility} = 'public'`),
    index('items_search_text_trgm_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.isAvailable} and ${table.status} = 'available' and ${table.visibility} = 'public'`),
    // Listed items near a point: a box of latitudes, then of longitudes (modules/search).
    index('items_public_geo_idx')
      .on(table.lat, table.lon)
      .where(
        sql`${table.isAvailable} and ${table.status} = 'available' and ${table.visibility} = 'public' and ${table.lat} is not null`,
      ),
    // Written locations not yet matched to a place, looked at when the server starts (items.placeWrittenLocations).
    index('items_unplaced_location_idx')
      .on(table.location)
      .where(sql`${table.placeId} is null and ${table.location} is not null`),
    // Coordinates exactly when there is a place.
    check(
      'items_place_coordinates',
      sql`(${table.placeId} is null) = (${table.lat} is null) and (${table.lat} is null) = (${table.lon} is null)`,
    ),
    check(
      'items_price_drop',
      sql`(${table.previousValueCents} is null) = (${table.priceDroppedAt} is null) and (${table.previousValueCents} is null or (${table.valueCents} is not null and ${table.previousValueCents} > ${table.valueCents}))`,
    ),
    check('items_handed_over_somehow', sql`${table.ships} or ${table.meetsUp}`),
    check(
      'items_shipping_cents_range',
      sql`${table.shippingCents} between 0 and ${sql.raw(String(MAX_POSTAGE_CENTS))}`,
    ),
  ],
);
