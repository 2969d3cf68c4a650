import { gameDetailType, totalOdds } from '@kbet/sdk';
import {
  betting,
  type CliTestContext,
  emoney,
  insertFixture,
  matchResult,
  login as memberLogin,
  postBet,
  type TestServer,
} from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { run as fixturesList } from '../src/commands/fixtures/list';
import { run as fixturesResettle } from '../src/commands/fixtures/resettle';
import { run as fixturesResult } from '../src/commands/fixtures/result';
import { run as fixturesShow } from '../src/commands/fixtures/show';
import { run as fixturesVoid } from '../src/commands/fixtures/void';
import { staffCli } from './support/staffCli';

describe('kbet fixtures', () => {
  let server: TestServer;
  let memberId: number;
  const staff = staffCli();
  const context = staff.context;
  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);

  beforeAll(async () => {
    server = await staff.start();
    for (const id of [9001, 9002]) {
      await insertFixture(server.db.sql, {
        id,
        startDate: new Date(server.clock.now().getTime() + 3_600_000),
        markets: [matchResult(id)],
      });
    }
    const member = await memberLogin(server.app, 'member04');
    memberId = member.user.id;
    for (const oddsId of ['9001_1_1', '9002_1_2']) {
      const leg = await betting(server.db.sql, oddsId);
      const placed = await postBet(server.app, member, {
        memberId,
        totalRatio: totalOdds([{ odds: leg.betPrice }]),
        amounts: 10_000,
        bettings: [leg],
        gameDetailType: gameDetailType('EU', 1),
        gameStyle: 'EU',
        changeFlag: false,
      });
      expect(placed.statusCode).toBe(200);
    }
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('lists and shows fixtures with their slips', async () => {
    const ctx = await context();
    expect(await fixturesList({ status: 'not-started', json: true }, ctx)).toBe(0);
    expect(json(ctx).map((f: { id: number }) => f.id)).toEqual([9002, 9001]);
    expect(json(ctx)[1]).toMatchObject({
      id: 9001,
      homeName: '울산',
      awayName: '서울',
      slips: 1,
      waitingSlips: 1,
    });
    ctx.reset();
    expect(await fixturesShow({ id: 9001 }, ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('울산 vs 서울');
    expect(ctx.stdout.text).toContain('9001_1_X');
  });

  it('enters a result, then re-settles it: the bet is paid, then reversed', async () => {
    const before = await emoney(server.db.sql, memberId);
    const ctx = await context();
    const result = { id: 9001, periods: '10:1-0 20:1-0', reason: '수동 입력', yes: true };
    // The fixture starts in an hour: a final result now needs its own confirmation, or --force.
    expect(await fixturesResult({ ...result, json: true }, ctx)).toBe(1);
    const refused = JSON.parse(ctx.stderr.text).error;
    expect(refused.code).toBe('FORCE_REQUIRED');
    expect(refused.message).toMatch(
      /^Fixture 9001 has not started yet \(starts \d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST\): pass --force/,
    );
    const tty = await context({ tty: true, answers: [false] });
    expect(await fixturesResult(result, tty)).toBe(2);
    const why = refused.message.slice(0, refused.message.indexOf('): ') + 1);
    expect(tty.asked).toEqual([`${why}. Enter its final result anyway?`]);
    expect(await emoney(server.db.sql, memberId)).toBe(before);

    ctx.reset();
    expect(await fixturesResult({ ...result, force: true, json: true }, ctx)).toBe(0);
    expect(json(ctx)).toMatchObject({
      fixture: { id: 9001, status: 3, homeScore: 2, awayScore: 0 },
      settled: 1,
      resettled: 0,
    });
    expect(await emoney(server.db.sql, memberId)).toBe(before + 19_000);
    const [audited] = await server.db.sql<{ newValue: { forced?: unknown } }[]>`
      SELECT new_value FROM audit_log WHERE action = 'fixture.result' AND target_id = '9001'`;
    expect(audited?.newValue.forced).toEqual({ beforeStart: true, inPlay: false });

    ctx.reset();
    expect(await fixturesResult({ ...result, json: true }, ctx)).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error.code).toBe('FIXTURE_ALREADY_RESULTED');

    ctx.reset();
    expect(await fixturesResettle({ ...result, periods: '10:0-0,20:0-1', reason: 'VAR 판독' }, ctx)).toBe(0);
    expect(ctx.stdout.text).toBe(
      'Fixture 9001 울산 0:1 서울 (finished): 0 settled, 1 re-settled, 0 back to waiting, 0 unchanged\n',
    );
    expect(await emoney(server.db.sql, memberId)).toBe(before);
  });

  it('voids a fixture from argv, and asks for what is missing only on a terminal', async () => {
    const ctx = await context();
    expect(await main(['fixtures', 'void', '9002', '--reason', '경기 취소', '--yes', '--json'], ctx)).toBe(0);
    expect(json(ctx)).toMatchObject({ fixture: { id: 9002, status: 4 }, settled: 1 });

    ctx.reset();
    expect(await fixturesResettle({ id: 9002, reason: 'x', yes: true, json: true }, ctx)).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error.code).toBe('MISSING_FLAG');
    ctx.reset();
    expect(
      await fixturesResettle({ id: 9002, periods: '1-0', reason: 'x', yes: true, json: true }, ctx),
    ).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error.code).toBe('INVALID_VALUE');

    const tty = await context({ tty: true, answers: [false, '10:0-0 20:0-0', '결과 확인', false] });
    expect(await fixturesVoid({ id: 9002, reason: 'x' }, tty)).toBe(2);
    expect(await fixturesResettle({ id: 9002 }, tty)).toBe(2);
    expect(tty.asked).toEqual([
      'Void fixture 9002? Its legs count as odds 1 and its bets are settled.',
      'Period scores (e.g. 10:1-0 20:0-1)',
      'Reason',
      'Change the result of fixture 9002? Its bets are re-settled.',
    ]);
  });
});
