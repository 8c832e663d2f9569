import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAtColumn } from './columns.ts';
import { items } from './items.ts';

/**
 * What each listing photo looks like to the embedded vision model (docs/analysis.md, "Similar listings"): its
 * embedding, 1280 float32 numbers (5120 bytes, little-endian), and the nudity screen's explicit score. A photo's
 * file never changes under its id, so a row is written once; it goes with the item, and with the photo when an
 * edit drops it. `seq` lets each server's in-memory index load only what is new.
 */
export const listingPhotoEmbeddings = pgTable(
  'listing_photo_embeddings',
  {
    photoId: text('photo_id').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    embedding: bytea('embedding').notNull(),
    /** The screen's Porn + Hentai probability, 0 to 1. */
    explicitScore: real('explicit_score').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('listing_photo_embeddings_item_idx').on(table.itemId),
    index('listing_photo_embeddings_seq_idx').on(table.seq),
    check('listing_photo_embeddings_size', sql`octet_length(${table.embedding}) = 5120`),
    check('listing_photo_embeddings_score', sql`${table.explicitScore} between 0 and 1`),
  ],
);
