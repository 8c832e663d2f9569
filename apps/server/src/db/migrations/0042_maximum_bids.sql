DROP INDEX "auction_bids_amount_idx";--> statement-breakpoint
ALTER TABLE "auction_bids" ALTER COLUMN "hold_id" DROP NOT NULL;--> statement-breakpoint
-- Every bid before maximum bids was its own maximum.
ALTER TABLE "auction_bids" ADD COLUMN "max_cents" integer;--> statement-breakpoint
UPDATE "auction_bids" SET "max_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "auction_bids" ALTER COLUMN "max_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_max" CHECK ("auction_bids"."max_cents" >= "auction_bids"."amount_cents");--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_leader_holds" CHECK (not "auction_bids"."is_winning" or "auction_bids"."hold_id" is not null);