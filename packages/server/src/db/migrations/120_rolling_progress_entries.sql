-- Which bonus rolling requirements each bet slip's stake counted toward (spec §9 rolling), so a cancelled
-- slip gives its turnover back: a cancelled bet was never wagered and must not unlock a withdrawal.
CREATE TABLE rolling_progress_entries (
  slip_id bigint NOT NULL REFERENCES bet_slips (id),
  requirement_id bigint NOT NULL REFERENCES rolling_requirements (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reversed_at timestamptz,
  PRIMARY KEY (slip_id, requirement_id)
);

CREATE INDEX rolling_progress_entries_requirement ON rolling_progress_entries (requirement_id);
