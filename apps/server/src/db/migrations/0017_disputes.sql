CREATE TYPE "public"."dispute_outcome" AS ENUM('pay_payee', 'refund_payer', 'split', 'no_money');--> statement-breakpoint
CREATE TYPE "public"."dispute_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'investigating', 'resolved', 'closed');--> statement-breakpoint
CREATE TYPE "public"."dispute_type" AS ENUM('item_not_received', 'not_as_described', 'payment', 'other');--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trade_id" uuid NOT NULL,
	"initiator_id" uuid NOT NULL,
	"type" "dispute_type" NOT NULL,
	"priority" "dispute_priority" NOT NULL,
	"status" "dispute_status" DEFAULT 'open' NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolution" text,
	"outcome" "dispute_outcome",
	"paid_to_payee_cents" integer,
	"refunded_cents" integer,
	"assigned_to" uuid,
	"resolved_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_final_when_decided" CHECK (("disputes"."status" in ('resolved', 'closed')) = ("disputes"."resolved_at" is not null)),
	CONSTRAINT "disputes_resolved_has_outcome" CHECK (("disputes"."status" = 'resolved') = ("disputes"."outcome" is not null)),
	CONSTRAINT "disputes_money_not_negative" CHECK (coalesce("disputes"."paid_to_payee_cents", 0) >= 0 and coalesce("disputes"."refunded_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_initiator_id_user_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_assigned_to_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_trade" ON "disputes" USING btree ("trade_id") WHERE "disputes"."status" in ('open', 'investigating');--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "disputes_trade_idx" ON "disputes" USING btree ("trade_id");