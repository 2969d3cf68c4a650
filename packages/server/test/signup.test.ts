import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/createSql';
import { verifyPassword } from '../src/domain/auth/password';
import { approveMember } from '../src/domain/members/approveMember';
import { PHONE_VERIFICATION_VALID_MS } from '../src/domain/members/signUpMember';
import {
  checkCode,
  from,
  joinPayload,
  recommenderId,
  sendCode,
  signupFootprint,
  verifyPhone,
} from './signupFixtures';
import { createTestApp, login, type TestApp } from './support/testApp';

const get = (t: TestApp, url: string, ip = '10.4.0.1') => t.app.inject({ method: 'GET', url, ...from(ip) });
let nextIp = 0;
/** POST /member/join, by default from an address of its own (joins are rate-limited per IP). */
const join = (
  t: TestApp,
  payload: Record<string, unknown>,
  ip = `10.5.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
) => t.app.inject({ method: 'POST', url: '/member/join', payload, ...from(ip) });

describe('sign-up lookups: /settingSignUp, /suggestioncode, /member/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the sign-up, SMS and member calls in OpenAPI', async () => {
    const paths = Object.keys((await get(t, '/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/settingSignUp',
        '/suggestioncode',
        '/member/check',
        '/member/join',
        '/sms/send',
        '/sms/checkAuthNumber',
        '/member/find-password',
        '/member/change-password',
        '/member/change-password/{id}',
        '/setting/user',
        '/admin-api/sms/codes',
      ]),
    );
  });

  it('GET /settingSignUp tells whether sign-up is open', async () => {
    expect((await get(t, '/settingSignUp')).json()).toEqual({ joinStartEndFlg: 1 });
    await t.db.sql`UPDATE settings SET value = jsonb_set(value, '{joinStartEndFlg}', '0') WHERE key = 'site'`;
    expect((await get(t, '/settingSignUp')).json()).toEqual({ joinStartEndFlg: 0 });
    await t.db.sql`UPDATE settings SET value = jsonb_set(value, '{joinStartEndFlg}', '1') WHERE key = 'site'`;
  });

  it('GET /suggestioncode answers the code type and referrer, 404 SIGNUP_CODE_UNKNOWN otherwise', async () => {
    const referrer = await recommenderId(t);
    for (const code of ['KBET01', 'kbet01', ' KBET01 ']) {
      const response = await get(t, `/suggestioncode?codeEquals=${encodeURIComponent(code)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ type: 1, memberId: referrer });
    }
    const unknown = await get(t, '/suggestioncode?codeEquals=NOPE99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'SIGNUP_CODE_UNKNOWN', message: ko.SIGNUP_CODE_UNKNOWN });
    expect(ko.SIGNUP_CODE_UNKNOWN).toBe('유효하지 않은 가입코드입니다.');
  });

  it('GET /member/check: ids are taken case-insensitively, banned ids count as taken', async () => {
    const cases: [string, boolean][] = [
      ['userIdEquals=member01', true],
      ['userId=MEMBER01', true],
      ['userIdEquals=freshid1', false],
      ['userId=webmaster', true],
      ['userIdEquals=WebMaster', true],
      ['nickname=%ED%9A%8C%EC%9B%9001', true], // 회원01
      ['nicknameEquals=%EA%B4%80%EB%A6%AC%EC%9E%90', true], // 관리자 (banned)
      ['nicknameEquals=vip04', true],
      ['nickname=%EC%83%88%EB%A1%9C%EC%9A%B4%ED%9A%8C%EC%9B%90', false], // 새로운회원
    ];
    for (const [query, taken] of cases) {
      const response = await get(t, `/member/check?${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toBe(taken);
    }
  });

  it('GET /member/check answers for a phone only right after it passed the SMS code, from the same address', async () => {
    const unverified = await get(t, '/member/check?phoneNumberEquals=01000000002', '10.4.2.1');
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({
      code: 'SIGNUP_PHONE_UNVERIFIED',
      message: ko.SIGNUP_PHONE_UNVERIFIED,
      data: { field: 'phone' },
    });
    // member01's phone, verified by whoever holds it: taken, in either spelling.
    await verifyPhone(t, '010-0000-0002', '10.4.2.1');
    for (const phone of ['01000000002', '010-0000-0002']) {
      const taken = await get(t, `/member/check?phoneNumberEquals=${phone}`, '10.4.2.1');
      expect(taken.statusCode, phone).toBe(200);
      expect(taken.json(), phone).toBe(true);
    }
    // The verification answers for the address that passed the code, and only while sign-up accepts it.
    expect((await get(t, '/member/check?phoneNumberEquals=01000000002', '10.4.2.2')).statusCode).toBe(400);
    await verifyPhone(t, '01099990000', '10.4.2.1');
    expect((await get(t, '/member/check?phoneNumberEquals=01099990000', '10.4.2.1')).json()).toBe(false);
    t.clock.advance(PHONE_VERIFICATION_VALID_MS + 1);
    expect((await get(t, '/member/check?phoneNumberEquals=01099990000', '10.4.2.1')).statusCode).toBe(400);
  });

  it('GET /member/check is throttled per address: 60 a minute, then 429 with Retry-After', async () => {
    for (let i = 0; i < 60; i++)
      expect((await get(t, `/member/check?userIdEquals=probe${1000 + i}`, '10.4.3.1')).statusCode).toBe(200);
    const limited = await get(t, '/member/check?userIdEquals=probe2000', '10.4.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(t, '/member/check?userIdEquals=probe2000', '10.4.3.2')).statusCode).toBe(200);
  });

  it('GET /member/check refuses values that fail the check rules, with their messages', async () => {
    const cases: [string, string, string][] = [
      ['userIdEquals=abc', 'SIGNUP_USER_ID', ko.SIGNUP_USER_ID],
      ['userId=abcdefghijklm', 'SIGNUP_USER_ID', ko.SIGNUP_USER_ID],
      ['nickname=%20%20', 'NICKNAME_REQUIRED', ko.NICKNAME_REQUIRED],
      ['nicknameEquals=123456789', 'NICKNAME_TOO_LONG', ko.NICKNAME_TOO_LONG],
      ['phoneNumberEquals=0212345678', 'SIGNUP_PHONE_FORMAT', ko.SIGNUP_PHONE_FORMAT],
    ];
    for (const [query, code, message] of cases) {
      const response = await get(t, `/member/check?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code, message });
    }
    for (const query of ['', 'userId=member01&nickname=abc']) {
      const response = await get(t, `/member/check?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('ERR_INVALID_INPUT');
    }
  });
});

describe('POST /member/join', () => {
  let t: TestApp;
  let referrer: number;
  beforeAll(async () => {
    t = await createTestApp();
    referrer = await recommenderId(t);
  });
  afterAll(() => t.close());

  /** Sends a join that must be refused with `expected`, and checks that nothing was stored. */
  async function refused(
    payload: Record<string, unknown>,
    status: number,
    expected: Record<string, unknown>,
  ) {
    const before = await signupFootprint(t);
    const response = await join(t, payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject(expected);
    expect(await signupFootprint(t)).toEqual(before);
    return response.json();
  }

  it('the full path: code → checks → SMS → code read by support → check → join → pending → approval → login', async () => {
    const ip = '10.4.1.1';
    const code = await get(t, '/suggestioncode?codeEquals=KBET01', ip);
    expect(code.json()).toEqual({ type: 1, memberId: referrer });
    expect((await get(t, '/member/check?userIdEquals=newbie01', ip)).json()).toBe(false);
    expect(
      (await get(t, `/member/check?nicknameEquals=${encodeURIComponent('새로운회원')}`, ip)).json(),
    ).toBe(false);

    await sendCode(t, '010-9876-5432', ip);
    const staff = await login(t.app, 'admin01');
    const codes = await t.app.inject({
      method: 'GET',
      url: '/admin-api/sms/codes?phone=01098765432',
      headers: staff.headers,
    });
    const authNumber: string = codes.json()[0].code;
    const checked = await checkCode(t, '010-9876-5432', authNumber, ip);
    expect(checked.body).toBe('인증성공');
    // The phone check answers once the phone has passed its code.
    expect((await get(t, '/member/check?phoneNumberEquals=01098765432', ip)).json()).toBe(false);

    const joined = await join(t, joinPayload({ authNumber, recommenderId: referrer }), ip);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.body).toBe(ko.SIGNUP_COMPLETED);

    const [member] = await t.db.sql`
      SELECT id, user_id, nickname, status, role, type, user_type, phone_number, birth_date, carrier_code,
             bank_code, bank_account_number, account_holder, recommender_id, signup_code,
             password_hash, bank_account_password_hash
      FROM members WHERE user_id = 'newbie01'`;
    expect(member).toMatchObject({
      userId: 'newbie01',
      nickname: '새로운회원',
      status: 'pending',
      role: 1,
      type: 0,
      userType: 'A',
      phoneNumber: '01098765432',
      birthDate: '19900115',
      carrierCode: '1',
      bankCode: 17,
      bankAccountNumber: '3333012345678',
      accountHolder: '홍길동',
      recommenderId: referrer,
      signupCode: 'KBET01',
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member?.bankAccountPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(member?.passwordHash, 'pass1234!')).toBe(true);
    expect(await verifyPassword(member?.bankAccountPasswordHash, '4321')).toBe(true);
    const accounts = await t.db.sql`
      SELECT kind, balance FROM accounts WHERE owner_member_id = ${member?.id} ORDER BY kind`;
    expect(accounts).toEqual([
      { kind: 'casino', balance: 0 },
      { kind: 'comp', balance: 0 },
      { kind: 'emoney', balance: 0 },
      { kind: 'point', balance: 0 },
    ]);
    const [audit] = await t.db.sql`
      SELECT actor_id, target_type, target_id, new_value FROM audit_log WHERE action = 'member.signup'`;
    expect(audit).toEqual({
      actorId: member?.id,
      targetType: 'member',
      targetId: String(member?.id),
      newValue: {
        userId: 'newbie01',
        nickname: '새로운회원',
        status: 'pending',
        recommenderId: referrer,
        signupCode: 'KBET01',
      },
    });
    const [verification] = await t.db.sql`
      SELECT used_by_member_id FROM phone_verifications WHERE phone = '01098765432'`;
    expect(verification?.usedByMemberId).toBe(member?.id);

    const pending = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'newbie01', password: 'pass1234!' },
    });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ code: 'MEMBER_PENDING', message: '관리자 승인 대기중입니다.' });

    await t.db.sql.begin((tx: Tx) =>
      approveMember(tx, { memberId: member?.id, actorId: staff.user.id, reason: '가입 승인' }),
    );
    const session = await login(t.app, 'newbie01', 'pass1234!');
    expect(session.user).toMatchObject({
      userId: 'newbie01',
      nickname: '새로운회원',
      emoney: 0,
      bankCode: '17',
    });

    // The same sign-up again: its verification is used up, and every value is now taken.
    await refused(joinPayload({ authNumber, recommenderId: referrer }), 400, {
      code: 'SIGNUP_PHONE_UNVERIFIED',
      message: ko.SIGNUP_PHONE_UNVERIFIED,
    });
    expect((await get(t, '/member/check?userIdEquals=newbie01', ip)).json()).toBe(true);
  });

  it('refuses anyone under 19 (compliance §3) and stores nothing', async () => {
    const ip = '10.4.2.1';
    const authNumber = await verifyPhone(t, '01055550001', ip);
    // The test clock reads 2026-01-01 09:00 in Korea: born 2007-01-02 is 18, born 2007-01-01 turns 19 today.
    const young = joinPayload({
      authNumber,
      recommenderId: referrer,
      userId: 'young001',
      nickname: '미성년회원',
      phoneNumber: '01055550001',
      birthDate: '20070102',
    });
    const body = await refused(young, 400, { code: 'SIGNUP_UNDER_AGE', message: ko.SIGNUP_UNDER_AGE });
    expect(body.data).toEqual({
      field: 'birthDate',
      issues: [{ field: 'birthDate', code: 'SIGNUP_UNDER_AGE', message: ko.SIGNUP_UNDER_AGE }],
    });
    expect(ko.SIGNUP_UNDER_AGE).toBe('만 19세 미만은 가입할 수 없습니다.');
    // The age headlines even with other mistakes in the form.
    await refused({ ...young, userId: 'ab' }, 400, { code: 'SIGNUP_UNDER_AGE' });
    expect(await t.db.sql`SELECT 1 FROM members WHERE user_id = 'young001'`).toHaveLength(0);

    const adult = await join(t, { ...young, birthDate: '20070101' }, ip);
    expect(adult.statusCode, adult.body).toBe(201);
  });

  it('validates every field with the SDK rules under both readings, all failures at once', async () => {
    const authNumber = await verifyPhone(t, '01055550002', '10.4.3.1');
    const body = await refused(
      joinPayload({
        authNumber,
        recommenderId: referrer,
        userId: 'Kim2024',
        password: 'short',
        nickname: '닉',
        phoneNumber: '02-123-4567',
        bankCode: '40',
        bankAccountNumber: '123456789012345',
        accountHolder: 'Kim',
        bankAccountPssword: '12a4',
        birthDate: '19900230',
      }),
      400,
      { code: 'SIGNUP_FORM_INVALID', message: ko.SIGNUP_FORM_INVALID },
    );
    expect(body.data.issues).toEqual([
      { field: 'userId', code: 'SIGNUP_USER_ID_GUIDE', message: ko.SIGNUP_USER_ID_GUIDE },
      { field: 'password', code: 'SIGNUP_PASSWORD', message: ko.SIGNUP_PASSWORD },
      { field: 'accountHolder', code: 'SIGNUP_HOLDER_HANGUL', message: ko.SIGNUP_HOLDER_HANGUL },
      { field: 'nickname', code: 'SIGNUP_NICKNAME_GUIDE', message: ko.SIGNUP_NICKNAME_GUIDE },
      { field: 'birthDate', code: 'SIGNUP_BIRTH_INVALID', message: ko.SIGNUP_BIRTH_INVALID },
      { field: 'phone', code: 'SIGNUP_PHONE_FORMAT', message: ko.SIGNUP_PHONE_FORMAT },
      { field: 'bankCode', code: 'BANK_INVALID', message: ko.BANK_INVALID },
      { field: 'accountNumber', code: 'ACCOUNT_NUMBER_TOO_LONG', message: ko.ACCOUNT_NUMBER_TOO_LONG },
      { field: 'accountPassword', code: 'SIGNUP_ACCOUNT_PASSWORD', message: ko.SIGNUP_ACCOUNT_PASSWORD },
    ]);
    const coded = await refused(
      joinPayload({
        authNumber,
        recommenderId: referrer,
        userId: 'ab_c',
        nickname: '아홉글자의닉네임임',
        phoneNumber: '01055550002',
        accountHolder: '홍'.repeat(81),
      }),
      400,
      { code: 'SIGNUP_FORM_INVALID' },
    );
    expect(coded.data.issues).toEqual([
      { field: 'userId', code: 'SIGNUP_USER_ID', message: ko.SIGNUP_USER_ID },
      { field: 'accountHolder', code: 'SIGNUP_HOLDER', message: ko.SIGNUP_HOLDER },
      { field: 'nickname', code: 'SIGNUP_NICKNAME', message: ko.SIGNUP_NICKNAME },
    ]);
    await refused(
      joinPayload({ authNumber, recommenderId: referrer, phoneNumber: '01055550002', nickname: '새 회원님' }),
      400,
      { code: 'SIGNUP_FORM_INVALID', data: { issues: [{ field: 'nickname', code: 'SIGNUP_NO_SPACES' }] } },
    );
  });

  it('keeps the fixed defaults of §3: a payload asking for anything else is refused', async () => {
    const authNumber = await verifyPhone(t, '01055550003', '10.4.4.1');
    const base = joinPayload({
      authNumber,
      recommenderId: referrer,
      userId: 'fixed001',
      nickname: '기본값회원',
      phoneNumber: '01055550003',
    });
    for (const change of [{ type: '1' }, { userType: 'B' }, { managementStatus: '1' }, { banType: '1' }]) {
      await refused({ ...base, ...change }, 400, {
        code: 'ERR_INVALID_INPUT',
        message: ko.ERR_INVALID_INPUT,
      });
    }
    await refused({ ...base, carrierCode: '9' }, 400, {
      code: 'ERR_INVALID_INPUT',
      data: { field: 'carrierCode' },
    });
  });

  it('needs a known referral code and its own referrer', async () => {
    const authNumber = await verifyPhone(t, '01055550004', '10.4.5.1');
    const base = joinPayload({
      authNumber,
      recommenderId: referrer,
      userId: 'refer001',
      nickname: '추천확인회원',
      phoneNumber: '01055550004',
    });
    await refused({ ...base, suggestionCode2: '' }, 400, {
      code: 'SIGNUP_CODE_REQUIRED',
      message: ko.SIGNUP_CODE_REQUIRED,
    });
    await refused({ ...base, suggestionCode2: 'NOPE99' }, 400, {
      code: 'SIGNUP_CODE_UNKNOWN',
      message: ko.SIGNUP_CODE_UNKNOWN,
    });
    const [member01] = await t.db.sql`SELECT id FROM members WHERE user_id = 'member01'`;
    await refused({ ...base, recommenderId: String(member01?.id) }, 400, {
      code: 'SIGNUP_REFERRER_INVALID',
      message: ko.SIGNUP_REFERRER_INVALID,
    });
  });

  it('needs the phone verified on the server within 30 minutes, with the code that verified it', async () => {
    const ip = '10.4.6.1';
    const base = { recommenderId: referrer, userId: 'phone001', nickname: '폰인증회원' };
    const unverified = joinPayload({ ...base, authNumber: '123456', phoneNumber: '01055550005' });
    const expected = { code: 'SIGNUP_PHONE_UNVERIFIED', message: ko.SIGNUP_PHONE_UNVERIFIED };
    await refused(unverified, 400, expected);
    // A code sent but never checked does not count.
    const sent = await sendCode(t, '01055550005', ip);
    await refused({ ...unverified, authNumber: sent }, 400, expected);

    const authNumber = await verifyPhone(t, '01055550006', ip);
    const verified = joinPayload({ ...base, authNumber, phoneNumber: '010-5555-0006' });
    await refused(
      { ...verified, authNumber: String((Number(authNumber) + 1) % 1_000_000).padStart(6, '0') },
      400,
      expected,
    );
    t.clock.advance(PHONE_VERIFICATION_VALID_MS + 1);
    await refused(verified, 400, expected);

    const again = await verifyPhone(t, '01055550006', ip);
    t.clock.advance(PHONE_VERIFICATION_VALID_MS - 60_000);
    const joined = await join(t, { ...verified, authNumber: again });
    expect(joined.statusCode, joined.body).toBe(201);
  });

  it('refuses ids, nicknames and phones that are taken or banned, with the spec messages', async () => {
    const ip = '10.4.7.1';
    const authNumber = await verifyPhone(t, '01055550007', ip);
    const base = joinPayload({
      authNumber,
      recommenderId: referrer,
      userId: 'taken001',
      nickname: '중복검사회원',
      phoneNumber: '01055550007',
    });
    await refused({ ...base, userId: 'member01' }, 400, {
      code: 'inUse',
      message: 'member01는 이미 사용중입니다.',
      data: { field: 'userId' },
    });
    await refused({ ...base, userId: 'webmaster' }, 400, {
      code: 'ID_BANNED',
      message: ko.ID_BANNED,
      data: { field: 'userId' },
    });
    await refused({ ...base, nickname: '파트너01' }, 400, { code: 'inUse', message: ko.inUse('파트너01') });
    await refused({ ...base, nickname: '고객센터' }, 400, {
      code: 'NICKNAME_BANNED',
      message: ko.NICKNAME_BANNED,
    });

    // member01's phone, verified by someone holding it: still taken.
    const member01Phone = await verifyPhone(t, '01000000002', ip);
    await refused({ ...base, phoneNumber: '01000000002', authNumber: member01Phone }, 400, {
      code: 'inUse',
      message: '01000000002는 이미 사용중입니다.',
      data: { field: 'phone' },
    });
    expect((await join(t, base)).statusCode).toBe(201);
  });

  it('limits joins per IP: 30 an hour, then 429', async () => {
    const payload = joinPayload({ authNumber: '000000', recommenderId: referrer, suggestionCode2: 'NOPE99' });
    for (let i = 0; i < 30; i++) expect((await join(t, payload, '10.4.9.1')).statusCode).toBe(400);
    const limited = await join(t, payload, '10.4.9.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
  });

  it('refuses every join while sign-up is closed (SIGNUP_CLOSED), and stores nothing', async () => {
    const authNumber = await verifyPhone(t, '01055550008', '10.4.8.1');
    await t.db.sql`UPDATE settings SET value = jsonb_set(value, '{joinStartEndFlg}', '0') WHERE key = 'site'`;
    const payload = joinPayload({
      authNumber,
      recommenderId: referrer,
      userId: 'closed01',
      nickname: '마감회원',
      phoneNumber: '01055550008',
    });
    await refused(payload, 403, { code: 'SIGNUP_CLOSED', message: ko.SIGNUP_CLOSED });
    await t.db.sql`UPDATE settings SET value = jsonb_set(value, '{joinStartEndFlg}', '1') WHERE key = 'site'`;
    expect((await join(t, payload)).statusCode).toBe(201);
  });
});
