-- Virtual sports (issue 14, games-fairness.md, compliance §9). A league's rounds take seeds from a committed
-- chain in minigame_chains (game id 'virtual/<league>': the same scheme and the same chain code as the
-- mini-games). Bets are bet_slips of game type 4 with one leg each, so history, delete and per-vertical
-- turnover read them like every other slip; virtual_bets adds the event, the market and the commitment.

-- One round of a league: soccer and basketball play several matches at once, a race meeting one race.
-- status: open → closed (15 s before the start) → playing (drawn; results and timelines stored for the
-- replay, the seed still secret) → settled (at the end: seed revealed, bets paid), or void (stakes refunded).
CREATE TABLE virtual_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  league_id text NOT NULL,
  chain_id bigint NOT NULL REFERENCES minigame_chains (id),
  chain_index integer NOT NULL CHECK (chain_index > 0),
  commitment text NOT NULL,
  seed text,
  status text NOT NULL CHECK (status IN ('open', 'closed', 'playing', 'settled', 'void')),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  UNIQUE (chain_id, chain_index),
  CHECK (closes_at <= starts_at AND starts_at < ends_at)
);

-- At most one round of a league is running at a time.
CREATE UNIQUE INDEX virtual_rounds_active ON virtual_rounds (league_id) WHERE status IN ('open', 'closed', 'playing');
CREATE INDEX virtual_rounds_recent ON virtual_rounds (league_id, starts_at DESC);

-- An event of a round (its fixture id is this id): the card's entrants, then the drawn result and timeline.
CREATE TABLE virtual_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES virtual_rounds (id),
  position integer NOT NULL CHECK (position >= 0),
  entrants jsonb NOT NULL,
  result jsonb,
  timeline jsonb,
  UNIQUE (round_id, position)
);

-- The virtual part of a bet slip: event, market, the odds taken and the round's commitment at betting time.
CREATE TABLE virtual_bets (
  slip_id bigint PRIMARY KEY REFERENCES bet_slips (id),
  event_id bigint NOT NULL REFERENCES virtual_events (id),
  member_id integer NOT NULL REFERENCES members (id),
  market_id text NOT NULL,
  odds numeric NOT NULL CHECK (odds >= 1),
  amount bigint NOT NULL CHECK (amount > 0),
  commitment text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX virtual_bets_event_member ON virtual_bets (event_id, member_id);

CREATE TRIGGER virtual_bets_append_only BEFORE UPDATE OR DELETE ON virtual_bets
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- A virtual leg has no feed fixture either: its odds id is 'virtual:<event>:<market>'.
ALTER TABLE bet_legs DROP CONSTRAINT bet_legs_fixture_or_bonus_or_minigame;
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_fixture_or_bonus_or_game
  CHECK ((is_bonus AND fixture_id IS NULL)
      OR (NOT is_bonus AND (fixture_id IS NOT NULL OR odds_id LIKE 'minigame:%' OR odds_id LIKE 'virtual:%')));

-- Round events are public on their own channel.
ALTER TABLE live_events DROP CONSTRAINT live_events_channel_check;
ALTER TABLE live_events ADD CONSTRAINT live_events_channel_check
  CHECK (channel IN ('odds', 'scores', 'feed', 'minigame', 'virtual', 'bets', 'balance', 'messages'));

-- Limits per member level (role 1-5) and per member and event; stakes and prizes in whole won.
INSERT INTO settings (key, value) VALUES ('virtualBetting', '{
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

-- A virtual slip's style: VS.
ALTER TABLE bet_slips DROP CONSTRAINT bet_slips_game_style_check;
ALTER TABLE bet_slips ADD CONSTRAINT bet_slips_game_style_check CHECK (game_style IN ('EU', 'KR', 'EV', 'MG', 'VS'));
