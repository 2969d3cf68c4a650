-- Issue 18: place_single_leg_bet (migration 200, mini-game and virtual bets) writes its idempotency row once, as
-- place_sports_bet does since migration 195. It inserted the claim first, with no answer, updated it with the
-- answer at the end and deleted it again on a refusal: two writes of the same row per bet. Now a key used
-- before is looked up first (a plain read; its stored answer is returned as before), and the claim is inserted
-- at the end with its answer. Exactly-once is kept by the unique key: that insert waits for a concurrent first
-- use of the same key, and if that one committed, this statement raises KB002, which undoes everything it did
-- (stake, slip, leg, game row); the server then places the bet again and gets the stored answer. A refusal (the
-- checks or the stake) looks the key up once more before answering, since a concurrent first use may be its
-- cause (its bet counted in the caps, its stake spent the cash); a refusal writes nothing at all.
CREATE OR REPLACE FUNCTION place_single_leg_bet(
  p_member integer, p_key text, p_hash text, p_game text, p_scope bigint, p_bet jsonb, p_slip jsonb,
  p_leg jsonb, p_stake jsonb, p_standalone boolean
) RETURNS TABLE (
  outcome text, slip_id bigint, emoney bigint, open_rolling boolean, request_hash text, response_status smallint,
  response_body jsonb, account_id bigint, kind text, amount bigint, balance bigint, refusal text,
  refused_until timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  bet_now timestamptz := (p_bet ->> 'now')::timestamptz;
  bet_amount bigint := (p_bet ->> 'amount')::bigint;
  bet_odds numeric := (p_bet ->> 'odds')::numeric;
  bet_market text := p_bet ->> 'market_id';
  opposite_ids text[] := ARRAY(SELECT jsonb_array_elements_text(p_bet -> 'opposite'));
  new_slip bigint;
  posted record;
  cash bigint;
  stored idempotency_keys%ROWTYPE;
  scope_status text;
  scope_closes timestamptz;
  scope_game text;
  excluded_kind text;
  excluded_until timestamptz;
  mine record;
  refused text;
BEGIN
  -- A key used before answers with its stored row. A concurrent first use of the key is not seen here (it has
  -- not committed): a refusal below looks again, and the insert at the end finds it.
  SELECT * INTO stored FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::bigint, NULL::boolean, stored.request_hash,
                        stored.response_status, stored.response_body, NULL::bigint, NULL::text, NULL::bigint,
                        NULL::bigint, NULL::text, NULL::timestamptz;
    RETURN;
  END IF;

  IF p_game = 'minigame' THEN
    SELECT r.status, r.closes_at, r.game_id INTO scope_status, scope_closes, scope_game
    FROM minigame_rounds r WHERE r.id = p_scope FOR SHARE;
  ELSIF p_game = 'virtual' THEN
    SELECT r.status, r.closes_at INTO scope_status, scope_closes
    FROM virtual_events e JOIN virtual_rounds r ON r.id = e.round_id WHERE e.id = p_scope FOR SHARE OF r;
  ELSE
    RAISE EXCEPTION 'place_single_leg_bet: unknown game %', p_game;
  END IF;

  IF p_game = 'minigame' AND EXISTS (SELECT 1 FROM minigame_game_settings g
                                     WHERE g.game_id = scope_game AND g.maintenance) THEN
    refused := 'maintenance';
  ELSIF scope_status IS NULL THEN
    refused := 'scope_not_found';
  ELSIF scope_status <> 'open' OR bet_now >= scope_closes THEN
    refused := 'scope_closed';
  END IF;
  IF refused IS NULL THEN
    -- Compliance §4: the running time-out or self-exclusion ending last.
    SELECT x.kind, x.ends_at INTO excluded_kind, excluded_until FROM rg_exclusions x
    WHERE x.member_id = p_member AND x.starts_at <= bet_now AND x.ends_at > bet_now
    ORDER BY x.ends_at DESC LIMIT 1;
    refused := excluded_kind;
  END IF;
  IF refused IS NULL THEN
    -- One member's bets take turns from here, so the caps read a settled total.
    PERFORM 1 FROM members m WHERE m.id = p_member FOR NO KEY UPDATE;
    IF p_game = 'minigame' THEN
      SELECT coalesce(bool_or(b.market_id = ANY(opposite_ids)), false) AS opposite, coalesce(sum(b.amount), 0) AS stake,
             coalesce(sum(floor(b.amount * b.odds)), 0) AS win INTO mine
      FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = p_scope AND b.member_id = p_member AND s.cancel_at IS NULL;
    ELSE
      SELECT coalesce(bool_or(b.market_id = ANY(opposite_ids)), false) AS opposite, coalesce(sum(b.amount), 0) AS stake,
             coalesce(sum(floor(b.amount * b.odds)), 0) AS win INTO mine
      FROM virtual_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.event_id = p_scope AND b.member_id = p_member AND s.cancel_at IS NULL;
    END IF;
    IF mine.opposite THEN
      refused := 'opposite_sides';
    ELSIF mine.stake + bet_amount > (p_bet ->> 'max_stake')::bigint THEN
      refused := 'scope_stake_cap';
    ELSIF mine.win + (p_bet ->> 'expected_win')::bigint > (p_bet ->> 'max_win')::bigint THEN
      refused := 'scope_win_cap';
    END IF;
  END IF;
  IF refused IS NULL THEN
    -- The stake first: a refusal then has no slip to undo (slips and legs are frozen, never deleted).
    new_slip := nextval(pg_get_serial_sequence('bet_slips', 'id'));
    FOR posted IN
      SELECT * FROM post_transaction(p_stake ->> 'kind', p_stake ->> 'vertical', 'bet_slip', new_slip::text, NULL,
                                     p_stake ->> 'memo', p_member, p_stake -> 'postings')
    LOOP
      IF posted.outcome = 'insufficient' THEN
        -- post_transaction undid the stake and nothing else was written.
        refused := 'insufficient';
        EXIT;
      END IF;
      IF posted.outcome <> 'posted' THEN
        RAISE EXCEPTION 'stake of slip % was not posted: % %', new_slip, posted.outcome, posted.ref;
      END IF;
      IF posted.member_id = p_member AND posted.kind = 'emoney' THEN
        cash := posted.balance_after;
      END IF;
    END LOOP;
  END IF;
  IF refused IS NOT NULL THEN
    -- A concurrent first use of the key may be why (its bet counted in the caps, its stake spent the cash, the
    -- round closed behind it): it held the member's or the round's lock until it committed, so its stored
    -- answer is visible now, and it is that answer this request gets. Otherwise nothing was written, and the
    -- key may be used again.
    SELECT * INTO stored FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'stored'::text, NULL::bigint, NULL::bigint, NULL::boolean, stored.request_hash,
                          stored.response_status, stored.response_body, NULL::bigint, NULL::text, NULL::bigint,
                          NULL::bigint, NULL::text, NULL::timestamptz;
    ELSIF refused = 'insufficient' THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text,
                          NULL::smallint, NULL::jsonb, posted.account_id, posted.kind, posted.amount,
                          posted.balance_after, NULL::text, NULL::timestamptz;
    ELSE
      RETURN QUERY SELECT 'refused'::text, NULL::bigint, NULL::bigint, NULL::boolean, NULL::text, NULL::smallint,
                          NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint, refused,
                          excluded_until;
    END IF;
    RETURN;
  END IF;

  INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                         expected_win, change_flag, ip_address, created_at)
  OVERRIDING SYSTEM VALUE
  VALUES (new_slip, p_member, (p_slip ->> 'game_type')::smallint, p_slip ->> 'game_style', 0, bet_amount, bet_odds,
          (p_bet ->> 'expected_win')::bigint, false, p_bet ->> 'ip_address', bet_now);
  INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                        sports_name, location_name, league_name, home_name, away_name, bet_name, market_name,
                        market_name_korean, bet_price, version)
  SELECT new_slip, 1, p_game || ':' || p_scope || ':' || bet_market, NULL, NULL, l.market_code, false, l.start_date,
         l.sports_name, l.location_name, l.league_name, l.home_name, l.away_name, l.label, l.market_name, l.label,
         bet_odds, '1'
  FROM jsonb_to_record(p_leg) AS l (market_code integer, start_date timestamptz, sports_name text,
    location_name text, league_name text, home_name text, away_name text, market_name text, label text);
  IF p_game = 'minigame' THEN
    INSERT INTO minigame_bets (slip_id, round_id, member_id, market_id, odds, amount, commitment, created_at)
    VALUES (new_slip, p_scope, p_member, bet_market, bet_odds, bet_amount, p_bet ->> 'commitment', bet_now);
  ELSE
    INSERT INTO virtual_bets (slip_id, event_id, member_id, market_id, odds, amount, commitment, created_at)
    VALUES (new_slip, p_scope, p_member, bet_market, bet_odds, bet_amount, p_bet ->> 'commitment', bet_now);
  END IF;

  -- Looked for with the member locked, as a bonus granted meanwhile would lock it too.
  open_rolling := EXISTS (SELECT 1 FROM rolling_requirements r WHERE r.member_id = p_member AND r.completed_at IS NULL);
  IF open_rolling AND p_standalone THEN
    RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'place_single_leg_bet needs a transaction';
  END IF;
  -- The claim and its stored answer, one row written once. It waits for a concurrent first use of the key;
  -- when that one committed, this bet must not be: KB002 undoes the statement, and the server places the bet
  -- again, which then answers with the stored row.
  INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body)
  VALUES (p_member, p_key, p_hash, 200, jsonb_build_object('id', new_slip, 'emoney', coalesce(cash, 0),
                                                           'commitment', p_bet ->> 'commitment'))
  ON CONFLICT (member_id, key) DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key claimed concurrently';
  END IF;
  RETURN QUERY SELECT 'placed'::text, new_slip, coalesce(cash, 0), open_rolling,
    NULL::text, NULL::smallint, NULL::jsonb, NULL::bigint, NULL::text, NULL::bigint, NULL::bigint, NULL::text,
    NULL::timestamptz;
END $$;
