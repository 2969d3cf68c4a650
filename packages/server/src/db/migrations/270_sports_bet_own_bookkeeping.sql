-- Issue 18, sixth pass: a lone sports bet keeps its own books. The posting statement trigger (migration 236) is
-- general: it captures the statement's postings in a transition table, joins them to their accounts and ledger
-- transactions, sums every ledger transaction it touched, and writes the live balance event and the three
-- rollups in a statement of six parts. For a lone bet that is one member posting whose every figure
-- place_sports_bet already holds (member, stake, cash after, kind, vertical, time). Measured with
-- scripts/bench/placementProbe.mjs (one connection, the backend's scheduler CPU time, interleaved rounds, load
-- 15-20): a lone bet 2.34 -> 2.06 ms of PostgreSQL CPU (2.29 -> 2.09 in an earlier run); with the trigger
-- disabled outright it was 1.71-1.99, with the trigger doing only its balance check 1.87.
--
-- Now place_sports_bet writes the same rows itself, as the trigger would have: the balance event (the member's
-- four balances after the bet, this ledger transaction and its kind) and the member-day, member-week and day
-- rollups, from ledger_member_move (the one definition of what a member posting counts as; the house posting
-- counts for nothing), with the day's shard and "first move of the member that day" reckoned as the trigger does.
-- While it inserts its two postings the transaction-local setting kbet.postings_bookkept is 'on' and the trigger
-- does not fire; the next statement clears it (a rollback does too), so every later posting of the transaction,
-- and every other writer of postings, gets the trigger as before. The double-entry invariant stays enforced:
-- the two lines are the stake and its negation by construction, and ledger_transactions_balanced (migration
-- 002) still sums every ledger transaction's postings at commit (two lines or more, total zero).
-- place_sports_bets (batches) keeps the trigger, which it pays once per batch.
CREATE OR REPLACE TRIGGER postings_added AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT
  WHEN (current_setting('kbet.postings_bookkept', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION postings_added();

CREATE OR REPLACE FUNCTION place_sports_bet(p_bet jsonb, p_standalone boolean)
RETURNS TABLE (
  outcome text, slip_id bigint, emoney bigint, open_rolling boolean, request_hash text, response_status smallint,
  response_body jsonb, account_id bigint, kind text, amount bigint, balance bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  member integer := (p_bet ->> 'member')::integer;
  bet_key text := p_bet ->> 'key';
  stake bigint := (p_bet -> 'slip' ->> 'amount')::bigint;
  account bigint;
  cash bigint;
  house bigint;
  house_after bigint;
  tx bigint;
  posted_at timestamptz;
  move record;
  first_of_day boolean;
BEGIN
  -- The lock first: a concurrent first use of the key on another server has committed (and is found) or waits.
  UPDATE members m SET updated_at = clock_timestamp() WHERE m.id = member;
  SELECT k.request_hash, k.response_status, k.response_body INTO request_hash, response_status, response_body
  FROM idempotency_keys k WHERE k.member_id = member AND k.key = bet_key;
  IF FOUND THEN
    outcome := 'stored';
    RETURN NEXT;
    RETURN;
  END IF;
  -- The stake, only where the cash covers it: never below zero, and the balance after is the emoney answered.
  UPDATE accounts a SET balance = a.balance - stake
  WHERE a.owner_member_id = member AND a.kind = 'emoney' AND a.balance >= stake
  RETURNING a.id, a.balance INTO account, cash;
  IF NOT FOUND THEN
    SELECT a.id, a.balance INTO account, cash FROM accounts a WHERE a.owner_member_id = member AND a.kind = 'emoney';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stake of member % was not posted: unknown_account member:%:emoney', member, member;
    END IF;
    outcome := 'insufficient'; account_id := account; kind := 'emoney'; amount := -stake; balance := cash;
    RETURN NEXT;
    RETURN;
  END IF;
  open_rolling := EXISTS (SELECT 1 FROM rolling_requirements r WHERE r.member_id = member AND r.completed_at IS NULL);
  IF open_rolling AND p_standalone THEN
    RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'place_sports_bets needs a transaction';
  END IF;
  -- The slip's id first: the ledger transaction refers to it.
  slip_id := nextval(pg_get_serial_sequence('bet_slips', 'id'));
  house := house_account_id('house_bets');
  UPDATE accounts a SET balance = a.balance + stake WHERE a.id = house RETURNING a.balance INTO house_after;
  INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, memo, created_by)
  VALUES (p_bet ->> 'kind', p_bet ->> 'vertical', 'bet_slip', slip_id::text, p_bet ->> 'memo', member)
  RETURNING t.id, t.created_at INTO tx, posted_at;
  -- The stake and its negation: balanced by construction (and summed again at commit). The books follow below.
  PERFORM set_config('kbet.postings_bookkept', 'on', true);
  INSERT INTO postings (transaction_id, account_id, amount, balance_after)
  SELECT tx, v.account, v.amount, v.after
  FROM (VALUES (account, -stake, cash), (house, stake, house_after)) AS v (account, amount, after)
  ORDER BY v.account;
  PERFORM set_config('kbet.postings_bookkept', '', true);
  INSERT INTO live_events (channel, member_id, type, data)
  SELECT 'balance', member, 'balance', jsonb_build_object(
      'emoney', cash,
      'casinoMoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'casino'), 0),
      'point', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'point'), 0),
      'comp', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'comp'), 0),
      'transactionId', tx,
      'kind', p_bet ->> 'kind')
  FROM accounts b WHERE b.owner_member_id = member;
  SELECT m.* INTO move FROM ledger_member_move(p_bet ->> 'kind', p_bet ->> 'vertical', posted_at, -stake) m;
  IF FOUND THEN
    first_of_day := NOT EXISTS (SELECT 1 FROM ledger_member_days d WHERE d.member_id = member AND d.day = move.day);
    INSERT INTO ledger_member_days AS d
      (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    VALUES (member, move.day, p_bet ->> 'vertical', move.turnover, move.payouts, move.bonuses, move.deposits,
            move.withdrawals, 1)
    ON CONFLICT (member_id, day, vertical) DO UPDATE SET
      turnover = d.turnover + excluded.turnover,
      payouts = d.payouts + excluded.payouts,
      bonuses = d.bonuses + excluded.bonuses,
      deposits = d.deposits + excluded.deposits,
      withdrawals = d.withdrawals + excluded.withdrawals,
      postings = d.postings + excluded.postings;
    INSERT INTO ledger_member_weeks AS w
      (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    VALUES (member, date_trunc('week', move.day)::date, p_bet ->> 'vertical', move.turnover, move.payouts,
            move.bonuses, move.deposits, move.withdrawals, 1)
    ON CONFLICT (member_id, week, vertical) DO UPDATE SET
      turnover = w.turnover + excluded.turnover,
      payouts = w.payouts + excluded.payouts,
      bonuses = w.bonuses + excluded.bonuses,
      deposits = w.deposits + excluded.deposits,
      withdrawals = w.withdrawals + excluded.withdrawals,
      postings = w.postings + excluded.postings;
    INSERT INTO ledger_days AS s (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
    VALUES (move.day, pg_current_xact_id()::text::bigint % 61, move.turnover, move.payouts, move.bonuses,
            move.deposits, move.withdrawals, first_of_day::integer)
    ON CONFLICT (day, shard) DO UPDATE SET
      turnover = s.turnover + excluded.turnover,
      payouts = s.payouts + excluded.payouts,
      bonuses = s.bonuses + excluded.bonuses,
      deposits = s.deposits + excluded.deposits,
      withdrawals = s.withdrawals + excluded.withdrawals,
      members = s.members + excluded.members;
  END IF;
  INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
  SELECT member, 'ledger.' || (p_bet ->> 'kind'), 'ledger_transaction', tx::text,
         CASE WHEN account < house THEN jsonb_build_array(o.member_old, o.house_old)
              ELSE jsonb_build_array(o.house_old, o.member_old) END,
         CASE WHEN account < house THEN jsonb_build_array(o.member_new, o.house_new)
              ELSE jsonb_build_array(o.house_new, o.member_new) END,
         p_bet ->> 'memo'
  FROM (SELECT jsonb_build_object('accountId', account, 'memberId', member, 'kind', 'emoney',
                                  'balance', cash + stake) AS member_old,
               jsonb_build_object('accountId', account, 'memberId', member, 'kind', 'emoney',
                                  'balance', cash) AS member_new,
               jsonb_build_object('accountId', house, 'memberId', NULL, 'kind', 'house_bets',
                                  'balance', house_after - stake) AS house_old,
               jsonb_build_object('accountId', house, 'memberId', NULL, 'kind', 'house_bets',
                                  'balance', house_after) AS house_new) o;
  INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                         expected_win, change_flag, ip_address, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT slip_id, member, s.game_type, s.game_style, s.game_detail_type, s.amount, s.total_ratio,
         s.expected_win, s.change_flag, s.ip_address, s.created_at
  FROM jsonb_to_record(p_bet -> 'slip') AS s (game_type smallint, game_style text,
    game_detail_type integer, amount bigint, total_ratio numeric, expected_win bigint, change_flag boolean,
    ip_address text, created_at timestamptz);
  INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                        sports_name, location_name, league_name, home_name, away_name, bet_name, bet_line,
                        bet_baseline, market_name, market_name_korean, market_period, bet_price, version,
                        bet_timing_score, bonus_min_odds, bonus_min_count)
  SELECT slip_id, l.position, l.odds_id, l.fixture_id, l.sport_id, l.market_id, l.is_bonus, l.start_date,
         l.sports_name, l.location_name, l.league_name, l.home_name, l.away_name, l.bet_name, l.bet_line,
         l.bet_baseline, l.market_name, l.market_name_korean, l.market_period, l.bet_price, l.version,
         l.bet_timing_score, l.bonus_min_odds, l.bonus_min_count
  FROM jsonb_to_recordset(p_bet -> 'legs') AS l (
    position smallint, odds_id text, fixture_id bigint, sport_id integer, market_id integer,
    is_bonus boolean, start_date timestamptz, sports_name text, location_name text, league_name text,
    home_name text, away_name text, bet_name text, bet_line text, bet_baseline text, market_name text,
    market_name_korean text, market_period smallint, bet_price numeric, version text,
    bet_timing_score text, bonus_min_odds numeric, bonus_min_count integer
  )
  ORDER BY l.position;
  emoney := cash;
  INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body)
  VALUES (member, bet_key, p_bet ->> 'hash', 200, jsonb_build_object('id', slip_id, 'emoney', cash))
  ON CONFLICT (member_id, key) DO NOTHING;
  -- Claimed meanwhile by a path that does not lock the member: KB002 undoes the bet, which is placed again.
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key claimed concurrently';
  END IF;
  outcome := 'placed';
  RETURN NEXT;
END $$;
