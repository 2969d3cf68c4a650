import { randomUUID } from 'node:crypto';
import { MIN_BET, MINIGAME_MESSAGES, minigameMarketOdds } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { createMinigameEngine, type MinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { createTestApp, type LoggedIn, login, seededBytes, type TestApp } from './support/testApp';

const UPDOWN = 'oddgame/updown30';
const SETTINGS_URL = `/admin-api/minigame/games/${encodeURIComponent(UPDOWN)}/settings`;

interface Round {
  id: number;
  status: string;
  closeAt: string;
  drawAt: string;
}

describe('staff mini-game settings', () => {
  let t: TestApp;
  let sql: Sql;
  let staff: LoggedIn;
  let member01: LoggedIn;
  let engine: MinigameEngine;

  const put = (url: string, payload: Record<string, unknown>, who: LoggedIn = staff) =>
    t.app.inject({ method: 'PUT', url, headers: who.headers, payload });
  const get = (url: string, who: LoggedIn = staff) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });
  const bet = (roundId: number, marketId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member01.headers, 'idempotency-key': randomUUID() },
      payload: { gameId: UPDOWN, roundId, marketId, amount },
    });
  const currentRound = async (): Promise<Round | null> => {
    const games = (await get('/admin-api/minigame/games')).json();
    return games.find((g: { id: string }) => g.id === UPDOWN).currentRound;
  };
  const requireRound = async () => {
    const round = await currentRound();
    if (!round) throw new Error(`no current round of ${UPDOWN}`);
    return round;
  };
  const eventOdds = async (marketId: string) => {
    const [event] = (await get(`/minigame/events?gameId=${encodeURIComponent(UPDOWN)}`)).json();
    return event.odds.find((o: { betName: string }) => o.betName === marketId).betPrice as string;
  };
  const moveTo = (iso: string) => t.clock.advance(Date.parse(iso) - t.app.clock.now().getTime());
  /** Draws the running round and lets the engine open the next one. */
  const nextRound = async () => {
    moveTo((await requireRound()).drawAt);
    await engine.tick();
    return requireRound();
  };
  /** What a refused change must leave as it was: the game's row, the limits and the audit log. */
  const stored = async () => ({
    game: await sql`SELECT * FROM minigame_game_settings WHERE game_id = ${UPDOWN}`,
    limits: await sql`SELECT value FROM settings WHERE key = 'minigameBetting'`,
    audits: (await sql`SELECT count(*)::int AS n FROM audit_log`)[0]?.n,
  });
  const auditsOf = (action: string) =>
    sql`SELECT actor_id, old_value, new_value, reason FROM audit_log WHERE action = ${action} ORDER BY id`;

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 30 * 24 * 60 * 60_000 } });
    sql = t.db.sql;
    staff = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    engine = createMinigameEngine({
      sql,
      clock: t.app.clock,
      gameIds: [UPDOWN],
      randomBytes: seededBytes('minigame-settings-test'),
    });
    await engine.tick();
  });
  afterAll(() => t.close());

  it('answers 403 to a member on every settings route and changes nothing', async () => {
    const before = await stored();
    for (const [method, url] of [
      ['GET', SETTINGS_URL],
      ['PUT', SETTINGS_URL],
      ['GET', '/admin-api/minigame/limits'],
      ['PUT', '/admin-api/minigame/limits'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: member01.headers,
        ...(method === 'PUT' && { payload: { enabled: false, roundMaxStake: 1, reason: '회원 시도' } }),
      });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect(await stored()).toEqual(before);
  });

  it('shows a game’s settings: on, the default close seconds, every market at its default RTP and odds', async () => {
    const response = await get(SETTINGS_URL);
    expect(response.statusCode, response.body).toBe(200);
    const settings = response.json();
    expect(settings).toMatchObject({
      id: UPDOWN,
      roundSeconds: 30,
      enabled: true,
      maintenance: false,
      closeSeconds: 10,
      closeSecondsRange: { min: 3, max: 10 },
    });
    expect(settings.markets.find((m: { marketId: string }) => m.marketId === 'up')).toEqual({
      marketId: 'up',
      label: expect.any(String),
      probability: '8/17',
      rtp: '0.95',
      defaultRtp: '0.95',
      rtpCap: '0.97',
      odds: '2.01',
    });
    expect((await get('/admin-api/minigame/games/nope/settings')).json().code).toBe('MINIGAME_UNKNOWN_GAME');
  });

  it('prices the next round at a new RTP; the running round and its bets keep their odds; audited', async () => {
    const running = await requireRound();
    const changed = await put(SETTINGS_URL, { rtp: { up: '0.965' }, reason: '환수율 조정' });
    expect(changed.statusCode, changed.body).toBe(200);
    const upOdds = minigameMarketOdds(UPDOWN, 'up', '0.965').odds;
    expect(upOdds).toBe('2.05');
    expect(changed.json().markets.find((m: { marketId: string }) => m.marketId === 'up')).toMatchObject({
      rtp: '0.965',
      odds: upOdds,
    });

    // The running round still offers and takes the odds it opened with.
    expect(await eventOdds('up')).toBe('2.01');
    const early = await bet(running.id, 'up', 10_000);
    expect(early.statusCode, early.body).toBe(200);
    const next = await nextRound();
    expect(next.id).not.toBe(running.id);
    expect(await eventOdds('up')).toBe(upOdds);
    expect(await eventOdds('down')).toBe('2.01');
    const late = await bet(next.id, 'up', 10_000);
    expect(late.statusCode, late.body).toBe(200);
    const odds = await sql`
      SELECT slip_id, odds::text AS odds FROM minigame_bets WHERE slip_id IN ${sql([early.json().id, late.json().id])}
      ORDER BY slip_id`;
    expect(odds.map((row) => row.odds)).toEqual(['2.01', upOdds]);
    const [slip] = await sql`SELECT expected_win FROM bet_slips WHERE id = ${late.json().id}`;
    expect(slip?.expectedWin).toBe(20_500);

    // null puts the market back to its default from the next round.
    expect((await put(SETTINGS_URL, { rtp: { up: null }, reason: '기본값' })).statusCode).toBe(200);
    await nextRound();
    expect(await eventOdds('up')).toBe('2.01');
    expect(await auditsOf('minigame.game.settings')).toEqual([
      {
        actorId: staff.user.id,
        oldValue: { enabled: true, closeSeconds: null, rtp: {} },
        newValue: { enabled: true, closeSeconds: null, rtp: { up: '0.965' } },
        reason: '환수율 조정',
      },
      {
        actorId: staff.user.id,
        oldValue: { enabled: true, closeSeconds: null, rtp: { up: '0.965' } },
        newValue: { enabled: true, closeSeconds: null, rtp: {} },
        reason: '기본값',
      },
    ]);
  });

  it('refuses an RTP over the market’s cap or below the floor, or a bad value, with 400 and nothing changed', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ rtp: { up: '0.9701' } }, 'RTP_ABOVE_CAP'],
      [{ rtp: { same: '0.96' } }, 'RTP_ABOVE_CAP'],
      [{ rtp: { down: '0.7999' } }, 'RTP_BELOW_FLOOR'],
      [{ rtp: { down: '96' } }, 'RTP_INVALID'],
      [{ rtp: { down: '0.95', nope: '0.95' } }, 'MINIGAME_UNKNOWN_MARKET'],
      [{ rtp: { nope: null } }, 'MINIGAME_UNKNOWN_MARKET'],
      [{ rtp: { up: 0.95 } }, 'ERR_INVALID_INPUT'],
      [{ closeSeconds: 0 }, 'ERR_INVALID_INPUT'],
      [{}, 'ERR_INVALID_INPUT'],
      [{ enabled: 'no' }, 'ERR_INVALID_INPUT'],
    ];
    for (const [change, code] of cases) {
      const response = await put(SETTINGS_URL, { ...change, reason: '잘못된 입력' });
      expect([JSON.stringify(change), response.statusCode, response.json().code]).toEqual([
        JSON.stringify(change),
        400,
        code,
      ]);
    }
    const overCap = await put(SETTINGS_URL, { rtp: { up: '0.98' }, reason: '상한 초과' });
    expect(overCap.json()).toMatchObject({
      message: '환수율은 97% 이하로 설정해 주세요.',
      data: { field: 'rtp.up' },
    });
    expect((await put(SETTINGS_URL, { closeSeconds: 5 })).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('closes the next round at the new close seconds; the running round keeps its close time', async () => {
    const running = await requireRound();
    const before = await stored();
    for (const seconds of [2, 11]) {
      const refused = await put(SETTINGS_URL, { closeSeconds: seconds, reason: '범위 밖' });
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        {
          code: 'MINIGAME_CLOSE_SECONDS_RANGE',
          message: '베팅 마감 시간은 3초에서 10초 사이로 설정해 주세요.',
          data: { field: 'closeSeconds' },
        },
      ]);
    }
    expect(await stored()).toEqual(before);

    const changed = await put(SETTINGS_URL, { closeSeconds: 5, reason: '마감 단축' });
    expect([changed.statusCode, changed.json().closeSeconds]).toEqual([200, 5]);
    expect(await requireRound()).toEqual(running);
    // The running round still closes 10 s before its draw: a bet 7 s before the draw is refused.
    moveTo(new Date(Date.parse(running.drawAt) - 7_000).toISOString());
    expect((await bet(running.id, 'up', 5_000)).json().code).toBe('MINIGAME_ROUND_CLOSED');

    const next = await nextRound();
    expect(Date.parse(next.drawAt) - Date.parse(next.closeAt)).toBe(5_000);
    moveTo(new Date(Date.parse(next.drawAt) - 7_000).toISOString());
    expect((await bet(next.id, 'up', 5_000)).statusCode).toBe(200);
    const games = (await get('/admin-api/minigame/games')).json();
    expect(games.find((g: { id: string }) => g.id === UPDOWN)).toMatchObject({
      closeSeconds: 5,
      enabled: true,
    });

    expect((await put(SETTINGS_URL, { closeSeconds: null, reason: '기본값' })).json().closeSeconds).toBe(10);
    const after = await nextRound();
    expect(Date.parse(after.drawAt) - Date.parse(after.closeAt)).toBe(10_000);
  });

  it('switched off, a game draws its running round and opens no other; switched on, the next opens at once', async () => {
    const running = await requireRound();
    const off = await put(SETTINGS_URL, { enabled: false, reason: '운영 중단' });
    expect([off.statusCode, off.json().enabled]).toEqual([200, false]);
    // Bets on the running round stand until its close.
    expect((await bet(running.id, 'down', 5_000)).statusCode).toBe(200);
    moveTo(running.drawAt);
    await engine.tick();
    expect(await currentRound()).toBeNull();
    t.clock.advance(5 * 60_000);
    await engine.tick();
    expect(await currentRound()).toBeNull();
    const [settled] = await sql`SELECT status FROM minigame_rounds WHERE id = ${running.id}`;
    expect(settled?.status).toBe('settled');
    const page = await get(`/settingMinigame/${encodeURIComponent(UPDOWN)}`, member01);
    expect(page.json()).toMatchObject({ id: UPDOWN, maintenanceFlag: 1 });

    expect((await put(SETTINGS_URL, { enabled: true, reason: '재개' })).statusCode).toBe(200);
    await engine.tick();
    const reopened = await requireRound();
    expect(reopened.status).toBe('open');
    expect(Date.parse(reopened.closeAt)).toBeGreaterThan(t.app.clock.now().getTime());
    const reopenedPage = await get(`/settingMinigame/${encodeURIComponent(UPDOWN)}`, member01);
    expect(reopenedPage.json()).toMatchObject({ maintenanceFlag: 0 });
    const audits = await auditsOf('minigame.game.settings');
    expect(audits.slice(-2).map((a) => [a.newValue.enabled, a.reason])).toEqual([
      [false, '운영 중단'],
      [true, '재개'],
    ]);
  });

  it('changes the per-level and per-round limits: members see them and bets are held to them; audited', async () => {
    const round = await requireRound();
    const changed = await put('/admin-api/minigame/limits', {
      levels: { '1': { minBet: 10_000, maxBet: 50_000 } },
      roundMaxStake: 80_000,
      reason: '한도 조정',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      levels: { '1': { minBet: 10_000, maxBet: 50_000, maxWin: 5_000_000 }, '2': { minBet: 5_000 } },
      roundMaxStake: 80_000,
      roundMaxWin: 30_000_000,
    });
    expect((await get('/admin-api/minigame/limits')).json()).toEqual(changed.json());

    const shown = (await get('/settingMinigameBetting', member01)).json();
    expect(shown.find((s: { gameId: string }) => s.gameId === UPDOWN)).toEqual({
      gameId: UPDOWN,
      minBetAmount: 10_000,
      maxBetAmount: 50_000,
      maxPrizeAmount: 5_000_000,
    });
    expect((await bet(round.id, 'up', 5_000)).json()).toEqual({
      code: 'MINIGAME_BELOW_MIN',
      message: MINIGAME_MESSAGES.MINIGAME_BELOW_MIN,
    });
    expect((await bet(round.id, 'up', 60_000)).json().code).toBe('MINIGAME_OVER_MAX');
    expect((await bet(round.id, 'up', 50_000)).statusCode).toBe(200);
    expect((await bet(round.id, 'up', 40_000)).json().code).toBe('MINIGAME_ROUND_STAKE_CAP');

    const [audit] = await auditsOf('setting.update');
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      oldValue: { levels: { '1': { minBet: 5_000, maxBet: 1_000_000 } }, roundMaxStake: 10_000_000 },
      newValue: { levels: { '1': { minBet: 10_000, maxBet: 50_000 } }, roundMaxStake: 80_000 },
      reason: '한도 조정',
    });
  });

  it('refuses limits that cannot hold with 400 and changes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ levels: { '2': { minBet: 3_000_000 } } }, 'MINIGAME_LIMIT_MIN_OVER_MAX'],
      [{ levels: { '3': { minBet: MIN_BET - 1 } } }, 'MINIGAME_LIMIT_MIN_BET'],
      [{ levels: { '6': { minBet: 10_000 } } }, 'ERR_INVALID_INPUT'],
      [{ levels: { '1': { maxBet: -1 } } }, 'ERR_INVALID_INPUT'],
      [{ roundMaxWin: 1.5 }, 'ERR_INVALID_INPUT'],
      [{ roundMaxStake: 2 ** 60 }, 'ERR_INVALID_INPUT'],
      [{ levels: { '1': {} } }, 'ERR_INVALID_INPUT'],
    ];
    for (const [change, code] of cases) {
      const response = await put('/admin-api/minigame/limits', { ...change, reason: '잘못된 입력' });
      expect([JSON.stringify(change), response.statusCode, response.json().code]).toEqual([
        JSON.stringify(change),
        400,
        code,
      ]);
    }
    const noReason = await put('/admin-api/minigame/limits', { roundMaxWin: 1_000_000 });
    expect(noReason.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
