import { encodeSmsPhone, signUpDefaults } from '@kbet/sdk';
import { expect } from 'vitest';
import type { TestApp } from './support/testApp';

/** A request from its own client address, so each scenario has its own per-IP rate limits. */
export const from = (ip: string) => ({ remoteAddress: ip });

/** Sends a code to the phone through POST /sms/send and returns the code the simulator stored. */
export async function sendCode(t: TestApp, phone: string, ip: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sms/send',
    payload: { data: encodeSmsPhone(phone) },
    ...from(ip),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.sql<{ code: string }[]>`
    SELECT code FROM sms_codes WHERE phone = ${phone.replace(/\D/g, '')} ORDER BY id DESC LIMIT 1`;
  return row!.code;
}

/** GET /sms/checkAuthNumber. */
export const checkCode = (t: TestApp, phone: string, code: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: `/sms/checkAuthNumber?phonenumber=${encodeURIComponent(phone)}&authnumber=${code}`,
    ...from(ip),
  });

/** Sends and checks a code: the phone is then verified for sign-up. Returns the code. */
export async function verifyPhone(t: TestApp, phone: string, ip: string): Promise<string> {
  const code = await sendCode(t, phone, ip);
  const checked = await checkCode(t, phone, code, ip);
  expect(checked.statusCode, checked.body).toBe(200);
  return code;
}

/** The id of recomm01, the referrer behind code KBET01 (type 1: sent as code 2). */
export async function recommenderId(t: TestApp): Promise<number> {
  const [row] = await t.db.sql<{ id: number }[]>`SELECT id FROM members WHERE user_id = 'recomm01'`;
  return row!.id;
}

/** A sign-up payload that passes every rule under both readings (§5), with the fixed defaults of §3. */
export const joinPayload = (
  fields: { authNumber: string; recommenderId: number } & Record<string, unknown>,
) => ({
  ...signUpDefaults,
  userId: 'newbie01',
  password: 'pass1234!',
  nickname: '새로운회원',
  phoneNumber: '010-9876-5432',
  managementTarget1UserId: '',
  bankAccountPssword: '4321',
  accountHolder: '홍길동',
  bankAccountNumber: '3333012345678',
  bankCode: '17',
  suggestionCode1: '',
  suggestionCode2: 'KBET01',
  birthDate: '19900115',
  carrierCode: '1',
  ...fields,
  recommenderId: String(fields.recommenderId),
});

/** Row counts of everything a sign-up could write. */
export async function signupFootprint(t: TestApp) {
  const [row] = await t.db.sql`
    SELECT (SELECT count(*)::int FROM members) AS members,
           (SELECT count(*)::int FROM accounts) AS accounts,
           (SELECT count(*)::int FROM audit_log) AS audits,
           (SELECT count(*)::int FROM phone_verifications WHERE used_at IS NOT NULL) AS used_verifications`;
  return row;
}
