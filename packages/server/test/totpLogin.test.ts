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

/** With the second factor required (the default outside tests), partners and staff enrol on first login. */
describe('TOTP second factor, required', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { secondFactor: 'required' } });
  });
  afterAll(() => t.close());

  const status = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/auth/totp', headers })).json();

  /** Enrols the session's second factor over the API and returns its secret. */
  const enrol = async (headers: Record<string, string>) => {
    const enrolled = (await t.app.inject({ method: 'POST', url: '/auth/totp/enroll', headers })).json();
    const secret = base32Decode(enrolled.secret) ?? new Uint8Array();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/totp/confirm',
      headers,
      payload: { otp: totp({ secret, at: t.clock.now().getTime() }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return secret;
  };

  // partner01 is a type-1 member with no place in this database's partner tree: past the gate it gets 404.
  it.each([
    ['partner01', '/partner-api/me', 404],
    ['admin01', '/admin-api/me', 200],
  ])(
    'keeps %s out of its area until it enrols, then asks for a code at every login',
    async (userId, url, after) => {
      const first = await login(t.app, userId);
      expect(await status(first.headers)).toEqual({ required: true, enrolled: false });
      const refused = await t.app.inject({ method: 'GET', url, headers: first.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('OTP_ENROLMENT_REQUIRED');
      const secret = await enrol(first.headers);
      expect(await status(first.headers)).toEqual({ required: true, enrolled: true });
      expect((await t.app.inject({ method: 'GET', url, headers: first.headers })).statusCode).toBe(after);
      t.clock.advance(30_000);
      const withoutCode = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { userId, password: DEMO_PASSWORD },
      });
      expect(withoutCode.json().code).toBe('LOGIN_OTP_REQUIRED');
      const withCode = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { userId, password: DEMO_PASSWORD, otp: totp({ secret, at: t.clock.now().getTime() }) },
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
    },
  );

  it('leaves ordinary members alone: no code, and the recommender pages answer', async () => {
    const { headers } = await login(t.app, 'member01');
    expect((await t.app.inject({ method: 'GET', url: '/auth/totp', headers })).statusCode).toBe(403);
    const members = await t.app.inject({ method: 'GET', url: '/recommender-api/members', headers });
    expect(members.statusCode).toBe(200);
  });
});
