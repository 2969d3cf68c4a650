-- Attendance check (spec §2 /attendance; kbet's own call): one check-in per member and Korean
-- calendar day, a streak of consecutive days, and the operator's point reward through the ledger.

CREATE TABLE attendance_checkins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  kst_day date NOT NULL,
  streak integer NOT NULL CHECK (streak >= 1),
  reward integer NOT NULL CHECK (reward >= 0),
  ledger_transaction_id bigint UNIQUE REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (member_id, kst_day),
  CHECK ((reward = 0) = (ledger_transaction_id IS NULL))
);

CREATE TRIGGER attendance_checkins_append_only BEFORE UPDATE OR DELETE ON attendance_checkins
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Points per check-in, plus a bonus each time the streak reaches a multiple of streakBonusDays.
INSERT INTO settings (key, value) VALUES
  ('attendance', '{"dailyPoints": 1000, "streakBonusDays": 7, "streakBonusPoints": 10000}');
