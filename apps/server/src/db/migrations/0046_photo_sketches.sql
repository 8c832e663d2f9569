-- Similar-listing search in the database (decision 051): each photo's 64-number sketch, a point of the cube
-- extension (PostgreSQL contrib; PGlite loads it in platform/db.ts) under a GiST index, which orders by distance.
-- Rows written before this get their sketch from the embeddings backfill job. seq served the in-memory index only.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
DROP INDEX "listing_photo_embeddings_seq_idx";--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" DROP COLUMN "seq";--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" ADD COLUMN "sketch" "cube";--> statement-breakpoint
CREATE INDEX "listing_photo_embeddings_sketch_idx" ON "listing_photo_embeddings" USING gist ("sketch");
