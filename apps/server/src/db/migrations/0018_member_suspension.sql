ALTER TABLE "profiles" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_by" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "profiles_suspended_idx" ON "profiles" USING btree ("id") WHERE "profiles"."suspended_at" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspension_reason" CHECK (("profiles"."suspended_at" is null) = ("profiles"."suspended_reason" is null));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspended_by" CHECK ("profiles"."suspended_at" is not null or "profiles"."suspended_by" is null);--> statement-breakpoint
-- A suspended member holds no session (docs/product/moderation.md, "Suspending a member"): the suspension deletes
-- their sessions in its transaction and better-auth's hook refuses new ones with the member's message; this refuses
-- the session of a sign-in that raced the suspension. The row lock waits for a suspension still in progress, then
-- reads the committed row (a WHERE on suspended_at would skip the row before waiting).
CREATE FUNCTION session_refuse_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE suspended timestamptz;
BEGIN
  SELECT suspended_at INTO suspended FROM profiles WHERE id = NEW.user_id FOR SHARE;
  IF suspended IS NOT NULL THEN
    RAISE EXCEPTION 'a suspended member cannot have a session' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER session_refuse_suspended BEFORE INSERT ON session FOR EACH ROW EXECUTE FUNCTION session_refuse_suspended();
