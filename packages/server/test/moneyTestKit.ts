import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { approveCharge } from '../src/domain/charges/approveCharge';
import { rejectCharge } from '../src/domain/charges/rejectCharge';
import { memberBalances } from '../src/domain/ledger';
import type { ChargeRow } from '../src/repositories/chargesRepository';
import type { LoggedIn, TestApp } from './support/testApp';

/** Long enough that moving the test clock by hours never ends a session. */
export const LONG_SESSION = { sessionIdleMs: 30 * 24 * 60 * 60_000 };

export const DEMO_ACCOUNT_PASSWORD = '1234';

/** A money-moving POST with a fresh (or the given) Idempotency-Key. */
export function postMoney(
  t: TestApp,
  session: LoggedIn,
  url: string,
  payload: unknown,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...session.headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}

/** POST /charge with a deposit's usual fields. */
export const deposit = (
  t: TestApp,
  session: LoggedIn,
  fields: Record<string, unknown> = {},
  key?: string,
): Promise<LightMyRequestResponse> =>
  postMoney(
    t,
    session,
    '/charge',
    {
      memberId: session.user.id,
      depositMode: 0,
      depositAmount: 100_000,
      depositName: '',
      type: 0,
      pointType: 5,
      ...fields,
    },
    key,
  );

/** POST /charge with a withdrawal's usual fields and the demo account password. */
export const withdraw = (
  t: TestApp,
  session: LoggedIn,
  fields: Record<string, unknown> = {},
  key?: string,
): Promise<LightMyRequestResponse> =>
  postMoney(
    t,
    session,
    '/charge',
    {
      memberId: session.user.id,
      depositMode: 1,
      depositAmount: 100_000,
      depositName: '',
      type: 0,
      bankAccountPssword: DEMO_ACCOUNT_PASSWORD,
      ...fields,
    },
    key,
  );

/** The member's wallets plus the amount held for withdrawals. */
export async function wallet(sql: Sql, memberId: number) {
  const [hold] = await sql<{ balance: number }[]>`
    SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'withdraw_hold'`;
  return { ...(await memberBalances(sql, memberId)), held: hold?.balance ?? 0 };
}

export async function staffId(sql: Sql): Promise<number> {
  const [row] = await sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = 'admin01'`;
  return row!.id;
}

export const approve = async (t: TestApp, chargeId: number, reason = '확인'): Promise<ChargeRow> => {
  const actorId = await staffId(t.db.sql);
  return t.db.sql.begin((tx) => approveCharge(tx, { chargeId, actorId, reason, now: t.clock.now() }));
};

export const reject = async (t: TestApp, chargeId: number, reason = '반려'): Promise<ChargeRow> => {
  const actorId = await staffId(t.db.sql);
  return t.db.sql.begin((tx) => rejectCharge(tx, { chargeId, actorId, reason, now: t.clock.now() }));
};

/**
 * Every ledger transaction sums to zero, every balance (member wallet or house shard) is the sum of its
 * postings, each house kind's balance is the sum of the postings to its shards, no member below zero.
 */
export async function expectLedgerConsistent(sql: Sql): Promise<void> {
  const unbalanced = await sql`
    SELECT t.id FROM ledger_transactions t LEFT JOIN postings p ON p.transaction_id = t.id
    GROUP BY t.id HAVING coalesce(sum(p.amount), 0) <> 0 OR count(p.id) < 2`;
  expect(unbalanced).toEqual([]);
  const drifted = await sql`
    SELECT a.id FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`;
  expect(drifted).toEqual([]);
  const houseDrifted = await sql`
    SELECT h.kind FROM house_balances h
    WHERE h.balance <> (SELECT coalesce(sum(p.amount), 0) FROM postings p JOIN accounts a ON a.id = p.account_id
                        WHERE a.owner_member_id IS NULL AND a.kind = h.kind)`;
  expect(houseDrifted).toEqual([]);
  const [negative] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM accounts WHERE owner_member_id IS NOT NULL AND balance < 0`;
  expect(negative?.n).toBe(0);
}

/** Everything a refused money request could have touched. */
export async function snapshot(sql: Sql) {
  const [row] = await sql`
    SELECT (SELECT json_agg(json_build_array(id, balance) ORDER BY id) FROM accounts) AS balances,
           (SELECT count(*)::int FROM ledger_transactions) AS transactions,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM idempotency_keys) AS keys,
           (SELECT json_agg(json_build_array(id, status, user_display_flag) ORDER BY id) FROM charges) AS charges,
           (SELECT count(*)::int FROM coin_exchanges) AS coin_exchanges,
           (SELECT json_agg(json_build_array(user_id, coins) ORDER BY user_id) FROM coin_sim_wallets) AS coins,
           (SELECT count(*)::int FROM deposit_account_checks) AS checks,
           (SELECT count(*)::int FROM rolling_requirements) AS rolling,
           (SELECT json_agg(updated_at ORDER BY id) FROM members) AS updated`;
  return row;
}

/** A `{ code, message }` error body. */
export const refusal = (code: string, message: string) => ({ code, message });
