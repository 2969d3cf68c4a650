-- Mini-game engine (issue 12, games-fairness.md, compliance §9). Bets are bet_slips of game type 3 with one
-- leg each, so the member's history (/sports-prematch/bettings?gameType=3), delete and the per-vertical
-- turnover read them like sports; minigame_bets adds the round, the market and the commitment.

-- A game's committed hash chain: x[0] (commitment) and the salt are published (and audited) before the first
-- round; the checkpoints are the chain's secret seeds, kept so a restart can still draw and reveal.
-- next_index is the chain position the next round takes; a chain is replaced when it is used up.
CREATE TABLE minigame_chains (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id text NOT NULL,
  commitment text NOT NULL,
  salt text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  checkpoint_interval integer NOT NULL CHECK (checkpoint_interval > 0),
  checkpoints text[] NOT NULL,
  next_index integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL
);

CREATE INDEX minigame_chains_game ON minigame_chains (game_id, id DESC);

-- One round: its number is the next of its game and KST day (stored, never recomputed from the clock).
-- status: open → closed → drawn → settled, or void (stakes refunded). seed is NULL until the draw reveals it.
CREATE TABLE minigame_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id text NOT NULL,
  kst_day date NOT NULL,
  round_no integer NOT NULL CHECK (round_no > 0),
  chain_id bigint NOT NULL REFERENCES minigame_chains (id),
  chain_index integer NOT NULL CHECK (chain_index > 0),
  commitment text NOT NULL,
  seed text,
  status text NOT NULL CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'void')),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draws_at timestamptz NOT NULL,
  outcome jsonb,
  UNIQUE (game_id, kst_day, round_no),
  UNIQUE (chain_id, chain_index),
  CHECK (closes_at <= draws_at)
);

-- At most one round of a game takes bets or waits for its draw.
CREATE UNIQUE INDEX minigame_rounds_active ON minigame_rounds (game_id) WHERE status IN ('open', 'closed');
CREATE INDEX minigame_rounds_recent ON minigame_rounds (game_id, id DESC);

-- The mini-game part of a bet slip: round, market, the odds taken and the round's commitment at betting time.
CREATE TABLE minigame_bets (
  slip_id bigint PRIMARY KEY REFERENCES bet_slips (id),
  round_id bigint NOT NULL REFERENCES minigame_rounds (id),
  member_id integer NOT NULL REFERENCES members (id),
  market_id text NOT NULL,
  odds numeric NOT NULL CHECK (odds >= 1),
  amount bigint NOT NULL CHECK (amount > 0),
  commitment text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX minigame_bets_round_member ON minigame_bets (round_id, member_id);

CREATE TRIGGER minigame_bets_append_only BEFORE UPDATE OR DELETE ON minigame_bets
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Per-game maintenance (GET settingMinigame/{id}); no row = open.
CREATE TABLE minigame_game_settings (
  game_id text PRIMARY KEY,
  maintenance boolean NOT NULL DEFAULT false
);

-- A mini-game leg has no feed fixture: its odds id is 'minigame:<round>:<market>'.
DO $$
DECLARE c text;
BEGIN
  SELECT conname INTO c FROM pg_constraint
  WHERE conrelid = 'bet_legs'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) ILIKE '%is_bonus = (fixture_id IS NULL)%';
  EXECUTE format('ALTER TABLE bet_legs DROP CONSTRAINT %I', c);
END $$;
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_fixture_or_bonus_or_minigame
  CHECK ((is_bonus AND fixture_id IS NULL) OR (NOT is_bonus AND (fixture_id IS NOT NULL OR odds_id LIKE 'minigame:%')));

-- Round events (opened, closed, drawn, settled, void) are public on their own channel.
ALTER TABLE live_events DROP CONSTRAINT live_events_channel_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_channel_check
  CHECK (channel IN ('odds', 'scores', 'feed', 'minigame', 'bets', 'balance', 'messages'));

-- Limits per member level (role 1-5) and per round; stakes and prizes in whole won.
INSERT INTO settings (key, value) VALUES ('minigameBetting', '{
  "levels": {
    "1": {"minBet": 5000, "maxBet": 1000000, "maxWin": 5000000},
    "2": {"minBet": 5000, "maxBet": 2000000, "maxWin": 10000000},
    "3": {"minBet": 5000, "maxBet": 3000000, "maxWin": 15000000},
    "4": {"minBet": 5000, "maxBet": 5000000, "maxWin": 20000000},
    "5": {"minBet": 5000, "maxBet": 10000000, "maxWin": 30000000}
  },
  "roundMaxStake": 10000000,
  "roundMaxWin": 30000000
}');

-- A mini-game slip's style: MG (the sports slips are EU, KR or EV).
ALTER TABLE bet_slips DROP CONSTRAINT bet_slips_game_style_check;
ALTER TABLE bet_slips ADD CONSTRAINT bet_slips_game_style_check CHECK (game_style IN ('EU', 'KR', 'EV', 'MG'));
