-- Issue 18, seventh pass: settling a casino bet rewrites its row in place. Every win and refund updates the
-- bet's row (status, processed_at), and migration 285 made casino_transactions_day partial on status <> 'marker':
-- a column named in an index's predicate counts as indexed, so that update could never be a heap-only (HOT)
-- update and wrote a new entry into each of the table's indexes (its key, the unique (provider, transaction id),
-- the member's and the day's) for every settled bet.
--
-- The index keeps its columns and its one reader (reconciliation's roundTotals: provider_id = $1, created_at in
-- [from, to), status <> 'marker'); its predicate is now on created_at, which no update changes. created_at is
-- never null, so the index holds every row (markers too, a handful, which roundTotals filters), and the
-- predicate still keeps it from being a candidate for a lookup by (provider, transaction id), which says
-- nothing of created_at, on a young table (285's reason). The range on created_at implies it, so roundTotals
-- still uses it. Room is left on each page (fillfactor) for the settled version of a bet's row.
DROP INDEX casino_transactions_day;
CREATE INDEX casino_transactions_day ON casino_transactions (provider_id, created_at) WHERE created_at IS NOT NULL;
ALTER TABLE casino_transactions SET (fillfactor = 85);
