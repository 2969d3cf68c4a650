-- Issue 18, seventh pass: the member row's stamp no longer pays for the session cache's condition. Every ledger
-- posting (every bet) moves members.updated_at and nothing else, and members_notify_change (migration 230) then
-- evaluated its condition: OLD and NEW compared column by column, about 35 comparisons whose stored text (16 KB)
-- PostgreSQL reads back into an expression tree and compiles on every UPDATE statement of members, before the
-- first row, since the compiled condition lives only as long as the statement. A trigger that names its columns
-- (UPDATE OF) is skipped before its condition is read when the statement sets none of them, so the same trigger
-- with every column but updated_at listed never reads it for the stamp, and fires exactly as before otherwise: the
-- condition stays, so a statement that sets a column to its old value still announces nothing. The one BEFORE
-- trigger of members (members_touch) changes updated_at only, the column left out. Measured with
-- scripts/bench/placementProbe.mjs (PROBE_AB, one connection, backend CPU): see docs/benchmarks.md, seventh pass.
-- As in 230, the columns come from the catalogue, so a column added since is covered.
DROP TRIGGER members_notify_change ON members;

DO $$
DECLARE
  columns text;
  changed text;
BEGIN
  SELECT string_agg(format('%I', attname), ', ' ORDER BY attnum),
         string_agg(format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', attname), ' OR ' ORDER BY attnum)
    INTO columns, changed
    FROM pg_attribute
   WHERE attrelid = 'members'::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'updated_at';
  EXECUTE format(
    'CREATE TRIGGER members_notify_change AFTER UPDATE OF %s ON members FOR EACH ROW WHEN (%s) '
    'EXECUTE FUNCTION notify_session_change_of_member()',
    columns, changed);
END $$;
