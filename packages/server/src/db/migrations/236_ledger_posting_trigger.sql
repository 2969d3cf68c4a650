-- Issue 18, cheaper ledger writes for every vertical. A posting statement fired four triggers: the balance check
-- (migration 002) once per posting row and once per ledger transaction, each a trigger call and a sum over the
-- transaction's postings at commit (three for a stake of two lines); the live balance event (090) and the
-- reports' rollups (185, 205), two statement triggers, each reading the statement's postings and joining them
-- to their accounts and ledger transactions again (the rollups through ledger_member_moves, which reads the
-- postings a second time). Measured on a 256-member bench database, a stake's post_transaction cost 2.18 ms of
-- PostgreSQL CPU, of which the rollups 0.50, the balance checks 0.27 and the live event 0.19 (each trigger
-- dropped in turn; docs/architecture.md "Ledger writes").
--
-- Now one statement trigger does all of it, reading the statement's postings once, with their accounts and
-- ledger transactions joined once: the balance check of every ledger transaction the statement posted to, the
-- live balance event per member, and the three rollups. Its cost is per statement, not per row, so a statement
-- posting a batch of bets pays it once.
--
-- The balance check is immediate (at the end of the posting statement) instead of deferred to commit: every
-- writer of postings (post_transaction, the bulk ledger post) writes a ledger transaction's postings in one
-- statement, and a statement adding postings to a transaction of an earlier statement sees its earlier postings
-- in the sum, so nothing that was refused before passes now. A ledger transaction that never gets a posting
-- statement is still refused at commit by ledger_transactions_balanced, one check per ledger transaction.

-- What a member posting counts as in the reports (partner-settlement.md "Inputs"), from its ledger transaction's
-- kind, vertical and time and its amount: no row for a move the reports leave out. The one definition, read by
-- ledger_member_moves and by the posting trigger; a SQL function of one SELECT, so PostgreSQL inlines it into
-- the queries that call it (no function call per row).
CREATE FUNCTION ledger_member_move(p_kind text, p_vertical text, p_created_at timestamptz, p_amount bigint)
RETURNS TABLE (day date, turnover bigint, payouts bigint, bonuses bigint, deposits bigint, withdrawals bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_created_at AT TIME ZONE 'Asia/Seoul')::date,
         CASE WHEN p_vertical IS NULL THEN 0
              WHEN p_kind ~ '(cancel|refund|void)' THEN -p_amount
              WHEN p_kind ~ 'reversal' THEN 0
              WHEN p_amount < 0 THEN -p_amount ELSE 0 END,
         CASE WHEN p_vertical IS NULL OR p_kind ~ '(cancel|refund|void)' THEN 0
              WHEN p_kind ~ 'reversal' THEN p_amount
              WHEN p_amount > 0 THEN p_amount ELSE 0 END,
         CASE WHEN p_vertical IS NULL AND p_kind NOT IN ('deposit', 'withdrawal') THEN p_amount ELSE 0 END,
         CASE WHEN p_kind = 'deposit' THEN p_amount ELSE 0 END,
         CASE WHEN p_kind = 'withdrawal' THEN -p_amount ELSE 0 END
  -- Commissions paid to partners and staff adjustments are neither play nor bonuses.
  WHERE p_vertical IS NOT NULL
     OR p_kind IN ('deposit', 'withdrawal', 'deposit_bonus', 'roulette_prize', 'attendance_reward')
$$;

CREATE OR REPLACE VIEW ledger_member_moves AS
SELECT p.id AS posting_id, a.owner_member_id AS member_id, t.created_at, m.day, t.vertical, m.turnover, m.payouts,
       m.bonuses, m.deposits, m.withdrawals
FROM postings p
JOIN ledger_transactions t ON t.id = p.transaction_id
JOIN accounts a ON a.id = p.account_id AND a.owner_member_id IS NOT NULL
CROSS JOIN LATERAL ledger_member_move(t.kind, t.vertical, t.created_at, p.amount) m;

-- One statement: every part reads the rollups as they were before it (one snapshot for all parts of a WITH), so
-- a member-day without any row yet is a new member of that day. Posting paths hold the members' row locks, so no
-- other transaction adds a first row of the same member and day meanwhile. Upserts go in key order.
CREATE FUNCTION postings_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  -- Each ledger transaction posted to sums to zero over at least two postings (its earlier ones included).
  SELECT s.transaction_id, s.lines, s.total INTO unbalanced
  FROM (SELECT DISTINCT n.transaction_id FROM new_postings n) x
  CROSS JOIN LATERAL (SELECT x.transaction_id, count(*) AS lines, sum(p.amount) AS total
                      FROM postings p WHERE p.transaction_id = x.transaction_id) s
  WHERE s.lines < 2 OR s.total <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (% postings, sum %)', unbalanced.transaction_id,
      unbalanced.lines, unbalanced.total USING ERRCODE = 'check_violation';
  END IF;

  WITH lines AS MATERIALIZED (
    SELECT n.transaction_id, a.owner_member_id AS member_id, t.kind, t.vertical, t.created_at, n.amount
    FROM new_postings n
    JOIN accounts a ON a.id = n.account_id AND a.owner_member_id IS NOT NULL
    JOIN ledger_transactions t ON t.id = n.transaction_id
  ),
  -- The balance event: one per member posted to, with the User object's balances after the statement and the
  -- member's last ledger transaction of it.
  balance_events AS (
    INSERT INTO live_events (channel, member_id, type, data)
    SELECT 'balance', l.member_id, 'balance', jsonb_build_object(
        'emoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'emoney'), 0),
        'casinoMoney', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'casino'), 0),
        'point', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'point'), 0),
        'comp', coalesce(sum(b.balance) FILTER (WHERE b.kind = 'comp'), 0),
        'transactionId', l.transaction_id,
        'kind', l.kind)
    FROM (SELECT DISTINCT ON (member_id) member_id, transaction_id, kind FROM lines
          ORDER BY member_id, transaction_id DESC) l
    JOIN accounts b ON b.owner_member_id = l.member_id
    GROUP BY l.member_id, l.transaction_id, l.kind
    ORDER BY l.member_id
  ),
  moves AS (
    SELECT l.member_id, m.day, l.vertical, sum(m.turnover) AS turnover, sum(m.payouts) AS payouts,
           sum(m.bonuses) AS bonuses, sum(m.deposits) AS deposits, sum(m.withdrawals) AS withdrawals,
           count(*) AS postings
    FROM lines l CROSS JOIN LATERAL ledger_member_move(l.kind, l.vertical, l.created_at, l.amount) m
    GROUP BY l.member_id, m.day, l.vertical
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

DROP TRIGGER postings_balanced ON postings;
DROP TRIGGER postings_live_balance ON postings;
DROP TRIGGER postings_member_days ON postings;
DROP FUNCTION live_publish_balances();
DROP FUNCTION ledger_member_days_add();

CREATE TRIGGER postings_added AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION postings_added();
