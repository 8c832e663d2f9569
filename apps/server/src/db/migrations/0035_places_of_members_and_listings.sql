ALTER TABLE "profiles" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_unplaced_location_idx" ON "profiles" USING btree ("location") WHERE "profiles"."place_id" is null and "profiles"."location" is not null;--> statement-breakpoint
CREATE INDEX "items_public_geo_idx" ON "items" USING btree ("lat","lon") WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public' and "items"."lat" is not null;--> statement-breakpoint
CREATE INDEX "items_unplaced_location_idx" ON "items" USING btree ("location") WHERE "items"."place_id" is null and "items"."location" is not null;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_place_coordinates" CHECK (("items"."place_id" is null) = ("items"."lat" is null) and ("items"."lat" is null) = ("items"."lon" is null));