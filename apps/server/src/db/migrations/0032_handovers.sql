CREATE TYPE "public"."handover_method" AS ENUM('ship', 'meetup');--> statement-breakpoint
CREATE TYPE "public"."handover_state" AS ENUM('choosing', 'awaiting_shipment', 'shipped', 'delivered', 'arranging', 'meetup_agreed', 'received', 'cancelled');--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_addresses_country" CHECK ("member_addresses"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "trade_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"side" text NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"titles" text[] NOT NULL,
	"ships" boolean NOT NULL,
	"meets_up" boolean NOT NULL,
	"method" "handover_method",
	"state" "handover_state" NOT NULL,
	"address" jsonb,
	"accepted_at" timestamp (3) with time zone NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"overdue_at" timestamp (3) with time zone,
	"shipped_at" timestamp (3) with time zone,
	"delivered_at" timestamp (3) with time zone,
	"received_at" timestamp (3) with time zone,
	"meetup_at" timestamp (3) with time zone,
	"meetup_place" text,
	"meetup_proposed_by" uuid,
	"meetup_agreed_at" timestamp (3) with time zone,
	"meetup_cancel_asked_by" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"no_show_reported_by" uuid,
	"handover_code" text,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_handovers_side" CHECK ("trade_handovers"."side" in ('wanted', 'offered')),
	CONSTRAINT "trade_handovers_carrier" CHECK ("trade_handovers"."carrier" is null or "trade_handovers"."carrier" in ('usps', 'ups', 'fedex', 'dhl', 'royal_mail', 'canada_post', 'other')),
	CONSTRAINT "trade_handovers_two_members" CHECK ("trade_handovers"."giver_id" <> "trade_handovers"."receiver_id"),
	CONSTRAINT "trade_handovers_offered" CHECK ("trade_handovers"."ships" or "trade_handovers"."meets_up"),
	CONSTRAINT "trade_handovers_method" CHECK (("trade_handovers"."method" is null) = ("trade_handovers"."state"::text = 'choosing') or "trade_handovers"."state"::text = 'cancelled'),
	CONSTRAINT "trade_handovers_shipping" CHECK ("trade_handovers"."state"::text not in ('awaiting_shipment', 'shipped', 'delivered') or ("trade_handovers"."method"::text = 'ship' and "trade_handovers"."address" is not null)),
	CONSTRAINT "trade_handovers_tracking" CHECK (("trade_handovers"."shipped_at" is null) = ("trade_handovers"."tracking_number" is null) and ("trade_handovers"."carrier" is null) = ("trade_handovers"."tracking_number" is null) and ("trade_handovers"."state"::text not in ('shipped', 'delivered') or "trade_handovers"."shipped_at" is not null)),
	CONSTRAINT "trade_handovers_meetup" CHECK (("trade_handovers"."meetup_at" is null) = ("trade_handovers"."meetup_place" is null) and ("trade_handovers"."state"::text <> 'meetup_agreed' or ("trade_handovers"."meetup_agreed_at" is not null and "trade_handovers"."meetup_at" is not null and "trade_handovers"."handover_code" ~ '^[0-9]{6}$'))),
	CONSTRAINT "trade_handovers_dates" CHECK (("trade_handovers"."state"::text <> 'delivered' or "trade_handovers"."delivered_at" is not null) and ("trade_handovers"."state"::text = 'received') = ("trade_handovers"."received_at" is not null) and ("trade_handovers"."state"::text = 'cancelled') = ("trade_handovers"."cancelled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "ships" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "meets_up" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "handover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "handed_over_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_giver_id_user_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_meetup_proposed_by_user_id_fk" FOREIGN KEY ("meetup_proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_handovers" ADD CONSTRAINT "trade_handovers_no_show_reported_by_user_id_fk" FOREIGN KEY ("no_show_reported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_addresses_user_idx" ON "member_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_addresses_one_default_idx" ON "member_addresses" USING btree ("user_id") WHERE "member_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "trade_handovers_trade_side_idx" ON "trade_handovers" USING btree ("trade_id","side");--> statement-breakpoint
CREATE INDEX "trade_handovers_giver_idx" ON "trade_handovers" USING btree ("giver_id");--> statement-breakpoint
CREATE INDEX "trade_handovers_receiver_idx" ON "trade_handovers" USING btree ("receiver_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_handed_over_somehow" CHECK ("items"."ships" or "items"."meets_up");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_handed_over" CHECK ("trades"."handed_over_at" is null or "trades"."handover");