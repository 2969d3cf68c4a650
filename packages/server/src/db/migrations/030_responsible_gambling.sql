-- Responsible gambling (compliance §4): deposit limits, time-outs and self-exclusions, reality checks.
-- Times come from the server's clock (injectable in tests), not from the database's.

-- One row per member and period. A raise or removal waits 24 h as pending_amount / pending_effective_at
-- (pending_effective_at NULL = nothing pending; pending_amount NULL with a date = removal pending).
CREATE TABLE rg_deposit_limits (
  member_id integer NOT NULL REFERENCES members (id),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount >= 0),
  pending_amount bigint CHECK (pending_amount >= 0),
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, period),
  CHECK (pending_effective_at IS NOT NULL OR pending_amount IS NULL)
);

-- Every deposit request counted against the limits' rolling windows, written in the request's own
-- transaction so a refused or rolled-back request leaves nothing. Append-only.
CREATE TABLE rg_deposit_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount bigint NOT NULL CHECK (amount > 0),
  requested_at timestamptz NOT NULL
);

CREATE INDEX rg_deposit_requests_member ON rg_deposit_requests (member_id, requested_at);

CREATE TRIGGER rg_deposit_requests_append_only BEFORE UPDATE OR DELETE ON rg_deposit_requests
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Time-outs and self-exclusions. Append-only: the member can neither shorten nor cancel one.
CREATE TABLE rg_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);

CREATE INDEX rg_exclusions_member ON rg_exclusions (member_id, ends_at);

CREATE TRIGGER rg_exclusions_append_only BEFORE UPDATE OR DELETE ON rg_exclusions
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Minutes between reality-check reminders; no row or NULL = off.
CREATE TABLE rg_reality_checks (
  member_id integer PRIMARY KEY REFERENCES members (id),
  interval_minutes integer CHECK (interval_minutes > 0),
  updated_at timestamptz NOT NULL
);
