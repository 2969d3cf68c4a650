import { randomUUID } from 'node:crypto';
import { MINIGAME_GAMES, MINIGAME_MESSAGES, verifyRound } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import { createMinigameEngine, type MinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import {
  createTestApp,
  emoney,
  type LoggedIn,
  ledgerConsistent,
  login,
  seededBytes,
  type TestApp,
} from './support/testApp';

const UPDOWN = 'oddgame/updown30';

describe('staff mini-game routes', () => {
  let t: TestApp;
  let sql: Sql;
  let staff: LoggedIn;
  let member01: LoggedIn;
  let member02: LoggedIn;
  let engine: MinigameEngine;

  const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const voidRound = (roundId: number, payload: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/minigame/rounds/${roundId}/void`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload,
    });
  const bet = (member: LoggedIn, roundId: number, marketId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { gameId: UPDOWN, roundId, marketId, amount },
    });
  const currentRound = async () => {
    const games = (await get(staff, '/admin-api/minigame/games')).json();
    const round = games.find((g: { id: string }) => g.id === UPDOWN).currentRound;
    if (!round) throw new Error(`no current round of ${UPDOWN}`);
    return round as { id: number; status: string; closeAt: string; drawAt: string; commitment: string };
  };
  const moveTo = (iso: string) => t.clock.advance(Date.parse(iso) - t.app.clock.now().getTime());

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 30 * 24 * 60 * 60_000 } });
    sql = t.db.sql;
    staff = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
    engine = createMinigameEngine({
      sql,
      clock: t.app.clock,
      gameIds: [UPDOWN],
      randomBytes: seededBytes('minigame-admin-test'),
    });
    await engine.tick();
  });
  afterAll(() => t.close());

  it('answers 403 to a member on every staff mini-game route', async () => {
    const round = await currentRound();
    const urls = [
      ['GET', '/admin-api/minigame/games'],
      ['GET', `/admin-api/minigame/games/${encodeURIComponent(UPDOWN)}/rounds`],
      ['GET', `/admin-api/minigame/rounds/${round.id}`],
      ['POST', `/admin-api/minigame/rounds/${round.id}/void`],
      ['PUT', '/admin-api/minigame/games/donghang/maintenance'],
    ] as const;
    for (const [method, url] of urls) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...member01.headers, 'idempotency-key': randomUUID() },
        ...(method !== 'GET' && { payload: { maintenance: true, reason: '회원 시도' } }),
      });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect((await currentRound()).status).toBe('open');
  });

  it('lists every game of the registry with its maintenance flag and current round', async () => {
    await sql`INSERT INTO minigame_game_settings (game_id, maintenance) VALUES ('donghang', true)`;
    const response = await get(staff, '/admin-api/minigame/games');
    expect(response.statusCode, response.body).toBe(200);
    const games = response.json();
    expect(games.map((g: { id: string }) => g.id)).toEqual(MINIGAME_GAMES.map((g) => g.id));
    expect(games.find((g: { id: string }) => g.id === 'donghang')).toMatchObject({
      name: '파워볼',
      family: 'powerball',
      roundSeconds: 300,
      maintenance: true,
      currentRound: null,
    });
    expect(games.find((g: { id: string }) => g.id === UPDOWN)).toMatchObject({
      roundSeconds: 30,
      maintenance: false,
      currentRound: { gameId: UPDOWN, round: 1, status: 'open', seed: null },
    });
    await sql`DELETE FROM minigame_game_settings WHERE game_id = 'donghang'`;
  });

  it('voids an open round: every stake back once, audited with the staff id and reason', async () => {
    const round = await currentRound();
    const before = [await emoney(sql, member01.user.id), await emoney(sql, member02.user.id)];
    expect((await bet(member01, round.id, 'up', 10_000)).statusCode).toBe(200);
    expect((await bet(member02, round.id, 'down', 20_000)).statusCode).toBe(200);
    const shown = (await get(staff, `/admin-api/minigame/rounds/${round.id}`)).json();
    expect(shown).toMatchObject({ id: round.id, bets: 2, stake: 30_000, result: null, seed: null });

    const missingReason = await voidRound(round.id, {});
    expect(missingReason.statusCode).toBe(400);
    const key = randomUUID();
    const voided = await voidRound(round.id, { reason: '송출 오류' }, key);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      refunded: 2,
      round: { id: round.id, status: 'void', bets: 2, stake: 30_000 },
    });
    expect([await emoney(sql, member01.user.id), await emoney(sql, member02.user.id)]).toEqual(before);

    // The same key answers the same without a second refund; a new key is refused: the round is over.
    const replay = await voidRound(round.id, { reason: '송출 오류' }, key);
    expect(replay.json()).toEqual(voided.json());
    const again = await voidRound(round.id, { reason: '송출 오류' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'MINIGAME_ROUND_FINISHED', message: MINIGAME_MESSAGES.MINIGAME_ROUND_FINISHED },
    ]);
    expect([await emoney(sql, member01.user.id), await emoney(sql, member02.user.id)]).toEqual(before);
    const [refunds] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM ledger_transactions l JOIN minigame_bets b ON l.ref_id = b.slip_id::text
      WHERE l.ref_type = 'bet_slip' AND l.kind = 'bet_payout' AND b.round_id = ${round.id}`;
    expect(refunds?.n).toBe(2);
    expect(await ledgerConsistent(sql)).toBe(true);

    const audits = await sql`
      SELECT actor_id, reason, new_value FROM audit_log
      WHERE action = 'minigame.round.void' AND target_id = ${String(round.id)}`;
    expect(audits).toEqual([
      { actorId: staff.user.id, reason: '송출 오류', newValue: { status: 'void', refunded: 2 } },
    ]);

    // No bet on the void round; the engine's next tick opens the next round at once, on the same clock (not at
    // the void round's close).
    expect((await bet(member01, round.id, 'up', 10_000)).json().code).toBe('MINIGAME_ROUND_CLOSED');
    const voidedAt = t.app.clock.now().getTime();
    await engine.tick();
    const next = await currentRound();
    expect([next.id === round.id, next.status]).toEqual([false, 'open']);
    expect(t.app.clock.now().getTime()).toBe(voidedAt);
    expect(Date.parse(next.closeAt)).toBeGreaterThan(voidedAt);
  });

  it('refuses to void a drawn round and shows what verifies it', async () => {
    const round = await currentRound();
    expect((await bet(member01, round.id, 'up', 5_000)).statusCode).toBe(200);
    moveTo(round.drawAt);
    await engine.tick();
    const refused = await voidRound(round.id, { reason: '늦은 취소' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'MINIGAME_ROUND_FINISHED']);

    const shown = (await get(staff, `/admin-api/minigame/rounds/${round.id}`)).json();
    expect(shown).toMatchObject({ id: round.id, status: 'settled', bets: 1, stake: 5_000 });
    const verified = verifyRound(UPDOWN, {
      seed: shown.seed,
      previous: shown.commitment,
      roundNo: shown.chainIndex,
      salt: shown.salt,
    });
    expect(verified.valid).toBe(true);
    expect(verified.outcome).toEqual(JSON.parse(shown.result));

    const page = (
      await get(staff, `/admin-api/minigame/games/${encodeURIComponent(UPDOWN)}/rounds?page=1`)
    ).json();
    expect(page.total).toBe(3);
    expect(page.items.map((r: { status: string }) => r.status)).toEqual(['open', 'settled', 'void']);
  });

  it('turns a game’s maintenance on and off, audited; bets are refused while on', async () => {
    const round = await currentRound();
    const set = (maintenance: boolean, gameId = UPDOWN) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/minigame/games/${encodeURIComponent(gameId)}/maintenance`,
        headers: staff.headers,
        payload: { maintenance, reason: '점검' },
      });
    const on = await set(true);
    expect([on.statusCode, on.json()]).toEqual([200, { id: UPDOWN, maintenance: true }]);
    expect((await bet(member01, round.id, 'up', 5_000)).json().code).toBe('MINIGAME_MAINTENANCE');
    const games = (await get(staff, '/admin-api/minigame/games')).json();
    expect(games.find((g: { id: string }) => g.id === UPDOWN).maintenance).toBe(true);
    expect((await set(false)).json()).toEqual({ id: UPDOWN, maintenance: false });
    expect((await bet(member01, round.id, 'up', 5_000)).statusCode).toBe(200);

    const audits = await sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log
      WHERE action = 'minigame.game.maintenance' AND target_id = ${UPDOWN} ORDER BY id`;
    expect(audits).toEqual([
      {
        actorId: staff.user.id,
        oldValue: { maintenance: false },
        newValue: { maintenance: true },
        reason: '점검',
      },
      {
        actorId: staff.user.id,
        oldValue: { maintenance: true },
        newValue: { maintenance: false },
        reason: '점검',
      },
    ]);
    expect((await set(true, 'nope')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown round or game', async () => {
    expect((await get(staff, '/admin-api/minigame/rounds/999999')).json().code).toBe(
      'MINIGAME_ROUND_NOT_FOUND',
    );
    expect((await voidRound(999_999, { reason: '없음' })).statusCode).toBe(404);
    expect((await get(staff, '/admin-api/minigame/games/nope/rounds')).json().code).toBe(
      'MINIGAME_UNKNOWN_GAME',
    );
  });
});
