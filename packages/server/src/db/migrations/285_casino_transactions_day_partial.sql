-- Issue 18: casino_wallet_call's stored-answer and bet reads by (provider, transaction id) must take the unique
-- index on those columns. While casino_transactions is young (no statistics: a new site, a bench's first run)
-- every candidate index costs the same one row, the planner settled the tie on casino_transactions_day
-- (provider_id, created_at) and scanned all the provider's rows behind it (auto_explain: "Rows Removed by Filter:
-- 600" after 300 pairs), and plpgsql kept that plan for the connection's life.
--
-- The one reader of this index, reconciliation (roundTotals: provider_id = $1, created_at in [from, to),
-- status <> 'marker'), keeps it in the same column order; made partial on that predicate, the index is no longer
-- a candidate for a lookup that does not say status <> 'marker', so only the unique index can serve those, young
-- table or not, and the populated plans stay as they were. (Putting created_at first, tried before, also kept the
-- index from the lookups, but changed the reconciliation's range scan for every site.)
DROP INDEX casino_transactions_day;
CREATE INDEX casino_transactions_day ON casino_transactions (provider_id, created_at) WHERE status <> 'marker';
