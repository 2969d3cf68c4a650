-- Issue 18, ninth pass: request_withdrawal (migration 340) names the rule that refuses a request. Before, any
-- failed check raised KB003 with nothing in it, and the route ran the general path again (the member locked,
-- every row read and every rule checked a second time) only to word the refusal. Now the function checks in the
-- general path's order, the first failure wins, and KB003's DETAIL carries the refusal as JSON: {"code": the
-- SDK's code, whose Korean message the server takes from the SDK's catalogue, "data": what the refusal carries,
-- only the won still to bet for WITHDRAW_ROLLING_UNMET}. The order is the SDK's: validateWithdrawal's cash
-- check, then validateWithdrawalPolicy's day limit, 2-hour wait, 30-minute wait after a deposit and own-name
-- account, then the rolling check (assertRollingMet) last; an unknown member is ERR_NOT_FOUND, as lockMember's.
--
-- The own-name comparison is the SDK's (names without white space, in NFC, upper case) wherever SQL can do it
-- exactly: for names of Hangul syllables, ASCII letters and digits and ASCII spaces (already NFC; only the ASCII
-- letters have an upper case, which upper() under the "C" collation maps, as JavaScript's toUpperCase does).
-- A holder or registered name with any other character gives the code NEEDS_GENERAL_PATH, and the caller runs
-- the general path, whose SDK rule compares it. The signature, the claim, the lock order and the writes of a
-- request that passes are 340's.
CREATE OR REPLACE FUNCTION request_withdrawal(
  p_member integer, p_key text, p_hash text, p_amount bigint, p_holder text, p_now timestamptz,
  p_day_start timestamptz, p_day_max bigint, p_interval_ms bigint, p_after_deposit_ms bigint
) RETURNS TABLE (outcome text, charge_id integer, request_hash text, response_status smallint, response_body jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  claimed boolean;
  registered text;
  holder text;
  available bigint;
  day_total bigint;
  withdrawn_at timestamptz;
  deposited_at timestamptz;
  owed bigint;
  refused text;
  charge integer;
  cash_account bigint;
  cash bigint;
  hold_account bigint;
  hold bigint;
  ledger_tx bigint;
  posted_at timestamptz;
BEGIN
  WITH claim AS (
    INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_member, p_key, p_hash)
    ON CONFLICT (member_id, key) DO NOTHING
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM claim) INTO claimed;
  IF NOT claimed THEN
    RETURN QUERY SELECT 'stored'::text, NULL::integer, k.request_hash, k.response_status, k.response_body
    FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
    RETURN;
  END IF;

  -- Every money request of one member takes turns from here (lockMember's lock); the reads below take fresh
  -- snapshots, so a withdrawal that held the lock before is counted.
  SELECT coalesce(m.account_holder, '') INTO registered FROM members m WHERE m.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal refused',
      DETAIL = jsonb_build_object('code', 'ERR_NOT_FOUND')::text;
  END IF;
  holder := CASE WHEN p_holder = '' THEN registered ELSE p_holder END;

  SELECT coalesce((SELECT a.balance FROM accounts a WHERE a.owner_member_id = p_member AND a.kind = 'emoney'), 0),
         h.total, h.withdrawn, h.deposited,
         (SELECT coalesce(sum(r.required - r.progress), 0) FROM rolling_requirements r
          WHERE r.member_id = p_member AND r.completed_at IS NULL)
  INTO available, day_total, withdrawn_at, deposited_at, owed
  FROM (
    SELECT coalesce(sum(c.deposit_amount) FILTER (
             WHERE c.deposit_mode = 1 AND c.status <> 2 AND c.created_at >= p_day_start), 0) AS total,
           max(c.created_at) FILTER (WHERE c.deposit_mode = 1 AND c.status <> 2) AS withdrawn,
           max(c.created_at) FILTER (WHERE c.deposit_mode = 0) AS deposited
    FROM charges c WHERE c.member_id = p_member
  ) h;

  -- No earlier withdrawal or deposit (NULL) compares as not true: the wait is over.
  refused := CASE
    WHEN available < p_amount THEN 'WITHDRAW_OVER_CASH'
    WHEN day_total + p_amount > p_day_max THEN 'WITHDRAW_OVER_DAILY'
    WHEN p_now - withdrawn_at < p_interval_ms * interval '1 millisecond' THEN 'WITHDRAW_INTERVAL'
    WHEN p_now - deposited_at < p_after_deposit_ms * interval '1 millisecond' THEN 'WITHDRAW_AFTER_DEPOSIT'
    WHEN holder !~ '^[가-힣A-Za-z0-9 ]*$' OR registered !~ '^[가-힣A-Za-z0-9 ]*$' THEN 'NEEDS_GENERAL_PATH'
    WHEN replace(holder, ' ', '') = ''
      OR upper(replace(holder, ' ', '') COLLATE "C") <> upper(replace(registered, ' ', '') COLLATE "C")
      THEN 'WITHDRAW_OWN_NAME'
    WHEN owed > 0 THEN 'WITHDRAW_ROLLING_UNMET'
  END;
  IF refused IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal refused',
      DETAIL = (jsonb_build_object('code', refused)
                || CASE WHEN refused = 'WITHDRAW_ROLLING_UNMET'
                        THEN jsonb_build_object('data', jsonb_build_object('remaining', owed))
                        ELSE '{}'::jsonb END)::text;
  END IF;

  -- The cash leaves first, never below zero: a balance that dropped since the read above refuses as it would have.
  UPDATE accounts a SET balance = a.balance - p_amount
  WHERE a.owner_member_id = p_member AND a.kind = 'emoney' AND a.balance >= p_amount
  RETURNING a.id, a.balance INTO cash_account, cash;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal refused',
      DETAIL = jsonb_build_object('code', 'WITHDRAW_OVER_CASH')::text;
  END IF;

  INSERT INTO charges AS c (member_id, deposit_mode, deposit_amount, deposit_name, duplicate, type, point_type,
                            point_flag, confirm_flag, deposit_date, created_at, updated_at)
  VALUES (p_member, 1, p_amount, holder,
          (SELECT count(*) FROM charges x WHERE x.member_id = p_member AND x.deposit_mode = 1 AND x.status = 0),
          0, 0, 0, 0, p_now, p_now, p_now)
  RETURNING c.id INTO charge;

  INSERT INTO accounts AS a (owner_member_id, kind) VALUES (p_member, 'withdraw_hold')
  ON CONFLICT ON CONSTRAINT accounts_owner_kind_unique DO NOTHING;
  UPDATE accounts a SET balance = a.balance + p_amount
  WHERE a.owner_member_id = p_member AND a.kind = 'withdraw_hold'
  RETURNING a.id, a.balance INTO hold_account, hold;
  UPDATE members m SET updated_at = clock_timestamp() WHERE m.id = p_member;

  INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, dedupe_key, memo, created_by)
  VALUES ('withdrawal_hold', NULL, 'charge', charge::text, 'charge:' || charge || ':hold', '출금 신청', p_member)
  RETURNING t.id, t.created_at INTO ledger_tx, posted_at;
  -- The amount and its negation: balanced by construction (and summed again at commit). The books follow.
  PERFORM set_config('kbet.postings_bookkept', 'on', true);
  INSERT INTO postings (transaction_id, account_id, amount, balance_after)
  SELECT ledger_tx, v.account, v.amount, v.after
  FROM (VALUES (cash_account, -p_amount, cash), (hold_account, p_amount, hold)) AS v (account, amount, after)
  ORDER BY v.account, v.amount DESC;
  PERFORM set_config('kbet.postings_bookkept', '', true);
  PERFORM ledger_book_member_posting(p_member, ledger_tx, 'withdrawal_hold', NULL, posted_at, -p_amount);

  INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
  SELECT p_member, 'ledger.withdrawal_hold', 'ledger_transaction', ledger_tx::text,
         jsonb_agg(jsonb_build_object('accountId', l.account, 'memberId', p_member, 'kind', l.kind,
                                      'balance', l.after - l.amount) ORDER BY l.account, l.amount DESC),
         jsonb_agg(jsonb_build_object('accountId', l.account, 'memberId', p_member, 'kind', l.kind,
                                      'balance', l.after) ORDER BY l.account, l.amount DESC),
         '출금 신청'
  FROM (VALUES (cash_account, 'emoney', -p_amount, cash),
               (hold_account, 'withdraw_hold', p_amount, hold)) AS l (account, kind, amount, after)
  UNION ALL
  SELECT p_member, 'charge.request', 'charge', charge::text, NULL,
         jsonb_build_object('depositMode', 1, 'depositAmount', p_amount, 'type', 0, 'status', 0), NULL;

  UPDATE idempotency_keys k SET response_status = 200, response_body = to_jsonb(charge)
  WHERE k.member_id = p_member AND k.key = p_key;
  RETURN QUERY SELECT 'requested'::text, charge, p_hash, 200::smallint, to_jsonb(charge);
END $$;
