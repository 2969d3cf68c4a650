import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestAdultBirthYear } from '../latestAdultBirthYear';
import { validateAdultBirthDate } from '../validateAdultBirthDate';

describe('latestAdultBirthYear: the sign-up list ends at this Korean year − 19', () => {
  it('follows the Korean date, not UTC', () => {
    expect(latestAdultBirthYear('2026-11-26T12:00:00+09:00')).toBe(2007);
    expect(latestAdultBirthYear('2026-12-31T14:59:59Z')).toBe(2007);
    expect(latestAdultBirthYear('2026-12-31T15:00:00Z')).toBe(2008);
  });

  it('offers no year in which everyone born is still under 19, and no adult year is missing', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (now) => {
          const latest = latestAdultBirthYear(now);
          // Born on 1 January of the latest year: 19 by now. Born in the year after: not 19 yet on any day.
          expect(validateAdultBirthDate({ year: latest, month: 1, day: 1 }, now).ok).toBe(true);
          expect(validateAdultBirthDate({ year: latest + 1, month: 1, day: 1 }, now).ok).toBe(false);
        },
      ),
    );
  });
});
