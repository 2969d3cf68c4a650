-- Coin purchase (spec §4 Coin deposit): coins exchanged in at the coin exchange, then claimed by coin
-- deposit requests (POST /charge, type 1). Coins not yet claimed = exchanged minus the coins of the
-- member's coin deposits that are processing or done.
CREATE TABLE coin_exchanges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  -- The client's tx_id: the exchange applies one tx_id once.
  tx_id text NOT NULL,
  coins integer NOT NULL CHECK (coins > 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (member_id, tx_id)
);

CREATE TRIGGER coin_exchanges_append_only BEFORE UPDATE OR DELETE ON coin_exchanges
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- The simulated coin exchange (compliance §1): stands in for the provider, so it knows members only by
-- user id. A real exchange replaces these tables with its own API.
CREATE TABLE coin_sim_wallets (
  user_id text PRIMARY KEY,
  coins bigint NOT NULL CHECK (coins >= 0)
);

CREATE TABLE coin_sim_transfers (
  user_id text NOT NULL,
  tx_id text NOT NULL,
  coins bigint NOT NULL CHECK (coins > 0),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, tx_id)
);
