-- Staff game settings (issue 12): a game can be switched off (no new round opens; the running one is still drawn
-- and settled), its close seconds set (NULL: the SDK's default) and an RTP set per market (market id → decimal
-- text; a market not listed takes the catalogue's default). Each applies from the next round opened.
ALTER TABLE minigame_game_settings
  ADD COLUMN enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN close_seconds integer CHECK (close_seconds > 0),
  ADD COLUMN rtp jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(rtp) = 'object');

-- The odds a round opened with (market id → decimal text), so an RTP change never reprices a running round.
-- NULL for the rounds opened before this migration: they were priced at the catalogue's defaults.
ALTER TABLE minigame_rounds ADD COLUMN odds jsonb CHECK (odds IS NULL OR jsonb_typeof(odds) = 'object');
