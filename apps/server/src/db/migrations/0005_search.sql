-- Trigram similarity (typo-tolerant search). Part of PostgreSQL contrib; PGlite loads it in platform/db.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', username || ' ' || full_name), 'A') || setweight(to_tsvector('english', coalesce(bio, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || full_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', replace(category, '_', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(brand, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector") WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "items_search_text_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops) WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public';