CREATE TABLE "liker_offer_recipients" (
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "liker_offer_recipients_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "liker_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"listed_cents" integer NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liker_offers_discount" CHECK ("liker_offers"."price_cents" > 0 and "liker_offers"."price_cents" * 10 <= "liker_offers"."listed_cents" * 9)
);
--> statement-breakpoint
ALTER TABLE "liker_offer_recipients" ADD CONSTRAINT "liker_offer_recipients_offer_id_liker_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."liker_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liker_offer_recipients" ADD CONSTRAINT "liker_offer_recipients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liker_offers" ADD CONSTRAINT "liker_offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liker_offers" ADD CONSTRAINT "liker_offers_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liker_offer_recipients_user_idx" ON "liker_offer_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "liker_offers_item_idx" ON "liker_offers" USING btree ("item_id","created_at" DESC NULLS LAST);