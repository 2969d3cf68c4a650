-- Deposits and withdrawals (spec §3 Charge, §4 Charge status), deposit bonuses and their rolling
-- requirements, the deposit-account reveal, and the operator's bank list.
-- Times on charges come from the server's clock (injectable in tests), not from the database's.

-- A requested withdrawal is reserved at once: its amount moves from the member's emoney to their
-- withdraw_hold account, and staff approval pays it out (to house_cash) or rejection releases it.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (
  kind IN (
    'emoney', 'casino', 'point', 'comp', 'withdraw_hold',
    'house_cash', 'house_bonus', 'house_bets', 'house_casino'
  )
);

CREATE TABLE charges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  deposit_mode smallint NOT NULL CHECK (deposit_mode IN (0, 1)),
  deposit_amount bigint NOT NULL CHECK (deposit_amount > 0),
  deposit_name text NOT NULL,
  -- The member's other requests of the same mode still processing when this one was made (for staff).
  duplicate integer NOT NULL DEFAULT 0,
  user_display_flag smallint NOT NULL DEFAULT 1 CHECK (user_display_flag IN (0, 1)),
  type smallint NOT NULL CHECK (type IN (0, 1, 2)),
  -- The deposit bonus option (spec §9); 0 on withdrawals.
  point_type smallint NOT NULL DEFAULT 0,
  point_flag smallint NOT NULL DEFAULT 0,
  confirm_flag smallint NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  -- Set on approval of a deposit with a bonus option.
  bonus_amount bigint CHECK (bonus_amount >= 0),
  processed_by integer REFERENCES members (id),
  process_reason text,
  deposit_date timestamptz(3),
  process_date timestamptz(3),
  created_at timestamptz(3) NOT NULL,
  updated_at timestamptz(3) NOT NULL,
  CHECK ((status = 0) = (process_date IS NULL)),
  CHECK (deposit_mode = 0 OR point_type = 0)
);

CREATE INDEX charges_member ON charges (member_id, deposit_mode, created_at DESC);
CREATE INDEX charges_processing ON charges (created_at) WHERE status = 0;

-- A charge is history: only its outcome (once, from processing) and the member's hide flag change.
CREATE FUNCTION charges_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.member_id, NEW.deposit_mode, NEW.deposit_amount, NEW.deposit_name, NEW.type, NEW.point_type,
      NEW.point_flag, NEW.confirm_flag, NEW.created_at)
     IS DISTINCT FROM
     (OLD.member_id, OLD.deposit_mode, OLD.deposit_amount, OLD.deposit_name, OLD.type, OLD.point_type,
      OLD.point_flag, OLD.confirm_flag, OLD.created_at) THEN
    RAISE EXCEPTION 'charge % request fields are immutable', OLD.id;
  END IF;
  IF NEW.status <> OLD.status AND OLD.status <> 0 THEN
    RAISE EXCEPTION 'charge % already left processing (status %)', OLD.id, OLD.status;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER charges_guard BEFORE UPDATE ON charges FOR EACH ROW EXECUTE FUNCTION charges_guard();
CREATE TRIGGER charges_no_delete BEFORE DELETE ON charges FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Turnover a member owes before withdrawing, from an approved deposit bonus (spec §9 rolling).
CREATE TABLE rolling_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  charge_id integer UNIQUE REFERENCES charges (id),
  required bigint NOT NULL CHECK (required > 0),
  progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= required),
  created_at timestamptz NOT NULL,
  -- Met (progress = required) or waived by staff.
  completed_at timestamptz,
  waived_by integer REFERENCES members (id)
);

CREATE INDEX rolling_requirements_open ON rolling_requirements (member_id, id) WHERE completed_at IS NULL;

-- The deposit account text shows for a while after the deposit-password check, per session.
CREATE TABLE deposit_account_checks (
  session_id bigint PRIMARY KEY REFERENCES sessions (id),
  checked_until timestamptz NOT NULL
);

-- Wrong account (deposit/withdrawal) passwords: a 4-digit secret needs a brake on guessing.
CREATE TABLE account_password_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  failed_at timestamptz NOT NULL
);

CREATE INDEX account_password_failures_member ON account_password_failures (member_id, failed_at);

-- GET /settingbankname: the banks an operator accepts (spec §3 Bank setting).
CREATE TABLE bank_settings (
  bank_code text PRIMARY KEY,
  bank_name text NOT NULL,
  use_flag smallint NOT NULL DEFAULT 1 CHECK (use_flag IN (0, 1)),
  sort_order integer NOT NULL
);

INSERT INTO bank_settings (bank_code, bank_name, use_flag, sort_order)
SELECT code_id, code_name, 1, sort_order FROM codes WHERE type = 'BANK';
