ALTER TABLE "live_auctions" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each auction's bids counted once; from now on live_place_bid counts them as it inserts them.
UPDATE "live_auctions" SET "bid_count" = (SELECT count(*) FROM "auction_bids" WHERE "auction_bids"."auction_id" = "live_auctions"."id");--> statement-breakpoint
-- Holds in one round trip each (decision 047): the wallet service's `hold` and `releaseHold` call these, and so
-- does a bid. The ledger's own rules (migration 0007) still apply to what they write: balances follow entries,
-- member balances stay at zero or more, every transaction sums to zero.
--
-- A member's three accounts, locked in id order as every posting locks them, so opposite movements cannot deadlock.
CREATE FUNCTION wallet_lock_member_accounts(p_owner uuid, OUT credit_id uuid, OUT cash_id uuid, OUT held_id uuid)
LANGUAGE plpgsql AS $$
DECLARE
  account record;
BEGIN
  FOR account IN SELECT id, kind FROM wallet_accounts WHERE owner_id = p_owner ORDER BY id FOR UPDATE LOOP
    CASE account.kind
      WHEN 'member_credit' THEN credit_id := account.id;
      WHEN 'member_cash' THEN cash_id := account.id;
      WHEN 'member_held' THEN held_id := account.id;
    END CASE;
  END LOOP;
END $$;--> statement-breakpoint
-- wallet_hold: money set aside out of the owner's credit and cash wallets into their held account, posted under
-- `p_idempotency_key`; the same key again returns the first hold and moves nothing. A wallet that cannot cover its
-- part fails on the ledger's CHECK (23514, wallet_accounts_member_not_negative), as a member without accounts does.
CREATE FUNCTION wallet_hold(p_owner uuid, p_credit_cents bigint, p_cash_cents bigint, p_idempotency_key text, p_reference text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  accounts record;
  created wallet_holds;
  posted uuid;
BEGIN
  INSERT INTO wallet_holds (owner_id, credit_cents, cash_cents, reference)
    VALUES (p_owner, p_credit_cents, p_cash_cents, p_reference) RETURNING * INTO created;
  INSERT INTO ledger_transactions (kind, idempotency_key, reference, memo)
    VALUES ('hold', p_idempotency_key, 'hold:' || created.id, p_reference)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO posted;
  IF posted IS NULL THEN
    DELETE FROM wallet_holds WHERE id = created.id;
    SELECT h.* INTO STRICT created FROM wallet_holds h
      JOIN ledger_transactions t ON t.reference = 'hold:' || h.id WHERE t.idempotency_key = p_idempotency_key;
    RETURN to_jsonb(created);
  END IF;
  SELECT * INTO accounts FROM wallet_lock_member_accounts(p_owner);
  IF accounts.held_id IS NULL THEN
    RAISE EXCEPTION 'member % has no wallet', p_owner
      USING ERRCODE = '23514', CONSTRAINT = 'wallet_accounts_member_not_negative';
  END IF;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
    SELECT posted, leg.account_id, leg.amount_cents
    FROM (VALUES (accounts.credit_id, -p_credit_cents), (accounts.cash_id, -p_cash_cents),
      (accounts.held_id, p_credit_cents + p_cash_cents))
      AS leg (account_id, amount_cents)
    WHERE leg.amount_cents <> 0;
  RETURN to_jsonb(created);
END $$;--> statement-breakpoint
-- wallet_release_hold: held money back to the wallets it came from. A released hold again changes nothing; a
-- captured one fails (SQLSTATE SYWAL, 'hold_captured').
CREATE FUNCTION wallet_release_hold(p_hold uuid) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  hold_row wallet_holds;
  accounts record;
  posted uuid;
BEGIN
  SELECT * INTO hold_row FROM wallet_holds WHERE id = p_hold FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'hold_not_found' USING ERRCODE = 'SYWAL';
  END IF;
  IF hold_row.status = 'released' THEN
    RETURN to_jsonb(hold_row);
  END IF;
  IF hold_row.status = 'captured' THEN
    RAISE EXCEPTION 'hold_captured' USING ERRCODE = 'SYWAL';
  END IF;
  SELECT * INTO accounts FROM wallet_lock_member_accounts(hold_row.owner_id);
  INSERT INTO ledger_transactions (kind, idempotency_key, reference)
    VALUES ('hold_release', 'hold_release:' || p_hold, 'hold:' || p_hold)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO posted;
  IF posted IS NOT NULL THEN
    INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
      SELECT posted, leg.account_id, leg.amount_cents
      FROM (VALUES (accounts.held_id, -(hold_row.credit_cents + hold_row.cash_cents)),
        (accounts.credit_id, hold_row.credit_cents), (accounts.cash_id, hold_row.cash_cents)) AS leg (account_id, amount_cents)
      WHERE leg.amount_cents <> 0;
  END IF;
  UPDATE wallet_holds SET status = 'released', updated_at = now() WHERE id = p_hold RETURNING * INTO hold_row;
  RETURN to_jsonb(hold_row);
END $$;--> statement-breakpoint
-- Bids (docs/product/live.md "Bidding" and "Maximum bids"; decision 047). A refusal raises SQLSTATE SYBID with the
-- reason as its message and the figure its text quotes as its detail; modules/live/bids.ts words it.
CREATE FUNCTION live_refuse(p_reason text, p_figure bigint DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', p_reason USING ERRCODE = 'SYBID', DETAIL = coalesce(p_figure::text, '');
END $$;--> statement-breakpoint
-- What a bid asks for, read against the price and, for the leader, their maximum: the amount bid now (null for a
-- leader raising only their maximum) and the most the server may bid for it. A maximum alone bids the lowest amount
-- that leads; an amount alone is its own maximum; a leader's maximum never goes down.
CREATE FUNCTION live_asked_bid(p_amount integer, p_max integer, p_price integer, p_leader_max integer, p_increment integer,
  OUT amount_cents integer, OUT max_cents integer) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_amount IS NOT NULL THEN
    IF p_amount <= p_price THEN PERFORM live_refuse('bid_too_low', p_price); END IF;
    IF p_amount < p_price + p_increment THEN PERFORM live_refuse('bid_below_increment', p_price + p_increment); END IF;
    IF p_max < p_amount THEN PERFORM live_refuse('maximum_below_bid'); END IF;
    amount_cents := p_amount;
    max_cents := greatest(coalesce(p_max, p_amount), coalesce(p_leader_max, 0));
  ELSIF p_leader_max IS NOT NULL THEN
    IF p_max <= p_leader_max THEN PERFORM live_refuse('maximum_not_raised', p_leader_max); END IF;
    max_cents := p_max;
  ELSE
    IF p_max < p_price + p_increment THEN PERFORM live_refuse('bid_below_increment', p_price + p_increment); END IF;
    amount_cents := p_price + p_increment;
    max_cents := p_max;
  END IF;
END $$;--> statement-breakpoint
-- Who leads after a newcomer's bid meets the leader's maximum, and at what price. The higher maximum leads, one
-- increment above the other's maximum but never above its own; of equal maxima the earlier bid leads.
CREATE FUNCTION live_contest(p_amount integer, p_max integer, p_leader_max integer, p_increment integer,
  OUT newcomer_leads boolean, OUT price_cents integer) LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF p_leader_max IS NULL THEN
    newcomer_leads := true;
    price_cents := p_amount;
  ELSIF p_max > p_leader_max THEN
    newcomer_leads := true;
    price_cents := least(p_max, greatest(p_amount, p_leader_max + p_increment));
  ELSE
    newcomer_leads := false;
    price_cents := least(p_leader_max, p_max + p_increment);
  END IF;
END $$;--> statement-breakpoint
-- A bid read against the auction, locked: bids, starting and closing one auction take turns on its row. Refused for
-- the seller, or unless the auction runs. Locks the bidder's and the leader's wallet accounts in id order, and
-- returns what the bidder's wallets can put towards a hold of their maximum (their own leading hold counts too).
CREATE FUNCTION live_bid_asked(p_auction uuid, p_bidder uuid, p_amount integer, p_max integer, p_now timestamptz,
  p_increment integer, OUT auction live_auctions, OUT leader auction_bids, OUT amount_cents integer,
  OUT max_cents integer, OUT available_cents bigint) LANGUAGE plpgsql AS $$
DECLARE
  own boolean;
BEGIN
  SELECT * INTO auction FROM live_auctions WHERE id = p_auction FOR UPDATE;
  IF NOT FOUND THEN PERFORM live_refuse('auction_not_found'); END IF;
  IF auction.seller_id = p_bidder THEN PERFORM live_refuse('own_bid'); END IF;
  IF auction.status <> 'active' OR auction.ends_at IS NULL OR auction.ends_at <= p_now THEN
    PERFORM live_refuse('auction_not_active');
  END IF;
  SELECT * INTO leader FROM auction_bids WHERE auction_id = p_auction AND is_winning;
  own := coalesce(leader.bidder_id = p_bidder, false);
  SELECT asked.amount_cents, asked.max_cents INTO amount_cents, max_cents
    FROM live_asked_bid(p_amount, p_max, auction.current_price_cents,
      CASE WHEN own THEN leader.max_cents END, p_increment) AS asked;
  PERFORM 1 FROM wallet_accounts WHERE owner_id IN (p_bidder, leader.bidder_id) ORDER BY id FOR UPDATE;
  SELECT coalesce(sum(greatest(balance_cents, 0)), 0) + CASE WHEN own THEN leader.max_cents ELSE 0 END
    INTO available_cents
    FROM wallet_accounts WHERE owner_id = p_bidder AND kind IN ('member_credit', 'member_cash');
END $$;--> statement-breakpoint
-- What the bidder's wallets lack now for this bid's maximum (0: nothing), or the refusal it would meet now.
CREATE FUNCTION live_bid_shortfall(p_auction uuid, p_bidder uuid, p_amount integer, p_max integer, p_now timestamptz,
  p_increment integer) RETURNS bigint LANGUAGE sql AS $$
  SELECT greatest(0, max_cents - available_cents) FROM live_bid_asked(p_auction, p_bidder, p_amount, p_max, p_now, p_increment);
$$;--> statement-breakpoint
-- The bidder's maximum held, credit first, under `auction_bid:<auction>:<maximum>`: each new hold in an auction is
-- for a higher maximum than any before it (a newcomer leads only above the leader's maximum, a leader only raises
-- theirs), so the key is unique.
CREATE FUNCTION live_hold_maximum(p_bidder uuid, p_auction uuid, p_max integer) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  credit bigint;
BEGIN
  SELECT least(greatest(balance_cents, 0), p_max) INTO credit FROM wallet_accounts
    WHERE owner_id = p_bidder AND kind = 'member_credit';
  RETURN (wallet_hold(p_bidder, coalesce(credit, 0), p_max - coalesce(credit, 0),
    'auction_bid:' || p_auction || ':' || p_max, 'auction:' || p_auction) ->> 'id')::uuid;
END $$;--> statement-breakpoint
-- A bid, in one round trip: checked against the auction as locked, the proxy rules applied, the leading maximum held
-- and the beaten one released, the bid rows and the auction written, and the end moved by a bid in the last
-- `p_anti_sniping_seconds` unless the auction is sudden death. Returns the auction as it now stands, whether the end
-- moved, whether viewers see anything new (not when a leader only raised their maximum), and the bidder's maximum
-- when their bid leads after it.
CREATE FUNCTION live_place_bid(p_auction uuid, p_bidder uuid, p_amount integer, p_max integer, p_now timestamptz,
  p_increment integer, p_anti_sniping_seconds integer) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  asked record;
  contest record;
  auction live_auctions;
  leader auction_bids;
  held_by uuid;
  price integer;
  winner uuid := p_bidder;
  bidder_max integer;
  new_ends_at timestamptz;
  ends_at_before timestamptz;
BEGIN
  SELECT * INTO asked FROM live_bid_asked(p_auction, p_bidder, p_amount, p_max, p_now, p_increment);
  auction := asked.auction;
  leader := asked.leader;
  ends_at_before := auction.ends_at;
  IF asked.max_cents > asked.available_cents THEN PERFORM live_refuse('bid_not_covered'); END IF;
  bidder_max := asked.max_cents;
  IF leader.bidder_id = p_bidder THEN
    -- The leader bids again, or raises their maximum: the hold grows to the new maximum (released first, so the
    -- money it held counts).
    held_by := leader.hold_id;
    IF asked.max_cents > leader.max_cents THEN
      PERFORM wallet_release_hold(leader.hold_id);
      held_by := live_hold_maximum(p_bidder, p_auction, asked.max_cents);
    END IF;
    IF asked.amount_cents IS NULL THEN
      UPDATE auction_bids SET max_cents = asked.max_cents, hold_id = held_by WHERE id = leader.id;
      RETURN jsonb_build_object('auction', to_jsonb(auction), 'extended', false, 'seen', false,
        'bidderMaxCents', bidder_max);
    END IF;
    UPDATE auction_bids SET is_winning = false WHERE id = leader.id;
    INSERT INTO auction_bids (auction_id, bidder_id, amount_cents, max_cents, hold_id, is_winning)
      VALUES (p_auction, p_bidder, asked.amount_cents, asked.max_cents, held_by, true);
    price := asked.amount_cents;
  ELSE
    SELECT * INTO contest FROM live_contest(asked.amount_cents, asked.max_cents, leader.max_cents, p_increment);
    price := contest.price_cents;
    IF contest.newcomer_leads THEN
      IF leader.id IS NOT NULL THEN
        -- The beaten leader's bid stood up to its maximum: that is what it shows now, and its money goes back.
        UPDATE auction_bids SET is_winning = false, amount_cents = leader.max_cents WHERE id = leader.id;
        PERFORM wallet_release_hold(leader.hold_id);
      END IF;
      INSERT INTO auction_bids (auction_id, bidder_id, amount_cents, max_cents, hold_id, is_winning)
        VALUES (p_auction, p_bidder, contest.price_cents, asked.max_cents,
          live_hold_maximum(p_bidder, p_auction, asked.max_cents), true);
    ELSE
      -- Beaten at once by the leader's maximum: the bid stands at its own maximum and holds nothing.
      INSERT INTO auction_bids (auction_id, bidder_id, amount_cents, max_cents, hold_id, is_winning)
        VALUES (p_auction, p_bidder, asked.max_cents, asked.max_cents, NULL, false);
      UPDATE auction_bids SET amount_cents = contest.price_cents WHERE id = leader.id;
      winner := leader.bidder_id;
      bidder_max := NULL;
    END IF;
  END IF;
  -- Sudden death: the clock is the clock, however late the bid.
  new_ends_at := CASE
    WHEN NOT auction.sudden_death AND p_now > auction.ends_at - make_interval(secs => p_anti_sniping_seconds)
      THEN p_now + make_interval(secs => p_anti_sniping_seconds)
    ELSE auction.ends_at END;
  UPDATE live_auctions SET current_price_cents = price, winner_id = winner, ends_at = new_ends_at,
    bid_count = bid_count + 1
    WHERE id = p_auction RETURNING * INTO auction;
  RETURN jsonb_build_object('auction', to_jsonb(auction), 'extended', auction.ends_at <> ends_at_before,
    'seen', true, 'bidderMaxCents', bidder_max);
END $$;
