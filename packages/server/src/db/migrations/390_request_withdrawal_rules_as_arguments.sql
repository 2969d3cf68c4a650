-- Review debt, tenth pass: the withdrawal rules live once, in the SDK. Migration 370 compared holder names itself
-- (only for Hangul, ASCII letters, digits and spaces; any other name went to the server's general path) and left
-- the per-request cap, the closed hours and the amount rules to that general path too, which wrote every rule a
-- second time in TypeScript. Now the caller applies the SDK's rules that need no rows and passes their results,
-- and the function puts each in its place in the SDK's order among the rules that need the member's rows, so it
-- judges every request and the general path is gone:
--   p_refused      the code of the first refusal of the request's type and amount rules (the SDK's
--                  validateWithdrawal but for its cash check, and the bank-account type), or NULL;
--   p_request_max  the member's per-request cap (SDK withdrawalRequestMax of the member's level);
--   p_own_name     whether the holder names the member (SDK isOwnNameAccount of the holder and registered name);
--   p_closed       whether it is 23:30-00:30 Korean time (SDK isWithdrawalClosedAt);
--   p_registered, p_role  the registered name and level the three were worked out from. Should the locked row
--                  say otherwise, the function raises KB003 MEMBER_CHANGED and the caller reads the member again.
-- The order is the general path's: the key's stored answer, the member (ERR_NOT_FOUND), the type and amount
-- rules, the cash, the per-request cap, the day's limit, the 2-hour wait, the 30-minute wait after a deposit, the
-- own-name account, the closed hours, the unmet rolling. The claim, the lock order and the writes of a request that
-- passes are 340's.
DROP FUNCTION request_withdrawal(integer, text, text, bigint, text, timestamptz, timestamptz, bigint, bigint, bigint);

CREATE FUNCTION request_withdrawal(
  p_member integer, p_key text, p_hash text, p_amount bigint, p_holder text, p_now timestamptz,
  p_day_start timestamptz, p_day_max bigint, p_interval_ms bigint, p_after_deposit_ms bigint,
  p_refused text, p_request_max bigint, p_own_name boolean, p_closed boolean, p_registered text, p_role integer
) RETURNS TABLE (outcome text, charge_id integer, request_hash text, response_status smallint, response_body jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  claimed boolean;
  registered text;
  member_role integer;
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
  SELECT coalesce(m.account_holder, ''), m.role INTO registered, member_role
  FROM members m WHERE m.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal refused',
      DETAIL = jsonb_build_object('code', 'ERR_NOT_FOUND')::text;
  END IF;
  IF registered <> p_registered OR member_role <> p_role THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal refused',
      DETAIL = jsonb_build_object('code', 'MEMBER_CHANGED')::text;
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
    WHEN p_refused IS NOT NULL THEN p_refused
    WHEN available < p_amount THEN 'WITHDRAW_OVER_CASH'
    WHEN p_amount > p_request_max THEN 'WITHDRAW_OVER_PER_REQUEST'
    WHEN day_total + p_amount > p_day_max THEN 'WITHDRAW_OVER_DAILY'
    WHEN p_now - withdrawn_at < p_interval_ms * interval '1 millisecond' THEN 'WITHDRAW_INTERVAL'
    WHEN p_now - deposited_at < p_after_deposit_ms * interval '1 millisecond' THEN 'WITHDRAW_AFTER_DEPOSIT'
    WHEN NOT p_own_name THEN 'WITHDRAW_OWN_NAME'
    WHEN p_closed THEN 'WITHDRAW_CLOSED_HOURS'
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
