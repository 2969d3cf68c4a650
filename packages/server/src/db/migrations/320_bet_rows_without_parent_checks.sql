-- Issue 18, eighth pass: the rows a bet appends no longer check their parents row by row. A foreign-key check
-- is a SELECT … FOR KEY SHARE of the parent run once per inserted row (a sports bet ran eight of them: its
-- slip, key, audit row, ledger transaction, two postings' accounts, a leg, and the member's day and week rows
-- when new), each with its executor set up and torn down, on a parent the writer has just locked or written
-- itself. Measured with scripts/bench/placementProbe.mjs (PROBE_AB, one connection, backend CPU): a batch of 8
-- 3.18 → 2.88 ms, of 64 16.1 → 13.8 ms, a lone bet 0.88 → 0.84 ms (docs/benchmarks.md, eighth pass).
--
-- What each check guaranteed, and what guarantees it now:
-- - the parent exists when the row is written: every writer of these rows names a parent it has just locked
--   or written in the same transaction, and cannot write without it: the member (placement functions and the
--   ledger lock the member row first, the idempotency claim and the audit actor are the session's member),
--   the account (every posting's balance_after is the balance its writer's UPDATE of that account returned),
--   the slip (a leg is inserted by the statement that inserts its slip), and the member of a rollup row is the
--   owner of the posted account;
-- - the parent is never deleted nor renumbered afterwards: members, accounts and slips now refuse DELETE and a
--   change of id outright (slips already did, bet_slips_frozen), where the checks only refused it while a row
--   named them. Nothing deletes them: a member's withdrawal is a status, a ledger account keeps its history;
-- - the testkit's ledgerConsistent (run after the race, replay and settlement tests) also finds any row of
--   these tables naming a missing parent.
-- Kept: postings.transaction_id (a posting outside a ledger transaction would escape the balance check at
-- commit, ledger_transactions_balanced), every foreign key of the rows written once per member (accounts) and
-- the other tables' references to members, accounts and slips (those parents now simply cannot go away).
CREATE FUNCTION forbid_delete_or_renumber() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never deleted nor renumbered: rows of other tables name them', TG_TABLE_NAME;
END $$;

CREATE TRIGGER members_kept BEFORE DELETE OR UPDATE OF id ON members
  FOR EACH ROW EXECUTE FUNCTION forbid_delete_or_renumber();
CREATE TRIGGER accounts_kept BEFORE DELETE OR UPDATE OF id ON accounts
  FOR EACH ROW EXECUTE FUNCTION forbid_delete_or_renumber();

-- A member can no longer be deleted, so its session-change notice on delete (migration 230) cannot fire.
DROP TRIGGER members_notify_delete ON members;

ALTER TABLE bet_slips DROP CONSTRAINT bet_slips_member_id_fkey;
ALTER TABLE bet_legs DROP CONSTRAINT bet_legs_slip_id_fkey;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_member_id_fkey;
ALTER TABLE audit_log DROP CONSTRAINT audit_log_actor_id_fkey;
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_created_by_fkey;
ALTER TABLE postings DROP CONSTRAINT postings_account_id_fkey;
ALTER TABLE ledger_member_days DROP CONSTRAINT ledger_member_days_member_id_fkey;
ALTER TABLE ledger_member_weeks DROP CONSTRAINT ledger_member_weeks_member_id_fkey;
