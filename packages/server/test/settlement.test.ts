import { randomUUID } from 'node:crypto';
import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedEvents } from '../src/domain/feed/feedEvents';
import { settleOdds } from '../src/domain/settlement/settleSlips';
import {
  emoney,
  handicap,
  houseBets,
  insertFixture,
  ledgerConsistent,
  matchResult,
  moveOdds,
  placeSlip,
  totals,
} from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

let t: TestApp;
let member: LoggedIn;
let staff: LoggedIn;
let nextFixture = 300;

const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);

/** A pre-match fixture whose 1X2 prices are given; returns its id. */
async function fixture(prices: [string, string, string] = ['1.90', '3.20', '4.10'], extra: unknown[] = []) {
  const id = nextFixture++;
  await insertFixture(t.db.sql, {
    id,
    startDate: inHours(3),
    markets: [matchResult(id, prices), ...(extra as never[])],
  });
  return id;
}

const settleNow = (oddsIds: string[]) =>
  settleOdds(t.db.sql, oddsIds, { actorId: null, reason: null, now: t.clock.now() });

/** The feed settles odds: new settlement and version, status settled. */
const feedSettles = (oddsId: string, settlement: number) =>
  moveOdds(t.db.sql, oddsId, { settlement, status: 3 });

async function slip(id: number) {
  const [row] = await t.db.sql<
    { status: number; settlementFlag: number; settlementVersion: number; payout: number }[]
  >`SELECT status, settlement_flag, settlement_version, payout FROM bet_slips WHERE id = ${id}`;
  return row!;
}

/** The slip's payout postings to the member: one line per payout or reversal, in order. */
async function payoutLines(id: number) {
  return t.db.sql<{ kind: string; dedupeKey: string; amount: number }[]>`
    SELECT t.kind, t.dedupe_key, p.amount FROM ledger_transactions t
    JOIN postings p ON p.transaction_id = t.id
    JOIN accounts a ON a.id = p.account_id AND a.owner_member_id IS NOT NULL
    WHERE t.ref_type = 'bet_slip' AND t.ref_id = ${String(id)} AND t.kind LIKE 'bet_payout%'
    ORDER BY t.id`;
}

const adminPost = (url: string, payload: unknown, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...staff.headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp();
  member = await login(t.app, 'member05');
  staff = await login(t.app, 'admin01');
});
afterAll(() => t.close());

describe('settling each win flag', () => {
  it('pays floor(stake × floored product of the leg factors) for every flag', async () => {
    const f = await fixture(['1.90', '3.20', '4.10']);
    // One single per flag, all on the home selection's price 1.90 of their own fixture.
    const cases: [number, number, number][] = [
      [2, 2, 19_000],
      [1, 1, 0],
      [3, 3, 10_000],
      [-1, -1, 10_000],
      [4, 4, 5_000],
      [5, 5, 14_500], // (1 + 1.90) / 2 = 1.45
    ];
    const fixtures = [f, ...(await Promise.all(cases.slice(1).map(() => fixture())))];
    const slips = await Promise.all(fixtures.map((id) => placeSlip(t.app, member, [`${id}_1_1`])));
    const before = await emoney(t.db.sql, member.user.id);
    for (const [index, [flag]] of cases.entries()) await feedSettles(`${fixtures[index]}_1_1`, flag);
    const summary = await settleNow(fixtures.map((id) => `${id}_1_1`));
    expect(summary).toEqual({ skipped: 0, unchanged: 0, legs: 0, settled: 6, resettled: 0, unsettled: 0 });

    for (const [index, [, slipFlag, payout]] of cases.entries()) {
      expect(await slip(slips[index]!)).toEqual({
        status: slipFlag,
        settlementFlag: slipFlag,
        settlementVersion: 1,
        payout,
      });
    }
    expect(await emoney(t.db.sql, member.user.id)).toBe(before + 19_000 + 10_000 + 10_000 + 5_000 + 14_500);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('multiplies exact factors in an accumulator: won × half won × cancelled, and 3-decimal prices', async () => {
    const a = await fixture(['1.90', '3.20', '4.10']);
    const b = await fixture(['2.10', '3.00', '3.30']);
    const c = await fixture(['1.50', '3.90', '5.00']);
    const d = await fixture(['1.955', '3.10', '3.60']);
    const mixed = await placeSlip(t.app, member, [`${a}_1_1`, `${b}_1_1`, `${c}_1_1`]);
    const exact = await placeSlip(t.app, member, [`${d}_1_1`, `${b}_1_1`]);
    await feedSettles(`${a}_1_1`, 2);
    // A leg settled alone moves the leg, not the slip.
    expect(await settleNow([`${a}_1_1`])).toMatchObject({ legs: 1, settled: 0 });
    expect(await slip(mixed)).toMatchObject({ status: 0, payout: 0 });
    await feedSettles(`${b}_1_1`, 5);
    await feedSettles(`${c}_1_1`, -1);
    await feedSettles(`${d}_1_1`, 2);
    await settleNow([`${a}_1_1`, `${b}_1_1`, `${c}_1_1`, `${d}_1_1`]);
    // 1.90 × 1.55 × 1 = 2.945 → 2.94; the slip is half won.
    expect(await slip(mixed)).toEqual({ status: 5, settlementFlag: 5, settlementVersion: 1, payout: 29_400 });
    // 1.955 × 1.55 = 3.03025 → 3.03.
    expect(await slip(exact)).toEqual({ status: 5, settlementFlag: 5, settlementVersion: 1, payout: 30_300 });
    const legs = await t.db.sql`SELECT win_flag FROM bet_legs WHERE slip_id = ${mixed} ORDER BY position`;
    expect(legs).toEqual([{ winFlag: 2 }, { winFlag: 5 }, { winFlag: -1 }]);
  });

  it('settles a bonus leg with the slip: won when its folders won, cancelled when a void leaves too few', async () => {
    const ids = [
      await fixture(['1.50', '3.80', '5.50']),
      await fixture(['1.50', '3.80', '5.50']),
      await fixture(['1.50', '3.80', '5.50']),
    ];
    const won = await placeSlip(t.app, member, [...ids.map((id) => `${id}_1_1`), 'bonus_3']);
    const ids2 = [
      await fixture(['1.50', '3.80', '5.50']),
      await fixture(['1.50', '3.80', '5.50']),
      await fixture(['1.50', '3.80', '5.50']),
    ];
    const thinned = await placeSlip(t.app, member, [...ids2.map((id) => `${id}_1_1`), 'bonus_3']);
    for (const id of ids) await feedSettles(`${id}_1_1`, 2);
    await feedSettles(`${ids2[0]}_1_1`, 2);
    await feedSettles(`${ids2[1]}_1_1`, 2);
    await feedSettles(`${ids2[2]}_1_1`, -1);
    await settleNow([...ids, ...ids2].map((id) => `${id}_1_1`));
    // 1.5³ × 1.03 = 3.47625 → 3.47; 1.5² × 1 × 1 = 2.25.
    expect(await slip(won)).toEqual({ status: 2, settlementFlag: 2, settlementVersion: 1, payout: 34_700 });
    expect(await slip(thinned)).toEqual({
      status: 2,
      settlementFlag: 2,
      settlementVersion: 1,
      payout: 22_500,
    });
    const bonusLegs = await t.db.sql`
      SELECT slip_id, win_flag FROM bet_legs WHERE is_bonus AND slip_id IN (${won}, ${thinned}) ORDER BY slip_id`;
    expect(bonusLegs).toEqual([
      { slipId: won, winFlag: 2 },
      { slipId: thinned, winFlag: -1 },
    ]);
  });

  it('settles from the feed’s settlement events while the app runs', async () => {
    const f = await fixture();
    const id = await placeSlip(t.app, member, [`${f}_1_2`]);
    await feedSettles(`${f}_1_2`, 2);
    feedEvents.emit('settlement', {
      feed: 'test',
      sequence: 1,
      fixtureId: f,
      legs: [{ oddsId: `${f}_1_2`, fixtureId: f, marketId: 1, oldSettlement: 0, settlement: 2, version: 2 }],
    });
    await expect.poll(() => slip(id), { timeout: 5_000 }).toMatchObject({ status: 2, payout: 41_000 });
  });
});

describe('exactly-once payouts', () => {
  it('pays once when the same settlement is processed again', async () => {
    const f = await fixture();
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    await feedSettles(`${f}_1_1`, 2);
    const before = await emoney(t.db.sql, member.user.id);
    expect(await settleNow([`${f}_1_1`])).toMatchObject({ settled: 1 });
    expect(await settleNow([`${f}_1_1`])).toMatchObject({ settled: 0, unchanged: 1 });
    expect(await emoney(t.db.sql, member.user.id)).toBe(before + 19_000);
    expect(await payoutLines(id)).toEqual([
      { kind: 'bet_payout', dedupeKey: `payout:bet:${id}:v1`, amount: 19_000 },
    ]);
  });

  it('pays once when several processes settle the same result at the same time', async () => {
    const f = await fixture();
    const ids = await Promise.all([
      placeSlip(t.app, member, [`${f}_1_X`]),
      placeSlip(t.app, member, [`${f}_1_X`]),
      placeSlip(t.app, member, [`${f}_1_X`]),
    ]);
    await feedSettles(`${f}_1_X`, 2);
    const before = await emoney(t.db.sql, member.user.id);
    const runs = await Promise.all(Array.from({ length: 4 }, () => settleNow([`${f}_1_X`])));
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.unchanged, 0)).toBe(9);
    expect(await emoney(t.db.sql, member.user.id)).toBe(before + 3 * 32_000);
    for (const id of ids) {
      expect(await payoutLines(id)).toEqual([
        { kind: 'bet_payout', dedupeKey: `payout:bet:${id}:v1`, amount: 32_000 },
      ]);
    }
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('pays once when two staff results of one fixture race; the later is refused', async () => {
    const f = await fixture();
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    const body = {
      periods: [
        { period: 10, homeScore: 1, awayScore: 0 },
        { period: 20, homeScore: 1, awayScore: 0 },
      ],
      reason: '수동 결과 입력',
      // The fixture starts later: staff confirm a result before its start.
      force: true,
    };
    const before = await emoney(t.db.sql, member.user.id);
    const answers = await Promise.all([
      adminPost(`/admin-api/fixtures/${f}/result`, body),
      adminPost(`/admin-api/fixtures/${f}/result`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toEqual({
      code: 'FIXTURE_ALREADY_RESULTED',
      message: ko.FIXTURE_ALREADY_RESULTED,
    });
    expect(await emoney(t.db.sql, member.user.id)).toBe(before + 19_000);
    expect(await payoutLines(id)).toHaveLength(1);
  });
});

describe('staff results, voids and re-settlement', () => {
  it('settles every market from the period scores, answers the summary and audits the result', async () => {
    const f = await fixture(
      ['1.90', '3.20', '4.10'],
      [totals(nextFixture, '2.5'), handicap(nextFixture, '-0.25')],
    );
    const draw = await placeSlip(t.app, member, [`${f}_1_X`]);
    const under = await placeSlip(t.app, member, [`${f}_2_U2.5`]);
    const homeAh = await placeSlip(t.app, member, [`${f}_3_1-0.25`]);
    const awayAh = await placeSlip(t.app, member, [`${f}_3_2-0.25`]);
    const result = {
      periods: [
        { period: 10, homeScore: 1, awayScore: 0 },
        { period: 20, homeScore: 0, awayScore: 1 },
      ],
      reason: '피드 장애로 수동 입력',
    };
    // Before its start a final result is refused unless confirmed (force), and nothing is settled.
    const unconfirmed = await adminPost(`/admin-api/fixtures/${f}/result`, result);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'FIXTURE_RESULT_UNCONFIRMED',
      message: ko.FIXTURE_RESULT_UNCONFIRMED,
      data: { beforeStart: true, inPlay: false },
    });
    expect(await slip(draw)).toMatchObject({ status: 0 });
    const response = await adminPost(`/admin-api/fixtures/${f}/result`, { ...result, force: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fixture: { id: f, status: 3, homeScore: 1, awayScore: 1, slips: 4, waitingSlips: 0 },
      settled: 4,
      resettled: 0,
      unsettled: 0,
    });
    expect(await slip(draw)).toMatchObject({ status: 2, payout: 32_000 });
    expect(await slip(under)).toMatchObject({ status: 2, payout: 19_500 });
    expect(await slip(homeAh)).toMatchObject({ status: 4, payout: 5_000 }); // 1-1 on -0.25: half lost
    expect(await slip(awayAh)).toMatchObject({ status: 5, payout: 14_500 }); // +0.25: half won

    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin-api/fixtures/${f}`,
      headers: staff.headers,
    });
    expect(detail.statusCode).toBe(200);
    const markets = detail.json().markets as {
      marketId: number;
      odds: { id: string; settlement: number }[];
    }[];
    expect(markets.find((m) => m.marketId === 1)?.odds.map((o) => o.settlement)).toEqual([1, 1, 2]); // 1, 2, X
    const [audit] = await t.db.sql`
      SELECT actor_id, action, reason, new_value->'homeScore' AS home, new_value->'forced' AS forced FROM audit_log
      WHERE target_type = 'fixture' AND target_id = ${String(f)}`;
    expect(audit).toEqual({
      actorId: staff.user.id,
      action: 'fixture.result',
      reason: '피드 장애로 수동 입력',
      home: 1,
      forced: { beforeStart: true, inPlay: false },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/admin-api/fixtures?status=3&q=${encodeURIComponent('울산')}`,
      headers: staff.headers,
    });
    expect((list.json() as { id: number }[]).map((row) => row.id)).toContain(f);
  });

  it('re-settles a changed result: reverses the earlier payouts, pays the new ones, keeps the history', async () => {
    const f = await fixture();
    const draw = await placeSlip(t.app, member, [`${f}_1_X`]);
    const home = await placeSlip(t.app, member, [`${f}_1_1`]);
    const periods = (home1: number, away1: number) => [
      { period: 10, homeScore: home1, awayScore: 0 },
      { period: 20, homeScore: 0, awayScore: away1 },
    ];
    const resettleBefore = await adminPost(`/admin-api/fixtures/${f}/resettle`, {
      periods: periods(1, 1),
      reason: 'x',
    });
    expect(resettleBefore.statusCode).toBe(409);
    expect(resettleBefore.json()).toEqual({ code: 'FIXTURE_NOT_RESULTED', message: ko.FIXTURE_NOT_RESULTED });

    const start = await emoney(t.db.sql, member.user.id);
    const house = await houseBets(t.db.sql);
    expect(
      (
        await adminPost(`/admin-api/fixtures/${f}/result`, {
          periods: periods(1, 1),
          reason: '1-1',
          force: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(await emoney(t.db.sql, member.user.id)).toBe(start + 32_000);

    // VAR: the away goal is ruled out; 1-0 to the home side.
    const changed = await adminPost(`/admin-api/fixtures/${f}/resettle`, {
      periods: periods(1, 0),
      reason: 'VAR 판독',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ settled: 0, resettled: 2, unsettled: 0 });
    expect(await slip(draw)).toEqual({ status: 1, settlementFlag: 1, settlementVersion: 2, payout: 0 });
    expect(await slip(home)).toEqual({ status: 2, settlementFlag: 2, settlementVersion: 2, payout: 19_000 });
    expect(await emoney(t.db.sql, member.user.id)).toBe(start + 19_000);
    expect(await houseBets(t.db.sql)).toBe(house - 19_000);
    expect(await payoutLines(draw)).toEqual([
      { kind: 'bet_payout', dedupeKey: `payout:bet:${draw}:v1`, amount: 32_000 },
      { kind: 'bet_payout_reversal', dedupeKey: `payout-reversal:bet:${draw}:v1`, amount: -32_000 },
    ]);
    expect(await payoutLines(home)).toEqual([
      { kind: 'bet_payout', dedupeKey: `payout:bet:${home}:v2`, amount: 19_000 },
    ]);
    const events = await t.db.sql`
      SELECT kind, settlement_version, settlement_flag, payout, reason FROM bet_slip_events
      WHERE slip_id = ${draw} ORDER BY id`;
    expect(events).toEqual([
      { kind: 'settled', settlementVersion: 1, settlementFlag: 2, payout: 32_000, reason: '1-1' },
      { kind: 'resettled', settlementVersion: 2, settlementFlag: 1, payout: 0, reason: 'VAR 판독' },
    ]);
    const [audited] = await t.db.sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log
      WHERE action = 'bet.resettle' AND target_id = ${String(draw)}`;
    expect(audited).toEqual({
      actorId: staff.user.id,
      oldValue: { settlementFlag: 2, settlementVersion: 1, payout: 32_000 },
      newValue: { settlementFlag: 1, settlementVersion: 2, payout: 0 },
      reason: 'VAR 판독',
    });

    // The same result again moves nothing.
    const again = await adminPost(`/admin-api/fixtures/${f}/resettle`, {
      periods: periods(1, 0),
      reason: '재확인',
    });
    expect(again.json()).toMatchObject({ settled: 0, resettled: 0, unsettled: 0, unchanged: 2 });
    expect(await emoney(t.db.sql, member.user.id)).toBe(start + 19_000);
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('re-settles from the feed too, and withdraws a settlement the feed takes back', async () => {
    const f = await fixture();
    const id = await placeSlip(t.app, member, [`${f}_1_2`]);
    const start = await emoney(t.db.sql, member.user.id);
    await feedSettles(`${f}_1_2`, 2);
    await settleNow([`${f}_1_2`]);
    await feedSettles(`${f}_1_2`, 5);
    expect(await settleNow([`${f}_1_2`])).toMatchObject({ resettled: 1 });
    expect(await slip(id)).toEqual({ status: 5, settlementFlag: 5, settlementVersion: 2, payout: 25_500 });
    await feedSettles(`${f}_1_2`, 0);
    expect(await settleNow([`${f}_1_2`])).toMatchObject({ unsettled: 1 });
    expect(await slip(id)).toEqual({ status: 0, settlementFlag: 0, settlementVersion: 3, payout: 0 });
    expect(await emoney(t.db.sql, member.user.id)).toBe(start);
    await feedSettles(`${f}_1_2`, 1);
    expect(await settleNow([`${f}_1_2`])).toMatchObject({ settled: 1 });
    expect(await slip(id)).toEqual({ status: 1, settlementFlag: 1, settlementVersion: 4, payout: 0 });
    expect(await emoney(t.db.sql, member.user.id)).toBe(start);
  });

  it('voids a fixture: its legs count as odds 1 and an accumulator is paid on its other legs', async () => {
    const voided = await fixture();
    const other = await fixture(['2.00', '3.00', '3.50']);
    const single = await placeSlip(t.app, member, [`${voided}_1_1`]);
    const acca = await placeSlip(t.app, member, [`${voided}_1_1`, `${other}_1_1`]);
    await feedSettles(`${other}_1_1`, 2);
    await settleNow([`${other}_1_1`]);
    const response = await adminPost(`/admin-api/fixtures/${voided}/void`, { reason: '경기 취소' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fixture: { id: voided, status: 4 }, settled: 2 });
    expect(await slip(single)).toEqual({
      status: -1,
      settlementFlag: -1,
      settlementVersion: 1,
      payout: 10_000,
    });
    expect(await slip(acca)).toEqual({ status: 2, settlementFlag: 2, settlementVersion: 1, payout: 20_000 });
    const again = await adminPost(`/admin-api/fixtures/${voided}/void`, { reason: '경기 취소' });
    expect(again.json()).toMatchObject({ settled: 0, resettled: 0, unchanged: 2 });
  });

  it('keeps staff routes to staff and accepted bets frozen', async () => {
    const denied = await t.app.inject({ method: 'GET', url: '/admin-api/fixtures', headers: member.headers });
    expect(denied.statusCode).toBe(403);
    const f = await fixture();
    const id = await placeSlip(t.app, member, [`${f}_1_1`]);
    await expect(t.db.sql`UPDATE bet_slips SET amount = 1 WHERE id = ${id}`).rejects.toThrow(/frozen/);
    await expect(t.db.sql`UPDATE bet_legs SET bet_price = 9.99 WHERE slip_id = ${id}`).rejects.toThrow(
      /frozen/,
    );
    await expect(t.db.sql`DELETE FROM bet_slips WHERE id = ${id}`).rejects.toThrow(/never deleted/);
  });
});
