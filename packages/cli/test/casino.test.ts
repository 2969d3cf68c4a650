import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CliTestContext, type LoggedIn, login as memberLogin, type TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as casinoDisable } from '../src/commands/casino/disable';
import { run as casinoEnable } from '../src/commands/casino/enable';
import { run as casinoGames } from '../src/commands/casino/games';
import { run as casinoMaintenance } from '../src/commands/casino/maintenance';
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
      { id: 'realpoker', name: '리얼포커', enabled: true, maintenance: false },
      { id: 'revolution', name: '레볼루션 홀덤', enabled: true, maintenance: false },
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

  it('puts a provider in maintenance (audited): the lobby shows it as 점검중, launches are refused, then it reopens', async () => {
    const lobby = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/casino/vendors?vertical=slot',
          headers: member01.headers,
        })
      ).json() as { thirdPartyCode: string; maintenanceFlag: number }[];
    const ctx = await staff.context();
    expect(
      await casinoMaintenance(
        { provider: 'kbetsim', state: 'on', reason: '정기 점검', yes: true, json: true },
        ctx,
      ),
    ).toBe(0);
    expect(json(ctx)).toMatchObject({ id: 'kbetsim', enabled: true, maintenance: true });
    expect(await lobby()).toEqual([
      expect.objectContaining({ thirdPartyCode: 'kbetslot', maintenanceFlag: 1 }),
    ]);
    const refused = await server.app.inject({
      method: 'GET',
      url: '/enjoycx/play?userid=member01&thirdpartycode=kbetslot&gamecode=slot-gems&platform=PC',
      headers: member01.headers,
    });
    expect(refused.json()).toMatchObject({ code: 'CASINO_MAINTENANCE', message: '점검중입니다.' });
    const [audited] = await server.db.sql<{ reason: string }[]>`
      SELECT reason FROM audit_log WHERE action = 'casino.provider.maintenance' ORDER BY id DESC LIMIT 1`;
    expect(audited?.reason).toBe('정기 점검');

    const off = await staff.context();
    expect(
      await casinoMaintenance({ provider: 'kbetsim', state: 'off', reason: '점검 완료', yes: true }, off),
    ).toBe(0);
    expect(off.stdout.text).toContain('kbetsim: enabled');
    expect(await lobby()).toEqual([
      expect.objectContaining({ thirdPartyCode: 'kbetslot', maintenanceFlag: 0 }),
    ]);
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
    expect(await casinoReconcile({ provider: 'kbetsim', day, report }, off)).toBe(1);
    expect(off.stdout.text).toContain('2 mismatched');
  });

  it('reconciles a day against the simulator’s own round report, and fails on an injected mismatch', async () => {
    expect((await spin()).json()).toMatchObject({ ok: true });
    const day = '2026-01-01';
    const own = await staff.context();
    expect(await casinoReconcile({ provider: 'kbetsim', day, json: true }, own)).toBe(0);
    const result = json(own) as { checked: number; mismatches: unknown[] };
    expect(result.checked).toBeGreaterThanOrEqual(2);
    expect(result.mismatches).toEqual([]);

    // The provider's books say one round staked 500 more than our wallet took.
    const [round] = await server.db.sql<{ roundId: string; bet: number; win: number }[]>`
      UPDATE sim_provider_rounds SET bet = bet + 500
      WHERE (provider_id, round_id) = (SELECT provider_id, round_id FROM sim_provider_rounds ORDER BY created_at DESC LIMIT 1)
      RETURNING round_id, bet, win`;
    const off = await staff.context();
    expect(await casinoReconcile({ provider: 'kbetsim', day, json: true }, off)).toBe(1);
    expect((json(off) as { mismatches: unknown[] }).mismatches).toEqual([
      {
        roundId: round?.roundId,
        ours: { roundId: round?.roundId, bet: (round?.bet ?? 0) - 500, win: round?.win, refund: 0 },
        theirs: { roundId: round?.roundId, bet: round?.bet, win: round?.win, refund: 0 },
      },
    ]);
    const audited = await server.db.sql<{ newValue: { mismatches: number } }[]>`
      SELECT new_value FROM audit_log WHERE action = 'casino.reconcile' ORDER BY id DESC LIMIT 1`;
    expect(audited[0]?.newValue.mismatches).toBe(1);
  });
});
