import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIN_FLAG } from '../../constants/winFlag';
import { fixtureStatusLabel, resultState } from '../fixtureStatus';
import { type LineSelection, lineOutcomes, mainLine } from '../lineOutcomes';
import { undecidedState, winnerOutcome } from '../winnerOutcome';

const sel = (name: string, settlement: number) => ({ name, settlement });
const ah = (homeLine: string, home: number, away: number): LineSelection[] => {
  const awayLine = homeLine.startsWith('-') ? homeLine.slice(1) : `-${homeLine}`;
  return [
    { name: '1', line: homeLine, baseLine: homeLine, settlement: home },
    { name: '2', line: awayLine, baseLine: homeLine, settlement: away },
  ];
};
const ou = (line: string, over: number, under: number): LineSelection[] => [
  { name: 'Over', line, baseLine: line, settlement: over },
  { name: 'Under', line, baseLine: line, settlement: under },
];

describe('fixture statuses', () => {
  it('labels every LSports status in Korean', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(fixtureStatusLabel)).toEqual([
      '경기전',
      '경기중',
      '경기종료',
      '경기취소',
      '경기연기',
      '일시중단',
      '경기중단',
      '중계종료',
      '경기임박',
    ]);
    expect(fixtureStatusLabel(0)).toBe('-');
  });

  it('reads how a final fixture ended: finished, cancelled, or void when it was not completed', () => {
    expect([3, 4, 5, 7].map(resultState)).toEqual(['finished', 'cancelled', 'void', 'void']);
    expect([1, 2, 6, 8, 9].map(resultState)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('winnerOutcome', () => {
  it('names the winning pick of a 1X2 or 12 market', () => {
    expect(winnerOutcome([sel('1', 2), sel('X', 1), sel('2', 1)])).toEqual({
      pick: '1',
      state: 'won',
      label: '홈승',
    });
    expect(winnerOutcome([sel('1', 1), sel('X', 2), sel('2', 1)])).toEqual({
      pick: 'X',
      state: 'won',
      label: '무승부',
    });
    expect(winnerOutcome([sel('1', 1), sel('2', 2)])).toEqual({ pick: '2', state: 'won', label: '원정승' });
  });

  it('tells a refund (12 on a draw) from a void and from a wait', () => {
    expect(winnerOutcome([sel('1', 3), sel('2', 3)])).toEqual({ pick: null, state: 'push', label: '적특' });
    expect(winnerOutcome([sel('1', -1), sel('X', -1), sel('2', -1)])).toEqual({
      pick: null,
      state: 'void',
      label: '취소',
    });
    expect(winnerOutcome([sel('1', 0), sel('X', 0), sel('2', 0)])).toEqual({
      pick: null,
      state: 'pending',
      label: '대기',
    });
    expect(undecidedState([sel('1', -1), sel('2', 3)])).toBe('push');
  });
});

describe('lineOutcomes', () => {
  it('gives each handicap line, lowest first, with the side that won it or won half of it', () => {
    const selections = [...ah('0', 3, 3), ...ah('-1', 2, 1), ...ah('-0.25', 5, 4), ...ah('0.75', 4, 5)];
    expect(lineOutcomes('handicap', selections)).toEqual([
      { line: '-1', side: 'home', state: 'won', label: '홈승' },
      { line: '-0.25', side: 'home', state: 'halfWon', label: '홈 반승' },
      { line: '0', side: null, state: 'push', label: '적특' },
      { line: '0.75', side: 'away', state: 'halfWon', label: '원정 반승' },
    ]);
  });

  it('reads totals by over and under, voids and waits', () => {
    expect(lineOutcomes('total', [...ou('2.5', 1, 2), ...ou('3', -1, -1), ...ou('1.75', 0, 0)])).toEqual([
      { line: '1.75', side: null, state: 'pending', label: '대기' },
      { line: '2.5', side: 'under', state: 'won', label: '언더' },
      { line: '3', side: null, state: 'void', label: '취소' },
    ]);
    expect(lineOutcomes('total', ou('2.25', 5, 4))).toEqual([
      { line: '2.25', side: 'over', state: 'halfWon', label: '오버 반승' },
    ]);
    expect(lineOutcomes('total', [])).toEqual([]);
  });

  it('decides a line from one side alone, and lists a handicap without base line by the home side', () => {
    const [home, away] = ah('-1.5', 0, 1);
    expect(lineOutcomes('handicap', [{ ...(away as LineSelection), baseLine: null }])).toEqual([
      { line: '-1.5', side: 'home', state: 'won', label: '홈승' },
    ]);
    expect(lineOutcomes('handicap', [{ ...(home as LineSelection), settlement: 4, baseLine: null }])).toEqual(
      [{ line: '-1.5', side: 'away', state: 'halfWon', label: '원정 반승' }],
    );
    expect(lineOutcomes('total', [{ name: 'Under', line: '3.5', baseLine: null, settlement: 1 }])).toEqual([
      { line: '3.5', side: 'over', state: 'won', label: '오버' },
    ]);
  });

  it('names the same winner whichever order the sides come in and from either side alone', () => {
    const complement: Record<number, number> = { 1: 2, 2: 1, 3: 3, 4: 5, 5: 4, [-1]: -1, 0: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(-1, 0, 1, 2, 3, 4, 5),
        fc.constantFrom('-0.75', '0', '1.5'),
        (flag, line) => {
          const pair = ah(line, flag, complement[flag] as number);
          const [one] = lineOutcomes('handicap', pair);
          const [reversed] = lineOutcomes('handicap', [...pair].reverse());
          const [alone] = lineOutcomes('handicap', [pair[1] as LineSelection]);
          const won = flag === WIN_FLAG.WON || flag === WIN_FLAG.LOST;
          const half = flag === WIN_FLAG.HALF_WON || flag === WIN_FLAG.HALF_LOST;
          return (
            JSON.stringify(one) === JSON.stringify(reversed) &&
            JSON.stringify(one) === JSON.stringify(alone) &&
            one?.state ===
              (won ? 'won' : half ? 'halfWon' : flag === 3 ? 'push' : flag === -1 ? 'void' : 'pending') &&
            one?.side === (won || half ? (flag === 2 || flag === 5 ? 'home' : 'away') : null)
          );
        },
      ),
    );
  });
});

describe('mainLine', () => {
  it('takes the middle of the ladder, the lower middle of an even one', () => {
    expect(mainLine(['-1', '-0.5', '-0.25', '0', '0.25', '0.5', '1'])).toBe('0');
    expect(mainLine(['3.5', '4.5'])).toBe('3.5');
    expect(mainLine(['2.5'])).toBe('2.5');
    expect(mainLine([])).toBeUndefined();
  });

  it('is always a line of the ladder with as many lines below as above (one fewer below when even)', () => {
    fc.assert(
      // A ladder's lines are distinct and in order (duplicates would make "below" and "above" ambiguous).
      fc.property(fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 40 }), (unordered) => {
        const lines = [...unordered].sort((a, b) => a - b);
        const main = mainLine(lines) as number;
        const below = lines.filter((line) => line < main).length;
        const above = lines.filter((line) => line > main).length;
        return lines.includes(main) && above - below === (lines.length % 2 === 0 ? 1 : 0);
      }),
    );
  });
});
