import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRollingProgress } from '../src/domain/bonus/recordRollingProgress';
import { houseBalance } from '../src/domain/ledger';
import {
  approve,
  deposit,
  expectLedgerConsistent,
  LONG_SESSION,
  refusal,
  reject,
  snapshot,
  wallet,
  withdraw,
} from './moneyTestKit';
import { createTestApp, fundMember, type LoggedIn, login, type TestApp } from './support/testApp';

const HOUR = 60 * 60_000;

describe('withdrawal requests (spec §5 withdrawal, §9 displayed rules)', () => {
  let t: TestApp;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    member01 = await login(t.app, 'member01');
  });
  afterAll(() => t.close());

  /** Moves the test clock forward to the next hh:mm Korean time. */
  const advanceToKst = (hour: number, minute: number) => {
    const now = t.clock.now().getTime();
    const kstMinute = Math.floor((now + 9 * HOUR) / 60_000) % (24 * 60);
    const target = hour * 60 + minute;
    t.clock.advance(((target - kstMinute + 24 * 60) % (24 * 60) || 24 * 60) * 60_000);
  };
  const grant = (memberId: number, amount: number) =>
    fundMember(t.db.sql, memberId, amount, { kind: 'test_grant' });
  const list = async (session: LoggedIn, query = '&depositMode=1') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/charge?memberId=${session.user.id}${query}`,
        headers: session.headers,
      })
    ).json();
  const hide = (session: LoggedIn, id: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/charge/${id}`,
      headers: session.headers,
      payload: { id, userDisplayFlag: 0 },
    });
  /** A refused withdrawal: exact status and body, and nothing changed. */
  const expectRefused = async (
    session: LoggedIn,
    fields: Record<string, unknown>,
    status: number,
    code: string,
    message: string,
  ) => {
    const before = await snapshot(t.db.sql);
    const response = await withdraw(t, session, fields);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(refusal(code, message));
    expect(await snapshot(t.db.sql)).toEqual(before);
  };

  it('a wrong or missing account password is 400 WITHDRAW_PASSWORD_MISMATCH (입출금 비밀번호가 다릅니다.)', async () => {
    await expectRefused(
      member01,
      { bankAccountPssword: '4321' },
      400,
      'WITHDRAW_PASSWORD_MISMATCH',
      '입출금 비밀번호가 다릅니다.',
    );
    await expectRefused(
      member01,
      { bankAccountPssword: undefined },
      400,
      'WITHDRAW_PASSWORD_MISMATCH',
      '입출금 비밀번호가 다릅니다.',
    );
    await t.db.sql`DELETE FROM account_password_failures`;
  });

  it.each([
    [{ depositAmount: 5_000 }, 'WITHDRAW_MIN', '10,000원 이상 출금신청 가능합니다.'],
    [{ depositAmount: 15_000 }, 'WITHDRAW_UNIT', '10,000원 단위로 출금신청 가능합니다.'],
    [{ depositAmount: 1_010_000 }, 'WITHDRAW_OVER_CASH', '보유캐시보다 많은 금액을 입력했습니다.'],
    [{ depositAmount: 10_000.5 }, 'AMOUNT_NO_DECIMALS', '원단위는 입력 불가능합니다.'],
    [{ depositAmount: '만원' }, 'AMOUNT_NUMERIC', '숫자로 입력해 주세요.'],
  ])('refuses %o with 400 %s', async (fields, code, message) => {
    await expectRefused(member01, fields, 400, code, message);
  });

  it('withdraws only to a bank account (type 0)', async () => {
    await expectRefused(member01, { type: 1 }, 400, 'ERR_INVALID_INPUT', ko.ERR_INVALID_INPUT);
  });

  it('only to an own-name account: another holder name is refused, spacing does not matter', async () => {
    await expectRefused(
      member01,
      { depositName: '홍길동' },
      400,
      'WITHDRAW_OWN_NAME',
      '본인 명의 계좌로만 출금 가능합니다.',
    );
    expect((await withdraw(t, member01, { depositName: '김 민준' })).statusCode).toBe(200);
  });

  it('reserves the amount at once: emoney moves to the hold, and the record is processing', async () => {
    const [row] = await list(member01);
    expect(row).toMatchObject({
      depositMode: 1,
      depositAmount: 100_000,
      depositName: '김 민준',
      status: 0,
      processDate: null,
    });
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ emoney: 900_000, held: 100_000 });
    const [hold] = await t.db.sql`
      SELECT kind, dedupe_key, memo, created_by FROM ledger_transactions WHERE ref_id = ${String(row.id)}`;
    expect(hold).toEqual({
      kind: 'withdrawal_hold',
      dedupeKey: `charge:${row.id}:hold`,
      memo: '출금 신청',
      createdBy: member01.user.id,
    });
    await expectLedgerConsistent(t.db.sql);
  });

  it('a processing withdrawal cannot be hidden (409 CHARGE_HIDE_UNFINISHED)', async () => {
    const [row] = await list(member01);
    const before = await snapshot(t.db.sql);
    const response = await hide(member01, row.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('CHARGE_HIDE_UNFINISHED', ko.CHARGE_HIDE_UNFINISHED));
    expect(await snapshot(t.db.sql)).toEqual(before);
  });

  it('2 hours between withdrawals (WITHDRAW_INTERVAL), exactly 2 hours later is fine', async () => {
    t.clock.advance(2 * HOUR - 1_000);
    await expectRefused(
      member01,
      {},
      400,
      'WITHDRAW_INTERVAL',
      '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.',
    );
    t.clock.advance(1_000);
    expect((await withdraw(t, member01)).statusCode).toBe(200);
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ emoney: 800_000, held: 200_000 });
  });

  it('approval pays the held amount out to house_cash; the finished record can then be hidden', async () => {
    const [latest, first] = await list(member01);
    const cash = await houseBalance(t.db.sql, 'house_cash');
    const approved = await approve(t, first.id, '출금 처리');
    expect(approved).toMatchObject({ status: 1, processReason: '출금 처리', bonusAmount: null });
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ emoney: 800_000, held: 100_000 });
    expect(await houseBalance(t.db.sql, 'house_cash')).toBe(cash + 100_000);

    const hidden = await hide(member01, first.id);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe('삭제되었습니다.');
    expect((await list(member01)).map((r: { id: number }) => r.id)).toEqual([latest.id]);
    expect((await hide(member01, first.id)).statusCode).toBe(200);
    const [entry] = await t.db.sql`SELECT old_value, new_value FROM audit_log WHERE action = 'charge.hide'`;
    expect(entry).toEqual({ oldValue: { userDisplayFlag: 1 }, newValue: { userDisplayFlag: 0 } });
  });

  it('rejection releases the hold back to emoney; approving it afterwards is 409', async () => {
    const [latest] = await list(member01);
    await reject(t, latest.id, '계좌 확인 불가');
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ emoney: 900_000, held: 0 });
    const [release] = await t.db.sql`
      SELECT kind, dedupe_key FROM ledger_transactions WHERE ref_id = ${String(latest.id)} AND kind = 'withdrawal_release'`;
    expect(release).toEqual({ kind: 'withdrawal_release', dedupeKey: `charge:${latest.id}:release` });
    await expect(approve(t, latest.id)).rejects.toMatchObject({
      code: 'CHARGE_ALREADY_PROCESSED',
    });
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ emoney: 900_000, held: 0 });
    await expectLedgerConsistent(t.db.sql);
  });

  it('a cancelled withdrawal does not start the 2-hour wait; a deposit request starts a 30-minute one', async () => {
    expect((await deposit(t, member01, { depositAmount: 10_000 })).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 - 1_000);
    await expectRefused(
      member01,
      {},
      400,
      'WITHDRAW_AFTER_DEPOSIT',
      '충전신청 후 30분이 지나야 출금신청 가능합니다.',
    );
    t.clock.advance(1_000);
    const ok = await withdraw(t, member01, { depositAmount: 10_000 });
    expect(ok.statusCode).toBe(200);
    await reject(t, ok.json());
  });

  it('per request at most 20,000,000 won, 50,000,000 for VIP/VVIP members', async () => {
    const member04 = await login(t.app, 'member04');
    await grant(member01.user.id, 60_000_000);
    await grant(member04.user.id, 60_000_000);
    await expectRefused(
      member01,
      { depositAmount: 20_010_000 },
      400,
      'WITHDRAW_OVER_PER_REQUEST',
      '1회 출금 한도를 초과했습니다.',
    );
    await expectRefused(
      member04,
      { depositAmount: 50_010_000 },
      400,
      'WITHDRAW_OVER_PER_REQUEST',
      '1회 출금 한도를 초과했습니다.',
    );
    const big = await withdraw(t, member04, { depositAmount: 50_000_000 });
    expect(big.statusCode).toBe(200);
    await reject(t, big.json());
    const max = await withdraw(t, member01, { depositAmount: 20_000_000 });
    expect(max.statusCode).toBe(200);
    await reject(t, max.json());
  });

  it('at most 200,000,000 won per Korean day, counting the day from KST midnight', async () => {
    const member05 = await login(t.app, 'member05');
    await grant(member05.user.id, 100_000_000);
    advanceToKst(10, 0);
    // Earlier today (03:00 KST) 140,000,000 was paid out and 30,000,000 is processing; a cancelled one does not count.
    const earlier = new Date(t.clock.now().getTime() - 7 * HOUR);
    await t.db.sql`
      INSERT INTO charges (member_id, deposit_mode, deposit_amount, deposit_name, type, status, process_date, created_at, updated_at)
      VALUES (${member05.user.id}, 1, 140000000, '정시우', 0, 1, ${earlier}, ${earlier}, ${earlier}),
             (${member05.user.id}, 1, 30000000, '정시우', 0, 0, NULL, ${earlier}, ${earlier}),
             (${member05.user.id}, 1, 50000000, '정시우', 0, 2, ${earlier}, ${earlier}, ${earlier})`;
    await expectRefused(
      member05,
      { depositAmount: 40_000_000 },
      400,
      'WITHDRAW_OVER_DAILY',
      '1일 출금 한도(2억원)를 초과했습니다.',
    );
    const fits = await withdraw(t, member05, { depositAmount: 30_000_000 });
    expect(fits.statusCode).toBe(200);
    await reject(t, fits.json());
    // Yesterday's requests no longer count after KST midnight.
    advanceToKst(0, 40);
    expect((await withdraw(t, member05, { depositAmount: 40_000_000 })).statusCode).toBe(200);
  });

  it('no requests from 23:30 to 00:30 Korean time', async () => {
    const member02 = await login(t.app, 'member02');
    advanceToKst(23, 30);
    await expectRefused(
      member02,
      {},
      400,
      'WITHDRAW_CLOSED_HOURS',
      '23:30 ~ 00:30에는 출금신청이 불가능합니다.',
    );
    t.clock.advance(59 * 60_000);
    await expectRefused(
      member02,
      {},
      400,
      'WITHDRAW_CLOSED_HOURS',
      '23:30 ~ 00:30에는 출금신청이 불가능합니다.',
    );
    t.clock.advance(60_000);
    expect((await withdraw(t, member02)).statusCode).toBe(200);
  });

  it('an unmet bonus rolling requirement refuses the withdrawal (409 WITHDRAW_ROLLING_UNMET) until bets cover it', async () => {
    const member03 = await login(t.app, 'member03');
    const id = (await deposit(t, member03, { depositAmount: 100_000, pointType: 1 })).json();
    await approve(t, id);
    t.clock.advance(30 * 60_000);
    await expectRefused(member03, {}, 409, 'WITHDRAW_ROLLING_UNMET', ko.WITHDRAW_ROLLING_UNMET);
    const response = await withdraw(t, member03);
    expect(response.json().data).toEqual({ remaining: 115_000 });
    await t.db.sql.begin((tx) =>
      recordRollingProgress(tx, member03.user.id, {
        amount: 115_000,
        turnover: { product: 'sports', folderOdds: ['1.3', '1.4', '2.0'] },
      }),
    );
    expect((await withdraw(t, member03)).statusCode).toBe(200);
  });

  it('a member in a time-out may still withdraw (compliance §4)', async () => {
    const partner01 = await login(t.app, 'partner01');
    const now = t.clock.now();
    await t.db.sql`
      INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
      VALUES (${partner01.user.id}, 'timeout', ${now}, ${new Date(now.getTime() + 24 * HOUR)})`;
    expect((await deposit(t, partner01)).statusCode).toBe(403);
    expect((await withdraw(t, partner01)).statusCode).toBe(200);
  });

  it('a withdrawal is idempotent: a replay answers the same id and holds once', async () => {
    const member02 = await login(t.app, 'member02');
    t.clock.advance(2 * HOUR);
    advanceToKst(12, 0);
    const before = await wallet(t.db.sql, member02.user.id);
    const first = await withdraw(t, member02, {}, 'wd-1');
    const again = await withdraw(t, member02, {}, 'wd-1');
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toBe(first.json());
    expect(await wallet(t.db.sql, member02.user.id)).toEqual({
      ...before,
      emoney: before.emoney - 100_000,
      held: before.held + 100_000,
    });
    await expectLedgerConsistent(t.db.sql);
  });

  it('GET /charge without paging lists both modes; perpage/page page through them', async () => {
    const all = await list(member01, '');
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((r: { depositMode: number }) => r.depositMode))).toEqual(new Set([0, 1]));
    const page2 = await list(member01, '&perpage=2&page=2');
    expect(page2.map((r: { id: number }) => r.id)).toEqual(all.slice(2, 4).map((r: { id: number }) => r.id));
  });
});
