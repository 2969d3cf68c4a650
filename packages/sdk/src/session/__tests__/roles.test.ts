import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankingLevelCode } from '../bankingLevelCode';
import { levelBadge } from '../levelBadge';
import { limitLevel } from '../limitLevel';

describe('levelBadge (spec §1)', () => {
  it.each([
    [1, '1'],
    [2, '2'],
    [3, '3'],
    [4, 'VIP'],
    [5, 'VVIP'],
    [10, '10'],
    [0, '0'],
  ])('role %i shows %s', (role, badge) => {
    expect(levelBadge(role)).toBe(badge);
  });
});

describe('limitLevel (spec §6)', () => {
  it.each([
    [-3, 1],
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 5],
    [10, 5],
    [2.7, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 5],
    [Number.NEGATIVE_INFINITY, 1],
  ])('role %d uses level %i', (role, level) => {
    expect(limitLevel(role)).toBe(level);
  });

  it('is always a whole level 1-5, the role itself inside that range', () => {
    fc.assert(
      fc.property(fc.integer(), (role) => {
        const level = limitLevel(role);
        expect(Number.isInteger(level)).toBe(true);
        expect(level).toBeGreaterThanOrEqual(1);
        expect(level).toBeLessThanOrEqual(5);
        if (role >= 1 && role <= 5) expect(level).toBe(role);
        if (role <= 1) expect(level).toBe(1);
        if (role >= 5) expect(level).toBe(5);
      }),
    );
  });

  it('never lowers as the role rises', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(limitLevel(low)).toBeLessThanOrEqual(limitLevel(high));
      }),
    );
  });
});

describe('bankingLevelCode (spec §3, §6)', () => {
  it.each([
    ['A', 1, 'A1'],
    ['A', 4, 'A4'],
    ['A', 5, 'A5'],
    ['A', 10, 'A5'],
    ['B', 3, 'B3'],
  ])('%s with role %i is %s', (userType, role, code) => {
    expect(bankingLevelCode(userType, role)).toBe(code);
  });
});
