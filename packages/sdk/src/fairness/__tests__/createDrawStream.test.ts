import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../createDrawStream';
import { isInvalidDrawInputError } from '../invalidDrawInputError';
import { isSeedHex } from '../seedBytes';
import { sha256Hex } from '../sha256Hex';

const SEED = 'ab'.repeat(32);
const SALT = '0f'.repeat(32);

/** An independent reading of the spec with Node's own crypto: HMAC blocks for counter 0, 1, … as uint32 words. */
function referenceWords(seed: string, message: string, count: number): number[] {
  const words: number[] = [];
  for (let counter = 0; words.length < count; counter += 1) {
    const block = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${message}:${counter}`).digest();
    for (let i = 0; i < 32 && words.length < count; i += 4) words.push(block.readUInt32BE(i));
  }
  return words;
}

describe('createDrawStream', () => {
  it('reads HMAC-SHA256(seed, "<gameId>:<roundNo>:<salt>:<counter>") blocks as big-endian words', () => {
    const stream = createDrawStream({ seed: SEED, gameId: 'donghang', roundNo: 7, salt: SALT });
    const words = Array.from({ length: 20 }, () => stream.nextUint32());
    expect(words).toEqual(referenceWords(SEED, `donghang:7:${SALT}`, 20));
  });

  it('writes the salt in lowercase hex whatever case it was given in', () => {
    const upper = createDrawStream({
      seed: SEED.toUpperCase(),
      gameId: 'next',
      roundNo: 1,
      salt: SALT.toUpperCase(),
    });
    const lower = createDrawStream({ seed: SEED, gameId: 'next', roundNo: 1, salt: SALT });
    expect(upper.nextUint32()).toBe(lower.nextUint32());
  });

  it('matches the reference for any seed, salt, game and round', () => {
    const hex = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
    fc.assert(
      fc.property(
        hex,
        hex,
        fc.constantFrom('donghang', 'oddgame/penalty_kick', 'lotus/baccarat'),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (seed, salt, gameId, roundNo) => {
          const stream = createDrawStream({ seed, gameId, roundNo, salt });
          const words = Array.from({ length: 9 }, () => stream.nextUint32());
          return (
            JSON.stringify(words) === JSON.stringify(referenceWords(seed, `${gameId}:${roundNo}:${salt}`, 9))
          );
        },
      ),
      { numRuns: 50, seed: 12 },
    );
  });

  it.each([
    [{ seed: 'xyz' }, 'seed'],
    [{ seed: 'ab'.repeat(31) }, 'seed'],
    [{ salt: `${'0'.repeat(63)}g` }, 'salt'],
    [{ gameId: 'a:b' }, 'gameId'],
    [{ gameId: '' }, 'gameId'],
    [{ roundNo: 0 }, 'roundNo'],
    [{ roundNo: 1.5 }, 'roundNo'],
    [{ roundNo: Number.MAX_SAFE_INTEGER + 1 }, 'roundNo'],
  ])('refuses malformed input %o with a typed error', (patch, field) => {
    const call = () => createDrawStream({ seed: SEED, gameId: 'donghang', roundNo: 1, salt: SALT, ...patch });
    expect(call).toThrow(expect.objectContaining({ field, code: 'INVALID_DRAW_INPUT' }));
    try {
      call();
    } catch (error) {
      expect(isInvalidDrawInputError(error)).toBe(true);
    }
  });
});

describe('sha256Hex', () => {
  it('hashes the 32 seed bytes, not their hex text', () => {
    expect(sha256Hex('00'.repeat(32))).toBe(createHash('sha256').update(Buffer.alloc(32)).digest('hex'));
    expect(sha256Hex('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });

  it('knows a seed from anything else', () => {
    expect(isSeedHex('AB'.repeat(32))).toBe(true);
    expect(isSeedHex('ab'.repeat(33))).toBe(false);
    expect(isSeedHex(42)).toBe(false);
  });
});
