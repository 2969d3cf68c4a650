import { describe, expect, it } from 'vitest';
import { groupByFixture } from '../groupByFixture';

describe('groupByFixture', () => {
  it('gives each fixture its rows in their original order, and [] for a fixture without rows', () => {
    const rows = [
      { fixtureId: 2, n: 'a' },
      { fixtureId: 1, n: 'b' },
      { fixtureId: 2, n: 'c' },
    ];
    const of = groupByFixture(rows);
    expect(of(2)).toEqual([rows[0], rows[2]]);
    expect(of(1)).toEqual([rows[1]]);
    expect(of(3)).toEqual([]);
  });
});
