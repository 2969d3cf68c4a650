import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLeg } from '../src/domain/settlement/resolveLeg';
import { resolveLegOnScore } from '../src/domain/settlement/resolveLegOnScore';
import { resolveLegScore } from '../src/domain/settlement/resolveLegScore';

// Win flags (feed-model.md): -1 cancelled, 0 waiting, 1 lost, 2 won, 3 refund, 4 half lost, 5 half won.
const FOOTBALL = 6046;
const BASKETBALL = 48242;
const BASEBALL = 154914;
const VOLLEYBALL = 154830;
const ICE_HOCKEY = 35232;
const E_GAMES = 687890;

const handicap = (betName: string, line: string, margin: number) =>
  resolveLegOnScore({
    kind: 'handicap',
    betName,
    line,
    home: Math.max(margin, 0) + 1,
    away: Math.max(-margin, 0) + 1,
  });

const total = (betName: string, line: string, goals: number) =>
  resolveLegOnScore({ kind: 'total', betName, line, home: goals, away: 0 });

/** line → flags of the home selection for margins -2, -1, 0, +1, +2, +3. */
const HANDICAP_TABLE: Record<string, number[]> = {
  '-0.25': [1, 1, 4, 2, 2, 2],
  '-0.75': [1, 1, 1, 5, 2, 2],
  '-1': [1, 1, 1, 3, 2, 2],
  '-1.5': [1, 1, 1, 1, 2, 2],
  '0.25': [1, 1, 5, 2, 2, 2],
  '+0.25': [1, 1, 5, 2, 2, 2],
  '1.25': [1, 5, 2, 2, 2, 2],
  '0': [1, 1, 3, 2, 2, 2],
  '0.5': [1, 1, 2, 2, 2, 2],
};

/** line → flags of the away selection (its own line) for home margins -2 … +3. */
const AWAY_HANDICAP_TABLE: Record<string, number[]> = {
  '0.25': [2, 2, 5, 1, 1, 1],
  '0.75': [2, 2, 2, 4, 1, 1],
  '1': [2, 2, 2, 3, 1, 1],
  '1.5': [2, 2, 2, 2, 1, 1],
  '-0.25': [2, 2, 4, 1, 1, 1],
  '-1.25': [2, 4, 1, 1, 1, 1],
};

/** line → flags for total goals 0 … 5. */
const OVER_TABLE: Record<string, number[]> = {
  '2.25': [1, 1, 4, 2, 2, 2],
  '2.5': [1, 1, 1, 2, 2, 2],
  '2.75': [1, 1, 1, 5, 2, 2],
  '3': [1, 1, 1, 3, 2, 2],
  '3.0': [1, 1, 1, 3, 2, 2],
};
const UNDER_TABLE: Record<string, number[]> = {
  '2.25': [2, 2, 5, 1, 1, 1],
  '2.5': [2, 2, 2, 1, 1, 1],
  '2.75': [2, 2, 2, 4, 1, 1],
  '3': [2, 2, 2, 3, 1, 1],
};

const MARGINS = [-2, -1, 0, 1, 2, 3];
const GOALS = [0, 1, 2, 3, 4, 5];

describe('resolveLegOnScore: Asian handicap and totals table', () => {
  for (const [line, flags] of Object.entries(HANDICAP_TABLE)) {
    it(`home ${line} over margins -2..+3 gives ${flags.join(',')}`, () => {
      expect(MARGINS.map((m) => handicap('1', line, m))).toEqual(flags);
    });
  }
  for (const [line, flags] of Object.entries(AWAY_HANDICAP_TABLE)) {
    it(`away ${line} over home margins -2..+3 gives ${flags.join(',')}`, () => {
      expect(MARGINS.map((m) => handicap('2', line, m))).toEqual(flags);
    });
  }
  for (const [line, flags] of Object.entries(OVER_TABLE)) {
    it(`over ${line} for 0..5 goals gives ${flags.join(',')}`, () => {
      expect(GOALS.map((g) => total('Over', line, g))).toEqual(flags);
    });
  }
  for (const [line, flags] of Object.entries(UNDER_TABLE)) {
    it(`under ${line} for 0..5 goals gives ${flags.join(',')}`, () => {
      expect(GOALS.map((g) => total('Under', line, g))).toEqual(flags);
    });
  }

  it('reads an in-play handicap from the score it was offered at', () => {
    // '-0.5 (1-0)': only goals after 1-0 count, so 2-1 is a margin of 0 for this bet.
    expect(resolveLegOnScore({ kind: 'handicap', betName: '1', line: '-0.5 (1-0)', home: 2, away: 1 })).toBe(
      1,
    );
    expect(resolveLegOnScore({ kind: 'handicap', betName: '2', line: '0.5 (1-0)', home: 2, away: 1 })).toBe(
      2,
    );
    expect(resolveLegOnScore({ kind: 'handicap', betName: '1', line: '-0.5 (1-0)', home: 3, away: 1 })).toBe(
      2,
    );
  });

  it('refuses lines that are not quarters and unknown selections', () => {
    expect(() => handicap('1', '-0.3', 0)).toThrow('Not a handicap or total line: -0.3');
    expect(() => total('Over', '', 1)).toThrow(RangeError);
    expect(() => handicap('X', '-0.5', 0)).toThrow("Unknown selection 'X' for a handicap market");
    expect(() => total('Exactly', '2.5', 0)).toThrow("Unknown selection 'Exactly' for a total market");
  });
});

describe('resolveLegOnScore: the other markets', () => {
  const on = (
    kind: Parameters<typeof resolveLegOnScore>[0]['kind'],
    betName: string,
    home: number,
    away: number,
  ) => resolveLegOnScore({ kind, betName, home, away });

  it('1X2, 12 (draw refunds), double chance', () => {
    expect(['1', 'X', '2'].map((n) => on('1x2', n, 2, 1))).toEqual([2, 1, 1]);
    expect(['1', 'X', '2'].map((n) => on('1x2', n, 1, 1))).toEqual([1, 2, 1]);
    expect(['1', 'X', '2'].map((n) => on('1x2', n, 0, 3))).toEqual([1, 1, 2]);
    expect(['1', '2'].map((n) => on('12', n, 88, 80))).toEqual([2, 1]);
    expect(['1', '2'].map((n) => on('12', n, 3, 3))).toEqual([3, 3]);
    expect(['1X', '12', 'X2'].map((n) => on('doubleChance', n, 1, 1))).toEqual([2, 1, 2]);
    expect(['1X', '12', 'X2'].map((n) => on('doubleChance', n, 2, 0))).toEqual([2, 2, 1]);
    expect(['1X', '12', 'X2'].map((n) => on('doubleChance', n, 0, 2))).toEqual([1, 2, 2]);
  });

  it('odd/even (0 is even), correct score, both teams to score', () => {
    expect(['Odd', 'Even'].map((n) => on('oddEven', n, 0, 0))).toEqual([1, 2]);
    expect(['Odd', 'Even'].map((n) => on('oddEven', n, 2, 1))).toEqual([2, 1]);
    expect(['2-1', '1-2', '2:1', '0-0'].map((n) => on('correctScore', n, 2, 1))).toEqual([2, 1, 2, 1]);
    expect(['Yes', 'No'].map((n) => on('bothScore', n, 1, 1))).toEqual([2, 1]);
    expect(['Yes', 'No'].map((n) => on('bothScore', n, 3, 0))).toEqual([1, 2]);
  });

  it('throws on names outside the market', () => {
    for (const [kind, name] of [
      ['1x2', '3'],
      ['12', 'X'],
      ['doubleChance', '1'],
      ['oddEven', 'odd?'],
      ['correctScore', 'Other'],
      ['bothScore', 'Maybe'],
    ] as const) {
      expect(() => on(kind, name, 1, 0)).toThrow(`Unknown selection '${name}' for a ${kind} market`);
    }
  });
});

describe('resolveLegOnScore properties', () => {
  const COMPLEMENT: Record<number, number> = { 1: 2, 2: 1, 3: 3, 4: 5, 5: 4 };
  /** What a stake of 2 returns as [constant, multiple of the odds]: kept integer. */
  const RETURN: Record<number, [number, number]> = { 1: [0, 0], 2: [0, 2], 3: [2, 0], 4: [1, 0], 5: [1, 1] };
  const lineText = (quarters: number) => (quarters / 4).toString();
  const margin = fc.integer({ min: -12, max: 12 });
  const quarters = fc.integer({ min: -24, max: 24 });

  it('home line L and away line -L are complementary', () => {
    fc.assert(
      fc.property(margin, quarters, (m, q) => {
        expect(handicap('2', lineText(-q), m)).toBe(COMPLEMENT[handicap('1', lineText(q), m)]);
      }),
    );
  });

  it('over and under on the same line are complementary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 60 }), (goals, q) => {
        expect(total('Under', lineText(q), goals)).toBe(COMPLEMENT[total('Over', lineText(q), goals)]);
      }),
    );
  });

  it('a quarter line returns the average of its two neighbouring half-stakes', () => {
    fc.assert(
      fc.property(margin, quarters, fc.constantFrom('1', '2'), (m, q, side) => {
        const quarter = 2 * q + 1; // odd quarter units: x.25 or x.75
        const [c, o] = RETURN[handicap(side, lineText(quarter), m)] as [number, number];
        const [lc, lo] = RETURN[handicap(side, lineText(quarter - 1), m)] as [number, number];
        const [uc, uo] = RETURN[handicap(side, lineText(quarter + 1), m)] as [number, number];
        expect([2 * c, 2 * o]).toEqual([lc + uc, lo + uo]);
      }),
    );
  });

  it('exactly one of 1, X and 2 wins; double chance is the complement of the third outcome', () => {
    fc.assert(
      fc.property(fc.nat(8), fc.nat(8), (home, away) => {
        const flags = ['1', 'X', '2'].map((n) => resolveLegOnScore({ kind: '1x2', betName: n, home, away }));
        expect(flags.filter((f) => f === 2)).toHaveLength(1);
        const dc = ['X2', '12', '1X'].map((n) =>
          resolveLegOnScore({ kind: 'doubleChance', betName: n, home, away }),
        );
        expect(dc).toEqual(flags.map((f) => COMPLEMENT[f]));
      }),
    );
  });
});

describe('resolveLegScore', () => {
  it('football and ice hockey settle on regular time; basketball counts overtime; baseball every inning', () => {
    const football = [
      { period: 10, home: 1, away: 0 },
      { period: 20, home: 0, away: 1 },
      { period: 40, home: 1, away: 0 },
      { period: 50, home: 5, away: 4 },
    ];
    expect(resolveLegScore(FOOTBALL, 'match', football)).toEqual({ home: 1, away: 1 });
    expect(resolveLegScore(FOOTBALL, 'period1', football)).toEqual({ home: 1, away: 0 });
    expect(resolveLegScore(FOOTBALL, 'period2', football)).toEqual({ home: 0, away: 1 });
    const hockey = [1, 2, 3].map((period) => ({ period, home: 1, away: 1 }));
    expect(resolveLegScore(ICE_HOCKEY, 'match', [...hockey, { period: 40, home: 1, away: 0 }])).toEqual({
      home: 3,
      away: 3,
    });
    const basketball = [1, 2, 3, 4].map((period) => ({ period, home: 20, away: 20 }));
    expect(resolveLegScore(BASKETBALL, 'match', [...basketball, { period: 40, home: 9, away: 7 }])).toEqual({
      home: 89,
      away: 87,
    });
    const baseball = Array.from({ length: 11 }, (_, i) => ({
      period: i + 1,
      home: i === 10 ? 1 : 0,
      away: 0,
    }));
    expect(resolveLegScore(BASEBALL, 'match', baseball)).toEqual({ home: 1, away: 0 });
  });

  it('set sports count sets won; a missing period is undefined', () => {
    const sets = [
      { period: 1, home: 25, away: 20 },
      { period: 2, home: 23, away: 25 },
      { period: 3, home: 25, away: 17 },
      { period: 4, home: 26, away: 24 },
    ];
    expect(resolveLegScore(VOLLEYBALL, 'match', sets)).toEqual({ home: 3, away: 1 });
    expect(resolveLegScore(VOLLEYBALL, 'period1', sets)).toEqual({ home: 25, away: 20 });
    expect(resolveLegScore(E_GAMES, 'match', [{ period: 1, home: 13, away: 9 }])).toEqual({
      home: 1,
      away: 0,
    });
    expect(resolveLegScore(VOLLEYBALL, 'period2', [])).toBeUndefined();
  });
});

describe('resolveLeg', () => {
  const fullTime = [
    { period: 10, home: 1, away: 0, isFinished: true },
    { period: 20, home: 1, away: 1, isFinished: true },
  ];
  const leg = (overrides: Partial<Parameters<typeof resolveLeg>[0]>) =>
    resolveLeg({
      marketId: 1,
      betName: '1',
      sportId: FOOTBALL,
      fixtureStatus: 3,
      periods: fullTime,
      ...overrides,
    });

  it('settles every market of a finished fixture on its score', () => {
    expect(leg({})).toBe(2);
    expect(leg({ marketId: 2, betName: 'Over', line: '3.25' })).toBe(4);
    expect(leg({ marketId: 3, betName: '2', line: '1.25' })).toBe(5);
    expect(leg({ marketId: 3, betName: '2', line: '0.75' })).toBe(4);
    expect(leg({ marketId: 5, betName: 'Odd' })).toBe(2);
    expect(leg({ marketId: 6, betName: '2-1' })).toBe(2);
    expect(leg({ marketId: 7, betName: 'X2' })).toBe(1);
    expect(leg({ marketId: 17, betName: 'Yes' })).toBe(2);
    expect(leg({ marketId: 21, betName: 'Under', line: '1' })).toBe(3);
    expect(leg({ marketId: 41, betName: '1' })).toBe(2);
    expect(leg({ marketId: 64, betName: '1', line: '-0.75' })).toBe(5);
    expect(leg({ marketId: 202, betName: '2' })).toBe(1);
    expect(leg({ marketId: 203, betName: '1' })).toBe(3);
    expect(
      leg({ marketId: 52, betName: '1', sportId: BASKETBALL, periods: [{ period: 1, home: 30, away: 20 }] }),
    ).toBe(2);
  });

  it('cancels legs of cancelled or postponed fixtures and voided markets (-1)', () => {
    expect(leg({ fixtureStatus: 4 })).toBe(-1);
    expect(leg({ fixtureStatus: 5 })).toBe(-1);
    expect(leg({ marketVoided: true })).toBe(-1);
    expect(leg({ marketVoided: true, fixtureStatus: 2 })).toBe(-1);
  });

  it('waits while the match is undecided, but settles a period market once its period is finished', () => {
    const firstHalfOnly = [
      { period: 10, home: 0, away: 1, isFinished: true },
      { period: 20, home: 0, away: 0 },
    ];
    for (const status of [1, 2, 6, 8, 9])
      expect(leg({ fixtureStatus: status, periods: firstHalfOnly })).toBe(0);
    expect(leg({ fixtureStatus: 2, periods: firstHalfOnly, marketId: 41, betName: '2' })).toBe(2);
    expect(leg({ fixtureStatus: 2, periods: firstHalfOnly, marketId: 203, betName: '1' })).toBe(0);
    expect(
      leg({ fixtureStatus: 2, periods: [{ period: 10, home: 0, away: 0 }], marketId: 41, betName: 'X' }),
    ).toBe(0);
  });

  it('abandoned fixtures keep finished periods and cancel the rest', () => {
    const abandoned = { fixtureStatus: 7, periods: [{ period: 10, home: 2, away: 0, isFinished: true }] };
    expect(leg({ ...abandoned })).toBe(-1);
    expect(leg({ ...abandoned, marketId: 64, betName: '1', line: '-1.5' })).toBe(2);
    expect(leg({ ...abandoned, marketId: 203, betName: '1' })).toBe(-1);
  });

  it('cancels a period market whose period was never played', () => {
    expect(
      leg({ sportId: E_GAMES, marketId: 203, betName: '1', periods: [{ period: 1, home: 13, away: 4 }] }),
    ).toBe(-1);
  });

  it('refuses unknown markets', () => {
    expect(() => leg({ marketId: 999 })).toThrow('Unknown market 999');
  });
});
