-- Issue 18, seventh pass: a casino bet or win posts its own two ledger lines and keeps its own books. Measured
-- with scripts/bench/casinoProbe.mjs (one connection, the backend's CPU, callbacks and the bench's direct pair
-- interleaved), a callback pair (bet, then win) cost 1.33-1.42 times the PostgreSQL CPU of the same two ledger
-- transfers driven directly, although it is one statement a call against the direct pair's three: on top of
-- post_transaction it read the stored answer twice, locked the member and then post_transaction locked it again
-- (a CTE over the lines' members), resolved its two lines from a jsonb array (array_agg, a lateral account
-- lookup, the house shard), ran them in a subtransaction (its refusal block), and the posting statement fired the
-- general trigger (migration 236), which captures a transition table, joins it back to accounts and
-- ledger_transactions and writes the balance event and the three rollups in a statement of six parts.
--
-- casino_wallet_call now does what the one member line of a casino move needs, the way place_sports_bet does for
-- a lone sports bet (migration 270): the member's casino money moves by a conditional update (never below zero;
-- a bet short of it writes nothing and takes the general path, as before), the house_casino shard of this
-- transaction takes the other side, the member's updated_at moves (spec §7 userUpdatedAt), the ledger
-- transaction (same kind, vertical, reference, dedupe key, memo and actor as before), its two postings in account
-- id order with their balances after, the audit row with the old and new balances, and the books through
-- ledger_book_member_posting below while the posting trigger stands aside (kbet.postings_bookkept). The double
-- entry stays enforced: the two lines are an amount and its negation by construction, and
-- ledger_transactions_balanced still sums every ledger transaction's postings at commit.
--
-- The launch session is read first and the stored answer once, behind the member's lock (a duplicate that held
-- the lock before is seen); a call whose token names no session of this provider and player looks the stored
-- answer up without the lock, so a replay is still answered before any other check. The checks, the answers and
-- the 'slow' cases are those of migration 265.

-- The books of a ledger transaction whose one member line is this one (its other lines are the house's, which the
-- reports do not count): what the posting trigger (migration 236) writes for it, in one statement. The live
-- balance event with the member's four balances after it, and the member-day, member-week and day rollups from
-- ledger_member_move (the one definition of what a member posting counts as). Every part reads the rollups as
-- they were before the statement, so a member-day without a row yet makes a new member of that day. The caller
-- holds the member's row lock and sets kbet.postings_bookkept around its posting statement.
CREATE FUNCTION ledger_book_member_posting(
  p_member integer, p_transaction bigint, p_kind text, p_vertical text, p_posted_at timestamptz, p_amount bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH balance_event AS (
    INSERT INTO live_events (channel, member_id, type, data)
    SELECT 'balance', p_member, 'balance', jsonb_build_object(
        'emoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'emoney'), 0),
        'casinoMoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'casino'), 0),
        'point', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'point'), 0),
        'comp', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'comp'), 0),
        'transactionId', p_transaction,
        'kind', p_kind)
    FROM accounts b WHERE b.owner_member_id = p_member
  ),
  counted AS MATERIALIZED (
    SELECT m.* FROM ledger_member_move(p_kind, p_vertical, p_posted_at, p_amount) m
  ),
  member_day AS (
    INSERT INTO ledger_member_days AS d
      (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT p_member, m.day, p_vertical, m.turnover, m.payouts, m.bonuses, m.deposits, m.withdrawals, 1
    FROM counted m
    ON CONFLICT (member_id, day, vertical) DO UPDATE SET
      turnover = d.turnover + excluded.turnover,
      payouts = d.payouts + excluded.payouts,
      bonuses = d.bonuses + excluded.bonuses,
      deposits = d.deposits + excluded.deposits,
      withdrawals = d.withdrawals + excluded.withdrawals,
      postings = d.postings + excluded.postings
  ),
  member_week AS (
    INSERT INTO ledger_member_weeks AS w
      (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT p_member, date_trunc('week', m.day)::date, p_vertical, m.turnover, m.payouts, m.bonuses, m.deposits,
           m.withdrawals, 1
    FROM counted m
    ON CONFLICT (member_id, week, vertical) DO UPDATE SET
      turnover = w.turnover + excluded.turnover,
      payouts = w.payouts + excluded.payouts,
      bonuses = w.bonuses + excluded.bonuses,
      deposits = w.deposits + excluded.deposits,
      withdrawals = w.withdrawals + excluded.withdrawals,
      postings = w.postings + excluded.postings
  )
  INSERT INTO ledger_days AS s (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
  SELECT m.day, pg_current_xact_id()::text::bigint % 61, m.turnover, m.payouts, m.bonuses, m.deposits,
         m.withdrawals,
         (NOT EXISTS (SELECT 1 FROM ledger_member_days x WHERE x.member_id = p_member AND x.day = m.day))::integer
  FROM counted m
  ON CONFLICT (day, shard) DO UPDATE SET
    turnover = s.turnover + excluded.turnover,
    payouts = s.payouts + excluded.payouts,
    bonuses = s.bonuses + excluded.bonuses,
    deposits = s.deposits + excluded.deposits,
    withdrawals = s.withdrawals + excluded.withdrawals,
    members = s.members + excluded.members;
END $$;

CREATE OR REPLACE FUNCTION casino_wallet_call(
  p_provider text, p_tx text, p_token text, p_player text, p_action text, p_bet_tx text, p_amount bigint,
  p_round text, p_game text, p_now timestamptz, p_memo text
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  stored jsonb;
  launch record;
  member_status text;
  game record;
  bet casino_transactions%ROWTYPE;
  move_kind text;
  actor integer;
  -- The member line's amount: the stake leaves the casino money, a win comes back to it.
  delta bigint := CASE p_action WHEN 'debit' THEN -p_amount ELSE p_amount END;
  account bigint;
  house bigint;
  house_after bigint;
  memo text;
  posted_at timestamptz;
  ledger_tx bigint;
  balance bigint;
  new_answer jsonb;
BEGIN
  SELECT s.member_id, s.expires_at, m.user_id INTO launch
  FROM casino_sessions s JOIN members m ON m.id = s.member_id
  WHERE s.token = p_token AND s.provider_id = p_provider;
  IF NOT FOUND OR launch.user_id <> p_player OR p_action NOT IN ('debit', 'credit') THEN
    -- A replay is answered before any other check, whatever its token now names.
    SELECT t.response INTO stored FROM casino_transactions t
    WHERE t.provider_id = p_provider AND t.provider_tx_id = p_tx;
    IF FOUND THEN
      RETURN QUERY SELECT 'stored'::text, stored;
    ELSE
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
    END IF;
    RETURN;
  END IF;

  -- Every wallet call of one member takes turns from here (lock order: members first), as on the general path;
  -- the statements below read fresh snapshots, so a duplicate that held the lock before is seen.
  SELECT m.status INTO member_status FROM members m WHERE m.id = launch.member_id FOR NO KEY UPDATE;
  SELECT t.response INTO stored FROM casino_transactions t
  WHERE t.provider_id = p_provider AND t.provider_tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT 'stored'::text, stored;
    RETURN;
  END IF;
  SELECT g.code, g.name, g.vertical, g.enabled AND p.enabled AND NOT p.maintenance AS open INTO game
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
  WHERE g.provider_id = p_provider AND g.code = p_game;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
    RETURN;
  END IF;

  IF p_action = 'debit' THEN
    IF launch.expires_at <= p_now OR NOT game.open OR member_status <> 'active'
       OR EXISTS (SELECT 1 FROM rg_exclusions x
                  WHERE x.member_id = launch.member_id AND x.starts_at <= p_now AND x.ends_at > p_now)
       OR EXISTS (SELECT 1 FROM casino_transactions t
                  WHERE t.provider_id = p_provider AND t.bet_tx_id = p_tx AND t.status = 'marker')
       OR EXISTS (SELECT 1 FROM rolling_requirements r
                  WHERE r.member_id = launch.member_id AND r.completed_at IS NULL) THEN
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
      RETURN;
    END IF;
    move_kind := 'bet_stake';
    actor := launch.member_id;
  ELSE
    SELECT * INTO bet FROM casino_transactions t WHERE t.provider_id = p_provider AND t.provider_tx_id = p_bet_tx;
    IF NOT FOUND OR bet.action <> 'debit' OR bet.member_id <> launch.member_id OR bet.status <> 'open' THEN
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
      RETURN;
    END IF;
    move_kind := 'bet_payout';
  END IF;

  IF p_amount > 0 THEN
    -- The member's line first: a stake short of the casino money writes nothing (the general path words the
    -- refusal), and the balance after is the one answered.
    UPDATE accounts a SET balance = a.balance + delta
    WHERE a.owner_member_id = launch.member_id AND a.kind = 'casino' AND a.balance + delta >= 0
    RETURNING a.id, a.balance INTO account, balance;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
      RETURN;
    END IF;
    house := house_account_id('house_casino');
    UPDATE accounts a SET balance = a.balance - delta WHERE a.id = house RETURNING a.balance INTO house_after;
    UPDATE members m SET updated_at = clock_timestamp() WHERE m.id = launch.member_id;
    memo := game.name || p_memo;
    INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, dedupe_key, memo, created_by)
    VALUES (move_kind, game.vertical, 'casino_transaction', p_provider || ':' || p_tx,
            'casino:' || p_provider || ':' || p_tx, memo, actor)
    RETURNING t.id, t.created_at INTO ledger_tx, posted_at;
    -- The amount and its negation: balanced by construction (and summed again at commit). The books follow.
    PERFORM set_config('kbet.postings_bookkept', 'on', true);
    INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    SELECT ledger_tx, v.account, v.amount, v.after
    FROM (VALUES (account, delta, balance), (house, -delta, house_after)) AS v (account, amount, after)
    ORDER BY v.account;
    PERFORM set_config('kbet.postings_bookkept', '', true);
    PERFORM ledger_book_member_posting(launch.member_id, ledger_tx, move_kind, game.vertical, posted_at, delta);
    INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
    SELECT actor, 'ledger.' || move_kind, 'ledger_transaction', ledger_tx::text,
           jsonb_agg(jsonb_build_object('accountId', l.account, 'memberId', l.owner, 'kind', l.kind,
                                        'balance', l.after - l.amount) ORDER BY l.account),
           jsonb_agg(jsonb_build_object('accountId', l.account, 'memberId', l.owner, 'kind', l.kind,
                                        'balance', l.after) ORDER BY l.account),
           memo
    FROM (VALUES (account, launch.member_id, 'casino', delta, balance),
                 (house, NULL::integer, 'house_casino', -delta, house_after)) AS l (account, owner, kind, amount, after);
  ELSE
    -- The answer of a lost round carries the balance as it is and the bet's ledger transaction.
    SELECT a.balance INTO balance FROM accounts a WHERE a.owner_member_id = launch.member_id AND a.kind = 'casino';
    ledger_tx := bet.ledger_transaction_id;
  END IF;
  IF p_action = 'credit' THEN
    UPDATE casino_transactions SET status = 'settled', processed_at = p_now, cancel_at = NULL, cancel_amount = NULL
    WHERE id = bet.id;
  END IF;

  new_answer := jsonb_build_object('status', 'OK', 'balance', coalesce(balance, 0), 'playerId', p_player,
                                   'transactionId', ledger_tx::text);
  INSERT INTO casino_transactions (provider_id, provider_tx_id, member_id, action, status, round_id, bet_tx_id,
                                   game_code, vertical, amount, ledger_transaction_id, response, created_at,
                                   processed_at)
  VALUES (p_provider, p_tx, launch.member_id, p_action, CASE p_action WHEN 'debit' THEN 'open' ELSE 'done' END,
          p_round, CASE p_action WHEN 'debit' THEN NULL ELSE bet.provider_tx_id END, game.code, game.vertical,
          p_amount, CASE WHEN p_action = 'credit' AND p_amount = 0 THEN NULL ELSE ledger_tx END, new_answer, p_now,
          CASE p_action WHEN 'debit' THEN NULL ELSE p_now END);
  RETURN QUERY SELECT 'answered'::text, new_answer;
END $$;
