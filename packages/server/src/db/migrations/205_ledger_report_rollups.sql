-- Issue 15, report speed: reports read every ledger_member_days row of their range (members × days ×
-- verticals: 900,000 rows for 10,000 members × 90 days) and a report by day counted distinct members per day
-- by sorting them all: seconds. Two coarser rollups, kept by the same trigger statement:
-- - ledger_member_weeks: per member, week (Monday) and vertical, so a report by member, vertical or week reads
--   one row per member and week for the range's whole weeks (days only at its edges): a seventh of the rows.
-- - ledger_days: per Korean day the sums and how many members had any move that day, so a report by day over
--   every member reads days × shards rows.
--
-- ledger_days is sharded like the house accounts (migration 100): a posting transaction adds to the shard its
-- transaction id selects, so concurrent transactions rarely wait on the same row until commit, and one
-- transaction keeps to one row per day however many statements it posts (no lock-order deadlock between two
-- transactions paying several members). A member is counted once per day, in the shard of the transaction that
-- wrote its first row of that day, so a day's distinct members are the sum of its shards' counts.
CREATE TABLE ledger_days (
  day date NOT NULL,
  shard smallint NOT NULL CHECK (shard BETWEEN 0 AND 60),
  turnover bigint NOT NULL,
  payouts bigint NOT NULL,
  bonuses bigint NOT NULL,
  deposits bigint NOT NULL,
  withdrawals bigint NOT NULL,
  -- Members whose first ledger_member_days row of the day (whatever its vertical) this shard's transactions wrote.
  members integer NOT NULL,
  PRIMARY KEY (day, shard)
);

CREATE TABLE ledger_member_weeks (
  member_id integer NOT NULL REFERENCES members (id),
  week date NOT NULL CHECK (extract(isodow FROM week) = 1),
  vertical text,
  turnover bigint NOT NULL,
  payouts bigint NOT NULL,
  bonuses bigint NOT NULL,
  deposits bigint NOT NULL,
  withdrawals bigint NOT NULL,
  postings integer NOT NULL,
  CONSTRAINT ledger_member_weeks_key UNIQUE NULLS NOT DISTINCT (member_id, week, vertical)
);

CREATE INDEX ledger_member_weeks_week ON ledger_member_weeks (week);

-- One statement adds the posting statement's moves to both rollups. Its reads see the rollups as they were
-- before the statement (one snapshot for all parts of a WITH), so a member-day without any row yet is a new
-- member of that day. Posting paths hold the members' row locks, so no other transaction adds a first row of
-- the same member and day meanwhile.
CREATE OR REPLACE FUNCTION ledger_member_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moves AS (
    SELECT m.member_id, m.day, m.vertical, sum(m.turnover) AS turnover, sum(m.payouts) AS payouts,
           sum(m.bonuses) AS bonuses, sum(m.deposits) AS deposits, sum(m.withdrawals) AS withdrawals,
           count(*) AS postings
    FROM ledger_member_moves m
    WHERE m.posting_id IN (SELECT n.id FROM new_postings n)
    GROUP BY m.member_id, m.day, m.vertical
  ),
  member_days AS (
    INSERT INTO ledger_member_days AS d
      (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings
    FROM moves
    ORDER BY member_id, day, vertical
    ON CONFLICT (member_id, day, vertical) DO UPDATE SET
      turnover = d.turnover + excluded.turnover,
      payouts = d.payouts + excluded.payouts,
      bonuses = d.bonuses + excluded.bonuses,
      deposits = d.deposits + excluded.deposits,
      withdrawals = d.withdrawals + excluded.withdrawals,
      postings = d.postings + excluded.postings
    RETURNING 1
  ),
  member_weeks AS (
    INSERT INTO ledger_member_weeks AS w
      (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
    SELECT member_id, date_trunc('week', day)::date, vertical, sum(turnover), sum(payouts), sum(bonuses),
           sum(deposits), sum(withdrawals), sum(postings)
    FROM moves
    GROUP BY member_id, date_trunc('week', day)::date, vertical
    ORDER BY 1, 2, 3
    ON CONFLICT (member_id, week, vertical) DO UPDATE SET
      turnover = w.turnover + excluded.turnover,
      payouts = w.payouts + excluded.payouts,
      bonuses = w.bonuses + excluded.bonuses,
      deposits = w.deposits + excluded.deposits,
      withdrawals = w.withdrawals + excluded.withdrawals,
      postings = w.postings + excluded.postings
    RETURNING 1
  ),
  new_member_days AS (
    SELECT DISTINCT m.member_id, m.day FROM moves m
    WHERE NOT EXISTS (SELECT 1 FROM ledger_member_days d WHERE d.member_id = m.member_id AND d.day = m.day)
  )
  INSERT INTO ledger_days AS s (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
  SELECT g.day, pg_current_xact_id()::text::bigint % 61, g.turnover, g.payouts, g.bonuses, g.deposits,
         g.withdrawals, coalesce(n.members, 0)
  FROM (SELECT day, sum(turnover) AS turnover, sum(payouts) AS payouts, sum(bonuses) AS bonuses,
               sum(deposits) AS deposits, sum(withdrawals) AS withdrawals
        FROM moves GROUP BY day) g
  LEFT JOIN (SELECT day, count(*) AS members FROM new_member_days GROUP BY day) n ON n.day = g.day
  ORDER BY g.day
  ON CONFLICT (day, shard) DO UPDATE SET
    turnover = s.turnover + excluded.turnover,
    payouts = s.payouts + excluded.payouts,
    bonuses = s.bonuses + excluded.bonuses,
    deposits = s.deposits + excluded.deposits,
    withdrawals = s.withdrawals + excluded.withdrawals,
    members = s.members + excluded.members;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_days_no_delete BEFORE DELETE ON ledger_days
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_member_weeks_no_delete BEFORE DELETE ON ledger_member_weeks
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

INSERT INTO ledger_member_weeks
  (member_id, week, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
SELECT member_id, date_trunc('week', day)::date, vertical, sum(turnover), sum(payouts), sum(bonuses),
       sum(deposits), sum(withdrawals), sum(postings)
FROM ledger_member_days
GROUP BY member_id, date_trunc('week', day)::date, vertical;

INSERT INTO ledger_days (day, shard, turnover, payouts, bonuses, deposits, withdrawals, members)
SELECT day, 0, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals), count(DISTINCT member_id)
FROM ledger_member_days
GROUP BY day;
