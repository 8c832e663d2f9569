ALTER TYPE "public"."trade_kind" ADD VALUE 'bundle';--> statement-breakpoint
CREATE TABLE "bundle_discounts" (
	"seller_id" uuid NOT NULL,
	"min_items" smallint NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "bundle_discounts_seller_id_min_items_pk" PRIMARY KEY("seller_id","min_items"),
	CONSTRAINT "bundle_discounts_range" CHECK ("bundle_discounts"."min_items" between 2 and 20 and "bundle_discounts"."percent" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"buyer_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_items_buyer_id_item_id_pk" PRIMARY KEY("buyer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "trade_bundle_items" (
	"trade_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "trade_bundle_items_trade_id_item_id_pk" PRIMARY KEY("trade_id","item_id"),
	CONSTRAINT "trade_bundle_items_price" CHECK ("trade_bundle_items"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_discounts" ADD CONSTRAINT "bundle_discounts_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_bundle_items" ADD CONSTRAINT "trade_bundle_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_bundle_items" ADD CONSTRAINT "trade_bundle_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_items_item_idx" ON "bundle_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "trade_bundle_items_item_idx" ON "trade_bundle_items" USING btree ("item_id");