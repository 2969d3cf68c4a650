-- Live push (issue 4): every pushed event is a row here, written in the transaction of the business change
-- it reports, so an event exists exactly when its change committed. Public channels (odds, scores, feed)
-- go to every client; private ones (bets, balance, messages) only to member_id's own streams.
--
-- Sequence numbers are given in commit order, not at insert: a number taken at insert time could commit
-- after a higher one was already pushed, and a client resuming "after seq N" would miss it. So a row is
-- inserted with seq NULL and the sequencer (live_sequence_events, one caller at a time) numbers the
-- committed rows and NOTIFYs kbet_live with the new head. Business transactions never NOTIFY, so they
-- never queue on PostgreSQL's database-wide notify lock at commit.
CREATE SEQUENCE live_event_seq;

CREATE TABLE live_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seq bigint UNIQUE,
  channel text NOT NULL CHECK (channel IN ('odds', 'scores', 'feed', 'bets', 'balance', 'messages')),
  member_id integer,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT live_events_private_has_member
    CHECK ((channel IN ('bets', 'balance', 'messages')) = (member_id IS NOT NULL))
);

CREATE INDEX live_events_pending ON live_events (id) WHERE seq IS NULL;
CREATE INDEX live_events_created ON live_events (created_at) WHERE seq IS NOT NULL;

-- Numbers up to max_rows committed, unnumbered rows in insert order and announces the new head on
-- kbet_live. Returns the head, NULL when nothing was pending, -1 when another process is sequencing.
-- The advisory lock is held to commit, so batches commit in number order and readers always see a
-- gap-free prefix; a rolled-back batch only leaves unused numbers, which clients never wait for.
CREATE FUNCTION live_sequence_events(max_rows integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  base bigint;
  n integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7424390) THEN
    RETURN -1;
  END IF;
  SELECT array_agg(id ORDER BY id) INTO ids
  FROM (SELECT id FROM live_events WHERE seq IS NULL ORDER BY id LIMIT max_rows) pending;
  n := coalesce(cardinality(ids), 0);
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  -- Only this function draws from the sequence, under the lock: reserve n numbers at once.
  base := nextval('live_event_seq');
  IF n > 1 THEN
    PERFORM setval('live_event_seq', base + n - 1);
  END IF;
  UPDATE live_events e SET seq = base + u.ord - 1
  FROM unnest(ids) WITH ORDINALITY AS u (id, ord)
  WHERE e.id = u.id;
  PERFORM pg_notify('kbet_live', (base + n - 1)::text);
  RETURN base + n - 1;
END $$;

-- Bounded retention: drops numbered rows older than keep_for or beyond the newest keep_rows, always
-- keeping the newest row (its seq is the head new clients start from). Returns the rows dropped.
CREATE FUNCTION live_prune_events(keep_for interval, keep_rows bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
  dropped bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7424391) THEN
    RETURN 0;
  END IF;
  SELECT max(seq) INTO head FROM live_events;
  IF head IS NULL THEN
    RETURN 0;
  END IF;
  DELETE FROM live_events
  WHERE seq < head AND (seq <= head - keep_rows OR created_at < clock_timestamp() - keep_for);
  GET DIAGNOSTICS dropped = ROW_COUNT;
  RETURN dropped;
END $$;

-- Balance events: one per member whose accounts a ledger statement posted to, with the balances as the
-- User object names them (memberBalances) after the posting. Statement-level, so a transaction's
-- postings make one event per member; postings of a refused transaction roll back with the event.
CREATE FUNCTION live_publish_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (channel, member_id, type, data)
  SELECT 'balance', m.member_id, 'balance', jsonb_build_object(
      'emoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'emoney'), 0),
      'casinoMoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'casino'), 0),
      'point', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'point'), 0),
      'comp', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'comp'), 0),
      'transactionId', m.transaction_id,
      'kind', t.kind)
  FROM (
    SELECT a.owner_member_id AS member_id, max(p.transaction_id) AS transaction_id
    FROM new_postings p JOIN accounts a ON a.id = p.account_id
    WHERE a.owner_member_id IS NOT NULL
    GROUP BY a.owner_member_id
  ) m
  JOIN accounts b ON b.owner_member_id = m.member_id
  JOIN ledger_transactions t ON t.id = m.transaction_id
  GROUP BY m.member_id, m.transaction_id, t.kind
  ORDER BY m.member_id;
  RETURN NULL;
END $$;

CREATE TRIGGER postings_live_balance AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION live_publish_balances();

-- New-message events, with the member's unread count after the insert (what the 5-second check reads).
CREATE FUNCTION live_publish_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (channel, member_id, type, data)
  SELECT 'messages', n.member_id, 'message', jsonb_build_object(
      'id', n.id,
      'title', n.title,
      'unread', (SELECT count(*) FROM messages u
                 WHERE u.member_id = n.member_id AND u.user_delete_flg = 0 AND u.confirm_status = 0))
  FROM new_messages n
  ORDER BY n.id;
  RETURN NULL;
END $$;

CREATE TRIGGER messages_live_new AFTER INSERT ON messages
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION live_publish_messages();

-- Bet events: a slip's settlement, re-settlement, withdrawn settlement or cancellation, to its member.
CREATE FUNCTION live_publish_bets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (channel, member_id, type, data)
  SELECT 'bets', s.member_id, 'bet', jsonb_build_object(
      'slipId', e.slip_id,
      'kind', e.kind,
      'status', e.status,
      'settlementFlag', e.settlement_flag,
      'settlementVersion', e.settlement_version,
      'payout', e.payout)
  FROM new_slip_events e JOIN bet_slips s ON s.id = e.slip_id
  WHERE e.kind IN ('settled', 'resettled', 'unsettled', 'cancelled')
  ORDER BY e.id;
  RETURN NULL;
END $$;

CREATE TRIGGER bet_slip_events_live AFTER INSERT ON bet_slip_events
  REFERENCING NEW TABLE AS new_slip_events
  FOR EACH STATEMENT EXECUTE FUNCTION live_publish_bets();
