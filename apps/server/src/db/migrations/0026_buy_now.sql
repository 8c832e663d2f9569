ALTER TYPE "public"."trade_kind" ADD VALUE 'purchase';--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "buy_now" boolean DEFAULT true NOT NULL;