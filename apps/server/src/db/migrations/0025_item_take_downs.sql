CREATE TABLE "item_take_downs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"report_id" uuid,
	"reason" text NOT NULL,
	"previous_visibility" "item_visibility" NOT NULL,
	"taken_down_by" uuid,
	"taken_down_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"restored_by" uuid,
	"restored_at" timestamp (3) with time zone,
	CONSTRAINT "item_take_downs_reason" CHECK (char_length("item_take_downs"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "item_take_downs" ADD CONSTRAINT "item_take_downs_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_take_downs" ADD CONSTRAINT "item_take_downs_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_take_downs" ADD CONSTRAINT "item_take_downs_taken_down_by_user_id_fk" FOREIGN KEY ("taken_down_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_take_downs" ADD CONSTRAINT "item_take_downs_restored_by_user_id_fk" FOREIGN KEY ("restored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_take_downs_active_key" ON "item_take_downs" USING btree ("item_id") WHERE "item_take_downs"."restored_at" is null;