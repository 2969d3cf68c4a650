import { describe, expect, it } from 'vitest';
import { WIN_FLAG } from '../winFlag';
import { winFlagColor } from '../winFlagColor';
import { WIN_FLAG_LABELS, winFlagLabel } from '../winFlagLabel';

describe('win flags', () => {
  it('are the settlement values of spec §4', () => {
    expect(WIN_FLAG).toEqual({
      CANCELLED: -1,
      WAITING: 0,
      LOST: 1,
      WON: 2,
      SPECIAL_HIT: 3,
      HALF_LOST: 4,
      HALF_WON: 5,
    });
  });

  it('have Korean labels', () => {
    expect(WIN_FLAG_LABELS).toEqual({
      '-1': '취소',
      0: '대기',
      1: '낙첨',
      2: '당첨',
      3: '적특',
      4: '반낙첨',
      5: '반당첨',
    });
    expect(winFlagLabel(0)).toBe('대기');
    expect(winFlagLabel(-1)).toBe('취소');
    expect(winFlagLabel(6)).toBeUndefined();
  });

  it.each([
    [1, 'red'],
    [-1, 'red'],
    [2, 'green'],
    [3, 'yellow'],
    [4, 'black'],
    [5, 'black'],
    [0, 'grey'],
    [6, 'grey'],
    [-2, 'grey'],
  ])('flag %i is %s', (flag, color) => {
    expect(winFlagColor(flag)).toBe(color);
  });
});
