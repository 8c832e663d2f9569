ALTER TYPE "public"."notification_type" ADD VALUE 'saved_search' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'price_drop' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pending_since" timestamp (3) with time zone,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"words" "tsquery",
	"near_words" text[],
	"categories" text[],
	"sizes" text[],
	"conditions" text[],
	"brands" text[],
	"min_price_cents" integer,
	"max_price_cents" integer,
	"open_to_swap" boolean DEFAULT false NOT NULL,
	"near_place_id" integer,
	"radius" text,
	"lat" double precision,
	"lon" double precision,
	"within_km" integer,
	CONSTRAINT "saved_search_alerts_radius" CHECK ("saved_search_alerts"."radius" is null or "saved_search_alerts"."radius" in ('10', '25', '50', '100', 'any')),
	CONSTRAINT "saved_search_alerts_point" CHECK (("saved_search_alerts"."lat" is null) = ("saved_search_alerts"."lon" is null)),
	CONSTRAINT "saved_search_alerts_within" CHECK ("saved_search_alerts"."within_km" is null or "saved_search_alerts"."within_km" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "price_drop_alerts" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"alerted_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_alerted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_alerts" ADD CONSTRAINT "price_drop_alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_digests_pending_idx" ON "notification_digests" USING btree ("pending_since") WHERE "notification_digests"."pending_since" is not null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_user_idx" ON "saved_search_alerts" USING btree ("user_id");--> statement-breakpoint
-- By hand (drizzle cannot declare INCLUDE): a new listing reads its candidates from these indexes alone (decision 043),
-- searches at any distance by key, the others by key and the latitude band around the listing.
CREATE INDEX "saved_search_alerts_anywhere_idx" ON "saved_search_alerts" USING btree ("key") INCLUDE ("saved_search_id", "user_id", "words", "near_words", "categories", "sizes", "conditions", "brands", "min_price_cents", "max_price_cents", "open_to_swap") WHERE "within_km" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_near_idx" ON "saved_search_alerts" USING btree ("key", "lat") INCLUDE ("saved_search_id", "user_id", "words", "near_words", "categories", "sizes", "conditions", "brands", "min_price_cents", "max_price_cents", "open_to_swap", "lon", "within_km") WHERE "within_km" IS NOT NULL AND "lat" IS NOT NULL;
