CREATE TYPE "public"."trade_side" AS ENUM('requester', 'owner');--> statement-breakpoint
CREATE TABLE "trade_rounds" (
	"trade_id" uuid NOT NULL,
	"round" smallint NOT NULL,
	"proposed_by" "trade_side" NOT NULL,
	"cash_difference_cents" integer NOT NULL,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_rounds_trade_id_round_pk" PRIMARY KEY("trade_id","round")
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "round" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "awaiting" "trade_side" DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_rounds" ADD CONSTRAINT "trade_rounds_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_negotiation" CHECK ("trades"."round" between 1 and 5 and ("trades"."round" = 1 or "trades"."kind" in ('cash', 'trade')) and ("trades"."awaiting" = 'owner' or "trades"."round" > 1));