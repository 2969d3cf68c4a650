-- Casino and slots through game providers with a seamless wallet (issue 13). The provider calls our wallet for
-- every bet and win; each call's money movement (member casino money ↔ house_casino, tagged with its vertical)
-- and its casino_transactions row commit together, and the row keeps the answer so a replay gets it exactly.

-- An operator enables a provider only once its adapter passed the wallet contract suite.
CREATE TABLE casino_providers (
  id text PRIMARY KEY,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  maintenance boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A game of a provider; third_party_code is the vendor (enjoycx thirdpartycode), vertical says whether its
-- turnover is casino (live tables) or slot.
CREATE TABLE casino_games (
  provider_id text NOT NULL REFERENCES casino_providers (id),
  code text NOT NULL,
  third_party_code text NOT NULL,
  third_party_name text NOT NULL,
  name text NOT NULL,
  vertical text NOT NULL CHECK (vertical IN ('casino', 'slot')),
  enabled boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider_id, code)
);

CREATE INDEX casino_games_third_party ON casino_games (third_party_code, sort_order);

-- A launch: the token the provider authenticates with. Debits need it unexpired; wins and rollbacks do not.
CREATE TABLE casino_sessions (
  token text PRIMARY KEY,
  provider_id text NOT NULL REFERENCES casino_providers (id),
  member_id integer NOT NULL REFERENCES members (id),
  game_code text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('PC', 'MOBILE')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- One wallet call's effect. action debit: a bet (status open → settled | rolled_back); credit: a win of a bet;
-- rollback: a bet's refund, or, when the bet has not arrived, a marker (status marker) that refuses it later.
-- The §3 casino bet record is read from here (cancel_* and processed_at on the bet's row).
CREATE TABLE casino_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_id text NOT NULL REFERENCES casino_providers (id),
  provider_tx_id text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  action text NOT NULL CHECK (action IN ('debit', 'credit', 'rollback')),
  status text NOT NULL CHECK (status IN ('open', 'settled', 'rolled_back', 'done', 'marker')),
  round_id text NOT NULL,
  bet_tx_id text,
  game_code text NOT NULL,
  vertical text NOT NULL CHECK (vertical IN ('casino', 'slot')),
  amount bigint NOT NULL CHECK (amount >= 0),
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  processed_at timestamptz,
  cancel_at timestamptz,
  cancel_amount bigint,
  member_hidden boolean NOT NULL DEFAULT false,
  UNIQUE (provider_id, provider_tx_id),
  CHECK ((action = 'debit') = (bet_tx_id IS NULL))
);

CREATE INDEX casino_transactions_bet ON casino_transactions (provider_id, bet_tx_id) WHERE bet_tx_id IS NOT NULL;
CREATE INDEX casino_transactions_member ON casino_transactions (member_id, id DESC);
CREATE INDEX casino_transactions_day ON casino_transactions (provider_id, created_at);

INSERT INTO casino_providers (id, name) VALUES ('kbetsim', 'kbet 시뮬레이터');

INSERT INTO casino_games (provider_id, code, third_party_code, third_party_name, name, vertical, sort_order) VALUES
  ('kbetsim', 'slot-fruits', 'kbetslot', 'kbet 슬롯', '프루츠 5', 'slot', 1),
  ('kbetsim', 'slot-gems', 'kbetslot', 'kbet 슬롯', '젬스 10', 'slot', 2),
  ('kbetsim', 'baccarat', 'kbetlive', 'kbet 라이브', '바카라', 'casino', 1),
  ('kbetsim', 'roulette', 'kbetlive', 'kbet 라이브', '룰렛', 'casino', 2);
