-- Double-entry ledger (compliance §5). Balances live on accounts and change only through
-- postings; every ledger transaction's postings sum to zero.

CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_member_id integer REFERENCES members (id),
  kind text NOT NULL CHECK (
    kind IN ('emoney', 'casino', 'point', 'comp', 'house_cash', 'house_bonus', 'house_bets', 'house_casino')
  ),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT accounts_house_kind CHECK ((owner_member_id IS NULL) = (kind LIKE 'house\_%')),
  -- A member can never owe: house accounts may go negative (play money issued), members may not.
  CONSTRAINT accounts_member_balance_nonnegative CHECK (owner_member_id IS NULL OR balance >= 0),
  CONSTRAINT accounts_owner_kind_unique UNIQUE NULLS NOT DISTINCT (owner_member_id, kind)
);

CREATE TRIGGER accounts_touch BEFORE UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref_type text,
  ref_id text,
  -- Set for effects that must happen once (a payout per bet and settlement version).
  dedupe_key text UNIQUE,
  memo text,
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX ledger_transactions_ref ON ledger_transactions (ref_type, ref_id);

CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL
);

CREATE INDEX postings_account ON postings (account_id, id);
CREATE INDEX postings_transaction ON postings (transaction_id);

-- Checked at commit, after all postings of the transaction are in.
CREATE FUNCTION assert_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  txid bigint;
  total numeric;
  lines integer;
BEGIN
  -- Each branch is planned only when taken, so each table's own column is read.
  IF TG_TABLE_NAME = 'postings' THEN
    txid := NEW.transaction_id;
  ELSE
    txid := NEW.id;
  END IF;
  SELECT coalesce(sum(amount), 0), count(*) INTO total, lines FROM postings WHERE transaction_id = txid;
  IF lines < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (% postings, sum %)', txid, lines, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION assert_transaction_balanced();
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION assert_transaction_balanced();

CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

INSERT INTO accounts (owner_member_id, kind)
VALUES (NULL, 'house_cash'), (NULL, 'house_bonus'), (NULL, 'house_bets'), (NULL, 'house_casino');

-- Who, when, what, old and new value, reason (compliance §5). actor_id NULL = the system.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES members (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  old_value jsonb,
  new_value jsonb,
  reason text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX audit_log_target ON audit_log (target_type, target_id);

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Stored responses of money-moving requests, replayed for a retried Idempotency-Key.
CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response_status smallint,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (member_id, key)
);

CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
