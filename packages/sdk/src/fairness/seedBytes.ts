import { hexToBytes } from '@noble/hashes/utils.js';
import { InvalidDrawInputError } from './invalidDrawInputError';

/** Seeds, commitments and salts are 32 bytes, written as 64 hex digits. */
export const SEED_BYTES = 32;

const SEED_HEX = /^[0-9a-f]{64}$/i;

/**
 * Whether a value is 32 bytes written as 64 hex digits (either case).
 * @example isSeedHex('ab'.repeat(32)) // true
 */
export const isSeedHex = (value: unknown): value is string =>
  typeof value === 'string' && SEED_HEX.test(value);

/**
 * Reads a 32-byte value written as 64 hex digits (either case); throws {@link InvalidDrawInputError} otherwise.
 * Checked before decoding, so a hostile string is rejected without being walked twice.
 * @example seedBytes('00'.repeat(32), 'salt').length // 32
 */
export function seedBytes(hex: string, field: string): Uint8Array {
  if (!isSeedHex(hex)) {
    throw new InvalidDrawInputError(field, `expected ${SEED_BYTES * 2} hex digits`);
  }
  return hexToBytes(hex.toLowerCase());
}
