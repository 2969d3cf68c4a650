import { ANTIBOT_CODE_LENGTH } from '../constants/limits';
import type { TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { SIGNUP_ANTIBOT } from '../i18n/ko';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// 252 = 7 × 36: bytes from 252 up would favour the first 4 characters, so they are drawn again.
const UNBIASED_LIMIT = 252;

/** A source of random bytes; tests inject a fixed one. */
export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/**
 * A 4-character anti-bot code of A-Z and 0-9 (§5, §9), each character uniformly drawn (rejection sampling
 * over the platform's cryptographic random bytes).
 * @example generateAntiBotCode() // 'Q7X2'
 */
export function generateAntiBotCode(randomBytes: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < ANTIBOT_CODE_LENGTH) {
    for (const byte of randomBytes(ANTIBOT_CODE_LENGTH - code.length)) {
      if (byte < UNBIASED_LIMIT) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}

/**
 * The typed anti-bot code must match the shown one (SIGNUP_ANTIBOT). Case-insensitive, surrounding spaces
 * ignored: the code has no lowercase, so a member typing 'q7x2' for 'Q7X2' read it right, and a bot gains nothing.
 * @example checkAntiBotCode(' q7x2', 'Q7X2') // { ok: true, value: undefined }
 */
export function checkAntiBotCode(entered: TextInput, expected: TextInput): ValidationResult<void> {
  const typed = (entered ?? '').trim().toUpperCase();
  return typed !== '' && typed === (expected ?? '').toUpperCase()
    ? ok(undefined)
    : fail('SIGNUP_ANTIBOT', SIGNUP_ANTIBOT);
}
