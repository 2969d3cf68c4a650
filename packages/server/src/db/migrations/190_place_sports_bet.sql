-- A sports bet's whole transaction in one statement (issue 18). Placing took eight round trips while the
-- member's row lock was held (idempotency claim, exclusion, slip id, slip and legs, stake, rolling, stored
-- answer, commit), so a hot wallet waited on the network, not on the database. Here the claim, the slip with
-- its legs, the stake (post_transaction, migration 145: its lock order and rules unchanged), the look for
-- open rolling requirements and the stored answer go in one call; the checks that need no row lock (prices,
-- limits, exclusion) run in the server before it. One call is also what lets group commit send a hot
-- wallet's queued bets together, one round trip for the lot. A lone bet needs no BEGIN and COMMIT
-- (p_standalone: the statement is its own transaction), unless the member has open rolling requirements,
-- which the server counts in the same transaction: then it raises KB001, which undoes the statement, and
-- the server places the bet again in a transaction.
--
-- The idempotency protocol is plugins/idempotency.ts's: the claim is a unique row, a concurrent claim of the
-- same key waits for the first transaction and then finds its row. Outcomes, one row:
--   'placed'       slip_id, emoney (the member's cash after), open_rolling (the server counts the stake
--                  toward them next, in the same transaction)
--   'stored'       the key was used: request_hash, response_status, response_body (the server replays them,
--                  or refuses a different request under the same key)
--   'insufficient' the stake's refusal as post_transaction gives it (account_id, kind, amount, balance);
--                  nothing is left of the bet (no claim, no slip), so the key may be used again.
-- p_slip: game_type, game_style, game_detail_type, amount, total_ratio, expected_win, change_flag,
-- ip_address, created_at. p_legs: the frozen legs as jsonb_to_recordset reads them below. p_stake: kind,
-- vertical, memo and postings of the stake (postStake's), the slip's id filled in here.
CREATE FUNCTION place_sports_bet(
  p_member integer, p_key text, p_hash text, p_slip jsonb, p_legs jsonb, p_stake jsonb, p_standalone boolean
) RETURNS TABLE (
  outcome text, slip_id bigint, emoney bigint, open_rolling boolean, request_hash text, response_status smallint,
  response_body jsonb, account_id bigint, kind text, amount bigint, balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  new_slip bigint;
  posted record;
  cash bigint;
  stored idempotency_keys%ROWTYPE;
BEGIN
  INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_member, p_key, p_hash)
  ON CONFLICT (member_id, key) DO NOTHING;
  IF NOT FOUND THEN
    SELECT * INTO stored FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
    RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::bigint, NULL::boolean, stored.request_hash,
                        stored.response_status, stored.response_body, NULL::bigint, NULL::text, NULL::bigint,
                        NULL::bigint;
    RETURN;
  END IF;

  -- The stake first: a refusal then has no slip to undo (slips and legs are frozen, never deleted).
  new_slip := nextval(pg_get_serial_sequence('bet_slips', 'id'));
  FOR posted IN
    SELECT * FROM post_transaction(p_stake ->> 'kind', p_stake ->> 'vertical', 'bet_slip', new_slip::text, NULL,
                                   p_stake ->> 'memo', p_member, p_stake -> 'postings')
  LOOP
    IF posted.outcome = 'insufficient' THEN
      -- post_transaction undid the stake; undo the claim too: a refused bet leaves nothing, so its key
      -- may be used again.
      DELETE FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text,
                          NULL::smallint, NULL::jsonb, posted.account_id, posted.kind, posted.amount,
                          posted.balance_after;
      RETURN;
    END IF;
    IF posted.outcome <> 'posted' THEN
      RAISE EXCEPTION 'stake of slip % was not posted: % %', new_slip, posted.outcome, posted.ref;
    END IF;
    IF posted.member_id = p_member AND posted.kind = 'emoney' THEN
      cash := posted.balance_after;
    END IF;
  END LOOP;


  INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                         expected_win, change_flag, ip_address, created_at)
  OVERRIDING SYSTEM VALUE
  SELECT new_slip, p_member, s.game_type, s.game_style, s.game_detail_type, s.amount, s.total_ratio,
         s.expected_win, s.change_flag, s.ip_address, s.created_at
  FROM jsonb_to_record(p_slip) AS s (game_type smallint, game_style text, game_detail_type integer, amount bigint,
    total_ratio numeric, expected_win bigint, change_flag boolean, ip_address text, created_at timestamptz);
  INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                        sports_name, location_name, league_name, home_name, away_name, bet_name, bet_line,
                        bet_baseline, market_name, market_name_korean, market_period, bet_price, version,
                        bet_timing_score, bonus_min_odds, bonus_min_count)
  SELECT new_slip, l.position, l.odds_id, l.fixture_id, l.sport_id, l.market_id, l.is_bonus, l.start_date,
         l.sports_name, l.location_name, l.league_name, l.home_name, l.away_name, l.bet_name, l.bet_line,
         l.bet_baseline, l.market_name, l.market_name_korean, l.market_period, l.bet_price, l.version,
         l.bet_timing_score, l.bonus_min_odds, l.bonus_min_count
  FROM jsonb_to_recordset(p_legs) AS l (
    position smallint, odds_id text, fixture_id bigint, sport_id integer, market_id integer,
    is_bonus boolean, start_date timestamptz, sports_name text, location_name text, league_name text,
    home_name text, away_name text, bet_name text, bet_line text, bet_baseline text, market_name text,
    market_name_korean text, market_period smallint, bet_price numeric, version text,
    bet_timing_score text, bonus_min_odds numeric, bonus_min_count integer
  );

  -- Looked for with the member locked (by the stake), as a bonus granted meanwhile would lock it too.
  open_rolling := EXISTS (SELECT 1 FROM rolling_requirements r WHERE r.member_id = p_member AND r.completed_at IS NULL);
  IF open_rolling AND p_standalone THEN
    RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'place_sports_bet needs a transaction';
  END IF;
  UPDATE idempotency_keys k SET response_status = 200,
         response_body = jsonb_build_object('id', new_slip, 'emoney', coalesce(cash, 0))
  WHERE k.member_id = p_member AND k.key = p_key;
  RETURN QUERY SELECT 'placed'::text, new_slip, coalesce(cash, 0), open_rolling,
    NULL::text, NULL::smallint, NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint;
END $$;
