-- Partner and staff reports read per member, Korean day and vertical totals. Summing raw postings for them
-- took ~40 s over 10,000 members × 90 days, so the totals are kept in a rollup as postings are written.
--
-- ledger_member_moves is the one definition of what a member posting counts as (partner-settlement.md
-- "Inputs"): play is every transaction carrying a vertical, so a vertical added later is included unchanged;
-- a cancel, refund or void gives the stake back (less turnover), a reversal takes a payout back, otherwise a
-- debit is a stake and a credit a payout. Bonuses, deposits and withdrawals have no vertical. The rollup
-- trigger, the reports' exclusion correction and the consistency test all read it.
CREATE VIEW ledger_member_moves AS
SELECT p.id AS posting_id, a.owner_member_id AS member_id, t.created_at,
       (t.created_at AT TIME ZONE 'Asia/Seoul')::date AS day, t.vertical,
       CASE WHEN t.vertical IS NULL THEN 0
            WHEN t.kind ~ '(cancel|refund|void)' THEN -p.amount
            WHEN t.kind ~ 'reversal' THEN 0
            WHEN p.amount < 0 THEN -p.amount ELSE 0 END AS turnover,
       CASE WHEN t.vertical IS NULL OR t.kind ~ '(cancel|refund|void)' THEN 0
            WHEN t.kind ~ 'reversal' THEN p.amount
            WHEN p.amount > 0 THEN p.amount ELSE 0 END AS payouts,
       CASE WHEN t.vertical IS NULL AND t.kind NOT IN ('deposit', 'withdrawal') THEN p.amount ELSE 0 END AS bonuses,
       CASE WHEN t.kind = 'deposit' THEN p.amount ELSE 0 END AS deposits,
       CASE WHEN t.kind = 'withdrawal' THEN -p.amount ELSE 0 END AS withdrawals
FROM postings p
JOIN ledger_transactions t ON t.id = p.transaction_id
JOIN accounts a ON a.id = p.account_id AND a.owner_member_id IS NOT NULL
-- Commissions paid to partners and staff adjustments are neither play nor bonuses.
WHERE t.vertical IS NOT NULL
   OR t.kind IN ('deposit', 'withdrawal', 'deposit_bonus', 'roulette_prize', 'attendance_reward');

-- vertical NULL: money without one. `postings` counts the moves summed, so a row whose moves a report
-- leaves out (play inside an exclusion) is known to be empty even when its sums are zero.
CREATE TABLE ledger_member_days (
  member_id integer NOT NULL REFERENCES members (id),
  day date NOT NULL,
  vertical text,
  turnover bigint NOT NULL,
  payouts bigint NOT NULL,
  bonuses bigint NOT NULL,
  deposits bigint NOT NULL,
  withdrawals bigint NOT NULL,
  postings integer NOT NULL,
  CONSTRAINT ledger_member_days_key UNIQUE NULLS NOT DISTINCT (member_id, day, vertical)
);

-- Unscoped reports (every member) read a day range; a downline's read the key above by member.
CREATE INDEX ledger_member_days_day ON ledger_member_days (day);

-- Statement-level, so a posting statement pays one upsert whatever its line count (bulk postings included),
-- inside the posting's own transaction: the rollup commits or rolls back with the ledger. Upserts go in key
-- order; posting paths already hold the members' row locks, so the rows they touch are not contended.
CREATE FUNCTION ledger_member_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_member_days AS d
    (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
  SELECT m.member_id, m.day, m.vertical, sum(m.turnover), sum(m.payouts), sum(m.bonuses), sum(m.deposits),
         sum(m.withdrawals), count(*)
  FROM ledger_member_moves m
  WHERE m.posting_id IN (SELECT n.id FROM new_postings n)
  GROUP BY m.member_id, m.day, m.vertical
  ORDER BY m.member_id, m.day, m.vertical
  ON CONFLICT (member_id, day, vertical) DO UPDATE SET
    turnover = d.turnover + excluded.turnover,
    payouts = d.payouts + excluded.payouts,
    bonuses = d.bonuses + excluded.bonuses,
    deposits = d.deposits + excluded.deposits,
    withdrawals = d.withdrawals + excluded.withdrawals,
    postings = d.postings + excluded.postings;
  RETURN NULL;
END $$;

CREATE TRIGGER postings_member_days AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_member_days_add();

-- The ledger is append-only, and the rollup is derived from it alone.
CREATE TRIGGER ledger_member_days_no_delete BEFORE DELETE ON ledger_member_days
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

INSERT INTO ledger_member_days (member_id, day, vertical, turnover, payouts, bonuses, deposits, withdrawals, postings)
SELECT member_id, day, vertical, sum(turnover), sum(payouts), sum(bonuses), sum(deposits), sum(withdrawals), count(*)
FROM ledger_member_moves
GROUP BY member_id, day, vertical;
