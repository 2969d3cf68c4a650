-- Members, their sessions, and the shared helpers every later table uses.

-- updated_at keeps millisecond precision so the value the client echoes back (userUpdatedAt)
-- compares equal after a round trip through a JavaScript Date.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;

-- History tables are append-only: corrections are new rows (compliance §5).
CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL UNIQUE,
  nickname text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role smallint NOT NULL DEFAULT 1,
  type smallint NOT NULL DEFAULT 0,
  user_type text NOT NULL DEFAULT 'A',
  ban_type smallint NOT NULL DEFAULT 0,
  ban_date timestamptz,
  withdrawal_type smallint NOT NULL DEFAULT 0,
  withdrawal_date timestamptz,
  phone_number text,
  birth_date text,
  carrier_code text,
  bank_code smallint,
  bank_account_number text,
  bank_account_password_hash text,
  account_holder text,
  private_account text,
  private_virtual_account text,
  private_account_selected smallint NOT NULL DEFAULT 0,
  user_rolling numeric(5, 2) NOT NULL DEFAULT 0,
  user_rolling_slot numeric(5, 2) NOT NULL DEFAULT 0,
  user_rolling_mini numeric(5, 2) NOT NULL DEFAULT 0,
  user_rolling_virtual numeric(5, 2) NOT NULL DEFAULT 0,
  user_rolling_sports numeric(5, 2) NOT NULL DEFAULT 0,
  revolution_uid text,
  revolution_use_flag smallint NOT NULL DEFAULT 0,
  realpoker_uid text,
  realpoker_use_flag smallint NOT NULL DEFAULT 0,
  recommender_id integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp()
);

CREATE TRIGGER members_touch BEFORE UPDATE ON members
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

-- Server-side sessions: the cookie or bearer token is random; only its SHA-256 is stored.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members (id),
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (
    end_reason IN ('logout', 'other_device', 'idle', 'withdrawn', 'excluded', 'password_changed', 'staff')
  ),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);

-- One live session per member: a login on another device ends the older one (spec §8, 555).
CREATE UNIQUE INDEX sessions_one_active_per_member ON sessions (member_id) WHERE ended_at IS NULL;
