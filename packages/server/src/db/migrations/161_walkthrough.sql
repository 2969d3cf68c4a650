-- Issue 16 (the sports walk-through).

-- ODM_BET_SEARCH1, the bet-history result filter of spec §9 ("all, waiting, won, lost"), was an empty list.
-- Its ids are the BET_STATUS values it filters on; ALL means no filter.
INSERT INTO codes (type, code_id, code_name, sort_order) VALUES
  ('ODM_BET_SEARCH1', 'ALL', '전체', 1), ('ODM_BET_SEARCH1', '0', '대기', 2),
  ('ODM_BET_SEARCH1', '2', '당첨', 3), ('ODM_BET_SEARCH1', '1', '낙첨', 4);

-- The member's own push when staff answer one of their 1:1 inquiries, with how many answered inquiries the
-- member has not read yet (the customer page's unread count). It rides the private messages channel.
CREATE FUNCTION live_publish_inquiry_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (channel, member_id, type, data)
  SELECT 'messages', i.member_id, 'inquiryAnswer', jsonb_build_object(
      'inquiryId', i.id,
      'title', i.title,
      'unread', (SELECT count(*) FROM customer_inquiries u
                 WHERE u.member_id = i.member_id AND u.deleted_flg = 0
                   -- The answered inquiry counts as unread: addAnswer resets its flag just after this insert.
                   AND (u.confirm_status = 0 OR u.id = i.id)
                   AND EXISTS (SELECT 1 FROM customer_answers a WHERE a.inquiry_id = u.id)))
  FROM (SELECT DISTINCT inquiry_id FROM new_answers) n
  JOIN customer_inquiries i ON i.id = n.inquiry_id
  ORDER BY i.id;
  RETURN NULL;
END $$;

CREATE TRIGGER customer_answers_live AFTER INSERT ON customer_answers
  REFERENCING NEW TABLE AS new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION live_publish_inquiry_answers();
