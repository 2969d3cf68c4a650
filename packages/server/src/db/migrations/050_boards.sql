-- Boards (spec §2, §3 Notice, Popup): staff notices, events, betting rules, the community notice
-- board, and site popups. Contents are HTML sanitised on write (and again when served).

CREATE TABLE board_posts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category text NOT NULL CHECK (category IN ('notice', 'event', 'betting_rule', 'community_notice')),
  -- boardNotice?noticeType=0 lists the site notices of the notice popup and the marquee.
  notice_type smallint NOT NULL DEFAULT 0 CHECK (notice_type >= 0),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  contents text NOT NULL,
  author_id integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
  -- Removal hides a post; the audit log keeps what it said.
  deleted_at timestamptz
);

CREATE INDEX board_posts_listing ON board_posts (category, notice_type, id DESC) WHERE deleted_at IS NULL;

CREATE TRIGGER board_posts_touch BEFORE UPDATE ON board_posts
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE popups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 0 active (GET /boardPopup serves only these); any other value is switched off.
  popup_status smallint NOT NULL DEFAULT 0,
  contents text NOT NULL,
  mb_contents text NOT NULL DEFAULT '',
  popup_flg smallint NOT NULL DEFAULT 0 CHECK (popup_flg IN (0, 1)),
  not_showing_expire_time integer CHECK (not_showing_expire_time >= 0),
  pc_left_location integer NOT NULL DEFAULT 0,
  pc_right_location integer NOT NULL DEFAULT 0,
  author_id integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);

CREATE TRIGGER popups_touch BEFORE UPDATE ON popups
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
