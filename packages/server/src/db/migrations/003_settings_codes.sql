-- Operator settings and code lists (spec §3). Values here are defaults an operator edits later.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by integer REFERENCES members (id),
  updated_at timestamptz(3) NOT NULL DEFAULT clock_timestamp()
);

CREATE TRIGGER settings_touch BEFORE UPDATE ON settings
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE codes (
  type text NOT NULL,
  code_id text NOT NULL,
  code_name text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (type, code_id)
);

-- levelCode = userType plus role capped at 5 (spec §3); levelCodeName is the account text.
CREATE TABLE banking_levels (
  level_code text PRIMARY KEY,
  level_code_name text NOT NULL
);

CREATE TABLE label_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kbn text NOT NULL,
  label text NOT NULL,
  sort_order integer NOT NULL
);

-- Sign-up referral codes: type and the referring member (spec §3 "Suggestion code").
CREATE TABLE suggestion_codes (
  code text PRIMARY KEY,
  type smallint NOT NULL,
  member_id integer NOT NULL REFERENCES members (id)
);

INSERT INTO settings (key, value) VALUES
  -- Jurisdiction control (compliance §2): allowAll for the demo; an operator lists countries
  -- (ISO 3166-1 alpha-2, read from a trusted proxy header) and IP ranges in CIDR notation.
  ('geo', '{"allowAll": true, "allowedCountries": [], "allowedCidrs": []}'),
  ('site', '{"systemMaintenanceFlg": 0, "siteNoticeFlg": 0, "siteTopNotice": "kbet 데모 사이트입니다. 모든 금액은 모의머니입니다.", "joinStartEndFlg": 1, "realpokerMaintenanceFlag": 0, "revolutionMaintenanceFlag": 0, "liveBettingTime": {"6046": 0, "48242": 0, "154914": 0, "154830": 0, "35232": 0, "687890": 0}}'),
  -- Max bet and max winnings per role, in units of 10,000 won (spec §3, §9).
  ('betting', '{"sportsEuAmountRole1": 100, "sportsEuAmountRole2": 200, "sportsEuAmountRole3": 300, "sportsEuAmountRole4": 500, "sportsEuAmountRole5": 1000, "sportsKrAmountRole1": 100, "sportsKrAmountRole2": 200, "sportsKrAmountRole3": 300, "sportsKrAmountRole4": 500, "sportsKrAmountRole5": 1000, "sportsEuMaxPrizeAmountRole1": 1000, "sportsEuMaxPrizeAmountRole2": 2000, "sportsEuMaxPrizeAmountRole3": 3000, "sportsEuMaxPrizeAmountRole4": 5000, "sportsEuMaxPrizeAmountRole5": 10000, "sportsKrMaxPrizeAmountRole1": 1000, "sportsKrMaxPrizeAmountRole2": 2000, "sportsKrMaxPrizeAmountRole3": 3000, "sportsKrMaxPrizeAmountRole4": 5000, "sportsKrMaxPrizeAmountRole5": 10000}');

INSERT INTO codes (type, code_id, code_name, sort_order)
SELECT 'BANK', v.id::text, v.name, v.id
FROM (VALUES
  (1, 'KB국민은행'), (2, '신한은행'), (3, '우리은행'), (4, '하나은행'), (5, 'NH농협은행'),
  (6, 'IBK기업은행'), (7, 'KDB산업은행'), (8, 'SC제일은행'), (9, '한국씨티은행'), (10, 'Sh수협은행'),
  (11, 'iM뱅크(대구은행)'), (12, '부산은행'), (13, '경남은행'), (14, '광주은행'), (15, '전북은행'),
  (16, '제주은행'), (17, '카카오뱅크'), (18, '케이뱅크'), (19, '토스뱅크'), (20, '우체국'),
  (21, '새마을금고'), (22, '신협'), (23, '저축은행'), (24, '산림조합'), (25, '지역농축협'),
  (26, 'KB증권'), (27, '미래에셋증권'), (28, '삼성증권'), (29, 'NH투자증권'), (30, '한국투자증권'),
  (31, '키움증권'), (32, '신한투자증권'), (33, '하나증권'), (34, '대신증권'), (35, '유안타증권'),
  (36, '메리츠증권'), (37, '교보증권'), (38, 'SK증권'), (39, 'HSBC은행')
) AS v (id, name);

-- Birth years include recent ones on purpose: the sign-up age rule answers minors with a
-- clear message (compliance §3) rather than hiding the choice.
INSERT INTO codes (type, code_id, code_name, sort_order)
SELECT 'BIRTH', y::text, y::text, 2100 - y FROM generate_series(1930, 2025) AS y;

INSERT INTO codes (type, code_id, code_name, sort_order)
SELECT 'BIRTH_MONTH', lpad(m::text, 2, '0'), m::text || '월', m FROM generate_series(1, 12) AS m;

INSERT INTO codes (type, code_id, code_name, sort_order)
SELECT 'DAY', lpad(d::text, 2, '0'), d::text || '일', d FROM generate_series(1, 31) AS d;

INSERT INTO codes (type, code_id, code_name, sort_order) VALUES
  ('CARRIER', '1', 'SKT', 1), ('CARRIER', '2', 'KT', 2), ('CARRIER', '3', 'LGU+', 3),
  ('CARRIER', '4', 'SKT 알뜰폰', 4), ('CARRIER', '5', 'KT 알뜰폰', 5), ('CARRIER', '6', 'LGU+ 알뜰폰', 6),
  -- Leg win flag and slip settlement flag share the LSports values (spec §4, feed-model.md).
  ('WIN_FLAG', '-1', '취소', 1), ('WIN_FLAG', '0', '대기', 2), ('WIN_FLAG', '1', '미적중', 3),
  ('WIN_FLAG', '2', '적중', 4), ('WIN_FLAG', '3', '적특', 5), ('WIN_FLAG', '4', '부분미적중', 6),
  ('WIN_FLAG', '5', '부분적중', 7),
  ('BET_STATUS', '-1', '취소', 1), ('BET_STATUS', '0', '대기', 2), ('BET_STATUS', '1', '낙첨', 3),
  ('BET_STATUS', '2', '당첨', 4), ('BET_STATUS', '3', '적특', 5), ('BET_STATUS', '4', '부분낙첨', 6),
  ('BET_STATUS', '5', '부분당첨', 7),
  -- Game type names (spec §9).
  ('TYPE_NAME', '1', '스포츠', 1), ('TYPE_NAME', '2', '라이브', 2), ('TYPE_NAME', '3', '미니게임', 3),
  ('TYPE_NAME', '4', '가상스포츠', 4), ('TYPE_NAME', '5', '카지노', 5),
  ('POWER_MARKET_TYPE', '1', '일반', 1), ('POWER_MARKET_TYPE', '2', '파워', 2);
