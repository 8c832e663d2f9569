CREATE TYPE "public"."live_auction_status" AS ENUM('pending', 'active', 'sold', 'passed');--> statement-breakpoint
CREATE TYPE "public"."live_message_type" AS ENUM('chat', 'system');--> statement-breakpoint
CREATE TYPE "public"."live_stream_status" AS ENUM('live', 'ended');--> statement-breakpoint
ALTER TYPE "public"."trade_kind" ADD VALUE 'auction';--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"hold_id" uuid NOT NULL,
	"is_winning" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bids_amount" CHECK ("auction_bids"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"starting_price_cents" integer NOT NULL,
	"current_price_cents" integer NOT NULL,
	"reserve_price_cents" integer,
	"duration_seconds" integer NOT NULL,
	"status" "live_auction_status" DEFAULT 'pending' NOT NULL,
	"started_at" timestamp (3) with time zone,
	"ends_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"winner_id" uuid,
	"trade_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_auctions_prices" CHECK ("live_auctions"."starting_price_cents" > 0 and "live_auctions"."current_price_cents" >= "live_auctions"."starting_price_cents"),
	CONSTRAINT "live_auctions_reserve" CHECK ("live_auctions"."reserve_price_cents" is null or "live_auctions"."reserve_price_cents" >= "live_auctions"."starting_price_cents"),
	CONSTRAINT "live_auctions_duration" CHECK ("live_auctions"."duration_seconds" in (30, 60, 120, 180)),
	CONSTRAINT "live_auctions_started" CHECK (("live_auctions"."status" <> 'pending' or "live_auctions"."started_at" is null) and ("live_auctions"."status" not in ('active', 'sold') or "live_auctions"."started_at" is not null) and ("live_auctions"."started_at" is null) = ("live_auctions"."ends_at" is null)),
	CONSTRAINT "live_auctions_ended" CHECK (("live_auctions"."status" in ('sold', 'passed')) = ("live_auctions"."ended_at" is not null)),
	CONSTRAINT "live_auctions_sold_has_winner" CHECK ("live_auctions"."status" <> 'sold' or "live_auctions"."winner_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "live_stream_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"message_type" "live_message_type" DEFAULT 'chat' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stream_mutes" (
	"stream_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_mutes_stream_id_user_id_pk" PRIMARY KEY("stream_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"streamer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" "live_stream_status" DEFAULT 'live' NOT NULL,
	"last_seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_streams_ended_at" CHECK (("live_streams"."status" = 'ended') = ("live_streams"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_live_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."live_auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_bidder_id_user_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_auctions" ADD CONSTRAINT "live_auctions_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_auctions" ADD CONSTRAINT "live_auctions_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_auctions" ADD CONSTRAINT "live_auctions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_auctions" ADD CONSTRAINT "live_auctions_winner_id_user_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_auctions" ADD CONSTRAINT "live_auctions_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_messages" ADD CONSTRAINT "live_stream_messages_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_messages" ADD CONSTRAINT "live_stream_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_mutes" ADD CONSTRAINT "live_stream_mutes_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_mutes" ADD CONSTRAINT "live_stream_mutes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_streamer_id_user_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("auction_id","amount_cents" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_one_winning_idx" ON "auction_bids" USING btree ("auction_id") WHERE "auction_bids"."is_winning";--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_amount_idx" ON "auction_bids" USING btree ("auction_id","amount_cents");--> statement-breakpoint
CREATE INDEX "live_auctions_stream_idx" ON "live_auctions" USING btree ("stream_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_auctions_one_active_per_stream_idx" ON "live_auctions" USING btree ("stream_id") WHERE "live_auctions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "live_auctions_one_open_per_item_idx" ON "live_auctions" USING btree ("item_id") WHERE "live_auctions"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "live_stream_messages_stream_idx" ON "live_stream_messages" USING btree ("stream_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_one_live_per_streamer_idx" ON "live_streams" USING btree ("streamer_id") WHERE "live_streams"."status" = 'live';--> statement-breakpoint
CREATE INDEX "live_streams_live_idx" ON "live_streams" USING btree ("created_at") WHERE "live_streams"."status" = 'live';