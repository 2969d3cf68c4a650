import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HALF_SPORTS, isPlayingPeriod, PERIOD, SET_SPORTS } from '../period';
import { SPORT_ID } from '../sports';

describe('livescore periods', () => {
  it('halves are football and handball; sets are volleyball, e-games, tennis and table tennis', () => {
    expect(HALF_SPORTS).toEqual([SPORT_ID.FOOTBALL, SPORT_ID.HANDBALL]);
    expect(SET_SPORTS).toEqual([
      SPORT_ID.VOLLEYBALL,
      SPORT_ID.E_GAMES,
      SPORT_ID.TENNIS,
      SPORT_ID.TABLE_TENNIS,
    ]);
  });

  it.each([
    [PERIOD.NOT_STARTED, false],
    [0, false],
    [1, true],
    [9, true],
    [PERIOD.FIRST_HALF, true],
    [PERIOD.SECOND_HALF, true],
    [PERIOD.OVERTIME, true],
    [PERIOD.PENALTIES, true],
    [PERIOD.BREAK, false],
    [PERIOD.FULL_TIME, false],
    [PERIOD.FULL_TIME_AFTER_OVERTIME, false],
    [PERIOD.FULL_TIME_AFTER_PENALTIES, false],
  ])('period %i is played: %s', (period, played) => {
    expect(isPlayingPeriod(period)).toBe(played);
  });

  it('no code from the break on is a period of play', () => {
    fc.assert(fc.property(fc.integer({ min: PERIOD.BREAK }), (period) => !isPlayingPeriod(period)));
  });
});
