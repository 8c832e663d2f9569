CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"country" text NOT NULL,
	"admin1" text NOT NULL,
	"population" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_search_name_trgm_idx" ON "places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_lat_lon_idx" ON "places" USING btree ("lat","lon");