import { describe, expect, it } from 'vitest';
import { ROULETTE_PRIZES } from '../../constants/roulette';
import * as ko from '../../i18n/ko';
import { rouletteOutcome } from '../rouletteOutcome';

describe('rouletteOutcome', () => {
  it("reads each wheel's losing value as the 0 segment", () => {
    expect(rouletteOutcome('normal', 1)).toEqual({ points: 0, segment: 0, won: false });
    expect(rouletteOutcome('vip', 0)).toEqual({ points: 0, segment: 0, won: false });
  });

  it('stops on the segment of every prize', () => {
    for (const kind of ['normal', 'vip'] as const)
      ROULETTE_PRIZES[kind].forEach((points, segment) => {
        if (points === 0) return;
        expect(rouletteOutcome(kind, points)).toEqual({ points, segment, won: true });
      });
    expect(rouletteOutcome('normal', 20_000)).toEqual({ points: 20_000, segment: 6, won: true });
    expect(rouletteOutcome('vip', 100_000)).toEqual({ points: 100_000, segment: 6, won: true });
  });

  it('has no segment for a prize the wheel does not show', () => {
    expect(rouletteOutcome('normal', 30_000)).toEqual({ points: 30_000, segment: -1, won: true });
    expect(rouletteOutcome('vip', 2_000)).toEqual({ points: 2_000, segment: -1, won: true });
  });
});

describe('result and check-in messages', () => {
  it('words the roulette result alert', () => {
    expect(ko.ROULETTE_WON('10,000')).toBe('축하합니다! 10,000포인트에 당첨되었습니다.');
    expect(ko.ROULETTE_LOST).toBe('아쉽지만 꽝입니다. 다음 기회에 도전해주세요.');
  });

  it('words the attendance answer with and without a reward', () => {
    expect(ko.ATTENDANCE_CHECKED(3, '1,000')).toBe(
      '출석체크 완료! 3일 연속 출석, 1,000포인트가 지급되었습니다.',
    );
    expect(ko.ATTENDANCE_CHECKED(1, '0')).toBe('출석체크 완료! 1일 연속 출석.');
  });
});
