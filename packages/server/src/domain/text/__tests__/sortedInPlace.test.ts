import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedInPlace } from '../sortedInPlace';

describe('sortedInPlace', () => {
  it('sorts as Array.prototype.sort does, in the array it was given, short lists and long', () => {
    // Any UTF-16 code unit (lone surrogates too), and lists either side of the insertion sort's 16.
    const units = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 4 });
    fc.assert(
      fc.property(fc.array(units, { maxLength: 40 }), (strings) => {
        const given = strings.slice();
        const sorted = sortedInPlace(given);
        expect(sorted).toBe(given);
        expect(sorted).toEqual(strings.slice().sort());
      }),
      { numRuns: 2_000, seed: 20261128 },
    );
  });
});
