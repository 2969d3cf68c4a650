-- 1:1 customer inquiries (spec §3): unanswered until an answer exists (spec §4); a member may
-- delete only answered and read ones (spec §5). Non-member inquiries come from the login page.

CREATE TABLE customer_inquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  -- 'depositAccount': opened prefilled to ask for the deposit account (spec §2 customer dialog).
  kind text NOT NULL DEFAULT 'general' CHECK (kind IN ('general', 'depositAccount')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  question_contents text NOT NULL CHECK (length(question_contents) >= 1),
  -- 0: the member has not read the latest answer; an answer sets it back to 0.
  confirm_status smallint NOT NULL DEFAULT 0 CHECK (confirm_status IN (0, 1)),
  deleted_flg smallint NOT NULL DEFAULT 0 CHECK (deleted_flg IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  deleted_at timestamptz
);

CREATE INDEX customer_inquiries_member ON customer_inquiries (member_id, id DESC) WHERE deleted_flg = 0;

-- Answers are history: a correction is a new answer.
CREATE TABLE customer_answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inquiry_id integer NOT NULL REFERENCES customer_inquiries (id),
  answer_contents text NOT NULL CHECK (length(answer_contents) >= 1),
  answered_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX customer_answers_inquiry ON customer_answers (inquiry_id, id);

CREATE TRIGGER customer_answers_append_only BEFORE UPDATE OR DELETE ON customer_answers
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

CREATE TABLE non_member_inquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  phone_number text NOT NULL CHECK (length(phone_number) BETWEEN 1 AND 40),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 4000),
  ip text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
