-- Issue 18: a seamless-wallet bet or win in one statement. handleWalletCall took seven statements for a bet and
-- eight for a win (the stored-answer and session read, BEGIN, the member lock, the checks, the ledger, the wallet
-- row, COMMIT), six round trips each while providers wait on every call, where the same ledger transfer driven
-- directly takes three. This function is the common case of both, in one round trip and one implicit transaction:
-- the answer stored for (provider, transaction id) if there is one, the launch session, the member's row lock,
-- the stored answer read again behind it (a concurrent duplicate that committed first), the checks, the ledger
-- transfer (post_transaction: balances never below zero, audit), the wallet row with the answer a replay gets,
-- and for a win the settled bet.
--
-- Every other case answers 'slow' having written nothing, and the server takes its general path
-- (handleWalletCall's moneyCall), where the refusals are worded: an unknown or foreign token, a missing,
-- disabled or in-maintenance game or provider, an expired launch, a member not active, excluded or with an
-- open bonus rolling requirement (its stake counts toward rolling, rules the SDK holds), a rollback marker for
-- the bet, a win for a bet that is not this member's open bet, too little casino money. The checks here are
-- the conditions under which that path would take the bet or the win; they must stay in step with it (the
-- wallet contract suite, test/casinoWalletContract.ts, sends each of these cases through this function first).
CREATE FUNCTION casino_wallet_call(
  p_provider text, p_tx text, p_token text, p_player text, p_action text, p_bet_tx text, p_amount bigint,
  p_round text, p_game text, p_now timestamptz, p_memo text
) RETURNS TABLE (outcome text, answer jsonb) LANGUAGE plpgsql AS $$
DECLARE
  stored jsonb;
  launch record;
  member_status text;
  game record;
  bet casino_transactions%ROWTYPE;
  move_kind text;
  actor integer;
  lines jsonb;
  posted record;
  ledger_tx bigint;
  balance bigint;
  new_answer jsonb;
BEGIN
  SELECT t.response INTO stored FROM casino_transactions t
  WHERE t.provider_id = p_provider AND t.provider_tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT 'stored'::text, stored;
    RETURN;
  END IF;
  SELECT s.member_id, s.expires_at, m.user_id INTO launch
  FROM casino_sessions s JOIN members m ON m.id = s.member_id
  WHERE s.token = p_token AND s.provider_id = p_provider;
  IF NOT FOUND OR launch.user_id <> p_player OR p_action NOT IN ('debit', 'credit') THEN
    RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
    RETURN;
  END IF;

  -- Every wallet call of one member takes turns from here (lock order: members first), as on the general path.
  SELECT m.status INTO member_status FROM members m WHERE m.id = launch.member_id FOR NO KEY UPDATE;
  -- Each statement of this function reads a fresh snapshot, so a duplicate that held the lock before is seen.
  SELECT t.response INTO stored FROM casino_transactions t
  WHERE t.provider_id = p_provider AND t.provider_tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT 'stored'::text, stored;
    RETURN;
  END IF;
  SELECT g.code, g.name, g.vertical, g.enabled AND p.enabled AND NOT p.maintenance AS open INTO game
  FROM casino_games g JOIN casino_providers p ON p.id = g.provider_id
  WHERE g.provider_id = p_provider AND g.code = p_game;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
    RETURN;
  END IF;

  IF p_action = 'debit' THEN
    IF launch.expires_at <= p_now OR NOT game.open OR member_status <> 'active'
       OR EXISTS (SELECT 1 FROM rg_exclusions x
                  WHERE x.member_id = launch.member_id AND x.starts_at <= p_now AND x.ends_at > p_now)
       OR EXISTS (SELECT 1 FROM casino_transactions t
                  WHERE t.provider_id = p_provider AND t.bet_tx_id = p_tx AND t.status = 'marker')
       OR EXISTS (SELECT 1 FROM rolling_requirements r
                  WHERE r.member_id = launch.member_id AND r.completed_at IS NULL) THEN
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
      RETURN;
    END IF;
    -- The stake leaves the member's casino money for house_casino.
    move_kind := 'bet_stake';
    actor := launch.member_id;
    lines := jsonb_build_array(jsonb_build_object('member', launch.member_id, 'kind', 'casino', 'amount', -p_amount),
                               jsonb_build_object('house', 'house_casino', 'amount', p_amount));
  ELSE
    SELECT * INTO bet FROM casino_transactions t WHERE t.provider_id = p_provider AND t.provider_tx_id = p_bet_tx;
    IF NOT FOUND OR bet.action <> 'debit' OR bet.member_id <> launch.member_id OR bet.status <> 'open' THEN
      RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
      RETURN;
    END IF;
    -- The win comes back from house_casino; a lost round (0) moves nothing.
    move_kind := 'bet_payout';
    lines := jsonb_build_array(jsonb_build_object('house', 'house_casino', 'amount', -p_amount),
                               jsonb_build_object('member', launch.member_id, 'kind', 'casino', 'amount', p_amount));
  END IF;

  IF p_amount > 0 THEN
    FOR posted IN
      SELECT * FROM post_transaction(move_kind, game.vertical, 'casino_transaction', p_provider || ':' || p_tx,
        'casino:' || p_provider || ':' || p_tx, game.name || p_memo, actor, lines)
    LOOP
      IF posted.outcome = 'insufficient' THEN
        -- A stake short of the casino money: post_transaction undid its own work and nothing else was written;
        -- the general path words the refusal.
        RETURN QUERY SELECT 'slow'::text, NULL::jsonb;
        RETURN;
      END IF;
      IF posted.outcome <> 'posted' THEN
        RAISE EXCEPTION 'casino % % was not posted: % %', p_action, p_tx, posted.outcome, posted.ref;
      END IF;
      ledger_tx := posted.transaction_id;
      IF posted.member_id = launch.member_id THEN
        balance := posted.balance_after;
      END IF;
    END LOOP;
  ELSE
    -- The answer of a lost round carries the balance as it is and the bet's ledger transaction.
    SELECT a.balance INTO balance FROM accounts a WHERE a.owner_member_id = launch.member_id AND a.kind = 'casino';
    ledger_tx := bet.ledger_transaction_id;
  END IF;
  IF p_action = 'credit' THEN
    UPDATE casino_transactions SET status = 'settled', processed_at = p_now, cancel_at = NULL, cancel_amount = NULL
    WHERE id = bet.id;
  END IF;

  new_answer := jsonb_build_object('status', 'OK', 'balance', coalesce(balance, 0), 'playerId', p_player,
                                   'transactionId', ledger_tx::text);
  INSERT INTO casino_transactions (provider_id, provider_tx_id, member_id, action, status, round_id, bet_tx_id,
                                   game_code, vertical, amount, ledger_transaction_id, response, created_at,
                                   processed_at)
  VALUES (p_provider, p_tx, launch.member_id, p_action, CASE p_action WHEN 'debit' THEN 'open' ELSE 'done' END,
          p_round, CASE p_action WHEN 'debit' THEN NULL ELSE bet.provider_tx_id END, game.code, game.vertical,
          p_amount, CASE WHEN p_action = 'credit' AND p_amount = 0 THEN NULL ELSE ledger_tx END, new_answer, p_now,
          CASE p_action WHEN 'debit' THEN NULL ELSE p_now END);
  RETURN QUERY SELECT 'answered'::text, new_answer;
END $$;
