-- Issue 18: each server process keeps the sessions it has seen (session and member row) in memory, so a request
-- does not read them again. Every change that can refuse or alter such an entry announces the member on the
-- `kbet_session` channel, and every process LISTENing drops that member's entries at once: a session ended
-- (logout, other device, idle, withdrawn, excluded, password change, staff) or deleted, and any change of the
-- member row (status, ban, withdrawal, role, password, ...). The triggers catch every writer, the server's
-- routes as well as the back office or a hand-written UPDATE. NOTIFY is sent at commit, so a change that
-- rolls back announces nothing.
CREATE FUNCTION notify_session_change_of_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kbet_session', OLD.member_id::text);
  RETURN NULL;
END $$;

CREATE FUNCTION notify_session_change_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kbet_session', OLD.id::text);
  RETURN NULL;
END $$;

-- The sliding stamp (last_seen_at, moved every 30 s per session) changes nothing a process keeps.
CREATE TRIGGER sessions_notify_change
  AFTER UPDATE OF ended_at, end_reason, member_id, token_hash ON sessions
  FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at
        OR OLD.end_reason IS DISTINCT FROM NEW.end_reason
        OR OLD.member_id IS DISTINCT FROM NEW.member_id
        OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION notify_session_change_of_session();

CREATE TRIGGER sessions_notify_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change_of_session();

-- Every ledger posting moves the member's updated_at (and nothing else): that alone announces nothing, so a bet
-- does not empty the caches. The condition compares every other column, listed from the catalogue here: in a
-- probe of 5,000 such updates, a whole-row comparison through jsonb cost about 0.12 ms of PostgreSQL CPU each,
-- these comparisons no more than the noise (about 0.01 ms). A column added later is covered once a migration
-- runs this block again (until then its change shows within sessionCacheMs).
DO $$
DECLARE
  changed text;
BEGIN
  SELECT string_agg(format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', attname), ' OR ' ORDER BY attnum)
    INTO changed
    FROM pg_attribute
   WHERE attrelid = 'members'::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'updated_at';
  EXECUTE format(
    'CREATE TRIGGER members_notify_change AFTER UPDATE ON members FOR EACH ROW WHEN (%s) '
    'EXECUTE FUNCTION notify_session_change_of_member()',
    changed);
END $$;

CREATE TRIGGER members_notify_delete
  AFTER DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION notify_session_change_of_member();
