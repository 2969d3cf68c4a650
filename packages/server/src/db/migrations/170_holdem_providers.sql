-- The hold'em providers (issue 13): revolution- and realpoker-shaped simulators, each a seamless-wallet provider
-- whose one game is a heads-up table. A buy-in is a debit, a cash-out the credit that settles it (one round per
-- sitting). Their game rows are of the casino vertical; the lobbies leave them out (the hold'em menu lists them).
INSERT INTO casino_providers (id, name) VALUES ('revolution', '레볼루션 홀덤'), ('realpoker', '리얼포커');

INSERT INTO casino_games (provider_id, code, third_party_code, third_party_name, name, vertical, sort_order) VALUES
  ('revolution', 'holdem', 'revolution', '레볼루션 홀덤', '레볼루션 홀덤', 'casino', 1),
  ('realpoker', 'holdem', 'realpoker', '리얼포커', '리얼포커 홀덤', 'casino', 1);

-- The simulator providers' own records of their rounds (what a real provider keeps in its back office): the
-- round report `kbet casino reconcile` compares our wallet with. Written by the simulators only.
CREATE TABLE sim_provider_rounds (
  provider_id text NOT NULL,
  round_id text NOT NULL,
  bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  refund bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider_id, round_id)
);

CREATE INDEX sim_provider_rounds_day ON sim_provider_rounds (provider_id, created_at);
