CREATE TABLE "listing_photo_embeddings" (
	"photo_id" text PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "listing_photo_embeddings_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"embedding" "bytea" NOT NULL,
	"explicit_score" real NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photo_embeddings_size" CHECK (octet_length("listing_photo_embeddings"."embedding") = 5120),
	CONSTRAINT "listing_photo_embeddings_score" CHECK ("listing_photo_embeddings"."explicit_score" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "listing_photo_embeddings" ADD CONSTRAINT "listing_photo_embeddings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photo_embeddings_item_idx" ON "listing_photo_embeddings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "listing_photo_embeddings_seq_idx" ON "listing_photo_embeddings" USING btree ("seq");