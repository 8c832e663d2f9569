DROP INDEX "listing_photo_embeddings_seq_idx";--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" DROP COLUMN "seq";