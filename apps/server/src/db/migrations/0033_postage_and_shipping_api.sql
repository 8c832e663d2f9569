CREATE TABLE "shipping_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"shipment_id" text,
	"status" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_labels" (
	"handover_id" uuid PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"cost_cents" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_labels_shipment_id_unique" UNIQUE("shipment_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "postage_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD COLUMN "shipment_id" text;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD COLUMN "tracking_status" text;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_handover_id_trade_handovers_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."trade_handovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_handovers_shipment_idx" ON "trade_handovers" USING btree ("shipment_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_shipping_cents_range" CHECK ("items"."shipping_cents" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_delivery" CHECK ("trades"."delivery" is null or "trades"."delivery" in ('ship', 'meetup'));--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_postage" CHECK ("trades"."postage_cents" >= 0 and ("trades"."postage_cents" = 0 or ("trades"."delivery" = 'ship' and "trades"."postage_cents" < "trades"."cash_difference_cents")));--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_tracking_status" CHECK ("trade_handovers"."tracking_status" is null or "trade_handovers"."tracking_status" in ('pre_transit', 'in_transit', 'out_for_delivery', 'delivered', 'returned', 'failure', 'unknown'));