import { base32Decode, totp } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestMember, DEMO_PASSWORD, login, type TestApp } from './support/testApp';

/** Partner and staff logins: a second factor (RFC 6238) enrolled once, then needed at every login, each code once. */
describe('TOTP second factor', () => {
  let t: TestApp;
  let secret: Uint8Array;
  const loginWith = (otp?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'otppartner', password: DEMO_PASSWORD, ...(otp === undefined ? {} : { otp }) },
    });
  const code = () => totp({ secret, at: t.clock.now().getTime() });

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTestMember(t.db.sql, { userId: 'otppartner', nickname: '오티피' });
    await t.db.sql`UPDATE members SET type = 2 WHERE id = ${partner.id}`;
  });
  afterAll(() => t.close());

  it('enrols once: a secret, confirmed by its first code; a second enrolment is refused', async () => {
    const { headers } = await login(t.app, 'otppartner');
    const enrolled = await t.app.inject({ method: 'POST', url: '/auth/totp/enroll', headers });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const body = enrolled.json();
    expect(body.uri).toContain(`secret=${body.secret}`);
    secret = base32Decode(body.secret) ?? new Uint8Array();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/totp/confirm',
      headers,
      payload: { otp: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/totp/confirm',
      headers,
      payload: { otp: code() },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/auth/totp/enroll', headers });
    expect(again.statusCode).toBe(409);
  });

  it('then needs a valid code at login, and each code works once', async () => {
    t.clock.advance(30_000);
    expect((await loginWith()).json().code).toBe('LOGIN_OTP_REQUIRED');
    const wrongCode = code() === '123456' ? '654321' : '123456';
    expect((await loginWith(wrongCode)).json().code).toBe('LOGIN_OTP_INVALID');
    const good = code();
    expect((await loginWith(good)).statusCode).toBe(200);
    expect((await loginWith(good)).statusCode).toBe(401);
  });

  it('is not offered to ordinary members', async () => {
    const { headers } = await login(t.app, 'member01');
    expect((await t.app.inject({ method: 'POST', url: '/auth/totp/enroll', headers })).statusCode).toBe(403);
  });
});
