import { encodeSmsPhone, ko, PHONE_CODE_REQUEST_WINDOW_MS, PHONE_CODE_VALID_MS } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCode, from, sendCode } from './signupFixtures';
import { createTestApp, login, type TestApp } from './support/testApp';

const send = (t: TestApp, data: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/sms/send', payload: { data }, ...from(ip) });

describe('SMS phone verification (POST /sms/send, GET /sms/checkAuthNumber)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a 6-digit code valid 10 minutes and answers the spec text', async () => {
    const response = await send(t, encodeSmsPhone('010-2222-0001'), '10.1.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.SMS_SENT);
    const rows = await t.db
      .sql`SELECT phone, code, created_at, expires_at FROM sms_codes WHERE phone = '01022220001'`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).toMatch(/^\d{6}$/);
    expect(rows[0]?.createdAt).toEqual(t.clock.now());
    expect(rows[0]?.expiresAt).toEqual(new Date(t.clock.now().getTime() + PHONE_CODE_VALID_MS));
  });

  it('refuses a number that is not a Korean mobile, or data that is not an encoded phone, and sends nothing', async () => {
    const [before] = await t.db.sql`SELECT count(*)::int AS n FROM sms_codes`;
    for (const data of [encodeSmsPhone('02-123-4567'), '01022220002', 'not-base64!', '']) {
      const response = await send(t, data, '10.1.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(data === '' ? 'ERR_INVALID_INPUT' : 'SIGNUP_PHONE_AUTH_INVALID');
      if (data !== '') expect(response.json().message).toBe(ko.SIGNUP_PHONE_AUTH_INVALID);
    }
    const [after] = await t.db.sql`SELECT count(*)::int AS n FROM sms_codes`;
    expect(after?.n).toBe(before?.n);
  });

  it('checks the code: wrong → SMS_AUTH_FAILED, right → 인증성공 and a server-side verification, then used up', async () => {
    const ip = '10.1.0.3';
    const code = await sendCode(t, '010-2222-0003', ip);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await checkCode(t, '010-2222-0003', wrong, ip);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'SMS_AUTH_FAILED', message: ko.SMS_AUTH_FAILED });
    expect(await t.db.sql`SELECT 1 FROM phone_verifications WHERE phone = '01022220003'`).toHaveLength(0);

    const passed = await checkCode(t, '010-2222-0003', code, ip);
    expect(passed.statusCode).toBe(200);
    expect(passed.body).toBe(ko.SMS_AUTH_SUCCESS);
    expect(passed.body).toBe('인증성공');
    const verifications = await t.db.sql`
      SELECT phone, ip, verified_at, used_at FROM phone_verifications WHERE phone = '01022220003'`;
    expect(verifications).toEqual([{ phone: '01022220003', ip, verifiedAt: t.clock.now(), usedAt: null }]);

    const again = await checkCode(t, '010-2222-0003', code, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'SMS_AUTH_EXPIRED',
      message: ko.SMS_AUTH_EXPIRED,
      data: { reason: 'no_code' },
    });
  });

  it('a code dies after 5 wrong tries: even the right one then reads as expired', async () => {
    const ip = '10.1.0.9';
    const code = await sendCode(t, '01022220009', ip);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await checkCode(t, '01022220009', wrong, ip)).json().code).toBe('SMS_AUTH_FAILED');
    const dead = await checkCode(t, '01022220009', code, ip);
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({
      code: 'SMS_AUTH_EXPIRED',
      message: ko.SMS_AUTH_EXPIRED,
      data: { reason: 'too_many_attempts' },
    });
    expect(await t.db.sql`SELECT 1 FROM phone_verifications WHERE phone = '01022220009'`).toHaveLength(0);
  });

  it('a code expires 10 minutes after it was sent (injected clock)', async () => {
    const ip = '10.1.0.4';
    const inTime = await sendCode(t, '01022220004', ip);
    const late = await sendCode(t, '01022220005', ip);
    t.clock.advance(PHONE_CODE_VALID_MS - 1_000);
    expect((await checkCode(t, '01022220004', inTime, ip)).body).toBe(ko.SMS_AUTH_SUCCESS);
    t.clock.advance(1_000);
    const expired = await checkCode(t, '01022220005', late, ip);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: 'SMS_AUTH_EXPIRED',
      message: ko.SMS_AUTH_EXPIRED,
      data: { reason: 'expired' },
    });
  });

  it('allows 7 codes per phone in 24 hours, then SMS_TOO_MANY until the window has passed', async () => {
    const ip = '10.1.0.5';
    for (let i = 0; i < 7; i++) await sendCode(t, '01022220006', ip);
    const refused = await send(t, encodeSmsPhone('01022220006'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'SMS_TOO_MANY', message: ko.SMS_TOO_MANY });
    const [count] = await t.db.sql`SELECT count(*)::int AS n FROM sms_codes WHERE phone = '01022220006'`;
    expect(count?.n).toBe(7);
    t.clock.advance(PHONE_CODE_REQUEST_WINDOW_MS);
    expect((await send(t, encodeSmsPhone('01022220006'), ip)).statusCode).toBe(200);
  });

  it('limits sending per IP as well: 20 an hour, then 429 with Retry-After', async () => {
    const ip = '10.1.0.6';
    for (let i = 0; i < 20; i++) {
      const phone = `0102223${String(Math.floor(i / 7)).padStart(2, '0')}${String(i % 7).padStart(2, '0')}`;
      expect((await send(t, encodeSmsPhone(phone), ip)).statusCode).toBe(200);
    }
    const refused = await send(t, encodeSmsPhone('01022239999'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.sql`SELECT 1 FROM sms_codes WHERE phone = '01022239999'`).toHaveLength(0);
    // Another client is not held back.
    expect((await send(t, encodeSmsPhone('01022239999'), '10.1.0.7')).statusCode).toBe(200);
  });

  it('refuses a check for a number that is not a Korean mobile', async () => {
    const response = await checkCode(t, '02-123-4567', '123456', '10.1.0.8');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'SIGNUP_PHONE_AUTH_INVALID',
      message: ko.SIGNUP_PHONE_AUTH_INVALID,
    });
  });
});

describe('support staff read SMS codes (GET /admin-api/sms/codes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs the staff account: 401 without a session, 403 for a member', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/sms/codes?phone=01033330001' })).statusCode,
    ).toBe(401);
    const member = await login(t.app, 'member01');
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/sms/codes?phone=01033330001',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
  });

  it("lists the phone's codes of the last 24 hours, newest first, and audits the read", async () => {
    const staff = await login(t.app, 'admin01');
    const first = await sendCode(t, '010-3333-0001', '10.2.0.1');
    t.clock.advance(60_000);
    const second = await sendCode(t, '010-3333-0001', '10.2.0.1');
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/sms/codes?phone=010-3333-0001',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    const now = t.clock.now().getTime();
    expect(response.json()).toEqual([
      {
        code: second,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + PHONE_CODE_VALID_MS).toISOString(),
        failedAttempts: 0,
        verifiedAt: null,
      },
      {
        code: first,
        createdAt: new Date(now - 60_000).toISOString(),
        expiresAt: new Date(now - 60_000 + PHONE_CODE_VALID_MS).toISOString(),
        failedAttempts: 0,
        verifiedAt: null,
      },
    ]);
    const audits = await t.db.sql`
      SELECT actor_id, action, target_type, target_id, new_value FROM audit_log WHERE action = 'sms.codes.read'`;
    expect(audits).toEqual([
      {
        actorId: staff.user.id,
        action: 'sms.codes.read',
        targetType: 'phone',
        targetId: '01033330001',
        newValue: { count: 2 },
      },
    ]);
  });

  it('refuses a phone that is not a Korean mobile', async () => {
    const staff = await login(t.app, 'admin01');
    const response = await t.app.inject({
      method: 'GET',
      url: '/admin-api/sms/codes?phone=12345',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'SIGNUP_PHONE_AUTH_INVALID',
      message: ko.SIGNUP_PHONE_AUTH_INVALID,
    });
  });
});
