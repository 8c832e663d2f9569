CREATE TABLE "swap_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cash_limit_percent" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swap_preferences_cash_limit" CHECK ("swap_preferences"."cash_limit_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "swap_preferences" ADD CONSTRAINT "swap_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;