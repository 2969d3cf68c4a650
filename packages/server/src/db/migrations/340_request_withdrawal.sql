-- Issue 18, eighth pass: a withdrawal request in one statement. After the account password (argon2id, checked in
-- Node before any lock is taken) a request sent 10 statements in its transaction, in 5 waits, plus BEGIN and
-- COMMIT: the idempotency claim; the member lock with the balances, the day's withdrawals and the rolling
-- requirements; the charge row with the hold account; post_transaction with the audit row (post_transaction
-- locking the member a second time, resolving its lines from jsonb in a subtransaction, and its posting
-- statement firing the general trigger of migration 236); the stored answer.
--
-- request_withdrawal does the same work in one statement and one implicit transaction, the way
-- casino_wallet_call does for a casino bet (migration 310): it claims the key first (the general path's lock
-- order: key, then member), locks the member, and when every check passes writes the charge row, opens the hold
-- account if needed, moves the amount from emoney to withdraw_hold (a conditional update, never below zero),
-- writes the ledger transaction (same kind, reference, dedupe key, memo and actor as post_transaction wrote), its
-- two postings in account id order with their balances after, the books through ledger_book_member_posting while
-- the posting trigger stands aside (kbet.postings_bookkept), the ledger audit row and the charge.request audit
-- row, and stores the answer (200, the charge id) on the key.
--
-- The rules stay in the SDK. The caller sends only requests the SDK's amount, per-request and closed-hours rules
-- already pass, with the SDK's day limit, waits and the start of the Korean day as arguments; the function
-- checks what needs the locked member's rows: emoney, the day's total, the last withdrawal and deposit, an
-- own-name account (the entered holder, or the registered one when none is entered, equal to the registered
-- name: equal texts with a Hangul syllable or an ASCII letter or digit are equal and not blank for the SDK's
-- comparison too; any other holder is left to the SDK) and no open rolling requirement. When any of them fails,
-- or the member is unknown, it raises KB003 (needs the general path): the statement is undone, the claim
-- included, and the caller runs the general path, which words the refusal exactly as before.
--
-- A withdrawal_hold has no vertical and is no deposit or withdrawal, so ledger_member_move counts it in no rollup:
-- its books are the member's balance event, which ledger_book_member_posting writes once for both lines (both
-- are the member's), as the trigger did.
CREATE FUNCTION request_withdrawal(
  p_member integer, p_key text, p_hash text, p_amount bigint, p_holder text, p_now timestamptz,
  p_day_start timestamptz, p_day_max bigint, p_interval_ms bigint, p_after_deposit_ms bigint
) RETURNS TABLE (outcome text, charge_id integer, request_hash text, response_status smallint, response_body jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  claimed boolean;
  registered text;
  holder text;
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

  -- Every money request of one member takes turns from here (lockMember's lock); the checks below read fresh
  -- snapshots, so a withdrawal that held the lock before is counted.
  SELECT coalesce(m.account_holder, '') INTO registered FROM members m WHERE m.id = p_member FOR NO KEY UPDATE;
  holder := CASE WHEN p_holder = '' THEN registered ELSE p_holder END;
  IF NOT FOUND
     OR holder <> registered
     OR holder !~ '[가-힣A-Za-z0-9]'
     OR EXISTS (SELECT 1 FROM rolling_requirements r WHERE r.member_id = p_member AND r.completed_at IS NULL)
     OR EXISTS (
       SELECT 1 FROM (
         SELECT coalesce(sum(c.deposit_amount) FILTER (
                  WHERE c.deposit_mode = 1 AND c.status <> 2 AND c.created_at >= p_day_start), 0) AS today_total,
                max(c.created_at) FILTER (WHERE c.deposit_mode = 1 AND c.status <> 2) AS last_withdrawal_at,
                max(c.created_at) FILTER (WHERE c.deposit_mode = 0) AS last_deposit_at
         FROM charges c WHERE c.member_id = p_member
       ) h
       WHERE h.today_total + p_amount > p_day_max
          OR p_now - h.last_withdrawal_at < p_interval_ms * interval '1 millisecond'
          OR p_now - h.last_deposit_at < p_after_deposit_ms * interval '1 millisecond') THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal needs the general path';
  END IF;

  -- The cash leaves first: short of the amount, nothing stays written.
  UPDATE accounts a SET balance = a.balance - p_amount
  WHERE a.owner_member_id = p_member AND a.kind = 'emoney' AND a.balance >= p_amount
  RETURNING a.id, a.balance INTO cash_account, cash;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB003', MESSAGE = 'withdrawal needs the general path';
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
