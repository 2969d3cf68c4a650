-- Partners and recommenders (issue 15, partner-settlement.md). Rates are whole basis points (1 bp = 0.01 %);
-- money is whole won; the rules themselves live in @kbet/sdk (partners/).

-- The partner tree: a distributor of tier 1 has no parent, tier 2 a tier-1 parent, tier 3 a tier-2 parent.
CREATE TABLE partners (
  member_id integer PRIMARY KEY REFERENCES members (id),
  parent_id integer REFERENCES partners (member_id),
  tier smallint NOT NULL CHECK (tier IN (1, 2, 3)),
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9]{2,20}$'),
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  CHECK ((tier = 1) = (parent_id IS NULL)),
  CHECK (parent_id IS NULL OR parent_id <> member_id)
);

CREATE INDEX partners_parent ON partners (parent_id);

-- A contract applies from its first day; a change is a new row from the next period (never an edit), so a
-- closed period is always settled on the terms it ran under.
CREATE TABLE partner_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id integer NOT NULL REFERENCES partners (member_id),
  effective_from date NOT NULL,
  losing_bp integer NOT NULL CHECK (losing_bp BETWEEN 0 AND 10000),
  rolling_sports_bp integer NOT NULL CHECK (rolling_sports_bp BETWEEN 0 AND 10000),
  rolling_minigame_bp integer NOT NULL CHECK (rolling_minigame_bp BETWEEN 0 AND 10000),
  rolling_virtual_bp integer NOT NULL CHECK (rolling_virtual_bp BETWEEN 0 AND 10000),
  rolling_casino_bp integer NOT NULL CHECK (rolling_casino_bp BETWEEN 0 AND 10000),
  rolling_slot_bp integer NOT NULL CHECK (rolling_slot_bp BETWEEN 0 AND 10000),
  carryover text NOT NULL CHECK (carryover IN ('none', 'carry', 'capped')),
  carryover_cap bigint CHECK (carryover_cap >= 0),
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  CHECK ((carryover = 'capped') = (carryover_cap IS NOT NULL)),
  UNIQUE (partner_id, effective_from)
);

CREATE TRIGGER partner_contracts_append_only BEFORE UPDATE OR DELETE ON partner_contracts
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- The partner a member belongs to: the one whose code it signed up with; staff move it only with an audited reason.
ALTER TABLE members ADD COLUMN partner_id integer REFERENCES partners (member_id);
CREATE INDEX members_partner ON members (partner_id) WHERE partner_id IS NOT NULL;
CREATE INDEX members_recommender ON members (recommender_id) WHERE recommender_id IS NOT NULL;

-- A recommender's losing share of its referred members' NGR (no rolling, no tiers).
CREATE TABLE recommender_contracts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  effective_from date NOT NULL,
  losing_bp integer NOT NULL CHECK (losing_bp BETWEEN 0 AND 10000),
  carryover text NOT NULL CHECK (carryover IN ('none', 'carry', 'capped')),
  carryover_cap bigint CHECK (carryover_cap >= 0),
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  CHECK ((carryover = 'capped') = (carryover_cap IS NOT NULL)),
  UNIQUE (member_id, effective_from)
);

-- Closed, non-overlapping periods (Korean days, both ends inclusive), each settled once.
CREATE TABLE settlement_periods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  from_day date NOT NULL,
  to_day date NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'released')),
  run_by integer REFERENCES members (id),
  run_at timestamptz NOT NULL,
  released_at timestamptz,
  CHECK (to_day >= from_day),
  CONSTRAINT settlement_periods_no_overlap EXCLUDE USING gist (daterange(from_day, to_day, '[]') WITH &&)
);

-- Every line of a run with its computation; adjustment lines name the closed period they correct.
CREATE TABLE settlement_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  period_id integer NOT NULL REFERENCES settlement_periods (id),
  partner_id integer NOT NULL REFERENCES members (id),
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('rolling', 'losing', 'recommender')),
  vertical text CHECK (vertical IN ('sports', 'minigame', 'virtual', 'casino', 'slot')),
  base bigint NOT NULL,
  rate_bp integer NOT NULL,
  child_rate_bp integer,
  amount bigint NOT NULL,
  computation text NOT NULL,
  adjusts_period_id integer REFERENCES settlement_periods (id)
);

CREATE INDEX settlement_lines_period ON settlement_lines (period_id, partner_id);
CREATE INDEX settlement_lines_adjusts ON settlement_lines (adjusts_period_id) WHERE adjusts_period_id IS NOT NULL;

CREATE TRIGGER settlement_lines_append_only BEFORE UPDATE OR DELETE ON settlement_lines
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Loss carried per partner and member out of a period (only non-zero entries).
CREATE TABLE settlement_carry (
  period_id integer NOT NULL REFERENCES settlement_periods (id),
  partner_id integer NOT NULL REFERENCES members (id),
  member_id integer NOT NULL REFERENCES members (id),
  carried bigint NOT NULL CHECK (carried > 0),
  PRIMARY KEY (period_id, partner_id, member_id)
);

-- One payout per partner, period and kind; the ledger's dedupe key repeats it, so a replayed or concurrent
-- release cannot pay twice.
CREATE TABLE settlement_payouts (
  period_id integer NOT NULL REFERENCES settlement_periods (id),
  partner_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('rolling', 'losing', 'recommender')),
  amount bigint NOT NULL,
  transaction_id bigint REFERENCES ledger_transactions (id),
  PRIMARY KEY (period_id, partner_id, kind)
);

-- The per member, vertical and day facts read play postings by member and time.
CREATE INDEX ledger_transactions_created ON ledger_transactions (created_at);

INSERT INTO settings (key, value) VALUES ('settlementPeriodDays', '7') ON CONFLICT (key) DO NOTHING;

-- The second factor of partner and staff logins (RFC 6238), enrolled once: a secret waits until the first
-- code confirms it; afterwards every login needs a code of a later time step than the last one used.
CREATE TABLE member_totp (
  member_id integer PRIMARY KEY REFERENCES members (id),
  secret text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);
