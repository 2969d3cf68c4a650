-- House accounts in shards. Every stake, payout, deposit and bonus posts to a house account, and a
-- posting's row lock is held until commit (through the WAL flush): with one row per house kind, every
-- money movement of every member waited for the previous one. Each house kind is now 61 shard rows
-- (shard 0 is the former row and keeps its balance). A database transaction posts to the shard its
-- transaction id selects (house_account_id): concurrent transactions hold nearby ids and so use different
-- rows, and one transaction keeps to one shard per kind however many ledger transactions it posts.
-- Nothing is weakened: every account row, shards included, still equals the sum of its postings (a house
-- posting's balance_after is its shard's running balance), and a house kind's balance is the sum of its
-- shards (house_balances). Shards of a kind are numbered 0 … n-1 (any n); a later house kind adds its own.
ALTER TABLE accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD CONSTRAINT accounts_shard CHECK (shard >= 0 AND (owner_member_id IS NULL OR shard = 0));
ALTER TABLE accounts DROP CONSTRAINT accounts_owner_kind_unique;
ALTER TABLE accounts ADD CONSTRAINT accounts_owner_kind_unique UNIQUE NULLS NOT DISTINCT (owner_member_id, kind, shard);

-- 61: more than the connections that post at once, and prime, so transactions running together (whose
-- ids are a few apart: savepoints draw ids too) fall on different rows whatever that step is.
INSERT INTO accounts (owner_member_id, kind, shard)
SELECT NULL, house.kind, s.n
FROM accounts house CROSS JOIN generate_series(1, 60) AS s (n)
WHERE house.owner_member_id IS NULL
ORDER BY house.kind, s.n;

-- The id of the current transaction's shard of a house kind; NULL for an unknown kind.
CREATE FUNCTION house_account_id(house_kind text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  -- The top-level transaction's id, also inside a savepoint: one shard per kind per transaction.
  xact bigint := pg_current_xact_id()::text::bigint;
  account bigint;
BEGIN
  SELECT id INTO account FROM accounts
  WHERE owner_member_id IS NULL AND kind = house_kind
    AND shard = xact % (SELECT max(s.shard) + 1 FROM accounts s WHERE s.owner_member_id IS NULL AND s.kind = house_kind);
  RETURN account;
END $$;

-- What the house holds per kind: the sum of its shards, each of which is the sum of its postings.
CREATE VIEW house_balances AS
SELECT kind, sum(balance)::int8 AS balance, count(*)::int4 AS shards
FROM accounts
WHERE owner_member_id IS NULL
GROUP BY kind;
