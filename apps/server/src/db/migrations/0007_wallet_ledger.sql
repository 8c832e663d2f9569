CREATE TYPE "public"."wallet_hold_status" AS ENUM('held', 'released', 'captured');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('member_credit', 'member_cash', 'member_held', 'platform_fees', 'card_clearing', 'payouts_in_transit', 'payouts_paid');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('card_top_up', 'hold', 'hold_release', 'hold_capture', 'transfer', 'withdrawal', 'withdrawal_cancelled', 'withdrawal_failed', 'withdrawal_paid', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('open', 'paid', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_method" AS ENUM('bank_transfer', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."withdrawal_status" AS ENUM('pending', 'processing', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_transaction_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"memo" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" "ledger_account_kind" NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_owner_matches_kind" CHECK (("wallet_accounts"."owner_id" is not null) = ("wallet_accounts"."kind" in ('member_credit', 'member_cash', 'member_held'))),
	CONSTRAINT "wallet_accounts_member_not_negative" CHECK ("wallet_accounts"."kind" not in ('member_credit', 'member_cash', 'member_held') or "wallet_accounts"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"credit_cents" bigint NOT NULL,
	"cash_cents" bigint NOT NULL,
	"status" "wallet_hold_status" DEFAULT 'held' NOT NULL,
	"reference" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_holds_amounts" CHECK ("wallet_holds"."credit_cents" >= 0 and "wallet_holds"."cash_cents" >= 0 and "wallet_holds"."credit_cents" + "wallet_holds"."cash_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "payment_status" DEFAULT 'open' NOT NULL,
	"failure_reason" text,
	"ledger_transaction_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"withdrawal_method" "withdrawal_method" NOT NULL,
	"withdrawal_details" jsonb NOT NULL,
	"processing_fee_cents" bigint NOT NULL,
	"net_amount_cents" bigint NOT NULL,
	"status" "withdrawal_status" DEFAULT 'pending' NOT NULL,
	"payout_reference" text,
	"failure_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount_cents" > 0 and "withdrawals"."processing_fee_cents" >= 0 and "withdrawals"."net_amount_cents" > 0 and "withdrawals"."amount_cents" = "withdrawals"."processing_fee_cents" + "withdrawals"."net_amount_cents")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_owner_kind_idx" ON "wallet_accounts" USING btree ("owner_id","kind") WHERE "wallet_accounts"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_platform_kind_idx" ON "wallet_accounts" USING btree ("kind") WHERE "wallet_accounts"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_holds_owner_idx" ON "wallet_holds" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "wallet_holds_reference_idx" ON "wallet_holds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_session_idx" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_user_idx" ON "payment_sessions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_run_at_idx" ON "jobs" USING btree ("run_at");--> statement-breakpoint
-- The ledger's rules live in the database, so no code path (or a bug in one) can break them.
-- 1. An account's balance is the sum of its entries: each entry adds to its account as it is inserted. The update
--    takes the account row's lock, so concurrent movements on one wallet queue up, and the CHECK on member
--    balances fails the whole transaction instead of letting a wallet go below zero.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_accounts SET balance_cents = balance_cents + NEW.amount_cents WHERE id = NEW.account_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();--> statement-breakpoint
-- 2. Balances change only through entries (the trigger above runs one level down).
CREATE FUNCTION wallet_accounts_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance_cents IS DISTINCT FROM OLD.balance_cents AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'wallet balances change only through ledger entries' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER wallet_accounts_guard_balance BEFORE UPDATE ON wallet_accounts FOR EACH ROW EXECUTE FUNCTION wallet_accounts_guard_balance();--> statement-breakpoint
-- 3. Entries are never changed or removed: a correction is a new transaction.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
-- 4. Every transaction's entries sum to zero, checked at commit (deferred) once all its entries are in.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- The platform's accounts exist from the start with fixed ids (modules/wallet/ledger.ts names them), so posting
-- never has to look them up.
INSERT INTO wallet_accounts (id, kind) VALUES
  ('00000000-0000-4000-8000-000000000001', 'platform_fees'),
  ('00000000-0000-4000-8000-000000000002', 'card_clearing'),
  ('00000000-0000-4000-8000-000000000003', 'payouts_in_transit'),
  ('00000000-0000-4000-8000-000000000004', 'payouts_paid');
