import { describe, expect, it } from 'vitest';
import { BALL_MARKET_PREFIX, ballMarketPrefix } from '../ballMarketPrefix';
import { MARKET_ID, MARKET_NAMES_KO, marketNameKorean } from '../marketNameKorean';

describe('market names', () => {
  it('map the feed names to Korean (spec §3)', () => {
    expect(MARKET_NAMES_KO).toEqual({
      '1X2': '승무패',
      'Under/Over': '언더오버',
      'Asian Handicap': '핸디캡',
      'Odd/Even': '홀짝',
      'Correct Score': '정확한 스코어',
      'Double Chance': '더블찬스',
      '12': '승패',
      'Both Teams To Score': '양팀득점',
    });
  });

  it.each([
    ['1X2', '승무패'],
    ['Under/Over', '언더오버'],
    ['Asian Handicap', '핸디캡'],
    ['Odd/Even', '홀짝'],
    ['Correct Score', '정확한 스코어'],
    ['Double Chance', '더블찬스'],
    ['12', '승패'],
    ['Both Teams To Score', '양팀득점'],
    [' 1X2 ', '승무패'],
    ['HT/FT', 'HT/FT'],
    ['', ''],
  ])('marketNameKorean(%j) is %j', (name, korean) => {
    expect(marketNameKorean(name)).toBe(korean);
  });

  it('market ids follow feed-model.md', () => {
    expect(MARKET_ID).toEqual({
      FULL_TIME_1X2: 1,
      UNDER_OVER: 2,
      ASIAN_HANDICAP: 3,
      ODD_EVEN: 5,
      CORRECT_SCORE: 6,
      DOUBLE_CHANCE: 7,
      BOTH_TEAMS_TO_SCORE: 17,
      WIN_LOSE: 52,
    });
  });
});

describe('ballMarketPrefix', () => {
  it('prefixes are 일반 and 파워', () => {
    expect(BALL_MARKET_PREFIX).toEqual({ normal: '일반', power: '파워' });
  });

  it.each([
    ['powerball_100_1', '일반'],
    ['powerball_100_2', '일반'],
    ['powerball_100_3', '일반'],
    ['powerball_100_4', '일반'],
    ['powerball_100_18', '파워'],
    ['powerball_100_19', '파워'],
    ['powerball_100_20', '파워'],
    ['powerball_100_21', '파워'],
    ['4', '일반'],
    ['a_b_04', '일반'],
  ])('%s → %s', (oddsId, prefix) => {
    expect(ballMarketPrefix(oddsId)).toBe(prefix);
  });

  it.each([
    'powerball_100_0',
    'powerball_100_5',
    'powerball_100_17',
    'powerball_100_22',
    'powerball_1_x',
    'a_',
    '',
    'a_1.5',
    'a_-1',
  ])('%j has no prefix', (oddsId) => {
    expect(ballMarketPrefix(oddsId)).toBeUndefined();
  });

  it('reads only the last part', () => {
    expect(ballMarketPrefix('game_19_3')).toBe('일반');
    expect(ballMarketPrefix('game_3_19')).toBe('파워');
  });
});
