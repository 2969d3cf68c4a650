import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonicalJson';

/** The form request hashes were taken in before canonicalJson: sorted copies of the objects, then JSON.stringify. */
const sortedCopy = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedCopy((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};
const before = (value: unknown): string | undefined => JSON.stringify(sortedCopy(value));

describe('canonicalJson', () => {
  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: [{ d: true, c: null }], '': 'x' })).toBe(
      '{"":"x","a":[{"c":null,"d":true}],"b":1}',
    );
  });

  it('writes the text the sorted copies gave, so hashes stored for earlier requests still match', () => {
    const awkward = [
      {
        10: 'ten',
        9: 'nine',
        b: 1,
        a: 2,
        '01': 'not an index',
        4294967295: 'not an index either',
        4294967294: 'index',
      },
      {
        skipped: undefined,
        fn: () => 1,
        kept: 0,
        list: [undefined, () => 1, -0, Number.NaN, 1e21, Infinity],
      },
      { date: new Date(0), nested: { '\u00e9': 1, e: 2, Z: 3, '\ud83d\ude00': 4, '\ud800': 5 } },
      [],
      {},
      null,
      'text',
      7,
    ];
    for (const value of awkward) expect(canonicalJson(value)).toBe(before(value));
  });

  it('agrees with the sorted copies on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(before(value));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees on objects whose keys look like array indices', () => {
    const key = fc.oneof(fc.nat({ max: 5_000_000_000 }).map(String), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(fc.integer(), fc.constant(undefined))), (value) => {
        expect(canonicalJson(value)).toBe(before(value));
      }),
      { numRuns: 500 },
    );
  });
});
