import { timingSafeEqual } from 'node:crypto';
import { MAX_PHONE_CODE_REQUESTS, PHONE_CODE_REQUEST_WINDOW_MS, PHONE_CODE_VALID_MS } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import {
  SMS_CODE_MAX_FAILED_CHECKS,
  type SmsCheckResult,
  type SmsCodeLog,
  type SmsCodeRecord,
  type SmsSender,
  type SmsSendResult,
} from '../../domain/sms/smsSender';
import { newSmsCode } from './newSmsCode';

export interface SimulatedSmsSenderOptions {
  sql: Sql;
  clock: Clock;
  /** Where codes come from; tests of the contract may pin it. */
  newCode?: () => string;
}

interface LatestCode {
  id: number;
  code: string;
  expiresAt: Date;
  failedAttempts: number;
  verifiedAt: Date | null;
}

const sameCode = (typed: string, stored: string): boolean => {
  const a = Buffer.from(typed);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The play-money SMS adapter: nothing leaves the server; each code is kept in PostgreSQL (sms_codes),
 * where support staff read it for the member (SmsCodeLog).
 * @example const sms = createSimulatedSmsSender({ sql: app.sql, clock: app.clock });
 */
export function createSimulatedSmsSender(options: SimulatedSmsSenderOptions): SmsSender & SmsCodeLog {
  const { sql, clock, newCode = newSmsCode } = options;
  return {
    async sendCode(phone): Promise<SmsSendResult> {
      const now = clock.now();
      const since = new Date(now.getTime() - PHONE_CODE_REQUEST_WINDOW_MS);
      return sql.begin(async (tx) => {
        // One phone's requests are counted and written one at a time, so the daily cap holds under load.
        await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${phone}`}, 0))`;
        const [sent] = await tx<{ count: number }[]>`
          SELECT count(*)::int AS count FROM sms_codes WHERE phone = ${phone} AND created_at > ${since}`;
        if ((sent?.count ?? 0) >= MAX_PHONE_CODE_REQUESTS) return { ok: false, reason: 'too_many' };
        const expiresAt = new Date(now.getTime() + PHONE_CODE_VALID_MS);
        await tx`
          INSERT INTO sms_codes (phone, code, created_at, expires_at)
          VALUES (${phone}, ${newCode()}, ${now}, ${expiresAt})`;
        return { ok: true, expiresAt };
      });
    },

    async checkCode(phone, code): Promise<SmsCheckResult> {
      const now = clock.now();
      return sql.begin(async (tx) => {
        const [latest] = await tx<LatestCode[]>`
          SELECT id, code, expires_at, failed_attempts, verified_at FROM sms_codes
          WHERE phone = ${phone} ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`;
        if (!latest || latest.verifiedAt) return { ok: false, reason: 'no_code' };
        if (now.getTime() >= latest.expiresAt.getTime()) return { ok: false, reason: 'expired' };
        if (latest.failedAttempts >= SMS_CODE_MAX_FAILED_CHECKS) {
          return { ok: false, reason: 'too_many_attempts' };
        }
        if (!sameCode(code, latest.code)) {
          await tx`UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = ${latest.id}`;
          return { ok: false, reason: 'mismatch' };
        }
        await tx`UPDATE sms_codes SET verified_at = ${now} WHERE id = ${latest.id}`;
        return { ok: true };
      });
    },

    async recentCodes(phone): Promise<SmsCodeRecord[]> {
      const since = new Date(clock.now().getTime() - PHONE_CODE_REQUEST_WINDOW_MS);
      return sql<SmsCodeRecord[]>`
        SELECT phone, code, created_at, expires_at, failed_attempts, verified_at FROM sms_codes
        WHERE phone = ${phone} AND created_at > ${since} ORDER BY created_at DESC, id DESC`;
    },
  };
}
