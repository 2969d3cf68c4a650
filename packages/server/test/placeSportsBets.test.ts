import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegOffer } from '../src/domain/betting/legOffer';
import { createBetsRepository, type NewSportsBet } from '../src/repositories/betsRepository';
import {
  betRequest,
  betting,
  emoney,
  fundMember,
  insertFixture,
  ledgerConsistent,
  matchResult,
  postBet,
} from './support/bettingFeed';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { createTestApp, createTestMember, login, type TestApp } from './support/testApp';

/**
 * Issue 18, set-based placement (place_sports_bets, migration 220): a batch of bets, of one wallet or several,
 * is one statement; each bet is still answered on its own, as a statement of its own would have been, and the
 * ledger, its rollups and the stored answers come out as if the bets had been placed one by one.
 */
describe('a batch of sports bets placed in one call', () => {
  let t: TestApp;
  let counted: Sql;
  let offer: LegOffer;
  const sent: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // A pool of the test's own, so what it counts is what the placement sent and nothing of the app's jobs.
    counted = createSql(t.db.url, { max: 2, onQuery: (_connection, query) => sent.push(query) });
    await insertFixture(t.db.sql, {
      id: 501,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(501, ['1.90', '3.20', '4.10'])],
    });
    const [found] = await createBetsRepository(t.db.sql).findOffers(['501_1_1']);
    offer = found!;
  });
  afterAll(async () => {
    await counted.end({ timeout: 5 });
    await t.close();
  });

  const fundedMember = async (userId: string, nickname: string, cash: number) => {
    const member = await createTestMember(t.db.sql, { userId, nickname });
    await fundMember(t.db.sql, member.id, cash, { kind: 'deposit' });
    return member;
  };

  const bet = (memberId: number, key: string, amount: number): NewSportsBet => ({
    memberId,
    key,
    requestHash: `hash-${key}-${amount}`,
    slip: {
      gameType: 1,
      gameStyle: 'EU',
      gameDetailType: 1,
      amount,
      totalRatio: offer.price,
      expectedWin: Math.floor(amount * Number(offer.price)),
      changeFlag: false,
      ipAddress: '127.0.0.1',
      createdAt: t.clock.now(),
    },
    legs: [{ position: 1, offer, betTimingScore: null }],
    stake: { kind: 'bet_stake', vertical: 'sports', memo: '스포츠 베팅' },
  });

  it('answers each bet on its own, in order, with one statement for the batch, and keeps the ledger and its rollups', async () => {
    const a = await fundedMember('batch01', '배치하나', 30_000);
    const b = await fundedMember('batch02', '배치둘', 10_000);
    const bets = createBetsRepository(counted);
    const [before] = await bets.placeSportsBets([bet(a.id, 'before', 5_000)], true);
    expect(before).toMatchObject({ outcome: 'placed', emoney: 25_000 });

    sent.length = 0;
    const rows = await counted.begin((tx) =>
      bets.placeSportsBets(
        [
          bet(a.id, 'a1', 10_000),
          bet(b.id, 'b1', 10_000),
          bet(a.id, 'a1', 10_000),
          bet(b.id, 'b2', 5_000),
          bet(a.id, 'a2', 10_000),
          bet(a.id, 'a3', 10_000),
          bet(a.id, 'a3', 5_000),
          bet(a.id, 'before', 5_000),
        ],
        false,
        tx,
      ),
    );
    // The batch is one statement between BEGIN and COMMIT, whatever its size.
    expect(
      sent
        .filter((query) => !isDriverTypeFetch(query))
        .map((query) => query.replace(/\s+/g, ' ').trim().slice(0, 32)),
    ).toEqual(['begin', 'SELECT * FROM place_sports_bets(', 'commit']);

    const [a1, b1, a1Again, b2, a2, a3, a3Smaller, beforeAgain] = rows;
    expect(a1).toMatchObject({ outcome: 'placed', emoney: 15_000, openRolling: false });
    expect(b1).toMatchObject({ outcome: 'placed', emoney: 0 });
    // A key placed earlier in the batch answers with that bet's stored answer.
    const a1Slip = a1?.outcome === 'placed' ? a1.slipId : undefined;
    expect(a1Again).toMatchObject({
      outcome: 'stored',
      requestHash: 'hash-a1-10000',
      responseStatus: 200,
      responseBody: { id: a1Slip, emoney: 15_000 },
    });
    // Refusals carry the account and the cash as the walk left it; B's refusal does not touch A's walk.
    expect(b2).toMatchObject({ outcome: 'insufficient', kind: 'emoney', amount: -5_000, balance: 0 });
    expect(a2).toMatchObject({ outcome: 'placed', emoney: 5_000 });
    expect(a3).toMatchObject({ outcome: 'insufficient', amount: -10_000, balance: 5_000 });
    // A refused key left nothing behind, so it may be used again.
    expect(a3Smaller).toMatchObject({ outcome: 'placed', emoney: 0 });
    expect(beforeAgain).toMatchObject({ outcome: 'stored', requestHash: 'hash-before-5000' });

    expect([await emoney(t.db.sql, a.id), await emoney(t.db.sql, b.id)]).toEqual([0, 0]);
    const keys = await t.db.sql<{ key: string; body: { emoney: number } }[]>`
      SELECT key, response_body AS body FROM idempotency_keys WHERE member_id IN (${a.id}, ${b.id}) ORDER BY key`;
    expect(keys.map(({ key, body }) => [key, body.emoney])).toEqual([
      ['a1', 15_000],
      ['a2', 5_000],
      ['a3', 0],
      ['b1', 0],
      ['before', 25_000],
    ]);
    // Each placed bet is a ledger transaction of its own, with its audit row's balances before and after.
    const audits = await t.db.sql<{ memberBalances: [number, number][] }[]>`
      SELECT jsonb_path_query_array(a.old_value, '$[*] ? (@.kind == "emoney").balance') ||
             jsonb_path_query_array(a.new_value, '$[*] ? (@.kind == "emoney").balance') AS member_balances
      FROM ledger_transactions l JOIN audit_log a ON a.target_type = 'ledger_transaction' AND a.target_id = l.id::text
      WHERE l.created_by = ${a.id} AND l.kind = 'bet_stake' ORDER BY l.id`;
    expect(audits.map((row) => row.memberBalances)).toEqual([
      [30_000, 25_000],
      [25_000, 15_000],
      [15_000, 5_000],
      [5_000, 0],
    ]);
    const [days] = await t.db.sql<{ turnover: number; postings: number }[]>`
      SELECT sum(turnover)::int AS turnover, sum(postings)::int AS postings
      FROM ledger_member_days WHERE member_id = ${a.id} AND vertical = 'sports'`;
    expect(days).toEqual({ turnover: 30_000, postings: 4 });
    // Balances, postings, house shards and the member-day, member-week and day rollups all agree.
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('undoes a standalone batch whose placed bet meets open rolling requirements, leaving nothing behind', async () => {
    const member = await fundedMember('batch03', '배치셋', 20_000);
    await t.db.sql`
      INSERT INTO rolling_requirements (member_id, required, created_at) VALUES (${member.id}, 50_000, now())`;
    const rows = await createBetsRepository(t.db.sql).placeSportsBets(
      [bet(member.id, 'r1', 5_000), bet(member.id, 'r2', 5_000)],
      true,
    );
    expect(rows).toEqual([{ outcome: 'needs_transaction' }, { outcome: 'needs_transaction' }]);
    expect(await emoney(t.db.sql, member.id)).toBe(20_000);
    const [slips] = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.id}`;
    expect(slips!.n).toBe(0);
  });

  it('commits bets of many wallets in flight together in shared transactions, each answered with its own slip', async () => {
    const leg = await betting(t.db.sql, '501_1_1');
    const sessions = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const member = await fundedMember(`spread${i}`, `스프레드${i}`, 20_000);
        return { member, session: await login(t.app, `spread${i}`) };
      }),
    );
    // Three bets per wallet with cash for two: every wallet ends at zero with two slips, whatever the batches.
    const responses = await Promise.all(
      sessions.flatMap(({ session }) =>
        [0, 1, 2].map((n) =>
          postBet(t.app, session, betRequest(session, [leg], 10_000), `${session.user.id}-${n}`),
        ),
      ),
    );
    const tally = new Map<number, number>();
    for (const response of responses)
      tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(tally)).toEqual({ 200: 24, 409: 12 });
    const ids = sessions.map(({ member }) => member.id);
    const [slips] = await t.db.sql<{ n: number; transactions: number; wallets: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions,
             count(DISTINCT member_id)::int AS wallets
      FROM bet_slips WHERE member_id = ANY(${ids}::int[])`;
    expect(slips).toMatchObject({ n: 24, wallets: 12 });
    expect(slips!.transactions).toBeLessThan(24);
    for (const id of ids) expect(await emoney(t.db.sql, id)).toBe(0);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });
});
