import { createSql, type Sql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffersReader } from '../src/domain/betting/createOffersReader';
import { createBetsRepository, type OffersRead } from '../src/repositories/betsRepository';
import { insertFixture, matchResult } from './support/bettingFeed';
import { isDriverTypeFetch } from './support/driverTypeFetch';
import { createTestApp, createTestMember, type TestApp } from './support/testApp';

/**
 * Issue 18, the read before a bet's placement shared: the reads asked for in one turn are one statement, and each
 * still gets what its read alone answers (its own selections, its own member's exclusion, none found as none).
 */
describe('the offers and exclusion reads of one turn', () => {
  let t: TestApp;
  let counted: Sql;
  const sent: string[] = [];
  let excluded: number;
  let free: number;

  beforeAll(async () => {
    t = await createTestApp();
    // A pool of the test's own, so what it counts is what the reader sent and nothing of the app's jobs.
    counted = createSql(t.db.url, {
      max: 2,
      onQuery: (_connection, query) => {
        if (!isDriverTypeFetch(query)) sent.push(query);
      },
    });
    await insertFixture(t.db.sql, {
      id: 601,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(601, ['1.90', '3.20', '4.10'])],
    });
    excluded = (await createTestMember(t.db.sql, { userId: 'offers01', nickname: '오퍼01' })).id;
    free = (await createTestMember(t.db.sql, { userId: 'offers02', nickname: '오퍼02' })).id;
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${excluded}, 'timeout', ${now}, ${new Date(now.getTime() + 86_400_000)})`;
  });
  afterAll(async () => {
    await counted.end({ timeout: 5 });
    await t.close();
  });

  const reads = (): OffersRead[] => {
    const now = t.clock.now();
    return [
      { oddsIds: ['601_1_1'], memberId: free, now },
      { oddsIds: ['601_1_2', 'bonus_3'], memberId: excluded, now },
      { oddsIds: ['no_such_odds'], memberId: excluded, now },
      { oddsIds: ['no_such_odds'], memberId: free, now },
      { oddsIds: ['601_1_X', '601_1_1'], memberId: free, now },
    ];
  };
  const alone = (read: OffersRead) =>
    createBetsRepository(t.db.sql).findOffersAndExclusion(read.oddsIds, read.memberId, read.now);
  const byId = <T extends { oddsId: string }>(offers: T[]) =>
    [...offers].sort((a, b) => a.oddsId.localeCompare(b.oddsId));

  it('sends the reads of one turn as one statement, each answered as its read alone', async () => {
    const expected = await Promise.all(reads().map(alone));
    const reader = createOffersReader(counted);
    sent.length = 0;
    const answers = await Promise.all(reads().map((read) => reader.read(read)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('jsonb_to_recordset');
    expect(answers.map((a) => ({ ...a, offers: byId(a.offers) }))).toEqual(
      expected.map((e) => ({ ...e, offers: byId(e.offers) })),
    );
    expect(answers.map((a) => a.offers.map((o) => o.oddsId).sort())).toEqual([
      ['601_1_1'],
      ['601_1_2', 'bonus_3'],
      [],
      [],
      ['601_1_1', '601_1_X'],
    ]);
    expect(answers.map((a) => a.exclusion?.kind ?? null)).toEqual([null, 'timeout', 'timeout', null, null]);
  });

  it('sends a read alone as it was, a turn over maxReads in several statements, a large slip on its own', async () => {
    const reader = createOffersReader(counted, { maxReads: 2, maxSelections: 1 });
    sent.length = 0;
    await reader.read(reads()[0]!);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('jsonb_to_recordset');

    sent.length = 0;
    const [one, large, three, four, five] = reads();
    const answers = await Promise.all([one, three, four, large, five].map((read) => reader.read(read!)));
    // One and three in one statement, four alone (maxReads); the large slip and five alone (two selections each).
    expect(sent.filter((query) => query.includes('jsonb_to_recordset'))).toHaveLength(1);
    expect(sent).toHaveLength(4);
    expect(answers.map((a) => a.offers.length)).toEqual([1, 0, 0, 2, 2]);
  });

  it('fails every read of a statement that fails', async () => {
    const reader = createOffersReader(counted);
    const now = t.clock.now();
    const failing = Promise.all([
      reader.read({ oddsIds: ['601_1_1'], memberId: free, now }),
      // Outside int8: the statement fails, and so does each read in it.
      reader.read({ oddsIds: ['601_1_1'], memberId: 2 ** 64, now }),
    ]);
    await expect(failing).rejects.toThrow();
  });
});
