CREATE TYPE "public"."report_reason" AS ENUM('harassment', 'fraud', 'illegal_content', 'inappropriate_content', 'spam', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('pending', 'investigating', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('item', 'user');--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target" "report_target" NOT NULL,
	"reported_user_id" uuid NOT NULL,
	"reported_item_id" uuid,
	"reported_item_title" text,
	"reason" "report_reason" NOT NULL,
	"description" text NOT NULL,
	"status" "report_status" DEFAULT 'pending' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"resolution_notes" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_not_self" CHECK ("reports"."reporter_id" <> "reports"."reported_user_id"),
	CONSTRAINT "reports_item_named" CHECK ("reports"."target" = 'user' or "reports"."reported_item_title" is not null),
	CONSTRAINT "reports_user_has_no_item" CHECK ("reports"."target" = 'item' or "reports"."reported_item_id" is null),
	CONSTRAINT "reports_decided_at" CHECK (("reports"."status" = 'pending') = ("reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_user_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_item_id_items_id_fk" FOREIGN KEY ("reported_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_item_key" ON "reports" USING btree ("reporter_id","reported_item_id") WHERE "reports"."target" = 'item' and "reports"."status" in ('pending', 'investigating');--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_user_key" ON "reports" USING btree ("reporter_id","reported_user_id") WHERE "reports"."target" = 'user' and "reports"."status" in ('pending', 'investigating');--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id");