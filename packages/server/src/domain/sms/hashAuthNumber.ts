import { createHash } from 'node:crypto';

/**
 * What phone_verifications keeps of a passed SMS check: a SHA-256 of the phone and its code, so the
 * join can show the same code without the table holding one.
 * @example await phoneVerifications.record({ phone, authNumberHash: hashAuthNumber(phone, code), ip, now });
 */
export const hashAuthNumber = (phone: string, authNumber: string): string =>
  createHash('sha256').update(`${phone}:${authNumber}`).digest('hex');
