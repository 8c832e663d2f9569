CREATE TYPE "public"."swap_circle_status" AS ENUM('proposed', 'completed', 'declined', 'expired', 'dissolved');--> statement-breakpoint
ALTER TYPE "public"."trade_kind" ADD VALUE 'circle';--> statement-breakpoint
CREATE TABLE "swap_circle_legs" (
	"circle_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"value_cents" integer NOT NULL,
	"cash_cents" integer DEFAULT 0 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"hold_id" uuid,
	"trade_id" uuid,
	CONSTRAINT "swap_circle_legs_circle_id_position_pk" PRIMARY KEY("circle_id","position"),
	CONSTRAINT "swap_circle_legs_two_members" CHECK ("swap_circle_legs"."giver_id" <> "swap_circle_legs"."receiver_id"),
	CONSTRAINT "swap_circle_legs_value" CHECK ("swap_circle_legs"."value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "swap_circles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "swap_circle_status" DEFAULT 'proposed' NOT NULL,
	"combination_key" text NOT NULL,
	"member_count" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"closed_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_circles_member_count" CHECK ("swap_circles"."member_count" between 2 and 3)
);
--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_circle_id_swap_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."swap_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_giver_id_user_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_receiver_id_user_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circle_legs" ADD CONSTRAINT "swap_circle_legs_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_circles" ADD CONSTRAINT "swap_circles_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "swap_circle_legs_open_item_idx" ON "swap_circle_legs" USING btree ("item_id") WHERE "swap_circle_legs"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "swap_circle_legs_open_giver_idx" ON "swap_circle_legs" USING btree ("giver_id") WHERE "swap_circle_legs"."open";--> statement-breakpoint
CREATE INDEX "swap_circle_legs_receiver_idx" ON "swap_circle_legs" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "swap_circles_closed_key_idx" ON "swap_circles" USING btree ("combination_key") WHERE "swap_circles"."status" in ('declined', 'expired');--> statement-breakpoint
CREATE UNIQUE INDEX "swap_circles_proposed_key_idx" ON "swap_circles" USING btree ("combination_key") WHERE "swap_circles"."status" = 'proposed';