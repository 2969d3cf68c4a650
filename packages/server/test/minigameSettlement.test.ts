import { expectedWin, findMinigameGame, minigameMarkets, WIN_FLAG } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { placeSingleLegBet } from '../src/domain/betting/placeSingleLegBet';
import { SETTLE_BATCH_SIZE } from '../src/domain/betting/settleSingleLegBets';
import { openMemberAccounts, postTransactions } from '../src/domain/ledger';
import { createMinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { minigameBetLeg } from '../src/domain/minigame/minigameBetLeg';
import { minigameBetRefusals } from '../src/domain/minigame/minigameErrors';
import { settleRoundBets } from '../src/domain/minigame/settleRoundBets';
import {
  createMinigameRoundsRepository,
  type MinigameRoundRow,
} from '../src/repositories/createMinigameRoundsRepository';
import { createMembersRepository, type MemberRow } from '../src/repositories/membersRepository';
import {
  createTestDatabase,
  ledgerConsistent,
  manualClock,
  seededBytes,
  type TestDatabase,
} from './support/testDatabase';

const POWERBALL = 'donghang';
const MEMBERS = 250;
const BETS_PER_MEMBER = 16;
const DEPOSIT = 10_000_000;
const game = findMinigameGame(POWERBALL)!;
const markets = minigameMarkets(POWERBALL).filter((m) => Number(m.odds) <= 10);
/** Every other market of the catalogue wins, so each member has several winning bets in the round. */
const winning = new Set(markets.filter((_, i) => i % 2 === 0).map((m) => m.marketId));
/** Limits that never refuse the test's stakes. */
const UNCAPPED = {
  minBet: 1,
  maxBet: DEPOSIT,
  maxWin: DEPOSIT * 100,
  roundMaxStake: DEPOSIT,
  roundMaxWin: DEPOSIT * 1_000,
};
const flagOf = (marketId: string) => (winning.has(marketId) ? WIN_FLAG.WON : WIN_FLAG.LOST);

interface PlacedBet {
  slipId: number;
  memberId: number;
  marketId: string;
  odds: string;
  amount: number;
}

/** Everything settlement writes; a refused or rolled-back settlement must leave all of it as it was. */
const footprint = async (sql: Sql) => {
  const [row] = await sql`
    SELECT (SELECT count(*) FROM ledger_transactions)::int AS txs, (SELECT count(*) FROM postings)::int AS postings,
           (SELECT count(*) FROM audit_log)::int AS audits, (SELECT count(*) FROM bet_slip_events)::int AS events,
           (SELECT count(*) FROM bet_leg_results)::int AS results,
           (SELECT count(*) FROM bet_slips WHERE settlement_version > 0)::int AS settled,
           (SELECT sum(balance) FILTER (WHERE owner_member_id IS NOT NULL) FROM accounts)::int8 AS wallets`;
  return row;
};

/** Postings whose balance_after is not the running sum of their account's postings. */
const runningDrift = (sql: Sql) => sql`
  SELECT id FROM (
    SELECT id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM postings
  ) p WHERE balance_after <> running`;

const emoneyOf = async (sql: Sql, memberIds: readonly number[]) => {
  const rows = await sql<{ ownerMemberId: number; balance: number }[]>`
    SELECT owner_member_id, balance FROM accounts WHERE kind = 'emoney' AND owner_member_id = ANY(${memberIds as number[]})`;
  return new Map(rows.map((row) => [row.ownerMemberId, row.balance]));
};

describe('mini-game round settlement in batches', () => {
  let db: TestDatabase;
  let sql: Sql;
  let round: MinigameRoundRow;
  let members: MemberRow[];
  let memberIds: number[];

  /**
   * Each member bets `perMember` times on the round, a transaction per member, through the placement statement
   * with no caps and no opposite-sides guard (several sides of one question per member, so each has winners).
   */
  const placeBets = async (perMember: number, serial: number): Promise<PlacedBet[]> => {
    const placed = await Promise.all(
      members.map((member, m) =>
        sql.begin(async (tx) => {
          const bets: PlacedBet[] = [];
          for (let b = 0; b < perMember; b += 1) {
            const market = markets[(m + b) % markets.length]!;
            // Odd stakes, so the payout's floor matters.
            const amount = 5_000 + ((m * 131 + b * 17 + serial) % 997);
            const key = `settle-${serial}-${m}-${b}`;
            const outcome = await placeSingleLegBet(tx, {
              member,
              key,
              requestHash: key,
              amount,
              expectedWin: expectedWin(amount, [{ odds: market.odds }]),
              ipAddress: null,
              now: round.opensAt,
              limits: UNCAPPED,
              bet: {
                game: 'minigame',
                scopeId: round.id,
                marketId: market.marketId,
                oppositeMarketIds: [],
                odds: market.odds,
                commitment: round.commitment,
                leg: minigameBetLeg(game, round, market),
              },
              refusals: minigameBetRefusals,
            });
            if (outcome.kind !== 'placed') throw new Error(`bet ${key}: ${outcome.kind}`);
            bets.push({
              slipId: outcome.placed.id,
              memberId: member.id,
              marketId: market.marketId,
              odds: market.odds,
              amount,
            });
          }
          return bets;
        }),
      ),
    );
    return placed.flat();
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
    const clock = manualClock();
    await createMinigameEngine({
      sql,
      clock,
      gameIds: [POWERBALL],
      randomBytes: seededBytes('settle'),
    }).tick();
    const [opened] = await createMinigameRoundsRepository(sql).allActive();
    if (!opened) throw new Error('the engine opened no round');
    round = opened;
    members = await sql.begin(async (tx) => {
      const repo = createMembersRepository(sql);
      const created = await Promise.all(
        Array.from({ length: MEMBERS }, async (_, i) => {
          const member = await repo.insert(
            { userId: `settle${i}`, nickname: `정산${i}`, passwordHash: 'x' },
            tx,
          );
          await openMemberAccounts(tx, member.id);
          return member;
        }),
      );
      const ids = created.map((member) => member.id);
      await postTransactions(
        tx,
        ids.map((id) => ({
          kind: 'deposit',
          actorId: null,
          postings: [
            { account: { member: id, kind: 'emoney' }, amount: DEPOSIT },
            { account: { house: 'house_cash' }, amount: -DEPOSIT },
          ],
        })),
      );
      return created;
    });
    memberIds = members.map((member) => member.id);
  });
  afterAll(() => db.drop());

  // Thousands of bets are written and checked one by one: minutes of margin for a loaded machine.
  it('settles thousands of bets across members exactly once, after a crash part way left nothing paid', {
    timeout: 180_000,
  }, async () => {
    const placed = await placeBets(BETS_PER_MEMBER, 0);
    expect(placed.length).toBeGreaterThan(SETTLE_BATCH_SIZE);
    const staked = await emoneyOf(sql, memberIds);
    const before = await footprint(sql);

    // The process dies while the second batch is being worked out: the first batch's writes roll back with it.
    let decided = 0;
    const crashing = (marketId: string) => {
      decided += 1;
      if (decided > SETTLE_BATCH_SIZE + 10) throw new Error('settler crashed');
      return flagOf(marketId);
    };
    await expect(
      sql.begin((tx) =>
        settleRoundBets(tx, {
          roundId: round.id,
          flagOf: crashing,
          memo: '미니게임 정산',
          now: round.drawsAt,
        }),
      ),
    ).rejects.toThrow('settler crashed');
    expect(decided).toBeGreaterThan(SETTLE_BATCH_SIZE);
    expect(await footprint(sql)).toEqual(before);

    const settled = await sql.begin((tx) =>
      settleRoundBets(tx, { roundId: round.id, flagOf, memo: '미니게임 정산', now: round.drawsAt }),
    );
    expect(settled).toBe(placed.length);

    // Each member holds what they staked from plus the exact floor of stake × odds of each winning bet.
    const wins = placed.filter((bet) => winning.has(bet.marketId));
    const expected = new Map(staked);
    for (const bet of wins)
      expected.set(bet.memberId, expected.get(bet.memberId)! + expectedWin(bet.amount, [{ odds: bet.odds }]));
    expect(await emoneyOf(sql, memberIds)).toEqual(expected);
    const winsPerMember = new Map<number, number>();
    for (const bet of wins) winsPerMember.set(bet.memberId, (winsPerMember.get(bet.memberId) ?? 0) + 1);
    expect(Math.min(...winsPerMember.values())).toBeGreaterThanOrEqual(2);

    const slips = await sql<
      {
        id: number;
        status: number;
        payout: number;
        version: number;
        txIds: number[];
        dedupeKey: string | null;
      }[]
    >`
      SELECT s.id, s.status, s.payout, s.settlement_version AS version, e.ledger_transaction_ids AS tx_ids,
             t.dedupe_key
      FROM bet_slips s
      JOIN bet_slip_events e ON e.slip_id = s.id AND e.kind = 'settled'
      LEFT JOIN ledger_transactions t ON t.id = ANY(e.ledger_transaction_ids)
      WHERE s.id = ANY(${placed.map((bet) => bet.slipId)})`;
    expect(slips).toHaveLength(placed.length);
    const bySlip = new Map(slips.map((slip) => [slip.id, slip]));
    for (const bet of placed) {
      const won = winning.has(bet.marketId);
      expect(bySlip.get(bet.slipId)).toEqual({
        id: bet.slipId,
        status: won ? WIN_FLAG.WON : WIN_FLAG.LOST,
        payout: won ? expectedWin(bet.amount, [{ odds: bet.odds }]) : 0,
        version: 1,
        txIds: won ? [expect.any(Number)] : [],
        dedupeKey: won ? `payout:bet:${bet.slipId}:v1` : null,
      });
    }
    const [legs] = await sql`
      SELECT count(*) FILTER (WHERE l.win_flag = s.status)::int AS flagged, count(r.id)::int AS results
      FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id LEFT JOIN bet_leg_results r ON r.leg_id = l.id
      WHERE l.slip_id = ANY(${placed.map((bet) => bet.slipId)})`;
    expect(legs).toEqual({ flagged: placed.length, results: placed.length });
    const [audited] = await sql`
      SELECT count(*)::int AS n FROM audit_log a JOIN ledger_transactions t ON a.target_id = t.id::text
      WHERE a.action = 'ledger.bet_payout' AND t.vertical = 'minigame' AND t.dedupe_key LIKE 'payout:bet:%'`;
    expect(audited?.n).toBe(wins.length);
    expect(await runningDrift(sql)).toEqual([]);
    expect(await ledgerConsistent(sql)).toBe(true);

    // A re-run finds nothing open and pays nothing more.
    const settledFootprint = await footprint(sql);
    const again = await sql.begin((tx) =>
      settleRoundBets(tx, { roundId: round.id, flagOf, memo: '미니게임 정산', now: round.drawsAt }),
    );
    expect(again).toBe(0);
    expect(await footprint(sql)).toEqual(settledFootprint);
  });

  it('two settlers at once refund a void round once, through the same path', {
    timeout: 60_000,
  }, async () => {
    const before = await emoneyOf(sql, memberIds);
    const placed = await placeBets(3, 1);
    const refund = () =>
      sql.begin((tx) =>
        settleRoundBets(tx, {
          roundId: round.id,
          flagOf: () => WIN_FLAG.SPECIAL_HIT,
          memo: '미니게임 회차 취소',
          now: round.drawsAt,
        }),
      );
    const counts = await Promise.all([refund(), refund()]);
    expect(counts.sort((a, b) => a - b)).toEqual([0, placed.length]);
    expect(await emoneyOf(sql, memberIds)).toEqual(before);
    const [refunds] = await sql`
      SELECT count(*)::int AS n, count(DISTINCT t.dedupe_key)::int AS keys, sum(s.payout)::int8 AS paid
      FROM bet_slips s JOIN ledger_transactions t ON t.ref_type = 'bet_slip' AND t.ref_id = s.id::text
      WHERE s.id = ANY(${placed.map((bet) => bet.slipId)}) AND t.kind = 'bet_payout'`;
    expect(refunds).toEqual({
      n: placed.length,
      keys: placed.length,
      paid: placed.reduce((sum, bet) => sum + bet.amount, 0),
    });
    expect(await runningDrift(sql)).toEqual([]);
    expect(await ledgerConsistent(sql)).toBe(true);
  });
});
