-- Issue 18, fifth pass: a lone sports bet placed by statements of its own size. A batch of one went through
-- place_sports_bets' set-based statements (220, 255): the batch's arrays built and unnested, the money and the
-- slip each one statement of several inserts with their sorts, joins and function scans, and the walk over the
-- batch. For one bet each of those plan nodes is set up and torn down for one row. Measured on one connection
-- (scripts/bench/placementProbe.mjs, backend CPU, interleaved rounds on the bench database), a lone bet cost
-- 3.4 ms of PostgreSQL CPU through place_sports_bets and 2.4 ms here (docs/benchmarks.md, "Fifth pass"). A lone
-- bet is what one client sends, and what group commit sends whenever nothing else is in flight.
--
-- place_sports_bet answers exactly as place_sports_bets does for a batch of that one bet (the same columns and
-- outcomes, the same rows written, the same errors: KB001, KB002, unknown_account), and the repository sends a
-- batch of one here. The member is locked first (members.updated_at moves, spec §7 userUpdatedAt), then its key
-- is looked up, then the stake is taken by a conditional update of the emoney account: it reads the balance as
-- it stands after the lock, and a refusal changes nothing (the insufficient answer reads the balance it saw).
-- The ledger's rules are post_transaction's as in place_sports_bets: the house side posts to this database
-- transaction's shard, postings in account id order, each with its balance after, and the audit row gets the
-- transaction's old and new balances. p_bet is one element of place_sports_bets' p_bets.
CREATE FUNCTION place_sports_bet(p_bet jsonb, p_standalone boolean)
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
  RETURNING t.id INTO tx;
  INSERT INTO postings (transaction_id, account_id, amount, balance_after)
  SELECT tx, v.account, v.amount, v.after
  FROM (VALUES (account, -stake, cash), (house, stake, house_after)) AS v (account, amount, after)
  ORDER BY v.account;
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
