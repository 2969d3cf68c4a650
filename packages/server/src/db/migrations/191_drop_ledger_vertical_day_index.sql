-- Issue 18, indexes that earn their write cost: every stake, payout and refund writes ledger_transactions,
-- which carried five indexes. ledger_transactions_vertical_day (vertical, created_at) serves only a query
-- that asks for one vertical over a time range, and no query of the server does: the one read of
-- ledger_transactions by vertical (ledgerFactsRepository, partner settlement and reports) keeps rows with
-- no vertical too (deposits, withdrawals, bonuses), which a partial index on vertical IS NOT NULL cannot
-- give, so even with sequential scans off PostgreSQL plans it on ledger_transactions_created (the EXPLAIN
-- is in docs/architecture.md, "Scaling"). One index write fewer per ledger transaction.
DROP INDEX ledger_transactions_vertical_day;
