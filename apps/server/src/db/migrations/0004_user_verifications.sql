CREATE TYPE "public"."verification_type" AS ENUM('email', 'phone', 'identity', 'address', 'drivers_license', 'passport', 'national_id');--> statement-breakpoint
CREATE TABLE "user_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"verification_type" "verification_type" NOT NULL,
	"verification_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"rejected_at" timestamp (3) with time zone,
	"rejection_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_verifications_user_idx" ON "user_verifications" USING btree ("user_id");