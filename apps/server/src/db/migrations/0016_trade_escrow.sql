ALTER TABLE "trades" ADD COLUMN "dispute_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD COLUMN "returned_credit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD COLUMN "returned_cash_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_returned" CHECK ("wallet_holds"."returned_credit_cents" between 0 and "wallet_holds"."credit_cents" and "wallet_holds"."returned_cash_cents" between 0 and "wallet_holds"."cash_cents");--> statement-breakpoint
-- Trades accepted before escrow (their cash was paid at acceptance) complete on their own 14 days after acceptance too.
INSERT INTO "jobs" ("kind", "payload", "run_at", "dedupe_key")
SELECT 'trade.complete', jsonb_build_object('tradeId', "id"), coalesce("responded_at", "updated_at") + interval '14 days', 'trade.complete:' || "id"
FROM "trades" WHERE "status" = 'accepted'
ON CONFLICT ("dedupe_key") DO NOTHING;
