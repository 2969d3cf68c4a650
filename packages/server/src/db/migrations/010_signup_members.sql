-- Sign-up and recovery (spec §4 "Sign-up", §5, §7 "Member and session", "Sign-up"): approval status,
-- phone verification, password-reset tokens, banned words. Times come from the server's clock
-- (injectable in tests), not from the database's.

-- A new member waits for staff approval (spec §4); only 'active' members may log in. The existing
-- members (demo, staff) are active. A ban also sets the wire's ban_type.
ALTER TABLE members
  ADD COLUMN status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('pending', 'active', 'rejected', 'banned')),
  -- The referral code the member signed up with (the referrer is recommender_id).
  ADD COLUMN signup_code text;

CREATE INDEX members_pending ON members (created_at) WHERE status = 'pending';

-- The SMS simulator's store: the 6-digit codes it "sent", readable by support staff.
CREATE TABLE sms_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL CHECK (phone ~ '^\d{10,11}$'),
  code text NOT NULL CHECK (code ~ '^\d{6}$'),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts smallint NOT NULL DEFAULT 0,
  verified_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);

-- The server's own record that a phone passed the SMS check (whatever the SMS adapter), which
-- sign-up requires within 30 minutes. The checked number is kept as a SHA-256, so that the join
-- can be tied to the check that the same browser passed.
CREATE TABLE phone_verifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  auth_number_hash text NOT NULL,
  ip text,
  verified_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_member_id integer REFERENCES members (id),
  CHECK ((used_at IS NULL) = (used_by_member_id IS NULL))
);

CREATE INDEX phone_verifications_phone ON phone_verifications (phone, verified_at);

-- Find-password tokens: random, stored as SHA-256, single use, short-lived.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > created_at)
);

CREATE INDEX password_reset_tokens_member ON password_reset_tokens (member_id);

-- Ids and nicknames nobody may take (spec §5 금지된 아이디 / 금지된 닉네임), matched whole and
-- case-insensitively; an operator edits the lists.
INSERT INTO settings (key, value) VALUES (
  'bannedWords',
  '{"userIds": ["admin", "admin1", "admin01", "administrator", "manager", "master", "operator", "system", "sysadmin", "webmaster", "support", "kbetadmin", "kbetstaff", "root", "superuser"],
    "nicknames": ["관리자", "운영자", "운영팀", "고객센터", "케이벳", "매니저", "시스템", "admin", "master", "kbet"]}'
);
