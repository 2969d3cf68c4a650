import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_PASSWORD, LONG_SESSION, refusal } from './moneyTestKit';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const ACCOUNT_A2 = 'KB국민은행 000000-00-000002 예금주 케이벳(모의)';

describe('money settings and the deposit account (spec §7 Money, compliance §6)', () => {
  let t: TestApp;
  let member02: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  const get = (url: string, session?: LoggedIn) =>
    t.app.inject({ method: 'GET', url, ...(session ? { headers: session.headers } : {}) });
  const checkPassword = (session: LoggedIn, bankAccountPssword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/member/check-deposit-pw',
      headers: session.headers,
      payload: { userId: session.user.userId, bankAccountPssword },
    });

  it('GET /labelSetting?kbn=charge lists the deposit form notes in order; another kind is empty', async () => {
    const response = await get('/labelSetting?kbn=charge');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { kbn: 'charge', label: '이 사이트는 데모용이며 모든 금액은 모의머니입니다.' },
      { kbn: 'charge', label: '입금자명과 회원 예금주명이 같아야 처리됩니다.' },
      { kbn: 'charge', label: '입금 전 계좌 확인 버튼으로 입금 계좌를 확인해주세요.' },
    ]);
    expect((await get('/labelSetting?kbn=withdraw')).json()).toEqual([]);
    expect((await get('/labelSetting')).statusCode).toBe(400);
  });

  it('GET /settingbankname lists the 39 banks in use', async () => {
    const banks = (await get('/settingbankname')).json();
    expect(banks).toHaveLength(39);
    expect(banks[0]).toEqual({ bankName: 'KB국민은행', bankCode: '1', useFlag: 1 });
    expect(banks[38]).toEqual({ bankName: 'HSBC은행', bankCode: '39', useFlag: 1 });
  });

  it('GET /code?type=… answers any seeded code list, [] for an unknown type', async () => {
    const banks = (await get('/code?type=BANK')).json();
    expect(banks).toHaveLength(39);
    expect(banks[16]).toEqual({ codeId: '17', codeName: '카카오뱅크' });
    expect((await get('/code?type=CARRIER')).json()).toEqual([
      { codeId: '1', codeName: 'SKT' },
      { codeId: '2', codeName: 'KT' },
      { codeId: '3', codeName: 'LGU+' },
      { codeId: '4', codeName: 'SKT 알뜰폰' },
      { codeId: '5', codeName: 'KT 알뜰폰' },
      { codeId: '6', codeName: 'LGU+ 알뜰폰' },
    ]);
    expect((await get('/code?type=WIN_FLAG')).json()[0]).toEqual({ codeId: '-1', codeName: '취소' });
    expect((await get('/code?type=NOPE')).json()).toEqual([]);
  });

  it('GET /code?type=ODM_BET_SEARCH1 lists the bet-history result filters', async () => {
    expect((await get('/code?type=ODM_BET_SEARCH1')).json()).toEqual([
      { codeId: 'ALL', codeName: '전체' },
      { codeId: '0', codeName: '대기' },
      { codeId: '2', codeName: '당첨' },
      { codeId: '1', codeName: '낙첨' },
    ]);
  });

  it('GET /code?type=BIRTH ends at this Korean year − 19, following the injected clock', async () => {
    // The test clock starts at 2026-01-01 00:00 UTC, 09:00 in Korea.
    const years = (await get('/code?type=BIRTH')).json().map((c: { codeId: string }) => Number(c.codeId));
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1930);
    expect(Math.max(...years)).toBe(2007);
    expect(years).toHaveLength(2007 - 1930 + 1);
  });

  it("GET /settingBanking/level/{userType} answers the member's own level without the account text until checked", async () => {
    for (const asked of ['A', 'A2']) {
      const response = await get(`/settingBanking/level/${asked}`, member02);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ levelCode: 'A2', levelCodeName: '' });
    }
    const other = await get('/settingBanking/level/A3', member02);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(refusal('FORBIDDEN', ko.ERR_FORBIDDEN));
    expect((await get('/settingBanking/level/A')).statusCode).toBe(401);
  });

  it('roles above 5 use the level-5 account (SDK bankingLevelCode)', async () => {
    await t.db.sql`UPDATE members SET role = 7 WHERE user_id = 'member05'`;
    const member05 = await login(t.app, 'member05');
    expect((await get('/settingBanking/level/A', member05)).json()).toEqual({
      levelCode: 'A5',
      levelCodeName: '',
    });
  });

  it('a wrong deposit password is 400 DEPOSIT_PASSWORD_MISMATCH and reveals nothing', async () => {
    const response = await checkPassword(member02, '9999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('DEPOSIT_PASSWORD_MISMATCH', '비밀번호가 일치하지 않았습니다. 다시 시도해 보세요.'),
    );
    expect((await get('/settingBanking/level/A', member02)).json().levelCodeName).toBe('');
  });

  it('the right password answers true and shows the account text for 10 minutes, in this session only', async () => {
    const response = await checkPassword(member02, DEMO_ACCOUNT_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect((await get('/settingBanking/level/A', member02)).json()).toEqual({
      levelCode: 'A2',
      levelCodeName: ACCOUNT_A2,
    });

    t.clock.advance(9 * 60_000 + 59_000);
    expect((await get('/settingBanking/level/A2', member02)).json().levelCodeName).toBe(ACCOUNT_A2);
    t.clock.advance(1_000);
    expect((await get('/settingBanking/level/A2', member02)).json().levelCodeName).toBe('');

    await checkPassword(member02, DEMO_ACCOUNT_PASSWORD);
    member02 = await login(t.app, 'member02');
    expect((await get('/settingBanking/level/A2', member02)).json().levelCodeName).toBe('');
  });

  it('POST /deposot-account-confirm records the view in the audit log and answers 조회되었습니다.', async () => {
    await checkPassword(member02, DEMO_ACCOUNT_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/deposot-account-confirm',
      headers: member02.headers,
      payload: { memberId: member02.user.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('조회되었습니다.');
    const [entry] = await t.db.sql`
      SELECT actor_id, target_type, target_id, new_value FROM audit_log
      WHERE action = 'deposit_account.view' ORDER BY id DESC LIMIT 1`;
    expect(entry).toEqual({
      actorId: member02.user.id,
      targetType: 'member',
      targetId: String(member02.user.id),
      newValue: { levelCode: 'A2', checked: true },
    });
  });

  it('after 5 wrong passwords in 15 minutes every attempt is 429 until the window passes', async () => {
    const member03 = await login(t.app, 'member03');
    for (let i = 0; i < 5; i++) expect((await checkPassword(member03, '0000')).statusCode).toBe(400);
    const blocked = await checkPassword(member03, DEMO_ACCOUNT_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
      data: { retryAfterSeconds: 900 },
    });
    expect(blocked.headers['retry-after']).toBe('900');
    expect((await get('/settingBanking/level/A', member03)).json().levelCodeName).toBe('');
    t.clock.advance(15 * 60_000);
    expect((await checkPassword(member03, DEMO_ACCOUNT_PASSWORD)).json()).toBe(true);
  });
});
