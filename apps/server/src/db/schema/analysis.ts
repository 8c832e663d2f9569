import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAtColumn } from './columns.ts';
import { items } from './items.ts';

/**
 * What each listing photo looks like to the embedded vision model (docs/analysis.md, "Similar listings"): its
 * embedding, 1280 float32 numbers (5120 bytes, little-endian), and the nudity screen's explicit score. A photo's
 * file never changes under its id, so a row is written once; it goes with the item, and with the photo when an
 * edit drops it. Its `sketch` (the embedding projected on 128 fixed directions, null until the backfill makes it) and
 * `cell` (the nearest of the `photo_cells`) let a search read only the photos in the cells nearest its own
 * (decision 053).
 */
export const listingPhotoEmbeddings = pgTable(
  'listing_photo_embeddings',
  {
    photoId: text('photo_id').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    embedding: bytea('embedding').notNull(),
    sketch: real('sketch').array(),
    cell: integer('cell').notNull().default(0),
    /** The screen's Porn + Hentai probability, 0 to 1. */
    explicitScore: real('explicit_score').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('listing_photo_embeddings_item_idx').on(table.itemId),
    index('listing_photo_embeddings_cell_idx').on(table.cell),
    check('listing_photo_embeddings_size', sql`octet_length(${table.embedding}) = 5120`),
    check('listing_photo_embeddings_sketch', sql`cardinality(${table.sketch}) = 128`),
    check('listing_photo_embeddings_score', sql`${table.explicitScore} between 0 and 1`),
  ],
);

/**
 * The cells the listing photos are sorted into (decision 053): k-means centres of their sketches, trained again as
 * the catalogue grows. All rows share one `version`, so a process knows when its copy is out of date. With no rows,
 * every photo is in cell 0.
 */
export const photoCells = pgTable(
  'photo_cells',
  {
    cell: integer('cell').primaryKey(),
    centre: real('centre').array().notNull(),
    version: integer('version').notNull(),
  },
  (table) => [check('photo_cells_centre', sql`cardinality(${table.centre}) = 128`)],
);
