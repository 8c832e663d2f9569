CREATE TABLE "item_wants" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_wants_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "open_to_swap" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "item_wants" ADD CONSTRAINT "item_wants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_wants" ADD CONSTRAINT "item_wants_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_wants_item_idx" ON "item_wants" USING btree ("item_id");