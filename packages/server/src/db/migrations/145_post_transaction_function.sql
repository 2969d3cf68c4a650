-- One ledger transaction in one statement. postTransaction used to take five round trips (savepoint,
-- lookups and locks, balance updates, postings and audit, release) while holding the member's row lock, so
-- a hot wallet waited on the network more than on the database. The rules are unchanged and stay in this
-- one place: members are locked in id order and their updated_at moves (spec §7 userUpdatedAt), house
-- kinds post to this database transaction's shard, the lines apply in account id order with credits before
-- debits, a member account never goes below zero, each posting keeps its balance after, and the audit log
-- gets old and new balances. A refusal (unknown account, used dedupe key, insufficient funds) is returned
-- as a row, not raised: the block's subtransaction undoes everything it did, and the caller's transaction
-- carries on as it did after the savepoint of old.
--
-- postings: [{ "member": 3, "kind": "emoney", "amount": -5000 }, { "house": "house_bets", "amount": 5000 },
-- { "id": 12, "amount": 100 }]. Rows: outcome 'posted' (one per line, in the order applied), or one row
-- 'unknown_account' (ref), 'duplicate', or 'insufficient' (account, member, kind, amount, balance).
CREATE FUNCTION post_transaction(
  p_kind text, p_vertical text, p_ref_type text, p_ref_id text, p_dedupe_key text, p_memo text,
  p_actor_id integer, p_postings jsonb
) RETURNS TABLE (
  outcome text, transaction_id bigint, account_id bigint, member_id integer, kind text, amount bigint,
  balance_after bigint, ref text
) LANGUAGE plpgsql AS $$
DECLARE
  -- The lines in the order they apply: credits before debits on the same account, accounts in id order
  -- (no spurious refusals, no deadlocks).
  ids bigint[];
  owners integer[];
  kinds text[];
  amounts bigint[];
  refs text[];
  afters bigint[] := '{}';
  new_balance bigint;
  tx_id bigint;
  refusal text;
  refused_at int;
  refused_balance bigint;
BEGIN
  BEGIN
    WITH locked AS (
      SELECT m.id FROM members m
      WHERE m.id IN (
        SELECT (p ->> 'member')::integer FROM jsonb_array_elements(p_postings) p WHERE p ? 'member'
        UNION SELECT a.owner_member_id FROM accounts a
        WHERE a.id IN (SELECT (p ->> 'id')::bigint FROM jsonb_array_elements(p_postings) p WHERE p ? 'id')
      )
      ORDER BY m.id FOR NO KEY UPDATE
    )
    UPDATE members m SET updated_at = clock_timestamp() FROM locked WHERE m.id = locked.id;

    SELECT array_agg(r.id ORDER BY r.id, r.amount DESC, r.seq), array_agg(r.owner ORDER BY r.id, r.amount DESC, r.seq),
           array_agg(r.kind ORDER BY r.id, r.amount DESC, r.seq), array_agg(r.amount ORDER BY r.id, r.amount DESC, r.seq),
           array_agg(r.ref ORDER BY r.id, r.amount DESC, r.seq)
    INTO ids, owners, kinds, amounts, refs
    FROM (
      -- Resolved first (materialized), so house_account_id runs once per line and the join is by primary key.
      WITH named AS MATERIALIZED (
        SELECT p.seq, p.value, CASE
          WHEN p.value ? 'id' THEN (p.value ->> 'id')::bigint
          WHEN p.value ? 'house' THEN house_account_id(p.value ->> 'house')
          ELSE (SELECT x.id FROM accounts x
                WHERE x.owner_member_id = (p.value ->> 'member')::integer AND x.kind = p.value ->> 'kind')
        END AS account_id
        FROM jsonb_array_elements(p_postings) WITH ORDINALITY AS p (value, seq)
      )
      SELECT n.seq, a.id, a.owner_member_id AS owner, a.kind, (n.value ->> 'amount')::bigint AS amount,
             CASE WHEN n.value ? 'id' THEN 'id:' || (n.value ->> 'id')
                  WHEN n.value ? 'house' THEN 'house:' || (n.value ->> 'house')
                  ELSE 'member:' || (n.value ->> 'member') || ':' || (n.value ->> 'kind') END AS ref
      FROM named n LEFT JOIN accounts a ON a.id = n.account_id
    ) r;
    refused_at := array_position(ids, NULL);
    IF refused_at IS NOT NULL THEN
      refusal := 'unknown_account';
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'kbet ledger refusal';
    END IF;

    INSERT INTO ledger_transactions AS t (kind, vertical, ref_type, ref_id, dedupe_key, memo, created_by)
    VALUES (p_kind, p_vertical, p_ref_type, p_ref_id, p_dedupe_key, p_memo, p_actor_id)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING t.id INTO tx_id;
    IF tx_id IS NULL THEN
      refusal := 'duplicate';
      RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'kbet ledger refusal';
    END IF;

    FOR i IN 1 .. array_length(ids, 1) LOOP
      new_balance := NULL;
      UPDATE accounts a SET balance = a.balance + amounts[i]
      WHERE a.id = ids[i] AND (a.owner_member_id IS NULL OR a.balance + amounts[i] >= 0)
      RETURNING a.balance INTO new_balance;
      IF new_balance IS NULL THEN
        refusal := 'insufficient';
        refused_at := i;
        SELECT a.balance INTO refused_balance FROM accounts a WHERE a.id = ids[i];
        RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'kbet ledger refusal';
      END IF;
      afters := afters || new_balance;
    END LOOP;

    INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    SELECT tx_id, l.id, l.amount, l.after FROM unnest(ids, amounts, afters) WITH ORDINALITY AS l (id, amount, after, n)
    ORDER BY l.n;

    INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason)
    SELECT p_actor_id, 'ledger.' || p_kind, 'ledger_transaction', tx_id::text,
           jsonb_agg(jsonb_build_object('accountId', l.id, 'memberId', l.owner, 'kind', l.kind,
                                        'balance', l.after - l.amount) ORDER BY l.n),
           jsonb_agg(jsonb_build_object('accountId', l.id, 'memberId', l.owner, 'kind', l.kind,
                                        'balance', l.after) ORDER BY l.n),
           p_memo
    FROM unnest(ids, owners, kinds, amounts, afters) WITH ORDINALITY AS l (id, owner, kind, amount, after, n);
  EXCEPTION WHEN SQLSTATE 'P0001' THEN
    IF refusal IS NULL THEN
      RAISE;
    END IF;
  END;

  IF refusal = 'unknown_account' THEN
    RETURN QUERY SELECT refusal, NULL::bigint, NULL::bigint, NULL::integer, NULL::text, NULL::bigint,
                        NULL::bigint, refs[refused_at];
  ELSIF refusal = 'duplicate' THEN
    RETURN QUERY SELECT refusal, NULL::bigint, NULL::bigint, NULL::integer, NULL::text, NULL::bigint,
                        NULL::bigint, NULL::text;
  ELSIF refusal = 'insufficient' THEN
    RETURN QUERY SELECT refusal, NULL::bigint, ids[refused_at], owners[refused_at], kinds[refused_at],
                        amounts[refused_at], coalesce(refused_balance, 0), NULL::text;
  ELSE
    RETURN QUERY SELECT 'posted'::text, tx_id, l.id, l.owner, l.kind, l.amount, l.after, NULL::text
    FROM unnest(ids, owners, kinds, amounts, afters) WITH ORDINALITY AS l (id, owner, kind, amount, after, n)
    ORDER BY l.n;
  END IF;
END $$;
