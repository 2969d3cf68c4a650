import { randomUUID } from 'node:crypto';
import { PRODUCTS, type RollingRequirement } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorWalletClient } from '../src/simulators/casino/createSimulatorWalletClient';
import { approve, deposit, expectLedgerConsistent, LONG_SESSION } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('casino and slot stakes roll their own deposit bonuses (spec §9 options 3 and 4)', () => {
  const secret = 'casino-rolling-secret';
  let t: TestApp;
  let member: LoggedIn;
  let call: ReturnType<typeof createSimulatorWalletClient>['call'];

  const rolling = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/bonus/rolling', headers: member.headers })
    ).json() as RollingRequirement[];
  const launch = async (thirdParty: string, game: string) => {
    const play = await t.app.inject({
      method: 'GET',
      url: `/enjoycx/play?userid=${member.user.userId}&thirdpartycode=${thirdParty}&gamecode=${game}&platform=PC`,
      headers: member.headers,
    });
    const token = new URL(play.json().data.link, 'http://kbet.test').searchParams.get('token') ?? '';
    return (round: string, action: 'bet' | 'rollback', amount = 0) =>
      call(action, {
        token,
        user: member.user.userId,
        round,
        game_code: game,
        transaction_uuid: `${round}-${action}`,
        ...(action === 'bet' ? { amount } : { reference_transaction_uuid: `${round}-bet` }),
      });
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { ...LONG_SESSION, casinoSimulatorSecret: secret } });
    await t.db.sql`
      UPDATE settings SET value = jsonb_set(value, '{products}', ${t.db.sql.json([...PRODUCTS])}::jsonb)
      WHERE key = 'bettingRules'`;
    member = await login(t.app, 'member04');
    ({ call } = createSimulatorWalletClient({
      secret,
      now: () => t.app.clock.now(),
      post: async ({ url, headers, body }) => {
        const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
        return { statusCode: response.statusCode, body: response.body };
      },
    }));
    const moved = await t.app.inject({
      method: 'POST',
      url: '/casino-money/transfer',
      headers: { ...member.headers, 'idempotency-key': randomUUID() },
      payload: { direction: 'toCasino', amount: 50_000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
  afterAll(() => t.close());

  it('counts slot stakes toward the slot bonus, not live casino ones, and gives a rolled-back stake back', async () => {
    const charge = await deposit(t, member, { depositAmount: 100_000, pointType: 4 });
    expect(charge.statusCode, charge.body).toBe(200);
    await approve(t, charge.json());
    expect((await rolling())[0]).toMatchObject({ bonusCode: 4, required: 110_000, products: ['slot'] });

    const slot = await launch('kbetslot', 'slot-gems');
    const baccarat = await launch('kbetlive', 'baccarat');
    expect((await slot('s1', 'bet', 3_000)).status).toBe('RS_OK');
    expect((await baccarat('c1', 'bet', 2_000)).status).toBe('RS_OK');
    expect((await slot('s2', 'bet', 1_000)).status).toBe('RS_OK');
    expect((await rolling())[0]?.progress).toBe(4_000);

    // The provider refunds the first spin: it was never wagered, so it no longer rolls the bonus.
    expect((await slot('s1', 'rollback')).status).toBe('RS_OK');
    expect((await rolling())[0]?.progress).toBe(1_000);
    // A replayed rollback gives nothing back twice.
    expect((await slot('s1', 'rollback')).status).toBe('RS_OK');
    expect((await rolling())[0]?.progress).toBe(1_000);
    await expectLedgerConsistent(t.db.sql);
  });

  it('counts live casino stakes toward the live casino bonus', async () => {
    const charge = await deposit(t, member, { depositAmount: 100_000, pointType: 3 });
    await approve(t, charge.json());
    const baccarat = await launch('kbetlive', 'baccarat');
    expect((await baccarat('c2', 'bet', 5_000)).status).toBe('RS_OK');
    const byCode = new Map((await rolling()).map((r) => [r.bonusCode, r.progress]));
    expect(byCode.get(3)).toBe(5_000);
    expect(byCode.get(4)).toBe(1_000);
  });
});
