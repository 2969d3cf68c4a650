import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { InvalidDrawInputError } from './invalidDrawInputError';
import { seedBytes } from './seedBytes';

/** A source of uniform 32-bit words; the draws read nothing else, so tests can feed chosen words. */
export interface DrawStream {
  /** The next 4 bytes of the stream as a big-endian unsigned integer. */
  nextUint32(): number;
}

/** What identifies one round's byte stream (games-fairness.md). */
export interface DrawStreamParams {
  /** The round's revealed seed x[k], 64 hex digits. */
  readonly seed: string;
  readonly gameId: string;
  /** The round number k, a positive integer. */
  readonly roundNo: number;
  /** The chain's published salt, 64 hex digits. */
  readonly salt: string;
}

const GAME_ID = /^[a-z0-9_/-]{1,64}$/;
const WORDS_PER_BLOCK = 8;

/**
 * The round's byte stream: HMAC-SHA256(key = seed, message = "<gameId>:<roundNo>:<salt hex>:<counter>") for
 * counter = 0, 1, 2, … concatenated, read 4 bytes at a time. The salt is written in lowercase hex.
 * @example createDrawStream({ seed, gameId: 'donghang', roundNo: 1, salt }).nextUint32()
 */
export function createDrawStream(params: DrawStreamParams): DrawStream {
  const key = seedBytes(params.seed, 'seed');
  // The salt enters the message as text; decoding it only checks that it is 32 bytes of hex.
  seedBytes(params.salt, 'salt');
  if (typeof params.gameId !== 'string' || !GAME_ID.test(params.gameId)) {
    throw new InvalidDrawInputError('gameId', 'unknown game');
  }
  if (!Number.isSafeInteger(params.roundNo) || params.roundNo < 1) {
    throw new InvalidDrawInputError('roundNo', 'expected a positive integer');
  }
  const prefix = `${params.gameId}:${params.roundNo}:${params.salt.toLowerCase()}:`;
  // The keyed state is set up once; each block clones it instead of hashing the key pads again.
  const keyed = hmac.create(sha256, key);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(0));
  let word = WORDS_PER_BLOCK;
  return {
    nextUint32() {
      if (word === WORDS_PER_BLOCK) {
        const bytes = keyed
          .clone()
          .update(utf8ToBytes(`${prefix}${counter}`))
          .digest();
        block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        counter += 1;
        word = 0;
      }
      const value = block.getUint32(word * 4, false);
      word += 1;
      return value;
    },
  };
}
