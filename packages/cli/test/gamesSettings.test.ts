import {
  type CliTestContext,
  createMinigameEngine,
  type MinigameEngine,
  seededBytes,
  type TestServer,
} from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as gamesLimits } from '../src/commands/games/limits';
import { run as gamesList } from '../src/commands/games/list';
import { run as gamesSet } from '../src/commands/games/set';
import { run as gamesSettings } from '../src/commands/games/settings';
import { staffCli } from './support/staffCli';

const UPDOWN = 'oddgame/updown30';

describe('kbet games settings | set | limits against the real server', () => {
  let server: TestServer;
  let engine: MinigameEngine;
  const staff = staffCli();
  const context = staff.context;

  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);
  const errorOf = (ctx: CliTestContext) => JSON.parse(ctx.stderr.text).error;
  const auditCount = async () =>
    (
      await server.db
        .sql`SELECT count(*)::int AS n FROM audit_log WHERE action IN ('minigame.game.settings', 'setting.update')`
    )[0]?.n;
  const settingsOf = async () => {
    const ctx = await context();
    expect(await gamesSettings({ game: UPDOWN, json: true }, ctx)).toBe(0);
    return json(ctx);
  };

  beforeAll(async () => {
    server = await staff.start();
    engine = createMinigameEngine({
      sql: server.db.sql,
      clock: server.app.clock,
      gameIds: [UPDOWN],
      randomBytes: seededBytes('cli-games-settings'),
    });
    await engine.tick();
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('shows a game’s settings as a table and as JSON', async () => {
    const table = await context();
    expect(await gamesSettings({ game: UPDOWN }, table)).toBe(0);
    expect(table.stdout.text).toContain('Close\t10s before the draw (3-10s allowed)');
    expect(table.stdout.text).toMatch(/up\s+\S+\s+8\/17\s+95\s+95\s+97\s+2\.01/);

    const settings = await settingsOf();
    expect(settings).toMatchObject({ id: UPDOWN, enabled: true, closeSeconds: 10 });
    const unknown = await context();
    expect(await gamesSettings({ game: 'nope', json: true }, unknown)).toBe(1);
    expect(errorOf(unknown)).toMatchObject({ code: 'MINIGAME_UNKNOWN_GAME', status: 404 });
  });

  it('sets the RTP in percent and the close seconds with --reason and --yes, from the next round', async () => {
    const unconfirmed = await context();
    expect(
      await gamesSet({ game: UPDOWN, rtp: ['up=96.5'], reason: '환수율', json: true }, unconfirmed),
    ).toBe(2);
    expect(errorOf(unconfirmed).code).toBe('CONFIRMATION_REQUIRED');
    const noReason = await context();
    expect(await gamesSet({ game: UPDOWN, rtp: ['up=96.5'], yes: true, json: true }, noReason)).toBe(1);
    expect(errorOf(noReason).code).toBe('MISSING_FLAG');
    const nothing = await context();
    expect(await gamesSet({ game: UPDOWN, reason: '없음', yes: true, json: true }, nothing)).toBe(1);
    expect(errorOf(nothing).code).toBe('NOTHING_TO_CHANGE');
    const malformed = await context();
    expect(
      await gamesSet({ game: UPDOWN, rtp: ['up=abc'], reason: 'x', yes: true, json: true }, malformed),
    ).toBe(1);
    expect(errorOf(malformed).code).toBe('INVALID_VALUE');

    const set = await context();
    expect(
      await gamesSet(
        {
          game: UPDOWN,
          rtp: ['up=96.5', 'down=default'],
          closeSeconds: 5,
          reason: '운영 변경',
          yes: true,
          json: true,
        },
        set,
      ),
    ).toBe(0);
    expect(json(set)).toMatchObject({ closeSeconds: 5 });
    expect(json(set).markets.find((m: { marketId: string }) => m.marketId === 'up')).toMatchObject({
      rtp: '0.965',
      odds: '2.05',
    });
    const back = await context();
    expect(await gamesSet({ game: UPDOWN, closeSeconds: 'default', reason: '기본값', yes: true }, back)).toBe(
      0,
    );
    expect(back.stdout.text).toContain('Close\t10s before the draw');
  });

  it('refuses an RTP over the market’s cap with the server’s message and changes nothing', async () => {
    const before = [await settingsOf(), await auditCount()];
    const over = await context();
    expect(
      await gamesSet({ game: UPDOWN, rtp: ['up=97.5'], reason: '상한', yes: true, json: true }, over),
    ).toBe(1);
    expect(errorOf(over)).toMatchObject({
      code: 'RTP_ABOVE_CAP',
      status: 400,
      message: '환수율은 97% 이하로 설정해 주세요.',
    });
    const range = await context();
    expect(await gamesSet({ game: UPDOWN, closeSeconds: 20, reason: '범위', yes: true }, range)).toBe(1);
    expect(range.stderr.text).toContain('베팅 마감 시간은 3초에서 10초 사이로 설정해 주세요.');
    expect([await settingsOf(), await auditCount()]).toEqual(before);
  });

  it('switches a game off and on; the list shows it', async () => {
    const off = await context();
    expect(await gamesSet({ game: UPDOWN, disable: true, reason: '중단', yes: true, json: true }, off)).toBe(
      0,
    );
    expect(json(off).enabled).toBe(false);
    const listed = await context();
    expect(await gamesList({}, listed)).toBe(0);
    expect(listed.stdout.text).toMatch(/oddgame\/updown30\s.*\soff\s/);
    const on = await context();
    expect(await gamesSet({ game: UPDOWN, enable: true, reason: '재개', yes: true, json: true }, on)).toBe(0);
    expect(json(on).enabled).toBe(true);
  });

  it('shows the limits, changes one level’s and the round caps, and refuses a minimum above the maximum', async () => {
    const shown = await context();
    expect(await gamesLimits({}, shown)).toBe(0);
    expect(shown.stdout.text).toMatch(/1\s+5,000\s+1,000,000\s+5,000,000/);
    expect(shown.stdout.text).toContain(
      'Per member and round: stake up to 10,000,000, wins up to 30,000,000',
    );

    const missingLevel = await context();
    expect(await gamesLimits({ max: 2_000_000, reason: 'x', yes: true, json: true }, missingLevel)).toBe(1);
    expect(errorOf(missingLevel)).toMatchObject({ code: 'MISSING_FLAG' });
    const unconfirmed = await context();
    expect(await gamesLimits({ level: 3, max: 2_000_000, reason: 'x', json: true }, unconfirmed)).toBe(2);

    const changed = await context();
    expect(
      await gamesLimits(
        {
          level: 3,
          max: 2_000_000,
          maxWin: 9_000_000,
          roundMaxStake: 5_000_000,
          reason: '한도 조정',
          yes: true,
          json: true,
        },
        changed,
      ),
    ).toBe(0);
    expect(json(changed)).toMatchObject({
      levels: { '3': { minBet: 5_000, maxBet: 2_000_000, maxWin: 9_000_000 } },
      roundMaxStake: 5_000_000,
      roundMaxWin: 30_000_000,
    });

    const before = await auditCount();
    const crossed = await context();
    expect(
      await gamesLimits({ level: 3, min: 3_000_000, reason: '잘못', yes: true, json: true }, crossed),
    ).toBe(1);
    expect(errorOf(crossed)).toMatchObject({ code: 'MINIGAME_LIMIT_MIN_OVER_MAX', status: 400 });
    const after = await context();
    expect(await gamesLimits({ json: true }, after)).toBe(0);
    expect(json(after)).toEqual(json(changed));
    expect(await auditCount()).toBe(before);
  });
});
