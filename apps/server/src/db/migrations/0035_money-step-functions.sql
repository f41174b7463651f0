-- Money steps as database functions (decision 69): a step that is one call of a function is one
-- round trip between the server and PostgreSQL and no BEGIN or COMMIT of its own.

-- The ledger's transfer, in one statement (it was the statement `ledger_transfer_posted` and
-- `ledger_transfer_pending` in ledger.repository.ts): locks both accounts in id order, checks the
-- debit account's overdraft flag (1, DEBITS_MUST_NOT_EXCEED_CREDITS in schema/ledger.ts) and the
-- two assets against the locked rows, inserts the transfer once (a transfer id already used
-- inserts nothing) and moves both accounts' totals, posted (phase 'single') or pending. Each side
-- is named by id or by code. Answers the locked accounts (an account missing from them does not
-- exist yet) and the transfer it inserted, if any.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_debit_id bigint, p_debit_code text, p_credit_id bigint, p_credit_code text,
  p_transfer_id text, p_amount bigint, p_kind text, p_phase text,
  p_reference_type text, p_reference_id text, p_memo text, p_line jsonb, p_at timestamptz
) RETURNS TABLE (accounts json, created json)
LANGUAGE sql AS $$
  with locked as (
    select id, code, asset, flags, debits_posted as "debitsPosted", debits_pending as "debitsPending",
           credits_posted as "creditsPosted"
    from ledger_accounts
    -- Two values each (a null matches nothing), not arrays: the plan PostgreSQL keeps then costs
    -- the same as one made for the values, so it is reused instead of planned again (decision 63).
    where id in (p_debit_id, p_credit_id) or code in (p_debit_code, p_credit_code)
    order by id
    for no key update
  ),
  d as (select * from locked where id = p_debit_id or code = p_debit_code),
  c as (select * from locked where id = p_credit_id or code = p_credit_code),
  ins as (
    insert into ledger_transfers (transfer_id, debit_account_id, credit_account_id, amount, kind, phase,
                                  reference_type, reference_id, memo, line, created_at)
    select p_transfer_id, d.id, c.id, p_amount, p_kind, p_phase,
           p_reference_type, p_reference_id, p_memo, p_line, coalesce(p_at, now())
    from d, c
    where d.asset = c.asset
      and ((d.flags & 1) = 0 or d."debitsPosted" + d."debitsPending" + p_amount <= d."creditsPosted")
    on conflict (transfer_id) do nothing
    returning *
  ),
  moved as (
    update ledger_accounts a set
      debits_posted = a.debits_posted
        + case when ins.phase = 'single' and a.id = ins.debit_account_id then ins.amount else 0 end,
      debits_pending = a.debits_pending
        + case when ins.phase = 'pending' and a.id = ins.debit_account_id then ins.amount else 0 end,
      credits_posted = a.credits_posted
        + case when ins.phase = 'single' and a.id = ins.credit_account_id then ins.amount else 0 end,
      credits_pending = a.credits_pending
        + case when ins.phase = 'pending' and a.id = ins.credit_account_id then ins.amount else 0 end
    from ins
    where a.id in (ins.debit_account_id, ins.credit_account_id)
  )
  select (select json_agg(locked) from locked), (select row_to_json(ins) from ins)
$$;
--> statement-breakpoint

-- An episode unlock in one call (drama.service.ts, payUnlockOne): the episode checked as the server
-- last saw it (in a published drama, not free, at this price), the viewer's purchase lock (the
-- advisory lock 7003 of drama.repository.ts), the unlock row once per viewer and episode, the
-- charge to the content-revenue shard, and the call's kept answer under its Idempotency-Key (none
-- without one). Answers 'unlocked', or 'changed' or 'unlocked before' having changed nothing. Any
-- other way (an account not there yet, not enough balance, a key already answered) raises SQLSTATE
-- DM001 and changes nothing: the server then takes the unlock's general way, which answers each case.
CREATE OR REPLACE FUNCTION unlock_episode(
  p_user_id bigint, p_item_id bigint, p_video_id bigint, p_price bigint, p_transfer_id text,
  p_debit_code text, p_credit_code text, p_memo text, p_line jsonb, p_at timestamptz,
  p_key text, p_path text, p_request_hash text, p_response text
) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  charged json;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM video_items i JOIN videos v ON v.id = i.video_id
    WHERE i.id = p_item_id AND v.id = p_video_id AND v.published
      AND i.price = p_price AND i.price > 0 AND i.index > v.free_episodes
  ) THEN
    RETURN 'changed';
  END IF;
  PERFORM pg_advisory_xact_lock(7003, p_user_id::int);
  INSERT INTO video_unlocks (user_id, item_id, video_id, price, transfer_id, created_at)
  VALUES (p_user_id, p_item_id, p_video_id, p_price, p_transfer_id, coalesce(p_at, now()))
  ON CONFLICT (user_id, item_id) DO NOTHING;
  IF NOT FOUND THEN
    RETURN 'unlocked before';
  END IF;
  SELECT t.created INTO charged
  FROM ledger_transfer(NULL, p_debit_code, NULL, p_credit_code, p_transfer_id, p_price, 'payment', 'single',
                       'video_item', p_item_id::text, p_memo, p_line, p_at) t;
  IF charged IS NULL THEN
    RAISE EXCEPTION 'unlock_episode: not charged' USING ERRCODE = 'DM001';
  END IF;
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, path, request_hash, status_code, response)
    VALUES (p_user_id, p_key, p_path, p_request_hash, 200, p_response)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'unlock_episode: key answered before' USING ERRCODE = 'DM001';
    END IF;
  END IF;
  RETURN 'unlocked';
END
$$;
