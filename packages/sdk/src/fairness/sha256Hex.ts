import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { seedBytes } from './seedBytes';

/**
 * The commitment of a seed: SHA-256 of its 32 bytes (not of its hex text), as lowercase hex.
 * @example sha256Hex('00'.repeat(32)) // '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925'
 */
export const sha256Hex = (seedHex: string): string => bytesToHex(sha256(seedBytes(seedHex, 'seed')));
