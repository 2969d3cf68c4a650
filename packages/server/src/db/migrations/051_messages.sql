-- Messages from staff to members (spec §3 Message): confirmStatus 0 unread, 1 read; a member
-- hides read ones with userDeleteFlg (spec §5).

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  contents text NOT NULL,
  confirm_status smallint NOT NULL DEFAULT 0 CHECK (confirm_status IN (0, 1)),
  user_delete_flg smallint NOT NULL DEFAULT 0 CHECK (user_delete_flg IN (0, 1)),
  sent_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  read_at timestamptz,
  deleted_at timestamptz,
  -- Spec §5: only read messages can be deleted; the database holds the rule too.
  CONSTRAINT messages_delete_only_read CHECK (user_delete_flg = 0 OR confirm_status = 1)
);

CREATE INDEX messages_member ON messages (member_id, id DESC) WHERE user_delete_flg = 0;
