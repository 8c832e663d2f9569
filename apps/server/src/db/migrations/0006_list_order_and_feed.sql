DROP INDEX "items_public_list_idx";--> statement-breakpoint
DROP INDEX "items_user_created_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_created_idx";--> statement-breakpoint
DROP INDEX "user_follows_following_idx";--> statement-breakpoint
DROP INDEX "trades_requester_idx";--> statement-breakpoint
DROP INDEX "trades_owner_idx";--> statement-breakpoint
DROP INDEX "user_ratings_rated_idx";--> statement-breakpoint
DROP INDEX "user_ratings_rater_idx";--> statement-breakpoint
CREATE INDEX "items_public_category_idx" ON "items" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "items_public_list_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "items_user_created_idx" ON "items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_items_user_created_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS FIRST,"item_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_follows_following_idx" ON "user_follows" USING btree ("following_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trades_requester_idx" ON "trades" USING btree ("requester_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "trades_owner_idx" ON "trades" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_ratings_rated_idx" ON "user_ratings" USING btree ("rated_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_ratings_rater_idx" ON "user_ratings" USING btree ("rater_id","created_at" DESC NULLS FIRST);