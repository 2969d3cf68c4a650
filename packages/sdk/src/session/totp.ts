import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';

/** RFC 6238 defaults: 30-second steps, 6 digits, HMAC-SHA1 (what authenticator apps use). */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpParams {
  /** The shared secret's bytes. */
  readonly secret: Uint8Array;
  /** The instant, in epoch milliseconds. */
  readonly at: number;
  readonly digits?: number;
  readonly algorithm?: TotpAlgorithm;
}

const HASHES = { sha1, sha256, sha512 } as const;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The RFC 6238 time step of an instant.
 * @example totpStep(59_000) // 1
 */
export const totpStep = (at: number): number => Math.floor(at / 1000 / TOTP_STEP_SECONDS);

/**
 * An RFC 4226 HOTP value for a counter (the time step, for TOTP), zero-padded to `digits`.
 * @example hotp(new TextEncoder().encode('12345678901234567890'), 0) // '755224'
 */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(HASHES[algorithm], secret, message);
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The RFC 6238 code of a secret at an instant.
 * @example totp({ secret: new TextEncoder().encode('12345678901234567890'), at: 59_000, digits: 8 }) // '94287082'
 */
export const totp = ({ secret, at, digits = TOTP_DIGITS, algorithm = 'sha1' }: TotpParams): string =>
  hotp(secret, totpStep(at), digits, algorithm);

/**
 * Bytes as RFC 4648 base32 without padding (how authenticator apps take a secret).
 * @example base32Encode(new TextEncoder().encode('foobar')) // 'MZXW6YTBOI'
 */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * RFC 4648 base32 (case-insensitive, padding and spaces ignored) as bytes; null when a character is not base32.
 * @example base32Decode('MZXW6YTBOI') // Uint8Array of 'foobar'
 */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}
