-- Stakes, payouts and refunds carry their product line, so turnover, GGR and partner rolling are read per
-- vertical from the ledger alone: a vertical added later tags its postings and every report includes it.
ALTER TABLE ledger_transactions
  ADD COLUMN vertical text CHECK (vertical IN ('sports', 'minigame', 'virtual', 'casino', 'slot'));

UPDATE ledger_transactions t
SET vertical = CASE s.game_type WHEN 3 THEN 'minigame' WHEN 4 THEN 'virtual' ELSE 'sports' END
FROM bet_slips s
WHERE t.ref_type = 'bet_slip' AND t.ref_id = s.id::text
  AND t.kind IN ('bet_stake', 'bet_payout', 'bet_payout_reversal', 'bet_cancel');

-- A play movement without its vertical would silently drop out of every per-vertical report.
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_play_vertical
  CHECK (kind NOT IN ('bet_stake', 'bet_payout', 'bet_payout_reversal', 'bet_cancel') OR vertical IS NOT NULL);

CREATE INDEX ledger_transactions_vertical_day ON ledger_transactions (vertical, created_at) WHERE vertical IS NOT NULL;
