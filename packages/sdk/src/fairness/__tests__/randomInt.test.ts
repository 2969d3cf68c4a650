import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWithoutReplacement } from '../drawWithoutReplacement';
import { randomInt } from '../randomInt';
import { weightedIndex } from '../weightedIndex';
import { fakeStream } from './fakeStream';

const MAX = 2 ** 32 - 1;

describe('randomInt', () => {
  it('uses u mod n below floor(2^32 / n) × n and rejects the words at or above it', () => {
    const limit = Math.floor(2 ** 32 / 10) * 10; // 4294967290
    const stream = fakeStream([limit, MAX, limit - 1]);
    expect(randomInt(stream, 10)).toBe((limit - 1) % 10);
    expect(stream.used()).toBe(3);
  });

  it('reads one word per accepted draw and never returns n or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.integer({ min: 0, max: MAX }), { minLength: 1, maxLength: 8 }),
        (n, words) => {
          const limit = Math.floor(2 ** 32 / n) * n;
          const firstGood = words.findIndex((u) => u < limit);
          const stream = fakeStream(words);
          if (firstGood < 0) {
            expect(() => randomInt(stream, n)).toThrow('out of words');
            return true;
          }
          const value = randomInt(stream, n);
          return value === (words[firstGood] as number) % n && value < n && stream.used() === firstGood + 1;
        },
      ),
      { seed: 3, numRuns: 500 },
    );
  });

  it('gives every residue the same number of accepted words (no modulo bias), checked exactly for small n', () => {
    for (const n of [3, 7, 10, 28, 37, 416]) {
      const limit = Math.floor(2 ** 32 / n) * n;
      expect(limit % n).toBe(0);
      expect(2 ** 32 - limit).toBeLessThan(n);
    }
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN])('refuses n = %s', (n) => {
    expect(() => randomInt(fakeStream([0]), n)).toThrow(RangeError);
  });

  it('accepts n = 2^32 and n = 1 (one word each)', () => {
    expect(randomInt(fakeStream([MAX]), 2 ** 32)).toBe(MAX);
    expect(randomInt(fakeStream([MAX]), 1)).toBe(0);
  });
});

describe('drawWithoutReplacement', () => {
  it('is a forward partial Fisher-Yates: j = i + randomInt(n − i), swap i and j', () => {
    // n = 5: word 3 → j = 3 (swap 0,3); word 0 → j = 1 (no move); word 7 → 7 mod 3 = 1 → j = 3 (swap 2,3).
    expect(drawWithoutReplacement(fakeStream([3, 0, 7]), [1, 2, 3, 4, 5], 3)).toEqual([4, 2, 1]);
  });

  it('draws k distinct candidates and leaves the input alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: MAX }), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 0, max: 28 }),
        (words, k) => {
          const pool = Array.from({ length: 28 }, (_, i) => i + 1);
          const drawn = drawWithoutReplacement(fakeStream(words), pool, k);
          return (
            drawn.length === k &&
            new Set(drawn).size === k &&
            drawn.every((b) => b >= 1 && b <= 28) &&
            pool[0] === 1
          );
        },
      ),
      { seed: 5 },
    );
  });

  it.each([-1, 4, 1.5])('refuses k = %s', (k) => {
    expect(() => drawWithoutReplacement(fakeStream([]), [1, 2, 3], k)).toThrow(RangeError);
  });
});

describe('weightedIndex', () => {
  it('maps an integer in [0, total) onto the cumulative weights', () => {
    const weights = [3, 0, 2, 5];
    const picks = Array.from({ length: 10 }, (_, u) => weightedIndex(fakeStream([u]), weights));
    expect(picks).toEqual([0, 0, 0, 2, 2, 3, 3, 3, 3, 3]);
  });

  it('skips zero weights at either end', () => {
    expect(weightedIndex(fakeStream([0]), [0, 1, 0])).toBe(1);
  });

  it.each([[[1, -1]], [[1.5]], [[0, 0]], [[]]])('refuses weights %o', (weights) => {
    expect(() => weightedIndex(fakeStream([0]), weights)).toThrow(RangeError);
  });
});
