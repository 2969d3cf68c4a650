import { describe, expect, it } from 'vitest';
import { truncateName } from '../truncateName';

describe('truncateName (spec §9: league names cut to 20 characters)', () => {
  it('keeps 20 characters and cuts the 21st with an ellipsis', () => {
    expect(truncateName('가'.repeat(20))).toBe('가'.repeat(20));
    expect(truncateName('가'.repeat(21))).toBe(`${'가'.repeat(20)}…`);
    expect(truncateName('Premier League')).toBe('Premier League');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateName('⚽'.repeat(21))).toBe(`${'⚽'.repeat(20)}…`);
    expect(truncateName('abcdef', 3)).toBe('abc…');
  });
});
