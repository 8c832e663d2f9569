ALTER TABLE "payment_sessions" ADD COLUMN "purpose" jsonb;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "purpose_result" jsonb;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_purpose_result" CHECK ("payment_sessions"."purpose_result" is null or ("payment_sessions"."purpose" is not null and "payment_sessions"."status" = 'paid'));