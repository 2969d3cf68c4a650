import type { Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetsRepository, type NewSportsBet } from '../src/repositories/betsRepository';
import {
  fundMember,
  insertFixture,
  ledgerConsistent,
  matchResult,
  orphanedReferences,
} from './support/bettingFeed';
import { createTestDatabase, createTestMember, type TestDatabase } from './support/testDatabase';

/**
 * Migration 320: the rows a bet appends (slip, legs, idempotency key, audit row, ledger transaction, postings,
 * the member's rollup rows) name their member, account or slip without a foreign key. What stands in for the
 * checks: the writers name parents they have just locked or written, members and accounts (like slips) are
 * never deleted nor renumbered, and ledgerConsistent finds any row naming a missing parent.
 */
describe('references of the rows a bet appends', () => {
  let db: TestDatabase;
  let sql: Sql;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = db.sql;
    await insertFixture(sql, {
      id: 320,
      startDate: new Date(Date.now() + 30 * 86_400_000),
      markets: [matchResult(320, ['1.90', '3.20', '4.10'])],
    });
  });
  afterAll(() => db.drop());

  const bet = (
    memberId: number,
    key: string,
    offer: NewSportsBet['legs'][number]['offer'],
  ): NewSportsBet => ({
    memberId,
    key,
    requestHash: `hash-${key}`,
    slip: {
      gameType: 1,
      gameStyle: 'EU',
      gameDetailType: 1,
      amount: 5_000,
      totalRatio: offer.price,
      expectedWin: Math.floor(5_000 * Number(offer.price)),
      changeFlag: false,
      ipAddress: '127.0.0.1',
      createdAt: new Date('2026-11-27T00:00:00Z'),
    },
    legs: [{ position: 1, offer, betTimingScore: null }],
    stake: { kind: 'bet_stake', vertical: 'sports', memo: '스포츠 베팅' },
  });

  it('names only existing parents after lone and batched placements', async () => {
    const bets = createBetsRepository(sql);
    const [offer] = await bets.findOffers(['320_1_1']);
    const a = await createTestMember(sql, { userId: 'orphan01', nickname: '고아하나' });
    const b = await createTestMember(sql, { userId: 'orphan02', nickname: '고아둘' });
    await fundMember(sql, a.id, 50_000, { kind: 'deposit' });
    await fundMember(sql, b.id, 50_000, { kind: 'deposit' });
    const lone = await bets.placeSportsBets([bet(a.id, 'lone', offer!)], true);
    const batch = await bets.placeSportsBets([bet(a.id, 'first', offer!), bet(b.id, 'second', offer!)], true);
    expect([...lone, ...batch].map((row) => row.outcome)).toEqual(['placed', 'placed', 'placed']);
    expect(await orphanedReferences(sql)).toEqual([]);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('refuses to delete or renumber a member or an account', async () => {
    const member = await createTestMember(sql, { userId: 'orphan03', nickname: '고아셋' });
    await expect(sql`DELETE FROM members WHERE id = ${member.id}`).rejects.toThrow(
      /never deleted nor renumbered/,
    );
    await expect(sql`UPDATE members SET id = DEFAULT WHERE id = ${member.id}`).rejects.toThrow(
      /never deleted nor renumbered/,
    );
    await expect(sql`DELETE FROM accounts WHERE owner_member_id = ${member.id}`).rejects.toThrow(
      /never deleted nor renumbered/,
    );
    await expect(sql`UPDATE accounts SET id = DEFAULT WHERE owner_member_id = ${member.id}`).rejects.toThrow(
      /never deleted nor renumbered/,
    );
  });

  it('finds a row naming a missing parent, and the ledger is then not consistent', async () => {
    // Rolled back: a writer naming a member that does not exist (nothing checks it on insert any more).
    const found = await sql
      .begin(async (tx) => {
        await tx`INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (999999, 'stray', 'h')`;
        const [missingSlip] = await tx<{ id: number }[]>`SELECT max(id) + 1000 AS id FROM bet_slips`;
        await tx`INSERT INTO bet_legs (slip_id, position, odds_id, fixture_id, is_bonus, sports_name, location_name,
                   league_name, home_name, away_name, bet_name, market_name, market_name_korean, bet_price, version)
                 VALUES (${missingSlip!.id}, 1, '320_1_1', 320, false, '축구', '대한민국', 'K리그1', '울산', '서울',
                   '1', '1X2', '승무패', 1.90, '1')`;
        const result = { orphans: await orphanedReferences(tx), consistent: await ledgerConsistent(tx) };
        throw Object.assign(new Error('rolled back'), { result });
      })
      .catch((error: { result?: unknown }) => error.result);
    expect(found).toMatchObject({
      orphans: expect.arrayContaining([
        { reference: 'idempotency_keys.member_id', parent: '999999' },
        { reference: 'bet_legs.slip_id', parent: expect.any(String) },
      ]),
      consistent: false,
    });
    expect(await orphanedReferences(sql)).toEqual([]);
  });
});
