import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betRequest,
  betting,
  emoney,
  houseBets,
  insertFixture,
  ledgerConsistent,
  matchResult,
  moveOdds,
  postBet,
  totals,
} from './support/bettingFeed';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const inHours = (t: TestApp, hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);

describe('POST /sports-prematch/betting', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  const slipCount = async () => {
    const [row] = await t.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bet_slips`;
    return row?.n ?? 0;
  };

  /** A refusal leaves balances, slips and the ledger as they were. */
  const expectNothingChanged = async (before: { emoney: number; house: number; slips: number }) => {
    expect(await emoney(t.db.sql, member01.user.id)).toBe(before.emoney);
    expect(await houseBets(t.db.sql)).toBe(before.house);
    expect(await slipCount()).toBe(before.slips);
  };
  const snapshot = async () => ({
    emoney: await emoney(t.db.sql, member01.user.id),
    house: await houseBets(t.db.sql),
    slips: await slipCount(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    for (const id of [101, 102, 103, 104]) {
      await insertFixture(t.db.sql, {
        id,
        startDate: inHours(t, 3),
        markets: [matchResult(id, ['1.90', '3.20', '4.10']), totals(id, '2.5')],
      });
    }
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('places a single bet: stake debited to house_bets, slip with frozen legs, answer {id, emoney}', async () => {
    const before = await snapshot();
    const leg = await betting(t.db.sql, '101_1_1');
    const response = await postBet(t.app, member01, betRequest(member01, [leg], 10_000));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: number; emoney: number };
    expect(body).toEqual({ id: expect.any(Number), emoney: before.emoney - 10_000 });
    expect(await emoney(t.db.sql, member01.user.id)).toBe(before.emoney - 10_000);
    expect(await houseBets(t.db.sql)).toBe(before.house + 10_000);

    const [slip] = await t.db.sql`
      SELECT member_id, game_type, game_style, game_detail_type, amount, total_ratio::text AS total_ratio,
             expected_win, status, settlement_flag FROM bet_slips WHERE id = ${body.id}`;
    expect(slip).toEqual({
      memberId: member01.user.id,
      gameType: 1,
      gameStyle: 'EU',
      gameDetailType: 91,
      amount: 10_000,
      totalRatio: '1.90',
      expectedWin: 19_000,
      status: 0,
      settlementFlag: 0,
    });
    const legs = await t.db.sql`
      SELECT odds_id, fixture_id, bet_name, bet_price::text AS bet_price, version, home_name, away_name,
             league_name, market_name, market_name_korean, win_flag
      FROM bet_legs WHERE slip_id = ${body.id}`;
    expect(legs).toEqual([
      {
        oddsId: '101_1_1',
        fixtureId: 101,
        betName: '1',
        betPrice: '1.90',
        version: '1',
        homeName: '울산',
        awayName: '서울',
        leagueName: 'K리그1',
        marketName: '1X2',
        marketNameKorean: '승무패',
        winFlag: 0,
      },
    ]);
    const [stake] = await t.db.sql`
      SELECT kind, ref_type, ref_id FROM ledger_transactions WHERE ref_type = 'bet_slip' AND ref_id = ${String(body.id)}`;
    expect(stake).toEqual({ kind: 'bet_stake', refType: 'bet_slip', refId: String(body.id) });
    expect(await ledgerConsistent(t.db.sql)).toBe(true);
  });

  it('accepts a 3-folder slip whose totalRatio is the floored exact product', async () => {
    const legs = [
      await betting(t.db.sql, '101_1_2'),
      await betting(t.db.sql, '102_1_X'),
      await betting(t.db.sql, '103_2_O2.5'),
    ];
    const request = betRequest(member01, legs, 5_000);
    expect(request.totalRatio).toBe('24.27'); // 4.10 × 3.20 × 1.85 = 24.272
    const response = await postBet(t.app, member01, request);
    expect(response.statusCode).toBe(200);
    const [slip] = await t.db.sql`
      SELECT game_detail_type, expected_win FROM bet_slips WHERE id = ${response.json().id}`;
    expect(slip).toEqual({ gameDetailType: 93, expectedWin: 121_350 });
  });

  it('answers moved odds with the changed bettings; a re-send with changeFlag and the new versions succeeds', async () => {
    const seen = [await betting(t.db.sql, '104_1_1'), await betting(t.db.sql, '104_2_U2.5')];
    await moveOdds(t.db.sql, '104_1_1', { price: '1.85' });
    const before = await snapshot();
    const refused = await postBet(t.app, member01, betRequest(member01, seen, 10_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual([
      {
        betPrice: '1.85',
        fixtureId: '104',
        oddsId: '104_1_1',
        sportId: 6046,
        version: '2',
        oldBetPrice: '1.90',
      },
    ]);
    await expectNothingChanged(before);

    const accepted = seen.map((b) => (b.oddsId === '104_1_1' ? { ...b, betPrice: '1.85', version: '2' } : b));
    const resent = await postBet(
      t.app,
      member01,
      betRequest(member01, accepted, 10_000, { changeFlag: true }),
    );
    expect(resent.statusCode).toBe(200);
    const [slip] = await t.db.sql`
      SELECT total_ratio::text AS total_ratio, change_flag FROM bet_slips WHERE id = ${resent.json().id}`;
    expect(slip).toEqual({ totalRatio: '3.60', changeFlag: true }); // 1.85 × 1.95 = 3.6075
  });

  it('treats a new version at the same price as a change too', async () => {
    const seen = await betting(t.db.sql, '103_1_X');
    await moveOdds(t.db.sql, '103_1_X', {});
    const refused = await postBet(t.app, member01, betRequest(member01, [seen], 10_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual([
      {
        betPrice: '3.20',
        fixtureId: '103',
        oddsId: '103_1_X',
        sportId: 6046,
        version: '2',
        oldBetPrice: '3.20',
      },
    ]);
  });

  it('refuses suspended odds, a voided market and a pre-match game past its start with BET_SUSPENDED', async () => {
    await insertFixture(t.db.sql, {
      id: 110,
      startDate: inHours(t, 2),
      markets: [matchResult(110), totals(110, '1.5')],
    });
    await insertFixture(t.db.sql, { id: 111, startDate: inHours(t, -1), markets: [matchResult(111)] });
    await moveOdds(t.db.sql, '110_1_1', { status: 2 });
    await t.db.sql`UPDATE feed_markets SET voided = true WHERE fixture_id = 110 AND market_id = 2`;
    const before = await snapshot();
    for (const oddsId of ['110_1_1', '110_2_O1.5', '111_1_1']) {
      const response = await postBet(
        t.app,
        member01,
        betRequest(member01, [await betting(t.db.sql, oddsId)], 10_000),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'BET_SUSPENDED', message: ko.BET_SUSPENDED });
    }
    await expectNothingChanged(before);
  });

  it('applies the role limits (max bet, max winnings) from the betting settings, and the SDK bet checks', async () => {
    const before = await snapshot();
    const home = await betting(t.db.sql, '101_1_1');
    const aways = [
      await betting(t.db.sql, '101_1_2'),
      await betting(t.db.sql, '102_1_2'),
      await betting(t.db.sql, '103_1_2'),
    ];
    const cases: [unknown, string, string][] = [
      // member01 is role 1: max bet 100 × 10,000, max winnings 1,000 × 10,000.
      [betRequest(member01, [home], 1_000_001), 'BET_OVER_MAX', ko.BET_OVER_MAX],
      [betRequest(member01, aways, 150_000), 'BET_OVER_MAX_WIN', ko.BET_OVER_MAX_WIN], // 68.92 × 150,000
      [betRequest(member01, [home], 4_999), 'BET_MIN', ko.BET_MIN],
      [
        betRequest(member01, [...aways, await betting(t.db.sql, '104_1_2')], 5_000),
        'BET_OVER_MAX_ODDS',
        ko.BET_OVER_MAX_ODDS,
      ],
    ];
    for (const [request, code, message] of cases) {
      const response = await postBet(t.app, member01, request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code, message });
    }
    await expectNothingChanged(before);
    // member02 is role 2: 150,000 × 68.92 = 10.3 M is within its 20 M.
    const ok = await postBet(t.app, member02, betRequest(member02, aways, 150_000));
    expect(ok.statusCode).toBe(200);
  });

  it('reads the Korean-style limits for KR slips', async () => {
    const settings = await t.app.repos.settings.get<Record<string, number>>('betting');
    await t.app.repos.settings.put('betting', { ...settings, sportsKrAmountRole1: 1 }, null);
    try {
      const leg = await betting(t.db.sql, '102_1_1');
      const kr = await postBet(t.app, member01, betRequest(member01, [leg], 10_001, { style: 'KR' }));
      expect(kr.statusCode).toBe(400);
      expect(kr.json()).toEqual({ code: 'BET_OVER_MAX', message: ko.BET_OVER_MAX });
      const eu = await postBet(t.app, member01, betRequest(member01, [leg], 10_001, { style: 'EU' }));
      expect(eu.statusCode).toBe(200);
    } finally {
      await t.app.repos.settings.put('betting', settings!, null);
    }
  });

  it('applies the bonus-folder rule: the bonus item needs 3 other selections at 1.3 or more', async () => {
    const bonus = await betting(t.db.sql, 'bonus_3');
    const legs = [await betting(t.db.sql, '101_1_X'), await betting(t.db.sql, '102_1_X')];
    const before = await snapshot();
    const refused = await postBet(t.app, member01, betRequest(member01, [...legs, bonus], 5_000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'BET_BONUS_COMBINE', message: ko.BET_BONUS_COMBINE });
    await expectNothingChanged(before);

    const three = [...legs, await betting(t.db.sql, '103_1_X'), bonus];
    const request = betRequest(member01, three, 5_000);
    expect(request.gameDetailType).toBe(93);
    expect(request.totalRatio).toBe('33.75'); // 3.20³ × 1.03 = 33.75104
    const accepted = await postBet(t.app, member01, request);
    expect(accepted.statusCode).toBe(200);
    const legsWritten = await t.db.sql`
      SELECT odds_id, is_bonus, fixture_id, bonus_min_odds::text AS min_odds, bonus_min_count
      FROM bet_legs WHERE slip_id = ${accepted.json().id} AND is_bonus`;
    expect(legsWritten).toEqual([
      { oddsId: 'bonus_3', isBonus: true, fixtureId: null, minOdds: '1.3', bonusMinCount: 3 },
    ]);
  });

  it('applies the same-fixture rules of the slip style', async () => {
    const before = await snapshot();
    const home = await betting(t.db.sql, '102_1_1');
    const draw = await betting(t.db.sql, '102_1_X');
    const over = await betting(t.db.sql, '102_2_O2.5');
    const under = await betting(t.db.sql, '102_2_U2.5');
    // Same fixture and market in a European slip; a third selection of one fixture in a Korean one.
    for (const request of [
      betRequest(member01, [home, draw], 5_000),
      betRequest(member01, [home, home], 5_000),
      betRequest(member01, [over, under], 5_000, { style: 'KR' }),
    ]) {
      const response = await postBet(t.app, member01, request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BET_SAME_FIXTURE', message: ko.BET_SAME_FIXTURE });
    }
    await expectNothingChanged(before);
    // Two markets of different families on one fixture are fine in both styles.
    expect((await postBet(t.app, member01, betRequest(member01, [home, over], 5_000))).statusCode).toBe(200);
    const kr = await postBet(t.app, member01, betRequest(member01, [home, under], 5_000, { style: 'KR' }));
    expect(kr.statusCode).toBe(200);
    expect((await t.db.sql`SELECT game_detail_type FROM bet_slips WHERE id = ${kr.json().id}`)[0]).toEqual({
      gameDetailType: 95,
    });
  });

  it('refuses a gameDetailType that does not match the style and folders, and a totalRatio not equal to the exact total', async () => {
    const before = await snapshot();
    const legs = [await betting(t.db.sql, '101_1_2'), await betting(t.db.sql, '102_1_2')];
    const wrongType = { ...betRequest(member01, legs, 5_000), gameDetailType: 93 };
    const wrongStyle = { ...betRequest(member01, legs, 5_000), gameStyle: 'KR' };
    for (const request of [wrongType, wrongStyle]) {
      const response = await postBet(t.app, member01, request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BET_SLIP_INVALID', message: ko.BET_SLIP_INVALID });
    }
    const wrongRatio = { ...betRequest(member01, legs, 5_000), totalRatio: '16.82' }; // 4.10 × 4.10 = 16.81
    const ratio = await postBet(t.app, member01, wrongRatio);
    expect(ratio.statusCode).toBe(400);
    expect(ratio.json()).toEqual({ code: 'BET_RATIO_MISMATCH', message: ko.BET_RATIO_MISMATCH });
    await expectNothingChanged(before);
  });

  it('refuses unknown selections and a selection sent with another fixture', async () => {
    const leg = await betting(t.db.sql, '101_1_1');
    for (const bad of [
      { ...leg, oddsId: 'nope_1_1' },
      { ...leg, fixtureId: '102' },
      { ...leg, sportId: 48242 },
    ]) {
      const response = await postBet(t.app, member01, betRequest(member01, [bad], 5_000));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
    }
  });

  it('replays a retried request (same Idempotency-Key) without debiting twice, also when sent at once', async () => {
    const request = betRequest(member01, [await betting(t.db.sql, '103_1_1')], 7_000);
    const before = await snapshot();
    const first = await postBet(t.app, member01, request, 'bet-replay-1');
    const again = await postBet(t.app, member01, request, 'bet-replay-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const [a, b] = await Promise.all([
      postBet(t.app, member01, request, 'bet-replay-2'),
      postBet(t.app, member01, request, 'bet-replay-2'),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await emoney(t.db.sql, member01.user.id)).toBe(before.emoney - 14_000);
    expect(await slipCount()).toBe(before.slips + 2);
  });

  it("refuses another member's id (403), an excluded member (403) and a stake above the cash (409), changing nothing", async () => {
    const request = betRequest(member01, [await betting(t.db.sql, '101_1_1')], 5_000);
    const before = await snapshot();
    const other = await postBet(t.app, member02, request);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');

    const cash = await emoney(t.db.sql, member01.user.id);
    const broke = await postBet(t.app, member01, { ...request, amounts: cash + 1_000 });
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toEqual({
      code: 'ERR_INSUFFICIENT_FUNDS',
      message: ko.ERR_INSUFFICIENT_FUNDS,
      data: { kind: 'emoney', balance: cash },
    });
    await expectNothingChanged(before);

    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${member02.user.id}, 'timeout', ${now}, ${new Date(now.getTime() + 86_400_000)})`;
    const excluded = await postBet(
      t.app,
      member02,
      betRequest(member02, [await betting(t.db.sql, '101_1_1')], 5_000),
    );
    expect(excluded.statusCode).toBe(403);
    expect(excluded.json().code).toBe('RG_TIMEOUT_ACTIVE');
  });
});

describe('in-play bets', () => {
  let t: TestApp;
  let member03: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member03 = await login(t.app, 'member03');
    const site = await t.app.repos.settings.get<Record<string, unknown>>('site');
    await t.app.repos.settings.put('site', { ...site, liveBettingTime: { 6046: 1 } }, null);
    await insertFixture(t.db.sql, {
      id: 201,
      status: 2,
      startDate: new Date(t.clock.now().getTime() - 1_800_000),
      homeScore: 1,
      awayScore: 0,
      markets: [matchResult(201), totals(201, '2.5')],
    });
  });
  afterAll(() => t.close());

  /** Posts a bet and resolves once it waits on the app's clock, answering the wait and the pending response. */
  const postWaitingBet = async (oddsId: string) => {
    const request = betRequest(member03, [await betting(t.db.sql, oddsId)], 10_000);
    const asleep = t.clock.nextSleep();
    const response = postBet(t.app, member03, request);
    return { waitMs: await asleep, response };
  };

  it("waits the sport's liveBettingTime, then accepts: game type 2 with the score at betting time", async () => {
    const slipsBefore = await t.db.sql`SELECT id FROM bet_slips`;
    const pending = await postWaitingBet('201_1_1');
    expect(pending.waitMs).toBe(1_000);
    expect(await t.db.sql`SELECT id FROM bet_slips`).toEqual(slipsBefore);
    t.clock.advance(1_000);
    const response = await pending.response;
    expect(response.statusCode).toBe(200);
    const [slip] = await t.db.sql`
      SELECT s.game_type, l.bet_timing_score FROM bet_slips s JOIN bet_legs l ON l.slip_id = s.id
      WHERE s.id = ${response.json().id}`;
    expect(slip).toEqual({ gameType: 2, betTimingScore: '1:0' });
  });

  it('refuses the bet when the odds move or close during the wait, debiting nothing', async () => {
    const before = await emoney(t.db.sql, member03.user.id);
    const moving = await postWaitingBet('201_1_X');
    await moveOdds(t.db.sql, '201_1_X', { price: '3.50' });
    t.clock.advance(moving.waitMs);
    const moved = await moving.response;
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual([
      {
        betPrice: '3.50',
        fixtureId: '201',
        oddsId: '201_1_X',
        sportId: 6046,
        version: '2',
        oldBetPrice: '3.20',
      },
    ]);

    const closing = await postWaitingBet('201_2_O2.5');
    await moveOdds(t.db.sql, '201_2_O2.5', { status: 2 });
    t.clock.advance(closing.waitMs);
    const closed = await closing.response;
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: 'BET_SUSPENDED', message: ko.BET_SUSPENDED });
    expect(await emoney(t.db.sql, member03.user.id)).toBe(before);
  });
});
