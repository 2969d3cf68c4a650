import { createSql } from '@kbet/server/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/createSql';
import type { LegOffer } from '../src/domain/betting/legOffer';
import { createBetsRepository, type NewSportsBet, sportsBetJson } from '../src/repositories/betsRepository';
import { fundMember, insertFixture, ledgerConsistent, matchResult } from './support/bettingFeed';
import { createTestApp, createTestMember, type TestApp } from './support/testApp';

/** A bet of the sequence: which of a few keys, the stake, and whether the call is its own transaction. */
interface Step {
  key: number;
  amount: number;
  standalone: boolean;
  legs: 1 | 2;
}

type Path = 'batch' | 'alone';

/**
 * Issue 18, fifth pass: a lone bet goes through place_sports_bet (migration 256) instead of place_sports_bets
 * with a batch of one. Both are driven with the same bets on two members alike (cash, open rolling or not), and
 * every answer and every row written must be the same once ids are numbered by appearance: answers, slips, legs,
 * ledger transactions and postings, audit rows, stored answers, rollups, balance events, balances, errors.
 */
describe('a lone sports bet answers exactly as a batch of one', () => {
  let t: TestApp;
  let offers: LegOffer[];
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const start = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    await insertFixture(t.db.sql, {
      id: 601,
      startDate: start,
      markets: [matchResult(601, ['1.90', '3.20', '4.10'])],
    });
    await insertFixture(t.db.sql, {
      id: 602,
      startDate: start,
      markets: [matchResult(602, ['2.10', '3.00', '3.50'])],
    });
    offers = await createBetsRepository(t.db.sql).findOffers(['601_1_1', '602_1_3']);
  });
  afterAll(async () => {
    await t.close();
  });

  const bet = (memberId: number, { key, amount, legs }: Step): NewSportsBet => ({
    memberId,
    key: `k${key}`,
    requestHash: `hash-${key}-${amount}`,
    slip: {
      gameType: 1,
      gameStyle: 'EU',
      gameDetailType: 1,
      amount,
      totalRatio: legs === 1 ? offers[0]!.price : '3.99',
      expectedWin: amount * 2,
      changeFlag: false,
      ipAddress: '127.0.0.1',
      createdAt: t.clock.now(),
    },
    legs: offers.slice(0, legs).map((offer, i) => ({ position: i + 1, offer, betTimingScore: null })),
    stake: { kind: 'bet_stake', vertical: 'sports', memo: '스포츠 베팅' },
  });

  /** One step through one path, straight to SQL: the row, or the error's code and message. */
  const place = async (path: Path, memberId: number, step: Step) => {
    const json = sportsBetJson(bet(memberId, step));
    const call = (db: Db) =>
      path === 'batch'
        ? db`SELECT * FROM place_sports_bets(${db.json([json])}::jsonb, ${step.standalone})`
        : db`SELECT * FROM place_sports_bet(${db.json(json)}::jsonb, ${step.standalone})`;
    try {
      return step.standalone ? await call(t.db.sql) : await t.db.sql.begin((tx) => call(tx));
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      return { code, message: message?.replace(String(memberId), 'member') };
    }
  };

  /** Everything the member's placements wrote, ids numbered by appearance, the house's running balances left out. */
  const written = async (memberId: number, answers: unknown[]) => {
    const sql = t.db.sql;
    const slipIds = new Map<number, number>();
    const slip = (id: unknown) => {
      if (!slipIds.has(Number(id))) slipIds.set(Number(id), slipIds.size + 1);
      return slipIds.get(Number(id));
    };
    const [own] = await sql<{ id: number; balance: number }[]>`
      SELECT id, balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'emoney'`;
    const slips = await sql`
      SELECT id, game_type, game_style, game_detail_type, amount, total_ratio::text, expected_win, change_flag,
             ip_address, created_at, status
      FROM bet_slips WHERE member_id = ${memberId} ORDER BY id`;
    const legs = await sql`
      SELECT l.slip_id, l.position, l.odds_id, l.fixture_id, l.bet_price::text, l.version, l.home_name, l.start_date
      FROM bet_legs l JOIN bet_slips s ON s.id = l.slip_id WHERE s.member_id = ${memberId} ORDER BY l.id`;
    const postings = await sql`
      SELECT t.kind, t.vertical, t.ref_type, t.ref_id, t.memo, p.amount,
             CASE WHEN p.account_id = ${own!.id} THEN p.balance_after END AS own_balance_after
      FROM ledger_transactions t JOIN postings p ON p.transaction_id = t.id
      WHERE t.created_by = ${memberId} ORDER BY p.id`;
    const audits = await sql<{ action: string; reason: string; old: unknown; new: unknown }[]>`
      SELECT a.action, a.reason,
             (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' = 'emoney' THEN '' ELSE 'balance' END
                               ORDER BY v ->> 'kind') FROM jsonb_array_elements(a.old_value) v) AS old,
             (SELECT jsonb_agg(v - 'accountId' - 'memberId' - CASE WHEN v ->> 'kind' = 'emoney' THEN '' ELSE 'balance' END
                               ORDER BY v ->> 'kind') FROM jsonb_array_elements(a.new_value) v) AS new
      FROM audit_log a WHERE a.actor_id = ${memberId} AND a.target_type = 'ledger_transaction' ORDER BY a.id`;
    const keys = await sql<
      { key: string; requestHash: string; responseStatus: number; responseBody: { id: number } }[]
    >`
      SELECT key, request_hash, response_status, response_body FROM idempotency_keys
      WHERE member_id = ${memberId} ORDER BY key`;
    const rollups = await sql`
      SELECT d.vertical, d.turnover, d.payouts, d.postings, w.turnover AS week_turnover
      FROM ledger_member_days d JOIN ledger_member_weeks w ON w.member_id = d.member_id AND w.vertical IS NOT DISTINCT FROM d.vertical
      WHERE d.member_id = ${memberId} ORDER BY d.vertical`;
    // The whole balance event, its ledger transaction as the slip it is the stake of.
    const events = await sql<{ data: Record<string, unknown>; refId: string | null }[]>`
      SELECT e.data - 'transactionId' AS data, CASE WHEN t.ref_type = 'bet_slip' THEN t.ref_id END AS ref_id
      FROM live_events e LEFT JOIN ledger_transactions t ON t.id = (e.data ->> 'transactionId')::bigint
      WHERE e.member_id = ${memberId} AND e.type = 'balance' ORDER BY e.id`;
    return {
      answers: answers.map((answer) =>
        JSON.parse(JSON.stringify(answer), (name, value) =>
          name === 'slipId' ? slip(value) : name === 'accountId' ? value === own!.id : value,
        ),
      ),
      slips: slips.map(({ id, ...rest }) => ({ slip: slip(id), ...rest })),
      legs: legs.map(({ slipId, ...rest }) => ({ slip: slip(slipId), ...rest })),
      postings: postings.map(({ refId, ...rest }) => ({ slip: slip(refId), ...rest })),
      audits,
      keys: keys.map(({ responseBody, ...rest }) => ({
        ...rest,
        body: { ...responseBody, id: slip(responseBody.id) },
      })),
      rollups,
      events: events.map(({ data, refId }) => ({ ...data, slip: refId === null ? null : slip(refId) })),
      emoney: own!.balance,
    };
  };

  const member = async (cash: number, rolling: boolean) => {
    members += 1;
    const created = await createTestMember(t.db.sql, {
      userId: `alone${members}`,
      nickname: `혼자${members}`,
    });
    if (cash > 0) await fundMember(t.db.sql, created.id, cash, { kind: 'deposit' });
    if (rolling)
      await t.db.sql`
        INSERT INTO rolling_requirements (member_id, required, created_at) VALUES (${created.id}, 50_000, now())`;
    return created.id;
  };

  it('gives the same answers and writes the same rows for any sequence of lone bets', async () => {
    const step = fc.record({
      key: fc.integer({ min: 0, max: 3 }),
      amount: fc.constantFrom(1_000, 5_000, 12_000, 40_000),
      standalone: fc.boolean(),
      legs: fc.constantFrom<1 | 2>(1, 2),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30_000 }),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 6 }),
        async (cash, rolling, steps) => {
          const sides = await Promise.all(
            (['batch', 'alone'] as const).map(async (path) => {
              const id = await member(cash, rolling);
              const answers = [];
              for (const s of steps) answers.push(await place(path, id, s));
              return written(id, answers);
            }),
          );
          expect(sides[1]).toEqual(sides[0]);
        },
      ),
      { numRuns: 12 },
    );
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('refuses a member without an emoney account with the same error', async () => {
    const step: Step = { key: 0, amount: 1_000, standalone: true, legs: 1 };
    expect(await place('alone', 2_000_000_000, step)).toEqual(await place('batch', 2_000_000_000, step));
    expect(await place('alone', 2_000_000_000, step)).toMatchObject({
      message: expect.stringContaining('unknown_account'),
    });
  });

  it('keeps the posting trigger for every later posting of its transaction', async () => {
    // place_sports_bet books its own two postings with the trigger off (migration 270): a posting statement after
    // it in the same transaction is checked by the trigger at once, not only by the balance check at commit.
    const id = await member(20_000, false);
    const json = sportsBetJson(bet(id, { key: 0, amount: 1_000, standalone: false, legs: 1 }));
    await t.db.sql.begin(async (tx) => {
      await tx`SELECT * FROM place_sports_bet(${tx.json(json)}::jsonb, false)`;
      await expect(
        tx.savepoint(async (sp) => {
          const [ledger] = await sp<{ id: number }[]>`
            INSERT INTO ledger_transactions (kind) VALUES ('adjustment') RETURNING id`;
          await sp`
            INSERT INTO postings (transaction_id, account_id, amount, balance_after)
            SELECT ${ledger!.id}, a.id, 1, a.balance FROM accounts a
            WHERE a.owner_member_id = ${id} AND a.kind = 'emoney'`;
        }),
      ).rejects.toThrow(/unbalanced \(1 postings/);
    });
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('is what the repository sends for a lone bet, and place_sports_bets for two or more', async () => {
    const sent: string[] = [];
    const counted = createSql(t.db.url, { max: 1, onQuery: (_connection, query) => sent.push(query) });
    try {
      const id = await member(20_000, false);
      const bets = createBetsRepository(counted);
      await bets.placeSportsBets([bet(id, { key: 0, amount: 1_000, standalone: true, legs: 1 })], true);
      await bets.placeSportsBets(
        [1, 2].map((key) => bet(id, { key, amount: 1_000, standalone: true, legs: 1 })),
        true,
      );
    } finally {
      await counted.end({ timeout: 5 });
    }
    expect(sent.flatMap((query) => query.match(/FROM (place_sports_bets?)\(/)?.[1] ?? [])).toEqual([
      'place_sports_bet',
      'place_sports_bets',
    ]);
  });
});
