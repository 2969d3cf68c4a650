import { describe, expect, it } from 'vitest';
import { pickLabel } from '../pickLabel';

const teams = { homeName: '맨시티', awayName: '리버풀' };

describe('pickLabel', () => {
  it('names the team and 승 on winner markets, 무승부 for the draw', () => {
    expect(pickLabel({ betName: '1', marketName: '1X2', ...teams })).toBe('맨시티 승');
    expect(pickLabel({ betName: '2', marketName: '12', ...teams })).toBe('리버풀 승');
    expect(pickLabel({ betName: 'X', marketName: '1X2', ...teams })).toBe('무승부');
  });

  it('gives handicap picks their signed line', () => {
    expect(pickLabel({ betName: '1', betLine: '-0.75', marketName: 'Asian Handicap', ...teams })).toBe(
      '맨시티 -0.75',
    );
    expect(pickLabel({ betName: '2', betLine: '0.75', marketName: 'Asian Handicap', ...teams })).toBe(
      '리버풀 +0.75',
    );
    expect(pickLabel({ betName: '1', betLine: '0', marketName: 'Asian Handicap 1st Period', ...teams })).toBe(
      '맨시티 0',
    );
  });

  it('reads totals, odd/even, both-teams-to-score and double chance in Korean', () => {
    expect(pickLabel({ betName: 'Over', betLine: '2.5', marketName: 'Under/Over' })).toBe('오버 2.5');
    expect(pickLabel({ betName: 'Under', betLine: '2.25', marketName: 'Under/Over' })).toBe('언더 2.25');
    expect(pickLabel({ betName: 'Odd', marketName: 'Odd/Even' })).toBe('홀');
    expect(pickLabel({ betName: 'No', marketName: 'Both Teams To Score' })).toBe('아니오');
    expect(pickLabel({ betName: '1X', marketName: 'Double Chance', ...teams })).toBe('맨시티 승 또는 무');
    expect(pickLabel({ betName: '12', marketName: 'Double Chance', ...teams })).toBe('무승부 제외');
  });

  it('falls back to 홈 / 원정 without team names and to the feed name otherwise', () => {
    expect(pickLabel({ betName: '1', marketName: '1X2' })).toBe('홈 승');
    expect(pickLabel({ betName: '2-1', marketName: 'Correct Score' })).toBe('2-1');
    expect(pickLabel({ betName: '1 And Over', marketName: 'Result/Total' })).toBe('1 And Over');
  });
});
