import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { handleWalletCall } from '../src/domain/casino/handleWalletCall';
import { CASINO_LAUNCH_TTL_MS } from '../src/domain/casino/launchCasinoGame';
import type { WalletMoneyCall } from '../src/domain/casino/walletCall';
import { type WalletMoneyResult, walletCredit, walletDebit } from '../src/domain/casino/walletMoney';
import { createCasinoRepository } from '../src/repositories/casinoRepository';
import { createTestMember, fundMember, manualClock } from './support/testApp';
import { createTestDatabase, ledgerConsistent, type TestDatabase } from './support/testDatabase';

type Path = 'function' | 'general';
type MoneyCall = Extract<WalletMoneyCall, { action: 'debit' | 'credit' }>;

interface Step {
  action: 'debit' | 'credit';
  amount: number;
  /** A win of a bet never taken (refused on both paths). */
  unknownBet: boolean;
  /** The call sent again after its answer (a provider's retry). */
  replay: boolean;
}

const PROVIDER = 'kbetsim';
const GAME = 'slot-fruits';

/**
 * Issue 18, seventh pass: casino_wallet_call posts its own two ledger lines and keeps its own books (migration
 * 310) instead of calling post_transaction under the general posting trigger. The same bets and wins, sent
 * through handleWalletCall (casino_wallet_call first) and through the general path's own effects (walletDebit /
 * walletCredit behind the member lock, post_transaction and the trigger), on two members alike, must answer
 * alike and write the same rows once ids are numbered: wallet rows and stored answers, ledger transactions and
 * postings, audit rows, rollups (the member's days and weeks, and what the day rollup gained), balance events,
 * balances.
 */
describe('casino_wallet_call writes what the general path writes', () => {
  let db: TestDatabase;
  let sql: Sql;
  const clock = manualClock();
  let members = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
  });
  afterAll(() => db.drop());

  const member = async (cash: number) => {
    members += 1;
    const created = await createTestMember(sql, { userId: `own${members}`, nickname: `자체${members}` });
    await sql.begin(async (tx) => {
      if (cash > 0) await fundMember(tx, created.id, cash, { wallet: 'casino' });
      await createCasinoRepository(tx).insertSession({
        token: `own-token-${created.id}`,
        providerId: PROVIDER,
        memberId: created.id,
        gameCode: GAME,
        platform: 'PC',
        createdAt: clock.now(),
        expiresAt: new Date(clock.now().getTime() + CASINO_LAUNCH_TTL_MS),
      });
    });
    return created;
  };

  /** The general path's effect of one call, as handleWalletCall's moneyCall runs it for a member in good standing. */
  const general = (memberId: number, playerId: string, call: MoneyCall) =>
    sql.begin(async (tx) => {
      const casino = createCasinoRepository(tx);
      const locked = await casino.lockCallMember(memberId, PROVIDER, GAME, tx);
      const betTxId = call.action === 'credit' ? call.betTxId : null;
      const now = clock.now();
      const state = await casino.callState(
        { providerId: PROVIDER, providerTxId: call.txId, betTxId, memberId, now },
        tx,
      );
      if (state.stored) return state.stored;
      const ctx = {
        tx,
        casino,
        providerId: PROVIDER,
        memberId,
        playerId,
        game: locked!.game!,
        roundId: call.roundId,
        now,
        rollingOpen: false,
      };
      const result: WalletMoneyResult =
        call.action === 'debit'
          ? await walletDebit(ctx, call.txId, call.amount)
          : await walletCredit(ctx, call.txId, state.bet, call.amount);
      return result.ok ? { status: 'OK', balance: result.balance } : result;
    });

  /** Everything the member's calls wrote, the side's name taken out of transaction ids and references. */
  const written = async (memberId: number, side: string, answers: unknown[], daysGained: unknown) => {
    const own = (text: string | null) => text?.replaceAll(`${side}-`, '') ?? null;
    const [account] = await sql<{ id: number; balance: number }[]>`
      SELECT id, balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'casino'`;
    const rows = await sql`
      SELECT provider_tx_id, action, status, round_id, bet_tx_id, game_code, vertical, amount,
             ledger_transaction_id IS NOT NULL AS posted, response - 'transactionId' - 'playerId' AS response, created_at,
             processed_at, cancel_at, cancel_amount
      FROM casino_transactions WHERE member_id = ${memberId} ORDER BY id`;
    const postings = await sql`
      SELECT t.kind, t.vertical, t.ref_type, t.ref_id, t.dedupe_key, t.memo, t.created_by = ${memberId} AS by_member,
             t.created_by IS NULL AS by_nobody, p.amount,
             CASE WHEN p.account_id = ${account!.id} THEN p.balance_after END AS own_balance_after
      FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id
      WHERE t.ref_type = 'casino_transaction' AND t.ref_id LIKE ${`${PROVIDER}:${side}-%`} ORDER BY p.id`;
    const audits = await sql`
      SELECT a.action, a.reason, a.actor_id = ${memberId} AS by_member, a.actor_id IS NULL AS by_nobody,
             (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' = 'casino' THEN '' ELSE 'balance' END
                               ORDER BY v ->> 'kind') FROM jsonb_array_elements(a.old_value) v) AS old,
             (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' = 'casino' THEN '' ELSE 'balance' END
                               ORDER BY v ->> 'kind') FROM jsonb_array_elements(a.new_value) v) AS new,
             (SELECT jsonb_agg((v ->> 'accountId')::bigint = ${account!.id} ORDER BY v ->> 'kind')
              FROM jsonb_array_elements(a.new_value) v) AS own_account
      FROM audit_log a JOIN ledger_transactions t ON t.id::text = a.target_id
      WHERE a.target_type = 'ledger_transaction' AND t.ref_type = 'casino_transaction'
        AND t.ref_id LIKE ${`${PROVIDER}:${side}-%`}
      ORDER BY a.id`;
    const rollups = await sql`
      SELECT d.vertical, d.turnover, d.payouts, d.postings, w.turnover AS week_turnover, w.payouts AS week_payouts,
             w.postings AS week_postings
      FROM ledger_member_days d
      JOIN ledger_member_weeks w ON w.member_id = d.member_id AND w.vertical IS NOT DISTINCT FROM d.vertical
      WHERE d.member_id = ${memberId} ORDER BY d.vertical NULLS FIRST`;
    const events = await sql<{ data: Record<string, unknown>; refId: string | null }[]>`
      SELECT e.data - 'transactionId' AS data, t.ref_id
      FROM live_events e LEFT JOIN ledger_transactions t ON t.id = (e.data ->> 'transactionId')::bigint
      WHERE e.member_id = ${memberId} AND e.type = 'balance' ORDER BY e.id`;
    return {
      answers,
      rows: rows.map(({ providerTxId, betTxId, ...rest }) => ({
        tx: own(providerTxId),
        bet: own(betTxId),
        ...rest,
      })),
      postings: postings.map(({ refId, dedupeKey, ...rest }) => ({
        ...rest,
        refId: own(refId),
        dedupeKey: own(dedupeKey),
      })),
      audits,
      rollups,
      daysGained,
      events: events.map(({ data, refId }) => ({ ...data, ref: own(refId) })),
      casinoMoney: account!.balance,
    };
  };

  /** What the day rollup (every member, 61 shards) holds in all, to read what one side's calls added to it. */
  const dayTotals = async () => {
    const [row] = await sql<{ turnover: number; payouts: number; members: number }[]>`
      SELECT coalesce(sum(turnover), 0)::int8 AS turnover, coalesce(sum(payouts), 0)::int8 AS payouts,
             coalesce(sum(members), 0)::int8 AS members
      FROM ledger_days`;
    return row!;
  };

  const run = async (path: Path, cash: number, steps: Step[]) => {
    const created = await member(cash);
    const side = `${path}${created.id}`;
    const before = await dayTotals();
    const answers: unknown[] = [];
    let lastBet: string | undefined;
    for (const [n, step] of steps.entries()) {
      const txId = `${side}-${n}`;
      const base = {
        txId,
        token: `own-token-${created.id}`,
        playerId: created.userId,
        roundId: `round-${n}`,
      };
      const call: MoneyCall =
        step.action === 'debit'
          ? { ...base, action: 'debit', gameCode: GAME, amount: step.amount }
          : {
              ...base,
              action: 'credit',
              gameCode: GAME,
              betTxId: step.unknownBet || lastBet === undefined ? `${side}-none` : lastBet,
              amount: step.amount,
            };
      if (step.action === 'debit') lastBet = txId;
      for (const _ of step.replay ? [1, 2] : [1]) {
        const answer =
          path === 'function'
            ? await handleWalletCall({ sql, clock, providerId: PROVIDER, call })
            : await general(created.id, created.userId, call);
        const { status, balance } = answer as { status: string; balance?: number };
        answers.push({ status, balance });
      }
    }
    const after = await dayTotals();
    const gained = {
      turnover: after.turnover - before.turnover,
      payouts: after.payouts - before.payouts,
      members: after.members - before.members,
    };
    return written(created.id, side, answers, gained);
  };

  it('answers alike and writes the same rows for any sequence of bets, wins and retries', async () => {
    const step = fc.record({
      action: fc.constantFrom<'debit' | 'credit'>('debit', 'credit'),
      amount: fc.constantFrom(0, 1_000, 4_000, 25_000),
      unknownBet: fc.boolean(),
      replay: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 3_000, 30_000),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (cash, steps) => {
          // A provider never sends a bet of nothing: the wire schema refuses it.
          const sent = steps.map((s) =>
            s.action === 'debit' && s.amount === 0 ? { ...s, amount: 1_000 } : s,
          );
          // One side after the other: the day rollup is shared, and each side's gain is read around it.
          const fast = await run('function', cash, sent);
          const slow = await run('general', cash, sent);
          expect(fast).toEqual(slow);
        },
      ),
      { numRuns: 15 },
    );
    expect(await ledgerConsistent(sql)).toBe(true);
  });
});
