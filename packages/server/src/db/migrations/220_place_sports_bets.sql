-- Issue 18, set-based placement: a batch of sports bets (one hot wallet's queued bets, or bets of several
-- wallets queued at once) in one call. place_sports_bet (migrations 190, 195) ran once per bet, so a batch
-- of group commit still ran its bets one after another in the backend holding the member's lock, each
-- firing the posting triggers: a hot wallet ran at 1 ÷ (PostgreSQL CPU per bet). Here the members are
-- locked once, in id order (the order post_transaction locks in, so batches of different wallets and the
-- other posting paths never deadlock), the balances are walked bet by bet in the batch's order, each bet
-- accepted or refused on its own exactly as place_sports_bet answered it, and then each table gets ONE
-- insert for the whole batch: ledger transactions, postings (their statement-level triggers, the live
-- balance event and the member-day/week/day rollups, fire once per batch), audit rows, slips, legs and the
-- idempotency rows with their stored answers, in two statements (the money, then the slips and claims). A
-- call is 5 statements inside, whatever the batch's size. The ledger's rules are post_transaction's: the members'
-- updated_at moves (spec §7 userUpdatedAt), the house side posts to this database transaction's shard, a
-- member account never goes below zero, each posting keeps its balance after (in the batch's order), and
-- the audit log gets each transaction's old and new balances.
--
-- p_bets: [{ "member": 3, "key": "…", "hash": "…", "kind": "bet_stake", "vertical": "sports", "memo": "…",
-- "slip": { place_sports_bet's p_slip }, "legs": [ place_sports_bet's p_legs ] }]. The stake is the slip's
-- amount, from the member's emoney to house_bets. One row per bet, in the batch's order, with
-- place_sports_bet's columns: 'placed', 'stored' (the key's stored answer, also for a key placed earlier in
-- the same batch) or 'insufficient' (nothing written; the key may be used again).
--
-- The members are locked before the keys are looked up, so a concurrent first use of a key on another
-- server has committed (and is found) or has not started; KB002 stays for a key claimed by a path that does
-- not lock the member, and undoes the whole batch. KB001 (p_standalone, a placed bet's member has open
-- rolling requirements) undoes the whole call too; the caller then runs it in a transaction and counts the
-- stakes toward them.
CREATE FUNCTION place_sports_bets(p_bets jsonb, p_standalone boolean)
RETURNS TABLE (
  outcome text, slip_id bigint, emoney bigint, open_rolling boolean, request_hash text, response_status smallint,
  response_body jsonb, account_id bigint, kind text, amount bigint, balance bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  bet record;
  -- The batch's members, their emoney accounts and cash as the walk goes, and which have open rolling.
  m_ids integer[];
  m_accounts bigint[];
  m_cash bigint[];
  rolling integer[];
  at int;
  stake bigint;
  -- The placed bets, in the batch's order.
  placed_slips bigint[] := '{}';
  placed_members integer[] := '{}';
  placed_accounts bigint[] := '{}';
  placed_stakes bigint[] := '{}';
  placed_cash bigint[] := '{}';
  placed_house bigint[] := '{}';
  placed_claims text[] := '{}';
  placed_bodies jsonb[] := '{}';
  placed_sources jsonb[] := '{}';
  house bigint;
  total bigint := 0;
  moved int;
  claimed int;
BEGIN
  WITH locked AS (
    SELECT m.id FROM members m
    WHERE m.id IN (SELECT (b ->> 'member')::integer FROM jsonb_array_elements(p_bets) b)
    ORDER BY m.id FOR NO KEY UPDATE
  )
  UPDATE members m SET updated_at = clock_timestamp() FROM locked WHERE m.id = locked.id;

  -- Read after the lock (a statement of its own, so its snapshot sees what the lock waited for).
  SELECT array_agg(a.owner_member_id), array_agg(a.id), array_agg(a.balance),
         (SELECT array_agg(DISTINCT r.member_id) FROM rolling_requirements r
          WHERE r.completed_at IS NULL
            AND r.member_id IN (SELECT (b ->> 'member')::integer FROM jsonb_array_elements(p_bets) b))
  INTO m_ids, m_accounts, m_cash, rolling
  FROM accounts a
  WHERE a.kind = 'emoney'
    AND a.owner_member_id IN (SELECT (b ->> 'member')::integer FROM jsonb_array_elements(p_bets) b);

  FOR bet IN
    SELECT (b.value ->> 'member')::integer AS member_id, b.value ->> 'key' AS key, b.value ->> 'hash' AS hash,
           (b.value -> 'slip' ->> 'amount')::bigint AS stake, b.value AS source, k.member_id IS NOT NULL AS used,
           k.request_hash AS stored_hash, k.response_status AS stored_status, k.response_body AS stored_body
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b (value, n)
    LEFT JOIN idempotency_keys k ON k.member_id = (b.value ->> 'member')::integer AND k.key = b.value ->> 'key'
    ORDER BY b.n
  LOOP
    outcome := NULL; slip_id := NULL; emoney := NULL; open_rolling := NULL; request_hash := NULL;
    response_status := NULL; response_body := NULL; account_id := NULL; kind := NULL; amount := NULL;
    balance := NULL;
    at := array_position(placed_claims, bet.member_id || ':' || bet.key);
    IF bet.used THEN
      outcome := 'stored';
      request_hash := bet.stored_hash;
      response_status := bet.stored_status;
      response_body := bet.stored_body;
    ELSIF at IS NOT NULL THEN
      -- The key was placed earlier in this batch: as a later statement of the same transaction would, it
      -- answers with that bet's stored answer.
      outcome := 'stored';
      request_hash := placed_sources[at] ->> 'hash';
      response_status := 200;
      response_body := placed_bodies[at];
    ELSE
      at := array_position(m_ids, bet.member_id);
      IF at IS NULL THEN
        RAISE EXCEPTION 'stake of member % was not posted: unknown_account member:%:emoney', bet.member_id,
          bet.member_id;
      END IF;
      stake := bet.stake;
      IF m_cash[at] - stake < 0 THEN
        outcome := 'insufficient';
        account_id := m_accounts[at];
        kind := 'emoney';
        amount := -stake;
        balance := m_cash[at];
      ELSE
        m_cash[at] := m_cash[at] - stake;
        total := total + stake;
        outcome := 'placed';
        slip_id := nextval(pg_get_serial_sequence('bet_slips', 'id'));
        emoney := m_cash[at];
        open_rolling := bet.member_id = ANY (coalesce(rolling, '{}'));
        IF open_rolling AND p_standalone THEN
          RAISE EXCEPTION USING ERRCODE = 'KB001', MESSAGE = 'place_sports_bets needs a transaction';
        END IF;
        placed_slips := placed_slips || slip_id;
        placed_members := placed_members || bet.member_id;
        placed_accounts := placed_accounts || m_accounts[at];
        placed_stakes := placed_stakes || stake;
        placed_cash := placed_cash || emoney;
        placed_house := placed_house || total;
        placed_claims := placed_claims || (bet.member_id || ':' || bet.key);
        placed_bodies := placed_bodies || jsonb_build_object('id', slip_id, 'emoney', emoney);
        placed_sources := placed_sources || bet.source;
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;

  IF total = 0 THEN
    RETURN;
  END IF;

  -- The money in one statement: the house side once (its balance after each bet is where it stood before the
  -- batch plus the stakes so far), each member's emoney by its stakes (relative, and never below zero), and one
  -- insert each of ledger transactions, their postings (per account, posting ids follow the batch's order, as
  -- the balances after do) and their audit rows (each line's balance before and after, in account id order,
  -- as post_transaction writes them). The postings' statement triggers run after the whole statement, so
  -- they see its ledger transactions.
  house := house_account_id('house_bets');
  WITH house_moved AS (
    UPDATE accounts a SET balance = a.balance + total WHERE a.id = house RETURNING a.balance - total AS start
  ),
  members_moved AS (
    UPDATE accounts a SET balance = a.balance - s.spent
    FROM (SELECT p.account, sum(p.stake) AS spent FROM unnest(placed_accounts, placed_stakes) AS p (account, stake)
          GROUP BY p.account) s
    WHERE a.id = s.account AND a.balance - s.spent >= 0
    RETURNING a.id
  ),
  transactions AS (
    INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, memo, created_by)
    SELECT p.source ->> 'kind', p.source ->> 'vertical', 'bet_slip', p.slip::text, p.source ->> 'memo', p.member
    FROM unnest(placed_slips, placed_members, placed_sources) WITH ORDINALITY AS p (slip, member, source, n)
    ORDER BY p.n
    RETURNING t.id, t.ref_id
  ),
  lines AS (
    SELECT t.id AS tx, p.n, p.member, p.account, p.stake, p.cash, h.start + p.house_after AS house_after, p.source
    FROM unnest(placed_slips, placed_members, placed_accounts, placed_stakes, placed_cash, placed_house,
                placed_sources) WITH ORDINALITY AS p (slip, member, account, stake, cash, house_after, source, n)
    JOIN transactions t ON t.ref_id = p.slip::text
    CROSS JOIN house_moved h
  ),
  posted AS (
    INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    SELECT l.tx, v.account, v.amount, v.after
    FROM lines l
    CROSS JOIN LATERAL (VALUES (l.account, -l.stake, l.cash), (house, l.stake, l.house_after)) AS v (account, amount, after)
    ORDER BY l.n, v.account
  ),
  audited AS (
    INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
    SELECT l.member, 'ledger.' || (l.source ->> 'kind'), 'ledger_transaction', l.tx::text,
           CASE WHEN l.account < house THEN jsonb_build_array(o.member_old, o.house_old)
                ELSE jsonb_build_array(o.house_old, o.member_old) END,
           CASE WHEN l.account < house THEN jsonb_build_array(o.member_new, o.house_new)
                ELSE jsonb_build_array(o.house_new, o.member_new) END,
           l.source ->> 'memo'
    FROM lines l
    CROSS JOIN LATERAL (
      SELECT jsonb_build_object('accountId', l.account, 'memberId', l.member, 'kind', 'emoney',
                                'balance', l.cash + l.stake) AS member_old,
             jsonb_build_object('accountId', l.account, 'memberId', l.member, 'kind', 'emoney',
                                'balance', l.cash) AS member_new,
             jsonb_build_object('accountId', house, 'memberId', NULL, 'kind', 'house_bets',
                                'balance', l.house_after - l.stake) AS house_old,
             jsonb_build_object('accountId', house, 'memberId', NULL, 'kind', 'house_bets',
                                'balance', l.house_after) AS house_new
    ) o
    ORDER BY l.n
  )
  SELECT count(*) INTO moved FROM members_moved;
  -- Members are locked and walked above, so this holds unless a path moved a member's cash without the lock.
  IF moved < (SELECT count(DISTINCT a) FROM unnest(placed_accounts) a) THEN
    RAISE EXCEPTION 'a batch of bets would take a member account below zero';
  END IF;

  -- Slips, legs and the claims with their stored answers in one statement (the legs' foreign key is checked
  -- at its end). A key claimed meanwhile by a path that does not lock the member makes its claim find a row:
  -- KB002 undoes the batch, which is placed again.
  WITH slips AS (
    INSERT INTO bet_slips (id, member_id, game_type, game_style, game_detail_type, amount, total_ratio,
                           expected_win, change_flag, ip_address, created_at)
    OVERRIDING SYSTEM VALUE
    SELECT p.slip, p.member, s.game_type, s.game_style, s.game_detail_type, s.amount, s.total_ratio,
           s.expected_win, s.change_flag, s.ip_address, s.created_at
    FROM unnest(placed_slips, placed_members, placed_sources) WITH ORDINALITY AS p (slip, member, source, n)
    CROSS JOIN LATERAL jsonb_to_record(p.source -> 'slip') AS s (game_type smallint, game_style text,
      game_detail_type integer, amount bigint, total_ratio numeric, expected_win bigint, change_flag boolean,
      ip_address text, created_at timestamptz)
    ORDER BY p.n
  ),
  legs AS (
    INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, sport_id, market_id, is_bonus, start_date,
                          sports_name, location_name, league_name, home_name, away_name, bet_name, bet_line,
                          bet_baseline, market_name, market_name_korean, market_period, bet_price, version,
                          bet_timing_score, bonus_min_odds, bonus_min_count)
    SELECT p.slip, l.position, l.odds_id, l.fixture_id, l.sport_id, l.market_id, l.is_bonus, l.start_date,
           l.sports_name, l.location_name, l.league_name, l.home_name, l.away_name, l.bet_name, l.bet_line,
           l.bet_baseline, l.market_name, l.market_name_korean, l.market_period, l.bet_price, l.version,
           l.bet_timing_score, l.bonus_min_odds, l.bonus_min_count
    FROM unnest(placed_slips, placed_sources) WITH ORDINALITY AS p (slip, source, n)
    CROSS JOIN LATERAL jsonb_to_recordset(p.source -> 'legs') AS l (
      position smallint, odds_id text, fixture_id bigint, sport_id integer, market_id integer,
      is_bonus boolean, start_date timestamptz, sports_name text, location_name text, league_name text,
      home_name text, away_name text, bet_name text, bet_line text, bet_baseline text, market_name text,
      market_name_korean text, market_period smallint, bet_price numeric, version text,
      bet_timing_score text, bonus_min_odds numeric, bonus_min_count integer
    )
    ORDER BY p.n, l.position
  ),
  claims AS (
    INSERT INTO idempotency_keys (member_id, key, request_hash, response_status, response_body)
    SELECT p.member, p.source ->> 'key', p.source ->> 'hash', 200, p.body
    FROM unnest(placed_members, placed_sources, placed_bodies) WITH ORDINALITY AS p (member, source, body, n)
    ORDER BY p.n
    ON CONFLICT (member_id, key) DO NOTHING
    RETURNING 1
  )
  SELECT count(*) INTO claimed FROM claims;
  IF claimed < cardinality(placed_slips) THEN
    RAISE EXCEPTION USING ERRCODE = 'KB002', MESSAGE = 'idempotency key claimed concurrently';
  END IF;
END $$;

-- Every sports placement goes through place_sports_bets now (a lone bet is a batch of one).
DROP FUNCTION place_sports_bet(integer, text, text, jsonb, jsonb, jsonb, boolean);
