-- The one-call checkout's payment in one statement with the stock before it and the call's answer
-- after it (issue 18, decision 69's way for an unlock). First the checkout's stock, in
-- specification id order, each only while enough is left, exactly where the checkout took it before
-- (the end of placement, so the locks are taken in the same order as before); not enough raises
-- SQLSTATE DM003 naming the specification (DETAIL). Then the payment as before. Then the answer,
-- written under the call's Idempotency-Key (none without a key), so the statement is the
-- transaction's last round trip before COMMIT. A key that already has an answer raises SQLSTATE
-- DM004. Either refusal rolls the checkout back. The earlier signature is replaced.
DROP FUNCTION IF EXISTS pay_placed_orders(
  text, bigint[], text[], bigint[], text[], text[], text[], text[], jsonb[], timestamptz, timestamptz
);
--> statement-breakpoint

CREATE FUNCTION pay_placed_orders(
  p_debit_code text, p_ids bigint[], p_transfer_ids text[], p_dues bigint[], p_statuses text[],
  p_escrow_codes text[], p_escrow_kinds text[], p_memos text[], p_lines jsonb[], p_paid_at timestamptz,
  p_at timestamptz, p_sku_ids bigint[], p_quantities int[], p_user_id bigint, p_key text, p_path text,
  p_request_hash text, p_response text
) RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE
  hold json;
  holds bigint[] := '{}';
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_sku_ids, 1), 0) LOOP
    UPDATE goods_skus SET stock = stock - p_quantities[i] WHERE id = p_sku_ids[i] AND stock >= p_quantities[i];
    IF NOT FOUND THEN
      RAISE EXCEPTION 'pay_placed_orders: not enough stock' USING ERRCODE = 'DM003', DETAIL = p_sku_ids[i]::text;
    END IF;
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(p_ids, 1), 0) LOOP
    IF NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE code = p_escrow_codes[i]) THEN
      INSERT INTO ledger_accounts (code, kind, asset, flags) VALUES (p_escrow_codes[i], p_escrow_kinds[i], 'wallet', 0)
      ON CONFLICT (code) DO NOTHING;
    END IF;
    SELECT t.created INTO hold
    FROM ledger_transfer(NULL, p_debit_code, NULL, p_escrow_codes[i], p_transfer_ids[i], p_dues[i], 'payment',
                         'pending', 'order', p_ids[i]::text, p_memos[i], p_lines[i], p_at) t;
    IF hold IS NULL THEN
      RAISE EXCEPTION 'pay_placed_orders: not enough balance' USING ERRCODE = 'DM002';
    END IF;
    holds := holds || (hold->>'id')::bigint;
  END LOOP;
  UPDATE orders o SET status = v.status, escrow_transfer_id = v.hold, paid_at = p_paid_at, expires_at = NULL
  FROM unnest(p_ids, p_statuses, holds) AS v(id, status, hold)
  WHERE o.id = v.id;
  PERFORM orders_after_payment(p_ids, p_at);
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, path, request_hash, status_code, response)
    VALUES (p_user_id, p_key, p_path, p_request_hash, 200, p_response)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'pay_placed_orders: key answered before' USING ERRCODE = 'DM004';
    END IF;
  END IF;
  RETURN holds;
END
$$;
