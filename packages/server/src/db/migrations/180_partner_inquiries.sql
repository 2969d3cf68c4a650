-- Partner inquiries (/partner/customer): a partner writes to staff from the partner area; staff answer them
-- with the member inquiries' answer route. Kept apart from the partner's own 1:1 inquiries by their kind.
ALTER TABLE customer_inquiries DROP CONSTRAINT customer_inquiries_kind_check;
ALTER TABLE customer_inquiries ADD CONSTRAINT customer_inquiries_kind_check
  CHECK (kind IN ('general', 'depositAccount', 'partner'));

-- The partner area lists a partner's inquiries by kind.
CREATE INDEX customer_inquiries_partner ON customer_inquiries (member_id, id DESC) WHERE kind = 'partner';
