import { createSql } from '@kbet/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, createTestMember, login, type TestApp } from './support/testApp';

/**
 * Issue 18: placements on one wallet commit in batches (app.groupCommit). Under a burst on one wallet each
 * bet is still accepted or refused on its own, replays keep one effect, and the wallet never goes below zero.
 */
describe('bets on one hot wallet, committed in batches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixture(t.db.sql, {
      id: 401,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(401, ['1.90', '3.20', '4.10'])],
    });
  });
  afterAll(() => t.close());

  /** A new member holding `cash` won, logged in. */
  const fundedMember = async (userId: string, nickname: string, cash: number) => {
    const member = await createTestMember(t.db.sql, { userId, nickname });
    await fundMember(t.db.sql, member.id, cash, { kind: 'deposit' });
    return { member, session: await login(t.app, userId) };
  };

  it('a burst of 24 bets with cash for 7: exactly 7 accepted, the rest refused alone, replays once', async () => {
    const { member, session } = await fundedMember('hotwallet01', '핫월렛', 70_000);
    const request = betRequest(session, [await betting(t.db.sql, '401_1_1')], 10_000);
    // 20 fresh keys and 2 keys sent twice: 22 distinct requests, 24 sends.
    const keys = Array.from({ length: 22 }, (_, i) => `hot-${i}`);
    const sends = [...keys, 'hot-0', 'hot-1'];
    const responses = await Promise.all(sends.map((key) => postBet(t.app, session, request, key)));

    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted.length + refused.length).toBe(24);
    for (const response of refused) expect(response.json().code).toBe('ERR_INSUFFICIENT_FUNDS');
    // A key sent twice and accepted both times is one bet, replayed.
    for (const [first, again] of [
      [0, 22],
      [1, 23],
    ] as const) {
      if (responses[first]!.statusCode === 200 && responses[again]!.statusCode === 200)
        expect(responses[again]!.json()).toEqual(responses[first]!.json());
    }
    const slips = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.id}`;
    expect(slips[0]!.n).toBe(7);
    expect(new Set(accepted.map((response) => response.json().id)).size).toBe(7);
    expect(await emoney(t.db.sql, member.id)).toBe(0);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('one bet sent 20 times at once with one key and cash for it alone, to two processes: 20 identical answers, one slip', async () => {
    const { member, session } = await fundedMember('hotwallet03', '핫월렛셋', 10_000);
    const request = betRequest(session, [await betting(t.db.sql, '401_1_1')], 10_000);
    // A second server over the same database: its bets do not queue in this one's group commit, so
    // duplicates run at the same time and meet on the member's row lock.
    const otherSql = createSql(t.db.url, { max: 4 });
    const other = await createTestApp({ db: { ...t.db, sql: otherSql } });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postBet(i % 2 === 0 ? t.app : other.app, session, request, 'one-key-one-stake'),
      ),
    ).finally(async () => {
      await other.close();
      await otherSql.end({ timeout: 5 });
    });

    // A duplicate that waited for the first on the member's lock finds the cash spent; it must answer
    // with the first's stored answer, not with a refusal.
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const slips = await t.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ${member.id}`;
    expect(slips[0]!.n).toBe(1);
    expect(await emoney(t.db.sql, member.id)).toBe(0);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('1,000 placements at once on one wallet with cash for 600: each answered, 600 placed in batches, none negative', async () => {
    const { member, session } = await fundedMember('hotwallet02', '핫월렛둘', 3_000_000);
    const request = betRequest(session, [await betting(t.db.sql, '401_1_1')], 5_000);
    const responses = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => postBet(t.app, session, request, `burst-${i}`)),
    );

    const codes = responses.map((response) =>
      response.statusCode === 200 ? 'placed' : `${response.statusCode} ${response.json().code}`,
    );
    const tally = new Map<string, number>();
    for (const code of codes) tally.set(code, (tally.get(code) ?? 0) + 1);
    expect(Object.fromEntries(tally)).toEqual({ placed: 600, '409 ERR_INSUFFICIENT_FUNDS': 400 });
    // Every accepted bet answered with its own slip and the cash left after it: 2,995,000 … 0, each once.
    const placed = responses.filter((response) => response.statusCode === 200).map((r) => r.json());
    expect(new Set(placed.map((body) => body.id)).size).toBe(600);
    expect(placed.map((body) => body.emoney).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 600 }, (_, i) => i * 5_000),
    );
    const [slips] = await t.db.sql<{ n: number; transactions: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions
      FROM bet_slips WHERE member_id = ${member.id}`;
    expect(slips!.n).toBe(600);
    // Committed together: far fewer database transactions than bets.
    expect(slips!.transactions).toBeLessThan(600);
    const negative = await t.db
      .sql`SELECT id FROM accounts WHERE owner_member_id IS NOT NULL AND balance < 0`;
    expect(negative).toEqual([]);
    expect(await emoney(t.db.sql, member.id)).toBe(0);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  }, 300_000);

  it('a burst on a wallet with open rolling requirements: its batches run again in a transaction, each stake counted once', async () => {
    const { member, session } = await fundedMember('hotwallet04', '핫월렛넷', 100_000);
    await t.db.sql`
      INSERT INTO rolling_requirements (member_id, required, created_at) VALUES (${member.id}, 1_000_000, now())`;
    const request = betRequest(session, [await betting(t.db.sql, '401_1_1')], 5_000);
    // 12 fresh keys and one sent twice.
    const keys = [...Array.from({ length: 12 }, (_, i) => `rolling-${i}`), 'rolling-0'];
    const responses = await Promise.all(keys.map((key) => postBet(t.app, session, request, key)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(13).fill(200));
    expect(responses[12]!.json()).toEqual(responses[0]!.json());
    const [slips] = await t.db.sql<{ n: number; transactions: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT xmin::text)::int AS transactions
      FROM bet_slips WHERE member_id = ${member.id}`;
    expect(slips!.n).toBe(12);
    expect(slips!.transactions).toBeLessThan(12);
    const [rolling] = await t.db.sql<{ progress: number }[]>`
      SELECT progress FROM rolling_requirements WHERE member_id = ${member.id}`;
    expect(rolling!.progress).toBe(60_000);
    expect(await emoney(t.db.sql, member.id)).toBe(40_000);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('a retry of a placed bet gets its stored answer after the odds moved; a new key gets the change', async () => {
    await insertFixture(t.db.sql, {
      id: 402,
      startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
      markets: [matchResult(402, ['1.90', '3.20', '4.10'])],
    });
    const session = await login(t.app, 'member01');
    const leg = await betting(t.db.sql, '402_1_1');
    const request = betRequest(session, [leg], 5_000);
    const first = await postBet(t.app, session, request, 'moved-1');
    expect(first.statusCode).toBe(200);
    await t.db.sql`UPDATE feed_odds SET price = 2.05, version = version + 1 WHERE id = '402_1_1'`;

    const again = await postBet(t.app, session, request, 'moved-1');
    expect([again.statusCode, again.headers['idempotent-replayed'], again.json()]).toEqual([
      200,
      'true',
      first.json(),
    ]);
    const fresh = await postBet(t.app, session, request, 'moved-2');
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toEqual([expect.objectContaining({ oddsId: '402_1_1', oldBetPrice: leg.betPrice })]);
  });
});
