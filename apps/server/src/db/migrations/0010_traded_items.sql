CREATE TABLE "traded_items" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"trade_id" uuid NOT NULL,
	"side" text NOT NULL,
	"title" text NOT NULL,
	"condition" "item_condition" NOT NULL,
	"value_cents" integer,
	"photo" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traded_items_side" CHECK ("traded_items"."side" in ('wanted', 'offered'))
);
--> statement-breakpoint
ALTER TABLE "traded_items" ADD CONSTRAINT "traded_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traded_items" ADD CONSTRAINT "traded_items_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traded_items_trade_idx" ON "traded_items" USING btree ("trade_id");--> statement-breakpoint
-- A traded item's status, availability and the fields its trade agreed on never change again (the owner and an
-- admin are refused by the items service first; this makes any other path fail too). Visibility and location may.
CREATE FUNCTION items_guard_traded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.status, NEW.is_available, NEW.user_id, NEW.title, NEW.description, NEW.brand, NEW.category, NEW.condition,
      NEW.size, NEW.value_cents, NEW.photos)
     IS DISTINCT FROM
     (OLD.status, OLD.is_available, OLD.user_id, OLD.title, OLD.description, OLD.brand, OLD.category, OLD.condition,
      OLD.size, OLD.value_cents, OLD.photos)
     AND EXISTS (SELECT 1 FROM traded_items WHERE item_id = OLD.id) THEN
    RAISE EXCEPTION 'item % was traded and cannot change', OLD.id USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER items_guard_traded BEFORE UPDATE ON items FOR EACH ROW EXECUTE FUNCTION items_guard_traded();--> statement-breakpoint
-- Trades accepted before this table existed: their items, as they are now (the best record there is).
INSERT INTO traded_items (item_id, trade_id, side, title, condition, value_cents, photo)
SELECT DISTINCT ON (i.id) i.id, t.id, x.side, i.title, i.condition, i.value_cents, i.photos -> 0
FROM trades t
CROSS JOIN LATERAL (
  SELECT t.owner_item_id AS item_id, 'wanted' AS side
  UNION ALL
  SELECT o.item_id, 'offered' FROM trade_offered_items o WHERE o.trade_id = t.id
  UNION ALL
  SELECT t.requester_item_id, 'offered'
) x
JOIN items i ON i.id = x.item_id
WHERE t.status IN ('accepted', 'completed')
ORDER BY i.id, t.responded_at DESC NULLS LAST, t.created_at DESC;
