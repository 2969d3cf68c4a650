-- Issue 18: place_sports_bet (migration 190) writes its idempotency row once. It inserted the claim first,
-- with no answer, and updated it with the answer at the end (and deleted it again when the stake was
-- refused): two writes of the same row per bet, the second a new row version with its WAL. Now a key
-- used before is looked up first (a plain read; its stored answer is returned as before), and the claim is
-- inserted at the end with its answer. Exactly-once is kept by the unique key: that insert waits for a
-- concurrent first use of the same key, and if that one committed, this statement raises KB002, which
-- undoes everything it did (stake, slip, legs); the server then places the bet again and gets the stored
-- answer. Every bet of one member also queues on the member's row lock (the stake), so a concurrent
-- duplicate costs one undone statement, never a second effect; a duplicate whose stake is refused because
-- the first use spent the cash looks the key up again (the first committed before the member's lock was
-- free) and answers with the stored row. A refused stake now writes nothing at all.
CREATE OR REPLACE FUNCTION place_sports_bet(
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
  -- A key used before answers with its stored row. A concurrent first use of the key is not seen here (it has
  -- not committed): the insert at the end finds it.
  SELECT * INTO stored FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
  IF FOUND THEN
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
      -- A concurrent first use of the key may have spent the cash: it held the member's lock until it
      -- committed, so its stored answer is visible now, and it is that answer this request gets.
      SELECT * INTO stored FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
      IF FOUND THEN
        RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::bigint, NULL::boolean, stored.request_hash,
                            stored.response_status, stored.response_body, NULL::bigint, NULL::text,
                            NULL::bigint, NULL::bigint;
        RETURN;
      END IF;
      -- post_transaction undid the stake and nothing else was written: a refused bet leaves nothing, so its
      -- key may be used again.
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
  -- The claim and its stored answer, one row written once. It waits for a concurrent first use of the key;
  -- when that one committed, this bet must not be: KB002 undoes the statement, and the server places the bet
  -- again, which then answers with the stored row.
  INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body)
  VALUES (p_member, p_key, p_hash, 200, jsonb_build_object('id', new_slip, 'emoney', coalesce(cash, 0)))
  ON CONFLICT (member_id, key) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key claimed concurrently';
  END IF;
  RETURN QUERY SELECT 'placed'::text, new_slip, coalesce(cash, 0), open_rolling,
    NULL::text, NULL::smallint, NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint;
END $$;
