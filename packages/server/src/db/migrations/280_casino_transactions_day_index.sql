-- Issue 18: a wallet call's lookups of casino_transactions by (provider, transaction id) must use the unique index
-- on exactly those columns. They did not while the table was young: with no statistics yet (a new site, or the
-- bench's first run after ANALYZE of an empty table), every candidate index costs the same one row, and the
-- planner settled the tie on casino_transactions_day (provider_id, created_at). So casino_wallet_call's two stored-answer reads and its bet read scanned every row of the provider
-- (auto_explain: "Index Cond: provider_id = 'kbetsim', Rows Removed by Filter: 345"), a cost that grew with each
-- call, and plpgsql kept that generic plan for the connection's life. With the index below, PostgreSQL's CPU per
-- callback pair (2,000 pairs at 8 clients from an empty table, load 13-20) went from 6.9-7.6 ms to 5.2-6.1 ms.
--
-- Reconciliation reads a provider's day (roundTotals: provider_id = $1 AND created_at in [from, to)); with the time
-- first the index still serves that range, the provider checked inside the index, and it no longer offers itself
-- for a lookup by provider alone.
DROP INDEX casino_transactions_day;
CREATE INDEX casino_transactions_day ON casino_transactions (created_at, provider_id);
