-- Betting rules an operator sets (issue 16): the same-fixture combination matrix (market-family pairs that
-- may stand together on one fixture; the SDK's DEFAULT_COMBINATION_MATRIX) and the products the site
-- offers (deposit bonuses of other products are neither shown nor accepted).
INSERT INTO settings (key, value) VALUES ('bettingRules', '{
  "combinations": {"allowed": [["winDrawLose", "overUnder"], ["winLose", "overUnder"]]},
  "products": ["sports", "inplay", "minigame"]
}');

-- A rolling requirement keeps the conditions of the bonus it came from, as they were when it was granted:
-- only turnover of these products, with at least min_folders folders each priced min_odds or more, counts.
-- Requirements from before (empty products, no minimums) count every stake, as they always did.
ALTER TABLE rolling_requirements
  ADD COLUMN bonus_code smallint,
  ADD COLUMN products text[] NOT NULL DEFAULT '{}',
  ADD COLUMN min_folders integer CHECK (min_folders >= 1),
  ADD COLUMN min_odds numeric CHECK (min_odds >= 1);

CREATE INDEX rolling_requirements_member ON rolling_requirements (member_id, id DESC);
