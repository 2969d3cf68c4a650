-- Issue 18, seventh pass: the CHECK constraints of the tables a bet writes, read back at a smaller size. PostgreSQL
-- keeps a CHECK as the text of its expression tree and, for every statement that inserts or updates the table,
-- reads that text back into a tree, folds its constants and compiles it (nothing of it outlives the statement).
-- A list written ARRAY['emoney', 'casino', …] is stored as an array expression with one constant node per
-- element, each spelled out byte by byte: accounts_kind_check alone was 2.2 KB, read twice per bet (the member's
-- and the house's balance). The same list as one array constant ('{emoney,casino,…}'::text[]) is about 0.9 KB
-- and has nothing left to fold. Same rule, same constraint name, same error: each ARRAY[…] of a constraint is
-- evaluated once here and written back as the constant it evaluates to, whatever lists the constraints hold
-- when this runs. Measured with scripts/bench/placementProbe.mjs: see docs/benchmarks.md, seventh pass.
DO $$
DECLARE
  c record;
  def text;
  list text;
  literal text;
  list_type text;
BEGIN
  FOR c IN
    SELECT k.conrelid::regclass AS rel, k.conname, pg_get_constraintdef(k.oid) AS def
    FROM pg_constraint k
    WHERE k.contype = 'c'
      AND k.conrelid = ANY ('{members,accounts,ledger_transactions,postings,live_events,bet_slips,bet_legs}'::regclass[])
      AND pg_get_constraintdef(k.oid) LIKE '%ARRAY[%'
    ORDER BY 1, 2
  LOOP
    def := c.def;
    FOR list IN SELECT m[1] FROM regexp_matches(c.def, '(ARRAY\[[^][]*\])', 'g') AS m LOOP
      EXECUTE format('SELECT (%s)::text, pg_typeof(%s)::text', list, list) INTO literal, list_type;
      def := replace(def, list, format('%L::%s', literal, list_type));
    END LOOP;
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I, ADD CONSTRAINT %I %s', c.rel, c.conname, c.conname, def);
  END LOOP;
END $$;
