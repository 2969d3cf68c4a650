-- Issue 18, ninth pass: a batch's member stamp goes by key. place_sports_bets (255) locks its members by key
-- (a lateral subquery per member, in id order) and then stamped them with UPDATE … FROM locked: PL/pgSQL's
-- generic plan guesses the batch at 100 members (jsonb_array_elements) and so joined them by hashing a whole scan
-- of members, on the bench's 265 members 0.12 of the statement's 0.40 ms for a batch of 8 (auto_explain), and
-- growing with every member signed up: on a members table of some ten thousand rows the guess of 100 still
-- favours the scan. Now the stamp names the locked ids (= ANY of the locked rows' ids: the primary key, one
-- index search), 0.22 ms for the statement, whatever the table's size.
-- And each placed bet's slip id is drawn from the identity sequence by name, as place_sports_bet does (291):
-- pg_get_serial_sequence searched the catalogue once per bet.
-- Nothing else changes: the same rows, answers, locks (members in id order, then accounts) and errors.
CREATE OR REPLACE FUNCTION place_sports_bets(p_bets jsonb, p_standalone boolean)
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
  -- Each member locked by its key, in id order (the lateral subquery runs once per id, as the loop over them).
  WITH locked AS (
    SELECT l.id
    FROM (SELECT DISTINCT (b ->> 'member')::integer AS id FROM jsonb_array_elements(p_bets) b ORDER BY 1) i
    CROSS JOIN LATERAL (SELECT m.id FROM members m WHERE m.id = i.id FOR NO KEY UPDATE) l
  )
  UPDATE members m SET updated_at = clock_timestamp() WHERE m.id = ANY (ARRAY(SELECT l.id FROM locked l));

  -- Read after the lock (a statement of its own, so its snapshot sees what the lock waited for), by key.
  SELECT array_agg(i.id), array_agg(a.id), array_agg(a.balance), array_agg(i.id) FILTER (WHERE r.open)
  INTO m_ids, m_accounts, m_cash, rolling
  FROM (SELECT DISTINCT (b ->> 'member')::integer AS id FROM jsonb_array_elements(p_bets) b) i
  CROSS JOIN LATERAL (SELECT a.id, a.balance FROM accounts a
                      WHERE a.owner_member_id = i.id AND a.kind = 'emoney' LIMIT 1) a
  LEFT JOIN LATERAL (SELECT true AS open FROM rolling_requirements r
                     WHERE r.member_id = i.id AND r.completed_at IS NULL LIMIT 1) r ON true;

  FOR bet IN
    SELECT (b.value ->> 'member')::integer AS member_id, b.value ->> 'key' AS key, b.value ->> 'hash' AS hash,
           (b.value -> 'slip' ->> 'amount')::bigint AS stake, b.value AS source, k.member_id IS NOT NULL AS used,
           k.request_hash AS stored_hash, k.response_status AS stored_status, k.response_body AS stored_body
    FROM jsonb_array_elements(p_bets) WITH ORDINALITY AS b (value, n)
    LEFT JOIN LATERAL (SELECT k.member_id, k.request_hash, k.response_status, k.response_body
                       FROM idempotency_keys k
                       WHERE k.member_id = (b.value ->> 'member')::integer AND k.key = b.value ->> 'key'
                       LIMIT 1) k ON true
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
        slip_id := nextval('bet_slips_id_seq');
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
    WHERE a.id = ANY (placed_accounts) AND a.id = s.account AND a.balance - s.spent >= 0
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
