import { randomUUID } from 'node:crypto';
import {
  type CliTestContext,
  createMinigameEngine,
  emoney,
  type LoggedIn,
  type MinigameEngine,
  login as memberLogin,
  seededBytes,
  type TestServer,
} from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as gamesList } from '../src/commands/games/list';
import { run as gamesMaintenance } from '../src/commands/games/maintenance';
import { run as gamesRounds } from '../src/commands/games/rounds';
import { run as gamesShow } from '../src/commands/games/show';
import { run as gamesVerify } from '../src/commands/games/verify';
import { run as gamesVoid } from '../src/commands/games/void';
import { staffCli } from './support/staffCli';

const UPDOWN = 'oddgame/updown30';

describe('kbet games against the real server', () => {
  let server: TestServer;
  let engine: MinigameEngine;
  let member01: LoggedIn;
  const staff = staffCli();
  const context = staff.context;

  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);
  const errorOf = (ctx: CliTestContext) => JSON.parse(ctx.stderr.text).error;
  const moveTo = (iso: string) => server.clock.advance(Date.parse(iso) - server.app.clock.now().getTime());
  const currentRound = async () => {
    const ctx = await context();
    expect(await gamesList({ json: true }, ctx)).toBe(0);
    return json(ctx).find((g: { id: string }) => g.id === UPDOWN).currentRound as {
      id: number;
      closeAt: string;
      drawAt: string;
    };
  };

  beforeAll(async () => {
    server = await staff.start();
    member01 = await memberLogin(server.app, 'member01');
    engine = createMinigameEngine({
      sql: server.db.sql,
      clock: server.app.clock,
      gameIds: [UPDOWN],
      randomBytes: seededBytes('cli-games'),
    });
    await engine.tick();
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('lists the games, a game’s rounds and a round with its bets', async () => {
    const round = await currentRound();
    const placed = await server.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member01.headers, 'idempotency-key': randomUUID() },
      payload: { gameId: UPDOWN, roundId: round.id, marketId: 'up', amount: 5_000 },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const table = await context();
    expect(await gamesList({}, table)).toBe(0);
    expect(table.stdout.text).toContain('업다운 30초');
    expect(table.stdout.text).toContain(`#${round.id} open`);

    const rounds = await context();
    expect(await gamesRounds({ game: UPDOWN, json: true }, rounds)).toBe(0);
    expect(json(rounds)).toMatchObject({ total: 1, items: [{ id: round.id, status: 'open', seed: null }] });

    const shown = await context();
    expect(await gamesShow({ round: round.id, json: true }, shown)).toBe(0);
    expect(json(shown)).toMatchObject({ id: round.id, bets: 1, stake: 5_000, result: null });

    const unknown = await context();
    expect(await gamesRounds({ game: 'nope', json: true }, unknown)).toBe(1);
    expect(errorOf(unknown)).toMatchObject({ code: 'MINIGAME_UNKNOWN_GAME', status: 404 });
  });

  it('voids a round with --reason and --yes (stakes back), and refuses a second void', async () => {
    const round = await currentRound();
    const before = await emoney(server.db.sql, member01.user.id);

    const unverifiable = await context();
    expect(await gamesVerify({ round: round.id, json: true }, unverifiable)).toBe(1);
    expect(errorOf(unverifiable).code).toBe('ROUND_NOT_VERIFIED');

    const unconfirmed = await context();
    expect(await gamesVoid({ round: round.id, reason: '송출 오류', json: true }, unconfirmed)).toBe(2);
    expect(errorOf(unconfirmed).code).toBe('CONFIRMATION_REQUIRED');
    const noReason = await context();
    expect(await gamesVoid({ round: round.id, yes: true, json: true }, noReason)).toBe(1);
    expect(errorOf(noReason).code).toBe('MISSING_FLAG');
    const declined = await context({ tty: true, answers: [false] });
    expect(await gamesVoid({ round: round.id, reason: '송출 오류' }, declined)).toBe(2);

    const voided = await context();
    expect(await gamesVoid({ round: round.id, reason: '송출 오류', yes: true }, voided)).toBe(0);
    expect(voided.stdout.text).toBe(`Round ${round.id} (${UPDOWN}) void: 1 stakes refunded\n`);
    expect(await emoney(server.db.sql, member01.user.id)).toBe(before + 5_000);

    const again = await context();
    expect(await gamesVoid({ round: round.id, reason: '송출 오류', yes: true, json: true }, again)).toBe(1);
    expect(errorOf(again)).toMatchObject({ code: 'MINIGAME_ROUND_FINISHED', status: 409 });
    expect(await emoney(server.db.sql, member01.user.id)).toBe(before + 5_000);
  });

  it('verifies a drawn round locally, and fails (exit 1) when the seed does not match', async () => {
    // The void round left no active round: the engine's next tick opens the next one.
    const listed = await context();
    expect(await gamesRounds({ game: UPDOWN, json: true }, listed)).toBe(0);
    moveTo(json(listed).items[0].closeAt);
    await engine.tick();
    const round = await currentRound();
    moveTo(round.drawAt);
    await engine.tick();

    const verified = await context();
    expect(await gamesVerify({ round: round.id }, verified)).toBe(0);
    expect(verified.stdout.text).toContain('검증 완료');
    const asJson = await context();
    expect(await gamesVerify({ round: round.id, json: true }, asJson)).toBe(0);
    expect(json(asJson)).toMatchObject({ id: round.id, gameId: UPDOWN, verified: true });

    await server.db.sql`UPDATE minigame_rounds SET seed = ${'0'.repeat(64)} WHERE id = ${round.id}`;
    const tampered = await context();
    expect(await gamesVerify({ round: round.id }, tampered)).toBe(1);
    expect(tampered.stderr.text).toContain('does not hash to the commitment');
  });

  it('turns a game’s maintenance on and off', async () => {
    const unconfirmed = await context();
    expect(
      await gamesMaintenance({ game: UPDOWN, state: 'on', reason: '점검', json: true }, unconfirmed),
    ).toBe(2);
    const on = await context();
    expect(await gamesMaintenance({ game: UPDOWN, state: 'on', reason: '점검', yes: true }, on)).toBe(0);
    expect(on.stdout.text).toBe(`${UPDOWN}: maintenance on (bets refused)\n`);
    const listed = await context();
    expect(await gamesList({ json: true }, listed)).toBe(0);
    expect(json(listed).find((g: { id: string }) => g.id === UPDOWN).maintenance).toBe(true);
    const off = await context();
    expect(
      await gamesMaintenance({ game: UPDOWN, state: 'off', reason: '점검 끝', yes: true, json: true }, off),
    ).toBe(0);
    expect(json(off)).toEqual({ id: UPDOWN, maintenance: false });
  });
});
