-- Sports bets (spec §3-§5, feed-model.md settlement, compliance §5): slips and their legs, frozen when
-- accepted; cancellation, hiding and every (re-)settlement are appended as events, and the slip keeps
-- only a current-status summary of them. Times come from the server's clock (injectable in tests).

-- An accepted bet never changes (compliance §5): an UPDATE may touch only the current-status columns
-- named as trigger arguments; rows are never deleted.
CREATE FUNCTION forbid_frozen_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% rows are never deleted', TG_TABLE_NAME;
  END IF;
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    RAISE EXCEPTION 'accepted % are frozen: only % may change', TG_TABLE_NAME, TG_ARGV;
  END IF;
  RETURN NEW;
END $$;

-- A slip (spec §3 "Bet slip"). game_type 1 pre-match, 2 in-play at betting time (3, 4 are the other
-- games' histories). total_ratio is the exact product of the leg prices floored to 2 decimals, as the
-- member sent it. The stake's ledger transaction refers to the slip (ref bet_slip/<id>).
-- Current status: status and settlement_flag use the leg win-flag values (-1 … 5; a member's cancel is
-- status -1 with cancel_at), settlement_version counts (re-)settlements, payout is what the current
-- settlement paid, deleted_at hides the slip from the member's history.
CREATE TABLE bet_slips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  game_type smallint NOT NULL CHECK (game_type IN (1, 2, 3, 4)),
  game_style text NOT NULL CHECK (game_style IN ('EU', 'KR', 'EV')),
  game_detail_type smallint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  total_ratio numeric NOT NULL CHECK (scale(total_ratio) = 2),
  expected_win bigint NOT NULL CHECK (expected_win >= 0),
  change_flag boolean NOT NULL,
  ip_address text,
  created_at timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN -1 AND 5),
  settlement_flag smallint NOT NULL DEFAULT 0 CHECK (settlement_flag BETWEEN -1 AND 5),
  settlement_version integer NOT NULL DEFAULT 0,
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  settled_at timestamptz,
  cancel_at timestamptz,
  deleted_at timestamptz
);

CREATE INDEX bet_slips_member_history ON bet_slips (member_id, game_type, id DESC) WHERE deleted_at IS NULL;

CREATE TRIGGER bet_slips_frozen BEFORE UPDATE OR DELETE ON bet_slips
  FOR EACH ROW EXECUTE FUNCTION forbid_frozen_change(
    'status', 'settlement_flag', 'settlement_version', 'payout', 'settled_at', 'cancel_at', 'deleted_at'
  );

-- A leg (spec §3 "Bet leg") with frozen copies of what the member saw: names, price, line, version and
-- the in-play score at betting time. The bonus item (fixtureId 'bonus') has no fixture, market or sport.
-- win_flag and score are the current settlement of the leg; each change is appended to bet_leg_results.
CREATE TABLE bet_legs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slip_id bigint NOT NULL REFERENCES bet_slips (id),
  position smallint NOT NULL,
  odds_id text NOT NULL,
  fixture_id bigint,
  sport_id integer,
  market_id integer,
  is_bonus boolean NOT NULL,
  start_date timestamptz,
  sports_name text NOT NULL,
  location_name text NOT NULL,
  league_name text NOT NULL,
  home_name text NOT NULL,
  away_name text NOT NULL,
  bet_name text NOT NULL,
  bet_line text,
  bet_baseline text,
  market_name text NOT NULL,
  market_name_korean text NOT NULL,
  market_period smallint,
  bet_price numeric NOT NULL CHECK (bet_price >= 1 AND scale(bet_price) <= 3),
  version text NOT NULL,
  bet_timing_score text,
  -- The bonus item's rule as accepted (other legs priced at least bonus_min_odds, bonus_min_count of them).
  bonus_min_odds numeric,
  bonus_min_count integer,
  win_flag smallint NOT NULL DEFAULT 0 CHECK (win_flag BETWEEN -1 AND 5),
  score text,
  UNIQUE (slip_id, position),
  CHECK (is_bonus = (fixture_id IS NULL)),
  CHECK (is_bonus = (bonus_min_count IS NOT NULL))
);

CREATE INDEX bet_legs_odds ON bet_legs (odds_id);
CREATE INDEX bet_legs_fixture ON bet_legs (fixture_id) WHERE fixture_id IS NOT NULL;

CREATE TRIGGER bet_legs_frozen BEFORE UPDATE OR DELETE ON bet_legs
  FOR EACH ROW EXECUTE FUNCTION forbid_frozen_change('win_flag', 'score');

-- Every change of a leg's win flag, in order (append-only).
CREATE TABLE bet_leg_results (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  leg_id bigint NOT NULL REFERENCES bet_legs (id),
  win_flag smallint NOT NULL CHECK (win_flag BETWEEN -1 AND 5),
  score text,
  created_at timestamptz NOT NULL
);

CREATE INDEX bet_leg_results_leg ON bet_leg_results (leg_id, id);

CREATE TRIGGER bet_leg_results_append_only BEFORE UPDATE OR DELETE ON bet_leg_results
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- The slip's history after placement (append-only): a member's cancel, a hide, each settlement,
-- re-settlement or withdrawn settlement (with its version, flag, payout, the legs' flags and the ledger
-- transactions it posted), and the jackpot-board registration.
CREATE TABLE bet_slip_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slip_id bigint NOT NULL REFERENCES bet_slips (id),
  kind text NOT NULL CHECK (kind IN ('cancelled', 'hidden', 'settled', 'resettled', 'unsettled', 'jackpot')),
  status smallint NOT NULL,
  settlement_flag smallint NOT NULL,
  settlement_version integer NOT NULL,
  payout bigint NOT NULL,
  legs jsonb,
  ledger_transaction_ids bigint[] NOT NULL DEFAULT '{}',
  actor_id integer REFERENCES members (id),
  reason text,
  created_at timestamptz NOT NULL
);

CREATE INDEX bet_slip_events_slip ON bet_slip_events (slip_id, id);
-- One settlement record per slip and version: a second writer of the same version fails.
CREATE UNIQUE INDEX bet_slip_events_settlement_version ON bet_slip_events (slip_id, settlement_version)
  WHERE kind IN ('settled', 'resettled', 'unsettled');

CREATE TRIGGER bet_slip_events_append_only BEFORE UPDATE OR DELETE ON bet_slip_events
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Bonus items of the bet slip (spec §3: fixtureId 'bonus'): a price that multiplies the slip when it
-- holds at least min_count other selections priced min_odds or more (spec §5, §9).
CREATE TABLE bet_bonus_items (
  id text PRIMARY KEY,
  name text NOT NULL,
  name_korean text NOT NULL,
  price numeric NOT NULL CHECK (price >= 1 AND scale(price) <= 3),
  min_odds numeric NOT NULL CHECK (min_odds >= 1),
  min_count integer NOT NULL CHECK (min_count >= 1),
  version text NOT NULL DEFAULT '1',
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

INSERT INTO bet_bonus_items (id, name, name_korean, price, min_odds, min_count, sort_order) VALUES
  ('bonus_3', '3 Folder Bonus', '3폴더 보너스', 1.03, 1.3, 3, 1),
  ('bonus_4', '4 Folder Bonus', '4폴더 보너스', 1.05, 1.3, 4, 2),
  ('bonus_5', '5 Folder Bonus', '5폴더 보너스', 1.08, 1.3, 5, 3);

-- Won slips a member put on the jackpot board (POST /boardjackpot), once per slip.
CREATE TABLE jackpot_entries (
  slip_id bigint PRIMARY KEY REFERENCES bet_slips (id),
  member_id integer NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL
);

CREATE INDEX jackpot_entries_created ON jackpot_entries (created_at DESC);

CREATE TRIGGER jackpot_entries_append_only BEFORE UPDATE OR DELETE ON jackpot_entries
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Per-member betting setting (spec §3): point rewards on betting; no row = the defaults.
CREATE TABLE member_betting_settings (
  member_id integer PRIMARY KEY REFERENCES members (id),
  betting_set_flag smallint NOT NULL DEFAULT 0 CHECK (betting_set_flag IN (0, 1)),
  first_point numeric NOT NULL DEFAULT 0 CHECK (first_point >= 0 AND scale(first_point) <= 3),
  per_point numeric NOT NULL DEFAULT 0 CHECK (per_point >= 0 AND scale(per_point) <= 3),
  updated_by integer REFERENCES members (id),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp()
);

-- The jackpot counter (GET /jackpot): a base plus a share (basis points) of the sports stakes that
-- stand (not cancelled). Display only: no money moves.
INSERT INTO settings (key, value) VALUES ('jackpot', '{"baseAmount": 50000000, "stakeShareBp": 100}');
