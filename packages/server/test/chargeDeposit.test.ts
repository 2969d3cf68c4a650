import { ko, PRODUCTS } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRollingProgress } from '../src/domain/bonus/recordRollingProgress';
import { waiveRolling } from '../src/domain/bonus/waiveRolling';
import { type HouseAccountKind, houseBalance } from '../src/domain/ledger';
import {
  approve,
  deposit,
  expectLedgerConsistent,
  LONG_SESSION,
  refusal,
  reject,
  snapshot,
  staffId,
  wallet,
} from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('deposit requests and their approval (spec §5 deposit, §9 bonus options)', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    // Every product offered, so each bonus option's figures are reachable here (bonusRolling tests the hiding).
    await t.db.sql`
      UPDATE settings SET value = jsonb_set(value, '{products}', ${t.db.sql.json([...PRODUCTS])}::jsonb)
      WHERE key = 'bettingRules'`;
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  const house = (kind: HouseAccountKind) => houseBalance(t.db.sql, kind);
  const listDeposits = async (session: LoggedIn) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/charge?memberId=${session.user.id}&perpage=10&page=1&depositMode=0`,
        headers: session.headers,
      })
    ).json();

  it.each([
    ['no bonus option', { pointType: undefined }, 'DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.'],
    ['the placeholder option 0', { pointType: 0 }, 'DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.'],
    ['an unknown option', { pointType: 9 }, 'DEPOSIT_BONUS_REQUIRED', '보너스를 선택해 주세요.'],
    ['under 10,000 won', { depositAmount: 9_000 }, 'DEPOSIT_MIN', '10,000원 이상 충전신청 가능합니다.'],
    [
      'not a multiple of 1,000',
      { depositAmount: 10_500 },
      'DEPOSIT_UNIT',
      '1,000원 단위로 충전신청 가능합니다.',
    ],
    [
      'over 100,000,000 won',
      { depositAmount: 100_001_000 },
      'DEPOSIT_MAX',
      '1회 최대 100,000,000원까지 충전신청 가능합니다.',
    ],
  ])('refuses %s with 400 and its Korean message, changing nothing', async (_, fields, code, message) => {
    const before = await snapshot(t.db.sql);
    const response = await deposit(t, member01, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(code, message));
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it.each([
    ['a decimal amount', 10_000.5, 'AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.'],
    ['a text amount', '10000', 'AMOUNT_NUMERIC', '숫자로 입력해 주세요.'],
    ['no amount', undefined, 'FIELD_REQUIRED', '위 항목을 입력해주세요.'],
  ])(
    'refuses %s at the schema with 400 and its Korean message, changing nothing',
    async (_, depositAmount, code, message) => {
      const before = await snapshot(t.db.sql);
      const response = await deposit(t, member01, { depositAmount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...refusal(code, message),
        data: { issues: [{ path: 'body.depositAmount', message }] },
      });
      expect(await snapshot(t.db.sql)).toEqual(before);
    },
  );

  it('a negative amount is under the minimum, as the client says (DEPOSIT_MIN)', async () => {
    const response = await deposit(t, member01, { depositAmount: -10_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('DEPOSIT_MIN', ko.DEPOSIT_MIN));
  });

  it('a processing deposit cannot be hidden (409 CHARGE_HIDE_UNFINISHED), as the SDK rule says', async () => {
    const id = (await deposit(t, member01, { depositAmount: 20_000 })).json();
    const before = await snapshot(t.db.sql);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/charge/${id}`,
      headers: member01.headers,
      payload: { id, userDisplayFlag: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('CHARGE_HIDE_UNFINISHED', ko.CHARGE_HIDE_UNFINISHED));
    expect(await snapshot(t.db.sql)).toEqual(before);
    // Settled by staff, it is no longer pending for the tests below.
    await reject(t, id, '테스트 정리');
  });

  it('accepts exactly 100,000,000 won; a request moves no money and is processing (status 0)', async () => {
    const before = await wallet(t.db.sql, member01.user.id);
    const response = await deposit(t, member01, { depositAmount: 100_000_000, depositName: '김민준' });
    expect(response.statusCode).toBe(200);
    const id = response.json();
    expect(id).toBeTypeOf('number');
    expect(await wallet(t.db.sql, member01.user.id)).toEqual(before);
    const [listed] = await listDeposits(member01);
    expect(listed).toEqual({
      id,
      memberId: member01.user.id,
      depositMode: 0,
      depositAmount: 100_000_000,
      depositName: '김민준',
      duplicate: 0,
      userDisplayFlag: 1,
      type: 0,
      pointType: 5,
      pointFlag: 0,
      confirmFlag: 0,
      depositDate: t.clock.now().toISOString(),
      processDate: null,
      status: 0,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const [entry] = await t.db.sql`
      SELECT actor_id, new_value FROM audit_log WHERE action = 'charge.request' AND target_id = ${String(id)}`;
    expect(entry).toEqual({
      actorId: member01.user.id,
      newValue: { depositMode: 0, depositAmount: 100_000_000, type: 0, status: 0 },
    });
    await reject(t, id);
  });

  it("a blank depositor name becomes the member's account holder; duplicate counts processing requests", async () => {
    const first = (await deposit(t, member02, { depositAmount: 20_000, type: 2 })).json();
    const second = (await deposit(t, member02, { depositAmount: 30_000 })).json();
    const rows = await listDeposits(member02);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([second, first]);
    expect(rows[1]).toMatchObject({ depositName: '이서연', type: 2, duplicate: 0 });
    expect(rows[0]).toMatchObject({ depositName: '이서연', type: 0, duplicate: 1 });
    await reject(t, first);
    await reject(t, second);
  });

  it('replays the same Idempotency-Key once; another body under it is 422', async () => {
    const first = await deposit(t, member01, { depositAmount: 50_000 }, 'dep-1');
    const again = await deposit(t, member01, { depositAmount: 50_000 }, 'dep-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toBe(first.json());
    const [count] = await t.db.sql`SELECT count(*)::int AS n FROM charges WHERE deposit_amount = 50000`;
    expect(count?.n).toBe(1);
    const other = await deposit(t, member01, { depositAmount: 60_000 }, 'dep-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual(refusal('IDEMPOTENCY_KEY_REUSED', ko.IDEMPOTENCY_KEY_REUSED));
    await reject(t, first.json());
  });

  it('approval credits the deposit from house_cash, the 15% sports bonus from house_bonus, and records 100% rolling', async () => {
    const id = (await deposit(t, member01, { depositAmount: 1_000_000, pointType: 1 })).json();
    const before = await wallet(t.db.sql, member01.user.id);
    const [cash, bonus] = [await house('house_cash'), await house('house_bonus')];
    t.clock.advance(60_000);
    const approved = await approve(t, id, '입금 확인');
    expect(approved).toMatchObject({
      status: 1,
      bonusAmount: 150_000,
      processReason: '입금 확인',
      processDate: t.clock.now(),
    });
    expect(await wallet(t.db.sql, member01.user.id)).toEqual({
      ...before,
      emoney: before.emoney + 1_150_000,
    });
    expect(await house('house_cash')).toBe(cash - 1_000_000);
    expect(await house('house_bonus')).toBe(bonus - 150_000);

    const movements = await t.db.sql`
      SELECT kind, dedupe_key, memo FROM ledger_transactions WHERE ref_type = 'charge' AND ref_id = ${String(id)}
      ORDER BY id`;
    expect(movements).toEqual([
      { kind: 'deposit', dedupeKey: `charge:${id}:deposit`, memo: '충전 승인' },
      { kind: 'deposit_bonus', dedupeKey: `charge:${id}:bonus`, memo: '충전 보너스 (스포츠 (3폴더 이상))' },
    ]);
    const [rolling] = await t.db
      .sql`SELECT required, progress, completed_at FROM rolling_requirements WHERE charge_id = ${id}`;
    expect(rolling).toEqual({ required: 1_150_000, progress: 0, completedAt: null });
    const [entry] = await t.db.sql`
      SELECT actor_id, old_value, new_value, reason FROM audit_log WHERE action = 'charge.approve' AND target_id = ${String(id)}`;
    expect(entry).toEqual({
      actorId: await staffId(t.db.sql),
      oldValue: { status: 0 },
      newValue: { status: 1, bonusAmount: 150_000 },
      reason: '입금 확인',
    });
    const [listed] = await listDeposits(member01);
    expect(listed).toMatchObject({ id, status: 1, processDate: t.clock.now().toISOString() });
    await expectLedgerConsistent(t.db.sql);
  });

  it('a status moves from processing once: approving or rejecting again is 409 and moves nothing', async () => {
    const [done] = await t.db.sql`SELECT id FROM charges WHERE status = 1 LIMIT 1`;
    const before = await snapshot(t.db.sql);
    for (const decide of [approve, reject]) {
      await expect(decide(t, done!.id)).rejects.toMatchObject({
        code: 'CHARGE_ALREADY_PROCESSED',
        message: ko.CHARGE_ALREADY_PROCESSED,
      });
    }
    await expect(approve(t, 999_999)).rejects.toMatchObject({ code: 'ERR_NOT_FOUND' });
    expect(await snapshot(t.db.sql)).toEqual(before);
    await expect(
      t.db.sql`UPDATE charges SET status = 0, process_date = NULL WHERE id = ${done!.id}`,
    ).rejects.toThrow(/already left processing/);
    await expect(t.db.sql`UPDATE charges SET deposit_amount = 1 WHERE id = ${done!.id}`).rejects.toThrow(
      /immutable/,
    );
  });

  it('caps the bonus at 500,000 won (SDK MAX_DEPOSIT_BONUS); rolling is on deposit plus the capped bonus', async () => {
    const member05 = await login(t.app, 'member05');
    const id = (await deposit(t, member05, { depositAmount: 5_000_000, pointType: 1 })).json();
    const before = await wallet(t.db.sql, member05.user.id);
    expect((await approve(t, id)).bonusAmount).toBe(500_000);
    expect((await wallet(t.db.sql, member05.user.id)).emoney).toBe(before.emoney + 5_500_000);
    const [rolling] = await t.db.sql`SELECT required FROM rolling_requirements WHERE charge_id = ${id}`;
    expect(rolling?.required).toBe(5_500_000);
  });

  it.each([
    [3, 50_000, 3_150_000],
    [2, 50_000, 1_050_000],
    [4, 100_000, 1_100_000],
    [6, 50_000, 1_050_000],
    [7, 0, null],
    [5, 0, null],
  ])('bonus option %i on 1,000,000 won pays %i with rolling %s', async (pointType, bonus, required) => {
    const member03 = await login(t.app, 'member03');
    const id = (await deposit(t, member03, { depositAmount: 1_000_000, pointType })).json();
    const before = await wallet(t.db.sql, member03.user.id);
    expect((await approve(t, id)).bonusAmount).toBe(bonus);
    expect((await wallet(t.db.sql, member03.user.id)).emoney).toBe(before.emoney + 1_000_000 + bonus);
    const rows = await t.db.sql`SELECT required FROM rolling_requirements WHERE charge_id = ${id}`;
    expect(rows.map((r) => r.required)).toEqual(required === null ? [] : [required]);
  });

  it('rejection cancels a deposit (status 2) without moving money, audited', async () => {
    const id = (await deposit(t, member02, { depositAmount: 40_000 })).json();
    const before = await wallet(t.db.sql, member02.user.id);
    const rejected = await reject(t, id, '입금 미확인');
    expect(rejected).toMatchObject({ status: 2, bonusAmount: null, processReason: '입금 미확인' });
    expect(await wallet(t.db.sql, member02.user.id)).toEqual(before);
    const [entry] = await t.db.sql`
      SELECT old_value, new_value, reason FROM audit_log WHERE action = 'charge.reject' AND target_id = ${String(id)}`;
    expect(entry).toEqual({ oldValue: { status: 0 }, newValue: { status: 2 }, reason: '입금 미확인' });
    const [ledger] = await t.db
      .sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE ref_id = ${String(id)}`;
    expect(ledger?.n).toBe(0);
  });

  it('bets count toward rolling, oldest requirement first, and complete it exactly', async () => {
    const memberId = member01.user.id;
    const qualifying = { product: 'sports', folderOdds: ['1.5', '1.5', '1.5'] } as const;
    const rolled = (stake: number) =>
      t.db.sql.begin((tx) => recordRollingProgress(tx, memberId, { amount: stake, turnover: qualifying }));
    expect(await rolled(1_000_000)).toBe(1_000_000);
    expect(await rolled(200_000)).toBe(150_000);
    expect(await rolled(10_000)).toBe(0);
    const [rolling] = await t.db.sql`
      SELECT progress, completed_at FROM rolling_requirements WHERE member_id = ${memberId}`;
    expect(rolling?.progress).toBe(1_150_000);
    expect(rolling?.completedAt).toBeInstanceOf(Date);
    const [done] = await t.db
      .sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'rolling.completed'`;
    expect(done?.n).toBe(1);
  });

  it('staff may waive open rolling requirements, audited with the reason', async () => {
    const member05 = await login(t.app, 'member05');
    const actorId = await staffId(t.db.sql);
    const waived = await t.db.sql.begin((tx) =>
      waiveRolling(tx, { memberId: member05.user.id, actorId, reason: '보너스 소진' }),
    );
    expect(waived).toBe(1);
    const [entry] = await t.db.sql`
      SELECT actor_id, old_value, reason FROM audit_log WHERE action = 'rolling.waive'`;
    expect(entry).toEqual({
      actorId,
      oldValue: { required: 5_500_000, progress: 0, completed: false },
      reason: '보너스 소진',
    });
  });

  it('a member in a self-exclusion cannot request a deposit (403) and gets no bonus on an earlier one', async () => {
    const member04 = await login(t.app, 'member04');
    const earlier = (await deposit(t, member04, { depositAmount: 100_000, pointType: 1 })).json();
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${member04.user.id}, 'self_exclusion', ${now}, ${new Date(now.getTime() + 200 * 86_400_000)})`;
    const before = await snapshot(t.db.sql);
    const response = await deposit(t, member04, { depositAmount: 100_000 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(refusal('RG_SELF_EXCLUDED', ko.RG_SELF_EXCLUDED));
    expect(await snapshot(t.db.sql)).toEqual(before);

    const walletBefore = await wallet(t.db.sql, member04.user.id);
    expect((await approve(t, earlier)).bonusAmount).toBe(0);
    expect((await wallet(t.db.sql, member04.user.id)).emoney).toBe(walletBefore.emoney + 100_000);
    const rows = await t.db.sql`SELECT id FROM rolling_requirements WHERE charge_id = ${earlier}`;
    expect(rows).toEqual([]);
  });

  it('a deposit over the responsible-gambling limit is refused (409 RG_DEPOSIT_LIMIT) and changes nothing', async () => {
    const partner01 = await login(t.app, 'partner01');
    await t.db.sql`
      INSERT INTO rg_deposit_limits (member_id, period, amount, updated_at)
      VALUES (${partner01.user.id}, 'day', 50000, ${t.clock.now()})`;
    const before = await snapshot(t.db.sql);
    const response = await deposit(t, partner01, { depositAmount: 60_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('RG_DEPOSIT_LIMIT');
    expect(await snapshot(t.db.sql)).toEqual(before);
    expect((await deposit(t, partner01, { depositAmount: 50_000 })).statusCode).toBe(200);
    await expectLedgerConsistent(t.db.sql);
  });
});
