CREATE TYPE "public"."item_condition" AS ENUM('new', 'like_new', 'good', 'fair', 'poor');--> statement-breakpoint
CREATE TYPE "public"."item_status" AS ENUM('available', 'swapped', 'sold', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."item_visibility" AS ENUM('public', 'private', 'live-only');--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"brand" text,
	"category" text NOT NULL,
	"condition" "item_condition" NOT NULL,
	"size" text NOT NULL,
	"value_cents" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"status" "item_status" DEFAULT 'available' NOT NULL,
	"visibility" "item_visibility" DEFAULT 'public' NOT NULL,
	"location" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_public_list_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."is_available" and "items"."status" = 'available' and "items"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "items_user_created_idx" ON "items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_photos_idx" ON "items" USING gin ("photos" jsonb_path_ops);