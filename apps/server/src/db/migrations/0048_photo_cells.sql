CREATE TABLE "photo_cells" (
	"cell" integer PRIMARY KEY NOT NULL,
	"centre" real[] NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "photo_cells_centre" CHECK (cardinality("photo_cells"."centre") = 128)
);
--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" ADD COLUMN "sketch" real[];--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" ADD COLUMN "cell" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_photo_embeddings_cell_idx" ON "listing_photo_embeddings" USING btree ("cell");--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" ADD CONSTRAINT "listing_photo_embeddings_sketch" CHECK (cardinality("listing_photo_embeddings"."sketch") = 128);