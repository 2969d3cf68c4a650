-- Issue 18, seventh pass: house_account_id (migration 100) counted a house kind's shards with max(shard) over
-- all of them, which PostgreSQL cannot read off the end of accounts_owner_kind_unique (owner_member_id IS NULL
-- is not an equality it can order by), so every call, once per bet and per house line of post_transaction,
-- gathered and aggregated the 61 shard rows. Ordered as the index is (owner, kind, shard), read backwards, the
-- highest shard is the first entry: one index entry instead of 61 rows. Same answer: the shard this database
-- transaction posts to, or NULL for an unknown kind.
CREATE OR REPLACE FUNCTION house_account_id(house_kind text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  -- The top-level transaction's id, also inside a savepoint: one shard per kind per transaction.
  xact bigint := pg_current_xact_id()::text::bigint;
  account bigint;
BEGIN
  SELECT id INTO account FROM accounts
  WHERE owner_member_id IS NULL AND kind = house_kind
    AND shard = xact % (SELECT s.shard + 1 FROM accounts s WHERE s.owner_member_id IS NULL AND s.kind = house_kind
                        ORDER BY s.owner_member_id DESC NULLS FIRST, s.kind DESC, s.shard DESC LIMIT 1);
  RETURN account;
END $$;
