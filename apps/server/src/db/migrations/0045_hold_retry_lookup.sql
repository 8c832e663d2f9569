-- wallet_hold (0043) again, with one change: a key used before finds its hold through the first posting's reference
-- ('hold:<id>') and the holds' primary key. 0043 joined on 'hold:' || id, which read every hold.
CREATE OR REPLACE FUNCTION wallet_hold(p_owner uuid, p_credit_cents bigint, p_cash_cents bigint, p_idempotency_key text, p_reference text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  accounts record;
  created wallet_holds;
  posted uuid;
  first_reference text;
BEGIN
  INSERT INTO wallet_holds (owner_id, credit_cents, cash_cents, reference)
    VALUES (p_owner, p_credit_cents, p_cash_cents, p_reference) RETURNING * INTO created;
  INSERT INTO ledger_transactions (kind, idempotency_key, reference, memo)
    VALUES ('hold', p_idempotency_key, 'hold:' || created.id, p_reference)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO posted;
  IF posted IS NULL THEN
    DELETE FROM wallet_holds WHERE id = created.id;
    SELECT reference INTO STRICT first_reference FROM ledger_transactions
      WHERE idempotency_key = p_idempotency_key AND kind = 'hold';
    SELECT * INTO STRICT created FROM wallet_holds WHERE id = substr(first_reference, 6)::uuid;
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
END $$;
