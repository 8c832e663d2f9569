-- ledger_post: one balanced posting in one statement (wallet/ledger.ts `post`), as wallet_hold is one. The transaction
-- row under `p_idempotency_key` (the same key again returns the first and moves nothing), the accounts locked in id
-- order (as every posting locks them, so two postings between the same wallets cannot deadlock), then the entries,
-- whose triggers and CHECKs (0007) move and guard the balances; the zero-sum check runs at commit as before.
-- The legs are a JSON array of {"accountId", "amountCents"}.
CREATE FUNCTION ledger_post(p_kind text, p_idempotency_key text, p_reference text, p_memo text, p_legs jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  posted uuid;
BEGIN
  INSERT INTO ledger_transactions (kind, idempotency_key, reference, memo)
    VALUES (p_kind::ledger_transaction_kind, p_idempotency_key, p_reference, p_memo)
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO posted;
  IF posted IS NULL THEN
    SELECT id INTO STRICT posted FROM ledger_transactions WHERE idempotency_key = p_idempotency_key;
    RETURN jsonb_build_object('transactionId', posted, 'created', false);
  END IF;
  PERFORM 1 FROM wallet_accounts
    WHERE id IN (SELECT (leg ->> 'accountId')::uuid FROM jsonb_array_elements(p_legs) leg)
    ORDER BY id FOR UPDATE;
  INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
    SELECT posted, (leg ->> 'accountId')::uuid, (leg ->> 'amountCents')::bigint FROM jsonb_array_elements(p_legs) leg;
  RETURN jsonb_build_object('transactionId', posted, 'created', true);
END $$;
