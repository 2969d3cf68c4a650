import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstMonth, monthGrid } from '../monthGrid';

describe('kstMonth', () => {
  it('reads the month in Korean time, which runs 9 hours ahead of UTC', () => {
    expect(kstMonth(Date.UTC(2025, 1, 28, 14, 59))).toEqual({ year: 2025, month: 2, today: 28 });
    expect(kstMonth(Date.UTC(2025, 1, 28, 15, 0))).toEqual({ year: 2025, month: 3, today: 1 });
    expect(kstMonth(Date.UTC(2024, 11, 31, 15))).toEqual({ year: 2025, month: 1, today: 1 });
  });
});

describe('monthGrid', () => {
  it('lays March 2025 out from Sunday, starting on Saturday the 1st', () => {
    const weeks = monthGrid(2025, 3);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, { day: 1, iso: '2025-03-01' }]);
    expect(weeks[5]).toEqual([
      { day: 30, iso: '2025-03-30' },
      { day: 31, iso: '2025-03-31' },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('knows leap years and short months', () => {
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2025, 2).flat().filter(Boolean)).toHaveLength(28);
    expect(monthGrid(2026, 2)).toHaveLength(4); // February 2026 starts on a Sunday
  });

  it('has every day once, in order, on its real weekday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const weeks = monthGrid(year, month);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        for (const week of weeks)
          for (const [weekday, cell] of week.entries())
            if (cell) expect(new Date(`${cell.iso}T00:00:00Z`).getUTCDay()).toBe(weekday);
        const days = weeks.flat().flatMap((cell) => (cell ? [cell.day] : []));
        expect(days).toEqual(
          Array.from({ length: new Date(Date.UTC(year, month, 0)).getUTCDate() }, (_, i) => i + 1),
        );
      }),
    );
  });
});
