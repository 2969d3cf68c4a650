-- Which bonus rolling requirements each casino or slot bet's stake counted toward (spec §9 options 3 and 4), so
-- a bet the provider rolls back gives its turnover back, as a cancelled slip does (rolling_progress_entries): a
-- refunded stake was never wagered and must not unlock a withdrawal.
CREATE TABLE casino_rolling_entries (
  casino_transaction_id bigint NOT NULL REFERENCES casino_transactions (id),
  requirement_id bigint NOT NULL REFERENCES rolling_requirements (id),
  amount bigint NOT NULL CHECK (amount > 0),
  reversed_at timestamptz,
  PRIMARY KEY (casino_transaction_id, requirement_id)
);

CREATE INDEX casino_rolling_entries_requirement ON casino_rolling_entries (requirement_id);
