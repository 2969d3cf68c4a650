-- Issue 18, seventh pass: a lone sports bet in seven statements instead of twenty (house_account_id's lookup
-- counted in both; with the nine foreign-key checks 16 instead of 29). Each statement a PL/pgSQL function runs
-- has a fixed cost whatever it does (its cached plan checked, a snapshot, the executor set up and torn down, the
-- end-of-statement trigger queue, a command counter step), and place_sports_bet (migrations 256, 270) ran
-- twenty for one bet. Now:
-- - the lock on the member, as before, first and on its own, so what follows reads after it;
-- - the stake: the conditional update of the emoney account also requires the key to be new and answers
--   whether a rolling requirement is open. Only when it changes nothing do two reads tell why (a stored answer
--   first, as before, then the balance of an insufficient one), so a refusal or a replay answers as before;
-- - the house side, the ledger transaction and its two postings, one statement (between the settings that
--   keep the posting trigger off, as in 270);
-- - the books, the audit row, the slip, its legs and the claimed key, one statement of data-modifying CTEs.
--   All of it reads one snapshot, taken after the money moved: "first move of the member that day" is read
--   before this statement's own member-day row, as the separate read did, and the legs' foreign key is checked
--   at the end of the statement, after the slip. The key claimed meanwhile by a path that does not lock the
--   member still raises KB002.
-- Same rows, answers, locks (member, then its emoney account, then the house shard) and errors as 270: the
-- property test of test/placeSportsBetAlone.test.ts compares them with place_sports_bets bet by bet.
-- Measured with scripts/bench/placementProbe.mjs (PROBE_AB, one connection, backend CPU): see
-- docs/benchmarks.md, seventh pass.
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
  bet_kind text := p_bet ->> 'kind';
  bet_vertical text := p_bet ->> 'vertical';
  account bigint;
  cash bigint;
  house bigint;
  house_after bigint;
  tx bigint;
  posted_at timestamptz;
  claimed boolean;
BEGIN
  -- The lock first: a concurrent first use of the key on another server has committed (and is found) or waits.
  UPDATE members m SET updated_at = clock_timestamp() WHERE m.id = member;
  -- The stake, only for a new key and where the cash covers it: never below zero, and the balance after is
  -- the emoney answered.
  UPDATE accounts a SET balance = a.balance - stake
  WHERE a.owner_member_id = member AND a.kind = 'emoney' AND a.balance >= stake
    AND NOT EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.member_id = member AND k.key = bet_key)
  RETURNING a.id, a.balance,
            EXISTS (SELECT 1 FROM rolling_requirements r WHERE r.member_id = member AND r.completed_at IS NULL)
  INTO account, cash, open_rolling;
  IF NOT FOUND THEN
    SELECT k.request_hash, k.response_status, k.response_body INTO request_hash, response_status, response_body
    FROM idempotency_keys k WHERE k.member_id = member AND k.key = bet_key;
    IF FOUND THEN
      outcome := 'stored';
      RETURN NEXT;
      RETURN;
    END IF;
    SELECT a.id, a.balance INTO account, cash FROM accounts a WHERE a.owner_member_id = member AND a.kind = 'emoney';
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stake of member % was not posted: unknown_account member:%:emoney', member, member;
    END IF;
    outcome := 'insufficient'; account_id := account; kind := 'emoney'; amount := -stake; balance := cash;
    RETURN NEXT;
    RETURN;
  END IF;
  IF open_rolling AND p_standalone THEN
    RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'place_sports_bets needs a transaction';
  END IF;
  -- The slip's id first: the ledger transaction refers to it. The identity sequence by name: resolved once per
  -- session, where pg_get_serial_sequence searched the catalogue on every call.
  slip_id := nextval('bet_slips_id_seq');
  house := house_account_id('house_bets');
  -- The stake and its negation: balanced by construction (and summed again at commit). The books follow below.
  PERFORM set_config('kbet.postings_bookkept', 'on', true);
  WITH house_moved AS (
    UPDATE accounts a SET balance = a.balance + stake WHERE a.id = house RETURNING a.balance
  ), entered AS (
    INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, memo, created_by)
    VALUES (bet_kind, bet_vertical, 'bet_slip', slip_id::text, p_bet ->> 'memo', member)
    RETURNING t.id, t.created_at
  ), posted AS (
    INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    SELECT e.id, v.account, v.amount, v.after
    FROM entered e, house_moved h,
         LATERAL (VALUES (account, -stake, cash), (house, stake, h.balance)) AS v (account, amount, after)
    ORDER BY v.account
  )
  SELECT h.balance, e.id, e.created_at INTO house_after, tx, posted_at FROM house_moved h, entered e;
  PERFORM set_config('kbet.postings_bookkept', '', true);
  emoney := cash;
  WITH balance_event AS (
    INSERT INTO live_events (channel, member_id, type, data)
    SELECT 'balance', member, 'balance', jsonb_build_object(
        'emoney', cash,
        'casinoMoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'casino'), 0),
        'point', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'point'), 0),
        'comp', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'comp'), 0),
        'transactionId', tx,
        'kind', bet_kind)
    FROM accounts b WHERE b.owner_member_id = member
  ), move AS (
    SELECT m.*, NOT EXISTS (SELECT 1 FROM ledger_member_days d WHERE d.member_id = member AND d.day = m.day)
                AS first_of_day
    FROM ledger_member_move(bet_kind, bet_vertical, posted_at, -stake) m
  ), member_day AS (
    INSERT INTO ledger_member_days AS d
      (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT member, m.day, bet_vertical, m.turnover, m.payouts, m.bonuses, m.deposits, m.withdrawals, 1
    FROM move m
    ON CONFLICT (member_id, day, vertical) DO UPDATE SET
      turnover = d.turnover + excluded.turnover,
      payouts = d.payouts + excluded.payouts,
      bonuses = d.bonuses + excluded.bonuses,
      deposits = d.deposits + excluded.deposits,
      withdrawals = d.withdrawals + excluded.withdrawals,
      postings = d.postings + excluded.postings
  ), member_week AS (
    INSERT INTO ledger_member_weeks AS w
      (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT member, date_trunc('week', m.day)::date, bet_vertical, m.turnover, m.payouts, m.bonuses, m.deposits,
           m.withdrawals, 1
    FROM move m
    ON CONFLICT (member_id, week, vertical) DO UPDATE SET
      turnover = w.turnover + excluded.turnover,
      payouts = w.payouts + excluded.payouts,
      bonuses = w.bonuses + excluded.bonuses,
      deposits = w.deposits + excluded.deposits,
      withdrawals = w.withdrawals + excluded.withdrawals,
      postings = w.postings + excluded.postings
  ), day_total AS (
    INSERT INTO ledger_days AS s (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
    SELECT m.day, pg_current_xact_id()::text::bigint % 61, m.turnover, m.payouts, m.bonuses, m.deposits,
           m.withdrawals, m.first_of_day::integer
    FROM move m
    ON CONFLICT (day, shard) DO UPDATE SET
      turnover = s.turnover + excluded.turnover,
      payouts = s.payouts + excluded.payouts,
      bonuses = s.bonuses + excluded.bonuses,
      deposits = s.deposits + excluded.deposits,
      withdrawals = s.withdrawals + excluded.withdrawals,
      members = s.members + excluded.members
  ), audited AS (
    INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
    SELECT member, 'ledger.' || bet_kind, 'ledger_transaction', tx::text,
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
                                    'balance', house_after) AS house_new) o
  ), slipped AS (
    INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                           expected_win, change_flag, ip_address, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT slip_id, member, s.game_type, s.game_style, s.game_detail_type, s.amount, s.total_ratio,
           s.expected_win, s.change_flag, s.ip_address, s.created_at
    FROM jsonb_to_record(p_bet -> 'slip') AS s (game_type smallint, game_style text,
      game_detail_type integer, amount bigint, total_ratio numeric, expected_win bigint, change_flag boolean,
      ip_address text, created_at timestamptz)
  ), legs AS (
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
    ORDER BY l.position
  ), claim AS (
    INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body)
    VALUES (member, bet_key, p_bet ->> 'hash', 200, jsonb_build_object('id', slip_id, 'emoney', cash))
    ON CONFLICT (member_id, key) DO NOTHING
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM claim) INTO claimed;
  -- Claimed meanwhile by a path that does not lock the member: KB002 undoes the bet, which is placed again.
  IF NOT claimed THEN
    RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key claimed concurrently';
  END IF;
  outcome := 'placed';
  RETURN NEXT;
END $$;
