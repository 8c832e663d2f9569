CREATE TYPE "public"."trade_kind" AS ENUM('trade', 'cash', 'invitation');--> statement-breakpoint
CREATE TYPE "public"."trade_payment_method" AS ENUM('credit', 'cash', 'mixed');--> statement-breakpoint
ALTER TYPE "public"."trade_status" ADD VALUE 'countered' BEFORE 'expired';--> statement-breakpoint
CREATE TABLE "trade_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_offered_items" (
	"trade_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_offered_items_trade_id_item_id_pk" PRIMARY KEY("trade_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "direct_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone,
	CONSTRAINT "direct_messages_two_parties" CHECK ("direct_messages"."sender_id" <> "direct_messages"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "kind" "trade_kind" DEFAULT 'trade' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "payment_method" "trade_payment_method";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "expires_at" timestamp (3) with time zone DEFAULT now() + interval '48 hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "responded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "requester_confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "owner_confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "completed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "trade_messages" ADD CONSTRAINT "trade_messages_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_messages" ADD CONSTRAINT "trade_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offered_items" ADD CONSTRAINT "trade_offered_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_offered_items" ADD CONSTRAINT "trade_offered_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_messages_trade_created_idx" ON "trade_messages" USING btree ("trade_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trade_offered_items_item_idx" ON "trade_offered_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "direct_messages_sender_idx" ON "direct_messages" USING btree ("sender_id","recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "direct_messages_recipient_idx" ON "direct_messages" USING btree ("recipient_id","sender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "direct_messages_unread_idx" ON "direct_messages" USING btree ("recipient_id") WHERE "direct_messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_invitation_id_trades_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."trades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trades_pending_owner_item_idx" ON "trades" USING btree ("owner_item_id") WHERE "trades"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "trades_invitation_answer_idx" ON "trades" USING btree ("invitation_id");