import { addDays, aggregateFacts, type LedgerFact, REPORT_GROUPINGS } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import {
  openMemberAccounts,
  type PostTransactionInput,
  postTransaction,
  postTransactions,
} from '../src/domain/ledger';
import { buildReport } from '../src/domain/partners/buildReport';
import { createLedgerFactsRepository } from '../src/repositories/ledgerFactsRepository';
import { createMembersRepository } from '../src/repositories/membersRepository';
import { createTestDatabase, ledgerConsistent, type TestDatabase } from './support/testDatabase';

type Vertical = 'sports' | 'minigame' | 'virtual' | 'casino' | 'slot';

/** A member ↔ house movement of `amount` (positive credits the member). */
const move = (memberId: number, kind: string, amount: number, vertical?: Vertical): PostTransactionInput => ({
  kind,
  ...(vertical === undefined ? {} : { vertical }),
  actorId: null,
  postings: [
    { account: { member: memberId, kind: 'emoney' }, amount },
    {
      account: { house: kind === 'deposit' || kind === 'withdrawal' ? 'house_cash' : 'house_bets' },
      amount: -amount,
    },
  ],
});

/**
 * The facts recomputed from raw postings, written independently of migration 185's view and rollup: the
 * report query as it read the ledger before the rollup existed.
 */
const factsFromPostings = (sql: Sql, from: string, to: string) => sql<LedgerFact[]>`
  WITH moves AS (
    SELECT a.owner_member_id AS member_id, (t.created_at AT TIME ZONE 'Asia/Seoul')::date AS day,
           t.vertical, t.kind, p.amount
    FROM ledger_transactions t
    JOIN postings p ON p.transaction_id = t.id
    JOIN accounts a ON a.id = p.account_id AND a.owner_member_id IS NOT NULL
    WHERE t.created_at >= (${from}::date)::timestamp AT TIME ZONE 'Asia/Seoul'
      AND t.created_at < ((${to}::date + 1))::timestamp AT TIME ZONE 'Asia/Seoul'
      AND (t.vertical IS NOT NULL
        OR t.kind IN ('deposit', 'withdrawal', 'deposit_bonus', 'roulette_prize', 'attendance_reward'))
      AND (t.vertical IS NULL OR NOT EXISTS (
        SELECT 1 FROM rg_exclusions e
        WHERE e.member_id = a.owner_member_id AND t.created_at >= e.starts_at AND t.created_at < e.ends_at))
  )
  SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, vertical,
    sum(CASE WHEN vertical IS NULL THEN 0 WHEN kind ~ '(cancel|refund|void)' THEN -amount
             WHEN kind ~ 'reversal' THEN 0 WHEN amount < 0 THEN -amount ELSE 0 END)::int8 AS turnover,
    sum(CASE WHEN vertical IS NULL OR kind ~ '(cancel|refund|void)' THEN 0 WHEN kind ~ 'reversal' THEN amount
             WHEN amount > 0 THEN amount ELSE 0 END)::int8 AS payouts,
    sum(CASE WHEN vertical IS NULL AND kind NOT IN ('deposit', 'withdrawal') THEN amount ELSE 0 END)::int8 AS bonuses,
    sum(CASE WHEN kind = 'deposit' THEN amount ELSE 0 END)::int8 AS deposits,
    sum(CASE WHEN kind = 'withdrawal' THEN -amount ELSE 0 END)::int8 AS withdrawals
  FROM moves GROUP BY member_id, day, vertical
  ORDER BY member_id, day, vertical NULLS FIRST`;

/**
 * The reports' rollup (migration 185) is kept in the posting's transaction by a trigger on postings: after
 * stakes, payouts, reversals, cancels and bonuses in every vertical, through the one-statement and the bulk
 * posting paths, with refused and rolled-back postings and an exclusion window, it equals its recomputation
 * from the postings, and the reports read from it answer as the raw ledger does.
 */
describe('ledger_member_days: the per member, day and vertical rollup', () => {
  let db: TestDatabase;
  let sql: Sql;
  let serial = 0;
  let today = '';

  const member = async () => {
    serial += 1;
    const created = await createMembersRepository(sql).insert({
      userId: `roll${serial}`,
      nickname: `롤업${serial}`,
      passwordHash: 'x',
    });
    await openMemberAccounts(sql, created.id);
    return created.id;
  };
  const post = (input: PostTransactionInput) => sql.begin((tx) => postTransaction(tx, input));

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
    const [row] = await sql<{ day: string }[]>`
      SELECT to_char((clock_timestamp() AT TIME ZONE 'Asia/Seoul')::date, 'YYYY-MM-DD') AS day`;
    today = row!.day;
  });
  afterAll(() => db.drop());

  it('equals the postings after play in every vertical, bulk posts, refusals, rollbacks and an exclusion', async () => {
    const a = await member();
    const b = await member();
    await post(move(a, 'deposit', 200_000));
    await post(move(b, 'deposit', 100_000));
    await post(move(a, 'deposit_bonus', 10_000));
    for (const vertical of ['sports', 'minigame', 'virtual', 'casino', 'slot'] as const) {
      await post(move(a, 'bet_stake', -10_000, vertical));
      await post(move(a, 'bet_payout', 19_000, vertical));
    }
    await post(move(a, 'bet_payout_reversal', -19_000, 'sports'));
    await post(move(a, 'bet_cancel', 10_000, 'sports'));
    await post(move(a, 'casino_refund', 10_000, 'casino'));
    await post(move(a, 'withdrawal', -30_000));
    // Several transactions and both members in one posting statement.
    await sql.begin((tx) =>
      postTransactions(tx, [
        move(a, 'bet_stake', -5_000, 'minigame'),
        move(b, 'bet_stake', -7_000, 'minigame'),
        move(b, 'bet_payout', 13_300, 'minigame'),
      ]),
    );
    // A refused stake (more than the wallet) and a transaction rolled back leave no trace in the rollup.
    await expect(post(move(b, 'bet_stake', -10_000_000, 'sports'))).rejects.toThrow();
    await expect(
      sql.begin(async (tx) => {
        await postTransaction(tx, move(b, 'bet_stake', -1_000, 'sports'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // B's play inside a self-exclusion earns no commission: the reports leave it out, the rollup keeps it.
    const [start] = await sql<{ at: Date }[]>`SELECT clock_timestamp() AS at`;
    await post(move(b, 'bet_stake', -3_000, 'slot'));
    await post(move(b, 'bet_payout', 1_000, 'slot'));
    await sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${b}, 'self_exclusion', ${start!.at}, clock_timestamp())`;
    await post(move(b, 'bet_stake', -2_000, 'virtual'));

    expect(await ledgerConsistent(sql)).toBe(true);
    const facts = await createLedgerFactsRepository(sql).facts({ from: today, to: today });
    expect(facts).toEqual(await factsFromPostings(sql, today, today));
    expect(facts.filter((f) => f.memberId === b).map((f) => f.vertical)).toEqual([
      null,
      'minigame',
      'virtual',
    ]);
    const sports = facts.find((f) => f.memberId === a && f.vertical === 'sports');
    expect(sports).toMatchObject({ turnover: 0, payouts: 0 });
    const casino = facts.find((f) => f.memberId === a && f.vertical === 'casino');
    expect(casino).toMatchObject({ turnover: 0, payouts: 19_000 });
    expect(facts.find((f) => f.memberId === a && f.vertical === null)).toMatchObject({
      bonuses: 10_000,
      deposits: 200_000,
      withdrawals: 30_000,
    });

    // Four weeks around today: the reports by member, vertical and week read the weeks rollup for the whole
    // weeks and the day rollup at the edges (migration 205); by day, the per day rollup.
    const [from, to] = [addDays(today, -13), addDays(today, 13)];
    for (const by of REPORT_GROUPINGS) {
      expect(await buildReport(sql, { from: today, to: today, by })).toEqual(
        aggregateFacts({ facts, by, from: today, to: today }),
      );
      expect(await buildReport(sql, { from, to, by })).toEqual(aggregateFacts({ facts, by, from, to }));
      expect(await buildReport(sql, { from: today, to: today, by, memberIds: [b] })).toEqual(
        aggregateFacts({ facts: facts.filter((f) => f.memberId === b), by, from: today, to: today }),
      );
    }
  });

  it('a member whose only play of a day lies inside an exclusion has no row that day', async () => {
    const c = await member();
    await post(move(c, 'deposit', 50_000));
    const [start] = await sql<{ at: Date }[]>`SELECT clock_timestamp() AS at`;
    await post(move(c, 'bet_stake', -4_000, 'casino'));
    await sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${c}, 'timeout', ${start!.at}, clock_timestamp())`;
    const facts = await createLedgerFactsRepository(sql).facts({ from: today, to: today, memberIds: [c] });
    expect(facts.map((f) => f.vertical)).toEqual([null]);
    const report = await buildReport(sql, { from: today, to: today, by: 'vertical', memberIds: [c] });
    expect(report.rows.map((row) => row.key)).toEqual(['-']);
    expect(report.total.members).toBe(1);
  });

  it('a member whose every move of the range lies inside an exclusion is no member of any report', async () => {
    const d = await member();
    await post(move(d, 'deposit', 50_000));
    const [start] = await sql<{ at: Date }[]>`SELECT clock_timestamp() AS at`;
    await post(move(d, 'bet_stake', -4_000, 'slot'));
    await post(move(d, 'bet_payout', 9_000, 'slot'));
    await sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${d}, 'timeout', ${start!.at}, clock_timestamp())`;
    expect(await ledgerConsistent(sql)).toBe(true);
    const facts = await createLedgerFactsRepository(sql).facts({ from: today, to: today });
    expect(facts.filter((f) => f.memberId === d).map((f) => f.vertical)).toEqual([null]);
    for (const by of REPORT_GROUPINGS) {
      const report = await buildReport(sql, { from: today, to: today, by });
      expect(report).toEqual(aggregateFacts({ facts, by, from: today, to: today }));
    }
    // Without its deposit the member would have no fact at all: the report by day counts only its kept moves.
    const byDay = await buildReport(sql, { from: today, to: today, by: 'day' });
    expect(byDay.total.members).toBe(new Set(facts.map((f) => f.memberId)).size);

    // The consistency check every ledger test runs sees a drift of the coarser rollups.
    await sql`UPDATE ledger_days SET members = members + 1 WHERE day = ${today}::date`;
    expect(await ledgerConsistent(sql)).toBe(false);
    await sql`UPDATE ledger_days SET members = members - 1 WHERE day = ${today}::date`;
    await sql`
      UPDATE ledger_member_weeks SET turnover = turnover + 1 WHERE member_id = ${d} AND vertical = 'slot'`;
    expect(await ledgerConsistent(sql)).toBe(false);
    await sql`
      UPDATE ledger_member_weeks SET turnover = turnover - 1 WHERE member_id = ${d} AND vertical = 'slot'`;
    expect(await ledgerConsistent(sql)).toBe(true);
  });
});
