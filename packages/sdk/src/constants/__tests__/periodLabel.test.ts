import { describe, expect, it } from 'vitest';
import { PERIOD } from '../period';
import { PERIOD_LABELS_KO, periodLabel } from '../periodLabel';
import { SPORT_ID } from '../sports';

describe('periods', () => {
  it('codes follow spec §3 and feed-model.md', () => {
    expect(PERIOD).toEqual({
      NOT_STARTED: -1,
      FIRST_HALF: 10,
      SECOND_HALF: 20,
      OVERTIME: 40,
      PENALTIES: 50,
      BREAK: 80,
      FULL_TIME: 100,
      FULL_TIME_AFTER_OVERTIME: 101,
      FULL_TIME_AFTER_PENALTIES: 102,
    });
    expect(PERIOD_LABELS_KO).toEqual({
      '-1': '경기전',
      40: '연장',
      50: '승부차기',
      80: '휴식',
      100: '종료',
      101: '연장 종료',
      102: '승부차기 종료',
    });
  });

  it.each([SPORT_ID.FOOTBALL, SPORT_ID.HANDBALL])('sport %i has halves', (sport) => {
    expect(periodLabel(sport, 10)).toBe('전반');
    expect(periodLabel(sport, 20)).toBe('후반');
    expect(periodLabel(sport, 1)).toBe('전반');
    expect(periodLabel(sport, 2)).toBe('후반');
    expect(periodLabel(sport, 3)).toBeUndefined();
  });

  it.each([SPORT_ID.BASKETBALL, SPORT_ID.RUGBY_LEAGUE, SPORT_ID.RUGBY_UNION])(
    'sport %i has quarters',
    (sport) => {
      expect([1, 2, 3, 4].map((p) => periodLabel(sport, p))).toEqual(['1쿼터', '2쿼터', '3쿼터', '4쿼터']);
      expect(periodLabel(sport, 5)).toBeUndefined();
      expect(periodLabel(sport, 10)).toBeUndefined();
    },
  );

  it('baseball has innings 1-9', () => {
    expect(periodLabel(SPORT_ID.BASEBALL, 1)).toBe('1이닝');
    expect(periodLabel(SPORT_ID.BASEBALL, 9)).toBe('9이닝');
    expect(periodLabel(SPORT_ID.BASEBALL, 0)).toBeUndefined();
    expect(periodLabel(SPORT_ID.BASEBALL, 40)).toBe('연장');
  });

  it.each([SPORT_ID.VOLLEYBALL, SPORT_ID.TENNIS, SPORT_ID.TABLE_TENNIS, SPORT_ID.E_GAMES])(
    'sport %i has sets',
    (sport) => {
      expect(periodLabel(sport, 1)).toBe('1세트');
      expect(periodLabel(sport, 5)).toBe('5세트');
      expect(periodLabel(sport, 7)).toBe('7세트');
      expect(periodLabel(sport, 8)).toBeUndefined();
      expect(periodLabel(sport, 1.5)).toBeUndefined();
    },
  );

  it('ice hockey has three periods', () => {
    expect(periodLabel(SPORT_ID.ICE_HOCKEY, 1)).toBe('1피리어드');
    expect(periodLabel(SPORT_ID.ICE_HOCKEY, 3)).toBe('3피리어드');
    expect(periodLabel(SPORT_ID.ICE_HOCKEY, 4)).toBeUndefined();
  });

  it('shared codes read the same in every sport, unknown sports included', () => {
    for (const sport of [...Object.values(SPORT_ID), 1]) {
      expect(periodLabel(sport, -1)).toBe('경기전');
      expect(periodLabel(sport, 80)).toBe('휴식');
      expect(periodLabel(sport, 50)).toBe('승부차기');
      expect(periodLabel(sport, 100)).toBe('종료');
      expect(periodLabel(sport, 101)).toBe('연장 종료');
      expect(periodLabel(sport, 102)).toBe('승부차기 종료');
    }
    expect(periodLabel(1, 1)).toBeUndefined();
  });
});
