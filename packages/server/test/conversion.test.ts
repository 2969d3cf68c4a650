import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerConsistent, postMoney, refusal, snapshot, wallet } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('point and comp conversion and logs (spec §5 conversions, §7)', () => {
  let t: TestApp;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  const updatedAt = async (session: LoggedIn) =>
    (
      await t.app.inject({ method: 'GET', url: `/member/${session.user.id}`, headers: session.headers })
    ).json().updatedAt as string;
  const convert = async (
    kind: 'point' | 'comp',
    amount: number | string,
    options: { userUpdatedAt?: string; key?: string } = {},
  ) =>
    postMoney(
      t,
      member01,
      kind === 'point' ? '/emoney/pointToEmoney' : '/emoney/compToEmoney',
      {
        memberId: member01.user.id,
        [kind]: amount,
        userUpdatedAt: options.userUpdatedAt ?? (await updatedAt(member01)),
      },
      options.key,
    );
  const log = async (kind: 'point' | 'comp') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/${kind}/user/${member01.user.id}`,
        headers: member01.headers,
      })
    ).json();

  it.each([
    ['point', 4_999, 'POINT_CONVERT_MIN', '5,000포인트 이상 전환가능합니다.'],
    ['comp', 99, 'COMP_CONVERT_MIN', '100콤프 이상 전환가능합니다.'],
    ['point', -5_000, 'POINT_CONVERT_MIN', '5,000포인트 이상 전환가능합니다.'],
    ['point', 5_000.5, 'AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.'],
    ['comp', '100', 'AMOUNT_NUMERIC', '숫자로 입력해 주세요.'],
  ] as const)(
    'refuses %s %o with 400 %s and the spec message, changing nothing',
    async (kind, amount, code, message) => {
      const before = await snapshot(t.db.sql);
      const response = await convert(kind, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...refusal(code, message),
        data: { issues: [{ path: `body.${kind}`, message }] },
      });
      expect(await snapshot(t.db.sql)).toEqual(before);
    },
  );

  it('refuses a stale userUpdatedAt with 409 STALE_USER, changing nothing', async () => {
    const current = await updatedAt(member01);
    const before = await snapshot(t.db.sql);
    const stale = new Date(Date.parse(current) - 1).toISOString();
    const response = await convert('point', 5_000, { userUpdatedAt: stale });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'STALE_USER',
      message: '회원정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.',
      data: { updatedAt: current },
    });
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('converts 5,000 points to 5,000 won of cash: 포인트 전환성공, and updatedAt moves', async () => {
    const before = await wallet(t.db.sql, member01.user.id);
    const seen = await updatedAt(member01);
    const response = await convert('point', 5_000, { userUpdatedAt: seen, key: 'pt-1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('포인트 전환성공');
    expect(await wallet(t.db.sql, member01.user.id)).toEqual({
      ...before,
      emoney: before.emoney + 5_000,
      point: before.point - 5_000,
    });
    expect(await updatedAt(member01)).not.toBe(seen);

    const replay = await convert('point', 5_000, { userUpdatedAt: seen, key: 'pt-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe('포인트 전환성공');
    expect((await wallet(t.db.sql, member01.user.id)).point).toBe(before.point - 5_000);
    const reused = await convert('point', 6_000, { userUpdatedAt: seen, key: 'pt-1' });
    expect(reused.statusCode).toBe(422);

    // A new request (new key) that echoes the updatedAt seen before the conversion is stale.
    const stale = await convert('point', 5_000, { key: 'pt-2', userUpdatedAt: seen });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses converting more than held with 409 ERR_INSUFFICIENT_FUNDS, changing nothing', async () => {
    const before = await snapshot(t.db.sql);
    const response = await convert('point', 10_000);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ERR_INSUFFICIENT_FUNDS',
      message: ko.ERR_INSUFFICIENT_FUNDS,
      data: { kind: 'point', balance: 5_000 },
    });
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('converts comp from 100: 콤프 전환성공', async () => {
    const before = await wallet(t.db.sql, member01.user.id);
    const response = await convert('comp', 100);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('콤프 전환성공');
    expect(await wallet(t.db.sql, member01.user.id)).toEqual({
      ...before,
      emoney: before.emoney + 100,
      comp: before.comp - 100,
    });
    await expectLedgerConsistent(t.db.sql);
  });

  it('GET /point/user/{id} lists the point wallet changes newest first, from the ledger', async () => {
    const lines = await log('point');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ pointMemo: '포인트 전환', point: -5_000, totalPoint: 5_000 });
    expect(lines[1]).toMatchObject({ pointMemo: '데모 모의머니 지급', point: 10_000, totalPoint: 10_000 });
    expect(Date.parse(lines[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(lines[1].createdAt));
  });

  it('GET /comp/user/{id} lists the comp wallet changes', async () => {
    const lines = await log('comp');
    expect(lines.map((l: Record<string, unknown>) => [l.compMemo, l.comp, l.totalComp])).toEqual([
      ['콤프 전환', -100, 900],
      ['데모 모의머니 지급', 1_000, 1_000],
    ]);
  });
});
