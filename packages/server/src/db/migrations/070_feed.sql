-- Odds feed (feed-model.md, spec §2-§4): the LSports-shaped catalogue, fixtures with livescore, markets
-- and priced selections. Ids are the feed's own (LSports ids), so a real feed can replace the simulator.
-- Written only by the feed adapter (domain/feed); bet placement and settlement read these rows.
-- Odds prices are exact decimals (numeric keeps the feed's own scale, '1.90' stays '1.90'), never floats.

-- Sports of the sidebar (spec §3 "Sport"): id is the LSports sport id (6046 football …).
CREATE TABLE feed_sports (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_korean text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- Locations (countries / regions) of the sidebar (spec §3 "Location"): LSports location id.
CREATE TABLE feed_locations (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_korean text NOT NULL,
  image_path text,
  sort_order integer NOT NULL DEFAULT 0
);

-- Leagues (spec §3 "League"): one sport in one location. korean_style marks the leagues the Korean
-- view (/europe?game_type=kr) lists first; every league is shown in the European view.
CREATE TABLE feed_leagues (
  id integer PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES feed_sports (id),
  location_id integer NOT NULL REFERENCES feed_locations (id),
  name text NOT NULL,
  name_korean text NOT NULL,
  korean_style boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE INDEX feed_leagues_sport_location ON feed_leagues (sport_id, location_id);

-- Fixtures with their LSports status (1 NSY, 2 InProgress, 3 Finished, 4 Cancelled, 5 Postponed,
-- 6 Interrupted, 7 Abandoned, 8 LostCoverage, 9 AboutToStart), participants with Korean names, and the
-- livescore summary: current period code (-1 not started, 10/20 halves, 1-n quarters/innings/sets,
-- 80 break, 40 overtime, 50 penalties, 100/101/102 full time), the scoreboard (sets won for set
-- sports) and the clock in seconds of play. version increments on every change of the row.
CREATE TABLE feed_fixtures (
  id bigint PRIMARY KEY,
  sport_id integer NOT NULL REFERENCES feed_sports (id),
  location_id integer NOT NULL REFERENCES feed_locations (id),
  league_id integer NOT NULL REFERENCES feed_leagues (id),
  start_date timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 9),
  home_participant_id integer NOT NULL,
  home_name text NOT NULL,
  home_name_korean text NOT NULL,
  away_participant_id integer NOT NULL,
  away_name text NOT NULL,
  away_name_korean text NOT NULL,
  current_period smallint NOT NULL DEFAULT -1,
  home_score integer NOT NULL DEFAULT 0 CHECK (home_score >= 0),
  away_score integer NOT NULL DEFAULT 0 CHECK (away_score >= 0),
  clock_seconds integer NOT NULL DEFAULT 0 CHECK (clock_seconds >= 0),
  clock_running boolean NOT NULL DEFAULT false,
  version bigint NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX feed_fixtures_listing ON feed_fixtures (status, start_date);
CREATE INDEX feed_fixtures_league ON feed_fixtures (league_id, start_date);

-- Livescore per period (LSports Livescore.Periods): points/goals/runs of that period. Period codes as
-- on feed_fixtures; quarter, inning and set sports number their periods from 1.
CREATE TABLE feed_periods (
  fixture_id bigint NOT NULL REFERENCES feed_fixtures (id),
  period smallint NOT NULL,
  home_score integer NOT NULL DEFAULT 0 CHECK (home_score >= 0),
  away_score integer NOT NULL DEFAULT 0 CHECK (away_score >= 0),
  is_finished boolean NOT NULL DEFAULT false,
  PRIMARY KEY (fixture_id, period)
);

-- Markets of a fixture (LSports market id: 1 1X2, 2 Under/Over, 3 Asian Handicap, 5 Odd/Even,
-- 6 Correct Score, 7 Double Chance, 17 Both Teams To Score, 21 Under/Over 1st period, 41 1st period
-- 1X2, 52 12, 64 Asian Handicap 1st period, 202/203 1st/2nd period winner). name_korean is the
-- Korean label the bet slip shows (marketNameKorean). period is the scope the market settles on:
-- 100 the match, otherwise the period code (10 1st half, 1 1st quarter/set/inning/period …).
-- voided = the feed (or a manual void) cancelled the whole market: its legs settle -1.
CREATE TABLE feed_markets (
  fixture_id bigint NOT NULL REFERENCES feed_fixtures (id),
  market_id integer NOT NULL,
  name text NOT NULL,
  name_korean text NOT NULL,
  period smallint NOT NULL DEFAULT 100,
  voided boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (fixture_id, market_id)
);

-- Priced selections (LSports "bets"). id is the odds id the bet slip and bet request carry
-- (`<fixtureId>_<marketId>_<code>`). name: '1', 'X', '2', 'Over', 'Under', '1X', 'Yes', 'Odd', '2-1' …;
-- line is the selection's own line (AH from its team's side, e.g. '-0.75' for '1' and '0.75' for '2'),
-- base_line the home-side line. price is the exact decimal odds. version increments on every change
-- (price, status, settlement) and is what a bet request must match. status 0 NotSet, 1 Open,
-- 2 Suspended, 3 Settled; settlement is the leg win flag (-1 cancelled, 0 not settled, 1 lost, 2 won,
-- 3 refund, 4 half lost, 5 half won).
CREATE TABLE feed_odds (
  id text PRIMARY KEY,
  fixture_id bigint NOT NULL,
  market_id integer NOT NULL,
  name text NOT NULL,
  line text,
  base_line text,
  price numeric NOT NULL CHECK (price >= 1 AND scale(price) <= 3),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 3),
  settlement smallint NOT NULL DEFAULT 0 CHECK (settlement BETWEEN -1 AND 5),
  version bigint NOT NULL DEFAULT 1,
  sort_order integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  FOREIGN KEY (fixture_id, market_id) REFERENCES feed_markets (fixture_id, market_id)
);

CREATE INDEX feed_odds_fixture ON feed_odds (fixture_id, market_id, sort_order);

-- Last applied sequence number per feed (LSports messages are numbered; a gap triggers a snapshot
-- resync) and the time of the last heartbeat / keep-alive, from which staleness is judged.
CREATE TABLE feed_sequences (
  feed text PRIMARY KEY,
  last_sequence bigint NOT NULL DEFAULT 0,
  last_heartbeat_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
