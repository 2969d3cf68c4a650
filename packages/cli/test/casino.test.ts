import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CliTestContext, type LoggedIn, login as memberLogin, type TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as casinoDisable } from '../src/commands/casino/disable';
import { run as casinoEnable } from '../src/commands/casino/enable';
import { run as casinoGames } from '../src/commands/casino/games';
import { run as casinoProviders } from '../src/commands/casino/providers';
import { run as casinoReconcile } from '../src/commands/casino/reconcile';
import { run as casinoRounds } from '../src/commands/casino/rounds';
import { staffCli } from './support/staffCli';

describe('kbet casino against the real server', () => {
  let server: TestServer;
  let member01: LoggedIn;
  const staff = staffCli();
  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);

  /** member01 plays one slot spin of 1,000 won on the simulator (bet and win through the wallet). */
  const spin = async () => {
    const play = await server.app.inject({
      method: 'GET',
      url: '/enjoycx/play?userid=member01&thirdpartycode=kbetslot&gamecode=slot-gems&platform=PC',
      headers: member01.headers,
    });
    const token = new URL(play.json().data.link, 'http://kbet.test').searchParams.get('token');
    return server.app.inject({
      method: 'POST',
      url: '/sim/casino/round',
      payload: { token, game: 'slot-gems', bet: 1_000 },
    });
  };

  beforeAll(async () => {
    server = await staff.start();
    member01 = await memberLogin(server.app, 'member01');
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('lists providers and games', async () => {
    const ctx = await staff.context();
    expect(await casinoProviders({ json: true }, ctx)).toBe(0);
    expect(json(ctx)).toEqual([
      { id: 'kbetsim', name: 'kbet 시뮬레이터', enabled: true, maintenance: false },
    ]);
    const games = await staff.context();
    expect(await casinoGames({}, games)).toBe(0);
    expect(games.stdout.text).toContain('slot-fruits');
  });

  it('disables a provider (audited; launches refused) and enables it again', async () => {
    const ctx = await staff.context();
    expect(await casinoDisable({ provider: 'kbetsim', reason: '점검', yes: true, json: true }, ctx)).toBe(0);
    expect(json(ctx)).toMatchObject({ id: 'kbetsim', enabled: false });
    const refused = await server.app.inject({
      method: 'GET',
      url: '/enjoycx/play?userid=member01&thirdpartycode=kbetslot&gamecode=slot-gems&platform=PC',
      headers: member01.headers,
    });
    expect(refused.json()).toMatchObject({ message: '점검중입니다.' });
    const [audited] = await server.db.sql<{ reason: string }[]>`
      SELECT reason FROM audit_log WHERE action = 'casino.provider.enabled' ORDER BY id DESC LIMIT 1`;
    expect(audited?.reason).toBe('점검');
    expect(
      await casinoEnable({ provider: 'kbetsim', reason: '점검 완료', yes: true }, await staff.context()),
    ).toBe(0);
    const unknown = await staff.context();
    expect(await casinoEnable({ provider: 'nope', reason: 'x', yes: true, json: true }, unknown)).not.toBe(0);
  });

  it('shows a member’s wallet records and reconciles a day against the provider’s report', async () => {
    expect((await spin()).json()).toMatchObject({ ok: true });
    const ctx = await staff.context();
    expect(await casinoRounds({ member: 'member01', json: true }, ctx)).toBe(0);
    const records = json(ctx) as { action: string; roundId: string; amount: number }[];
    expect(records.map((r) => r.action)).toEqual(['credit', 'debit']);
    const roundId = records[1]?.roundId ?? '';
    const win = records[0]?.amount ?? 0;

    const day = '2026-01-01';
    const report = join(ctx.homedir, 'rounds.json');
    await writeFile(report, JSON.stringify([{ roundId, bet: 1_000, win, refund: 0 }]));
    const clean = await staff.context();
    expect(await casinoReconcile({ provider: 'kbetsim', day, report, json: true }, clean)).toBe(0);
    expect(json(clean)).toEqual({ provider: 'kbetsim', day, checked: 1, mismatches: [] });

    await writeFile(
      report,
      JSON.stringify([
        { roundId, bet: 2_000, win, refund: 0 },
        { roundId: 'ghost', bet: 1, win: 0, refund: 0 },
      ]),
    );
    const off = await staff.context();
    expect(await casinoReconcile({ provider: 'kbetsim', day, report }, off)).toBe(0);
    expect(off.stdout.text).toContain('2 mismatched');
  });
});
