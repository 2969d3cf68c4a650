-- The hold'em simulators' tables (issue 13), kept in the database so a restart loses no chips: a seated member's
-- stack was bought with casino money the wallet already debited. One row per launch token: its committed chain
-- (the secret checkpoints, as the mini-game chains keep them), the hands dealt, and the open sitting if any.
-- The sitting's hand is stored as its seed position (hand_no: seed x[hand_no]) and the member's actions, so any
-- server replays it exactly. `version` moves with every write: two servers never both apply one click.
CREATE TABLE sim_holdem_tables (
  provider_id text NOT NULL,
  token text NOT NULL,
  commitment text NOT NULL,
  salt text NOT NULL,
  chain_length integer NOT NULL,
  checkpoint_interval integer NOT NULL,
  checkpoints text[] NOT NULL,
  played integer NOT NULL DEFAULT 0,
  sittings integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  -- buying: the buy-in's debit was sent and not yet confirmed; seated; cashing: the cash-out's credit was sent.
  sitting_state text CHECK (sitting_state IN ('buying', 'seated', 'cashing')),
  round_id text,
  player_id text,
  buy_in bigint,
  -- The chips before the hand in play (after the last finished hand).
  stack bigint CHECK (stack >= 0),
  hand_no integer,
  -- The member's actions in hand hand_no, one letter each: f(old), c(all), r(aise).
  hand_actions text NOT NULL DEFAULT '' CHECK (hand_actions ~ '^[fcr]*$'),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider_id, token),
  CHECK ((sitting_state IS NULL) = (round_id IS NULL)),
  CHECK (sitting_state IS NULL OR (player_id IS NOT NULL AND buy_in IS NOT NULL AND stack IS NOT NULL))
);

-- The open sittings a sweep settles (launch token expired: the member cannot come back to them).
CREATE INDEX sim_holdem_tables_open ON sim_holdem_tables (token) WHERE sitting_state IS NOT NULL;
