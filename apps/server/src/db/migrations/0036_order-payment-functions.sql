-- What follows an order's payment (order.repository.ts, afterPayment), one function for every way an
-- order is paid (decision 69): each order's `paid` event; its products' rows locked in id order (the
-- one order every checkout takes, and last, so a popular product's row is held only until the commit
-- a moment later); the stores' owners told on the live channel (`chat`, as ChatNotice `store_order`;
-- NOTIFY delivers at commit, so a rolled-back payment says nothing); then the locked products' sold
-- counts. The lock and the update are two statements, each with its own snapshot: one statement that
-- locks a row and then updates it again sees the row as of its start, and when another payment
-- changed it meanwhile, two such statements can deadlock on its versions.
CREATE OR REPLACE FUNCTION orders_after_payment(p_ids bigint[], p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_events (order_id, type, note, created_at)
  SELECT id, 'paid', '', coalesce(p_at, now()) FROM unnest(p_ids) AS id;
  PERFORM 1 FROM goods g
  WHERE g.id IN (SELECT goods_id FROM order_lines WHERE order_id = any(p_ids))
  ORDER BY g.id FOR NO KEY UPDATE;
  PERFORM pg_notify('chat', json_build_object(
    'type', 'store_order', 'userId', o.user_id, 'ownerId', s.owner_id, 'storeId', o.store_id,
    'orderId', o.id, 'orderNo', o.order_no, 'total', o.total, 'status', o.status)::text)
  FROM orders o JOIN stores s ON s.id = o.store_id WHERE o.id = any(p_ids);
  UPDATE goods g SET sold = greatest(g.sold + bought.n, 0)
  FROM (
    SELECT goods_id, sum(quantity)::int AS n FROM order_lines
    WHERE order_id = any(p_ids) GROUP BY goods_id
  ) bought
  WHERE g.id = bought.goods_id;
END
$$;
--> statement-breakpoint

-- Orders placed in the caller's transaction paid from the buyer's wallet in one call (pay-orders.flow.ts,
-- decision 69): for each order, its escrow shard's account made the first time, the due amount held
-- from the buyer's account into it (the ledger's transfer, pending), and the order marked paid with
-- that hold; then what follows a payment. Answers the holds' ids in the orders' order. A hold the
-- balance does not cover raises SQLSTATE DM002, which rolls the caller's transaction back.
CREATE OR REPLACE FUNCTION pay_placed_orders(
  p_debit_code text, p_ids bigint[], p_transfer_ids text[], p_dues bigint[], p_statuses text[],
  p_escrow_codes text[], p_escrow_kinds text[], p_memos text[], p_lines jsonb[], p_paid_at timestamptz,
  p_at timestamptz
) RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE
  hold json;
  holds bigint[] := '{}';
BEGIN
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
  RETURN holds;
END
$$;
