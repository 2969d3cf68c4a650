-- Back office (staff admin API).

-- Staff balance adjustments post against their own house account, so manual corrections are
-- reported apart from cash, bonuses, stakes and casino transfers. The list is 020's plus
-- house_adjust; a later migration that changes the kind list must keep both.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (
  kind IN (
    'emoney', 'casino', 'point', 'comp', 'withdraw_hold',
    'house_cash', 'house_bonus', 'house_bets', 'house_casino', 'house_adjust'
  )
);
INSERT INTO accounts (owner_member_id, kind) VALUES (NULL, 'house_adjust');

-- The staff audit list filters by actor and by action, newest first.
CREATE INDEX audit_log_actor ON audit_log (actor_id, id);
CREATE INDEX audit_log_action ON audit_log (action text_pattern_ops, id);
