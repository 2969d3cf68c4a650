-- Live push retention counted from an event's numbering, not its insert (issue 18's live push). An event is
-- inserted inside the business transaction that causes it and numbered once that commits, so a transaction held
-- open longer than the retention made its events prunable as soon as they were numbered: a prune between the
-- numbering and a fan-out's read (normally milliseconds) left a hole among retained rows, above the oldest
-- number, which the fan-out's and the replay's `oldest` check cannot see (a stream went on past it). Now the
-- sequencer stamps numbered_at, the retention counts from it (an event is replayable that long after clients
-- could first see it), and the prune drops a prefix of the numbers only, so whatever it drops lies below the
-- oldest number kept.
ALTER TABLE live_events ADD COLUMN numbered_at timestamptz;

-- Rows numbered before this migration: their numbering time is unknown but not later than now, so counting
-- their retention from now never drops one early. A numbered row without a stamp (one a test numbers by hand)
-- is dropped with the prefix below a stamped one, or by the count.
UPDATE live_events SET numbered_at = now() WHERE seq IS NOT NULL;

-- The prune's age lookup moves from the insert time to the numbering time; the insert time's index has no
-- other reader.
DROP INDEX live_events_created;
CREATE INDEX live_events_numbered ON live_events (numbered_at) WHERE seq IS NOT NULL;

-- As in 090, and stamps each batch with the time it was numbered (once, so one batch shares it).
CREATE OR REPLACE FUNCTION live_sequence_events(max_rows integer) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  base bigint;
  n integer;
  numbered timestamptz;
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
  -- Read under the lock, so the stamps follow the numbers.
  numbered := clock_timestamp();
  -- Only this function draws from the sequence, under the lock: reserve n numbers at once.
  base := nextval('live_event_seq');
  IF n > 1 THEN
    PERFORM setval('live_event_seq', base + n - 1);
  END IF;
  UPDATE live_events e SET seq = base + u.ord - 1, numbered_at = numbered
  FROM unnest(ids) WITH ORDINALITY AS u (id, ord)
  WHERE e.id = u.id;
  PERFORM pg_notify('kbet_live', (base + n - 1)::text);
  RETURN base + n - 1;
END $$;

-- Bounded retention: drops the numbered rows up to the newest one numbered more than keep_for ago, or up to
-- the newest keep_rows, always keeping the newest row (its seq is the head new clients start from). The cut is
-- a number, so the rows dropped are always a prefix and any reader's `oldest` check sees them; batches are
-- numbered and stamped in number order under the sequencer's lock, so a row numbered late (its transaction was
-- held open) is kept keep_for after its numbering like any other.
-- Returns the rows dropped.
CREATE OR REPLACE FUNCTION live_prune_events(keep_for interval, keep_rows bigint) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
  aged bigint;
  dropped bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7424391) THEN
    RETURN 0;
  END IF;
  SELECT max(seq) INTO head FROM live_events;
  IF head IS NULL THEN
    RETURN 0;
  END IF;
  SELECT max(seq) INTO aged FROM live_events
  WHERE seq IS NOT NULL AND numbered_at < clock_timestamp() - keep_for;
  DELETE FROM live_events
  WHERE seq < head AND seq <= greatest(coalesce(aged, 0), head - keep_rows);
  GET DIAGNOSTICS dropped = ROW_COUNT;
  RETURN dropped;
END $$;
