import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonicalJson';

/** The idempotency hash's text before canonicalJson: a sorted copy of each object, then JSON.stringify. */
const sortedCopy = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedCopy);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedCopy((value as Record<string, unknown>)[key])]),
    );
  return value;
};
const formerText = (value: unknown): string | undefined => JSON.stringify(sortedCopy(value));

// JSON bodies, plus what a handler's object could hold that JSON has no text for.
const withGaps = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 5 }),
    // Keys that are array indexes as well, which JavaScript lists before the others.
    fc.dictionary(fc.oneof(fc.string(), fc.nat().map(String)), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('canonicalJson', () => {
  it('writes the same text as the sorted copy through JSON.stringify, so stored request hashes stay valid', () => {
    fc.assert(
      fc.property(withGaps, (value) => {
        expect(canonicalJson(value)).toBe(formerText(value));
      }),
      { numRuns: 2_000, seed: 20261127 },
    );
  });

  it('escapes as JSON.stringify does: quotes, backslashes, control characters, lone surrogates, many keys', () => {
    // Any UTF-16 code unit (lone surrogates too), and objects of up to 40 keys (in place below 17, the built-in
    // sort above).
    const units = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 6 });
    const document = fc.oneof(
      fc.dictionary(units, fc.oneof(units, fc.integer(), fc.constant(undefined)), { maxKeys: 40 }),
      fc.array(fc.dictionary(units, units, { maxKeys: 8 }), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(document, (value) => {
        expect(canonicalJson(value)).toBe(formerText(value));
      }),
      { numRuns: 2_000, seed: 20261128 },
    );
  });

  it('sorts keys at every depth and leaves out keys whose value has no JSON text', () => {
    expect(canonicalJson({ b: [{ d: 1, c: undefined }, undefined], a: 'x', e: () => 1 })).toBe(
      '{"a":"x","b":[{"d":1},null]}',
    );
    expect(canonicalJson(undefined)).toBeUndefined();
    expect(canonicalJson([])).toBe('[]');
  });

  it('lists array-index keys first in numeric order, as the sorted copy did', () => {
    const body = { b: 1, 10: 2, 9: 3, a: 4, '4294967295': 5, '4294967294': 6, '01': 7, '-1': 8 };
    expect(canonicalJson(body)).toBe(formerText(body));
    expect(canonicalJson(body)).toBe(
      '{"9":3,"10":2,"4294967294":6,"-1":8,"01":7,"4294967295":5,"a":4,"b":1}',
    );
  });

  it('walks a deeply nested document without the call stack', () => {
    let deep: unknown = 1;
    for (let depth = 0; depth < 100_000; depth++) deep = depth % 2 ? [deep] : { k: deep };
    // 50,000 objects ('{"k":' and '}') and 50,000 arrays ('[' and ']') around the 1.
    expect(canonicalJson(deep)?.length).toBe(50_000 * 6 + 50_000 * 2 + 1);
  });
});
